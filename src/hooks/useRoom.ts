/**
 * Opens the room the session asks for, keeps it while the request stands, and destroys it when the
 * request goes away (leave, error, new attempt). Exposes the Room, its live status and an open error.
 * Also publishes the room as `window.__holotable.room` for tests.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { LocalizedText } from '../../engine/core/types'
import type { Room, RoomStatus } from '../../net/types'
import type { RoomRequest, SessionError } from '../stores/session'
import { registerTestHook } from '../testing/testHooks'
import { loadNetConfig } from './netConfig'
import { roomLifecycle } from './roomLifecycle'
import { statusSource } from './statusStore'

/** What useRoom returns. */
export interface UseRoomResult {
  /** The open room, null while opening or when no room is requested. */
  room: Room | null
  /** Live status of `room`, null without a room. */
  status: RoomStatus | null
  /** Why opening failed, null otherwise. */
  error: SessionError | null
}

interface Opened {
  attempt: number
  room: Room | null
  error: SessionError | null
}

const noSource = { subscribe: () => () => {}, getSnapshot: () => null }

/** Opens `request`'s room; `attempt` distinguishes a retry of an identical request. */
export function useRoom(request: RoomRequest | null, attempt: number): UseRoomResult {
  const [opened, setOpened] = useState<Opened>({ attempt: -1, room: null, error: null })

  useEffect(() => {
    if (!request) return
    let live = true
    const opening = roomLifecycle.open(async () => {
      let net
      try {
        net = await loadNetConfig()
      } catch {
        throw { kind: 'unreachable' } satisfies SessionError
      }
      // The networking code (yjs, y-webrtc, PeerJS) is a chunk of its own: the lobby never needs it.
      const { openRoom } = await import('../../net/room')
      const { code, password, name, colour } = request
      // A large log's signatures are checked in web workers, off the main thread (net/signature-gate.ts).
      const { pageVerifier } = await import('../net/workerVerifier')
      return openRoom({ code, password: password || undefined, name, colour, net, verifier: pageVerifier() })
    })
    opening.then(
      async (room) => {
        // Loaded with the room already: this import only waits a microtask.
        const { ledgerOf } = await import('../../net/ledger')
        if (!live) return
        registerTestHook('room', room)
        registerTestHook('ledger', ledgerOf(room.doc))
        setOpened({ attempt, room, error: null })
      },
      (err: unknown) => {
        if (live) setOpened({ attempt, room: null, error: toSessionError(err) })
      },
    )
    return () => {
      live = false
      registerTestHook('room', null)
      registerTestHook('ledger', null)
      void roomLifecycle.close(opening)
    }
  }, [request, attempt])

  // A room from an earlier attempt is already being destroyed: never show it.
  const current = request && opened.attempt === attempt ? opened : null
  const room = current?.room ?? null
  const source = useMemo(() => (room ? statusSource(room) : noSource), [room])
  const status = useSyncExternalStore(source.subscribe, source.getSnapshot)
  return { room, status, error: current?.error ?? null }
}

/** Turns whatever openRoom threw into something the error view can explain. */
function toSessionError(err: unknown): SessionError {
  if (typeof err === 'object' && err !== null && 'kind' in err) return err as SessionError
  const reason = typeof err === 'object' && err !== null && 'reason' in err ? (err as { reason: unknown }).reason : null
  if (reason && typeof reason === 'object' && 'hu' in reason && 'en' in reason) {
    return { kind: 'open-failed', reason: reason as LocalizedText }
  }
  return { kind: 'open-failed', detail: err instanceof Error ? err.message : String(err) }
}
