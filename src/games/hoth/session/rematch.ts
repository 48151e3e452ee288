/**
 * Rematch: a finished game's room keeps its log, so a new game is played in a new room. The player who asks
 * for it records the new code in the old room's `meta.hothRematch` and goes there (creating it as a Hoth
 * room with the same scenario); everyone else at the table sees the offer and follows with one click.
 */
import { useMemo, useSyncExternalStore } from 'react'
import type { Json } from '../../../../engine/core/types'
import { generateRoomCode } from '../../../../net/room-code'
import { schema } from '../../../../net/schema'
import type { Room } from '../../../../net/types'
import { docSource } from '../../../hooks/docSource'
import { useSession } from '../../../stores/session'

/** A rematch someone asked for: the new room's code and who asked. */
export type RematchOffer = { code: string; by: string; scenario: string }

/** Reads `meta.hothRematch`, or null when absent or malformed. */
export function readRematch(value: Json | undefined): RematchOffer | null {
  const v = value as Partial<RematchOffer> | undefined
  if (!v || typeof v.code !== 'string' || typeof v.by !== 'string' || typeof v.scenario !== 'string') return null
  return { code: v.code, by: v.by, scenario: v.scenario }
}

/** The rematch offer in this room, and how to start or join one. */
export function useRematch(room: Room, scenario: string): { offer: RematchOffer | null; start(): void; join(): void } {
  const source = useMemo(
    () => docSource(room.doc, (doc) => readRematch(schema.meta(doc).get('hothRematch'))),
    [room.doc],
  )
  const offer = useSyncExternalStore(source.subscribe, source.getSnapshot)
  const request = useSession((s) => s.request)
  const { join } = useSession((s) => s.actions)
  const go = (code: string, create: boolean) => {
    if (!request) return
    join({ ...request, code, create, box: 'hoth', ...(create ? { scenario } : {}) })
  }
  return {
    offer,
    start() {
      const existing = readRematch(schema.meta(room.doc).get('hothRematch'))
      if (existing) return go(existing.code, false)
      const code = generateRoomCode()
      schema.meta(room.doc).set('hothRematch', { code, by: request?.name ?? '', scenario })
      go(code, true)
    },
    join() {
      if (offer) go(offer.code, false)
    },
  }
}
