/**
 * The first roll of a game that still waits for shares, read from the room's ledger (net/ledger.ts), live. A
 * table whose log folder is at hand reads `folder.pending` instead; this serves a table that has none to hand
 * (Battle of Hoth keeps its folder inside its controller). The game's `start-game` roll is left out: the setup
 * screen shows that one itself.
 */
import { useMemo, useSyncExternalStore } from 'react'
import type * as Y from 'yjs'
import type { SeatId } from '../../engine/core/types'
import { START_TYPE } from '../../net/game-start'
import { ledgerOf, type Ledger } from '../../net/ledger'
import type { ExternalSource } from './statusStore'

/** A roll that waits: who rolled, its hash, and whose share is missing. */
export interface LedgerPendingRoll {
  entry: { seat: SeatId }
  hash: string
  waitingFor: SeatId[]
}

/** The first pending roll of game `game` in fold order (its start roll aside), or null. */
export function firstPendingRoll(ledger: Ledger, game: string): LedgerPendingRoll | null {
  for (const { entry, hash } of ledger.accepted()) {
    if (entry.game !== game || !entry.roll || entry.type === START_TYPE) continue
    const status = ledger.roll(hash)
    if (status?.state === 'pending') return { entry: { seat: entry.seat }, hash, waitingFor: status.waitingFor }
  }
  return null
}

/** A useSyncExternalStore source of `firstPendingRoll`: re-read once per ledger change, a new object only on change. */
export function pendingRollSource(doc: Y.Doc, game: string): ExternalSource<LedgerPendingRoll | null> {
  const ledger = ledgerOf(doc)
  let version = -1
  let key = ''
  let current: LedgerPendingRoll | null = null
  return {
    subscribe: (listener) => ledger.onChange(listener),
    getSnapshot: () => {
      if (version === ledger.version) return current
      version = ledger.version
      const next = firstPendingRoll(ledger, game)
      const nextKey = JSON.stringify(next)
      if (nextKey !== key) {
        key = nextKey
        current = next
      }
      return current
    },
  }
}

/** The first pending roll of `game` in `doc`, re-read when the log changes. */
export function usePendingRoll(doc: Y.Doc, game: string): LedgerPendingRoll | null {
  const source = useMemo(() => pendingRollSource(doc, game), [doc, game])
  return useSyncExternalStore(source.subscribe, source.getSnapshot)
}
