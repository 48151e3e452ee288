/**
 * Player names by seat for the table logs: who holds each seat now, and for a seat nobody holds any more (a player
 * stood up, or the others freed the seat) the name of its last holder, so old lines still name the player instead of
 * "s2". Read from the accepted `@claim` entries of the ledger (names cleaned there), live.
 */
import { useMemo, useSyncExternalStore } from 'react'
import type * as Y from 'yjs'
import type { SeatId } from '../../engine/core/types'
import { ledgerOf, type Ledger } from '../../net/ledger'
import { safeName } from '../../net/sanitize'
import { ACT, readClaim } from '../../net/seat-acts'
import type { ExternalSource } from './statusStore'

/** Longest name shown (as seat holders' names). */
const NAME_MAX = 64

/** Each seat's current holder's name, or its last holder's when it is free; seats never held are absent. */
export function seatNames(ledger: Ledger): Record<SeatId, string> {
  const names: Record<SeatId, string> = {}
  for (const { entry } of ledger.accepted()) {
    if (entry.type !== ACT.claim) continue
    const name = readClaim(entry.payload)?.name
    if (name) names[entry.seat] = safeName(name, NAME_MAX)
  }
  for (const [seat, tenure] of ledger.bindings()) names[seat] = safeName(tenure.name, NAME_MAX) || names[seat] || seat
  return names
}

/** A source of `seatNames`, re-read once per change of the log, a new object only when a name changed. */
export function seatNamesSource(doc: Y.Doc): ExternalSource<Record<SeatId, string>> {
  const ledger = ledgerOf(doc)
  let version = -1
  let key = ''
  let current: Record<SeatId, string> = {}
  return {
    subscribe: (listener) => ledger.onChange(listener),
    getSnapshot: () => {
      if (version === ledger.version) return current
      version = ledger.version
      const next = seatNames(ledger)
      const nextKey = JSON.stringify(Object.entries(next).sort())
      if (nextKey !== key) {
        key = nextKey
        current = next
      }
      return current
    },
  }
}

/** Names by seat for the logs of `doc` (see the file comment). */
export function useSeatNames(doc: Y.Doc): Record<SeatId, string> {
  const source = useMemo(() => seatNamesSource(doc), [doc])
  return useSyncExternalStore(source.subscribe, source.getSnapshot)
}
