/**
 * Rematch: a finished game's room keeps its log, so a new game is played in a new room. The player who asks for it
 * records the new code in the old room's `meta[key]` and goes there (creating it with the same box, and scenario
 * where the game has one); everyone else at the table sees the offer and follows with one click.
 */
import { useMemo, useSyncExternalStore } from 'react'
import type { Json } from '../../engine/core/types'
import { generateRoomCode } from '../../net/room-code'
import { schema } from '../../net/schema'
import type { Room } from '../../net/types'
import type { BoxId } from '../games/contract'
import { useSession } from '../stores/session'
import { docSource } from './docSource'

/** A rematch someone asked for: the new room's code, who asked, and the scenario it starts with (if any). */
export type RematchOffer = { code: string; by: string; scenario?: string }

/** Reads a rematch offer, or null when absent or malformed. */
export function readRematch(value: Json | undefined): RematchOffer | null {
  const v = value as Partial<RematchOffer> | undefined
  if (!v || typeof v.code !== 'string' || typeof v.by !== 'string') return null
  return { code: v.code, by: v.by, ...(typeof v.scenario === 'string' ? { scenario: v.scenario } : {}) }
}

/** Where a game keeps its offer and what the new room is. */
export interface RematchOptions {
  box: BoxId
  /** The `meta` key of the offer. */
  key: string
  scenario?: string
}

/** The rematch offer in this room, and how to start or join one. */
export function useRematch(
  room: Room,
  { box, key, scenario }: RematchOptions,
): { offer: RematchOffer | null; start(): void; join(): void } {
  const source = useMemo(() => docSource(room.doc, (doc) => readRematch(schema.meta(doc).get(key))), [room.doc, key])
  const offer = useSyncExternalStore(source.subscribe, source.getSnapshot)
  const request = useSession((s) => s.request)
  const { join } = useSession((s) => s.actions)
  const go = (code: string, create: boolean) => {
    if (!request) return
    join({ ...request, code, create, box, ...(create && scenario ? { scenario } : {}) })
  }
  return {
    offer,
    start() {
      const existing = readRematch(schema.meta(room.doc).get(key))
      if (existing) return go(existing.code, false)
      const code = generateRoomCode()
      schema.meta(room.doc).set(key, { code, by: request?.name ?? '', ...(scenario ? { scenario } : {}) })
      go(code, true)
    },
    join() {
      if (offer) go(offer.code, false)
    },
  }
}
