/**
 * Moves the session along as the room reports: open error or wrong password → error view; synced and
 * online → (set up the box when creating) → table; a signaling server that never answers → "unreachable".
 * The room calls itself synced when the bootstrap found nobody, even offline; joining waits for the
 * signaling server too, so an unreachable server is reported instead of showing an empty table.
 */
import { useEffect } from 'react'
import type { Room, RoomStatus } from '../../net/types'
import { useSession, type SessionError } from '../stores/session'

/** How long joining waits for the signaling server before calling it unreachable. */
export const UNREACHABLE_MS = 12_000

/** Drives phase changes from the room's state; call once, next to useRoom. */
export function useSessionFlow(room: Room | null, status: RoomStatus | null, openError: SessionError | null): void {
  const phase = useSession((s) => s.phase)
  const request = useSession((s) => s.request)
  const { fail, enterTable } = useSession((s) => s.actions)

  useEffect(() => {
    if (openError) fail(openError)
  }, [openError, fail])

  const problem = status?.problem ?? null
  useEffect(() => {
    if (problem === 'wrong-password') fail({ kind: 'wrong-password' })
  }, [problem, fail])

  const signaling = status?.signaling ?? null
  const ready = (status?.synced ?? false) && signaling === 'connected'
  useEffect(() => {
    if (phase !== 'joining' || !room || !ready || !request) return
    if (!request.create) return enterTable()
    // Only after syncing: a room that already exists keeps its table instead of getting a second box. The boxes'
    // contents are a chunk of their own (no part of the lobby's first load); setting up twice does nothing.
    let live = true
    const options = request.scenario ? { scenario: request.scenario } : {}
    void import('./setUpRequestedBox')
      .then(({ setUpRequestedBox }) => (live ? setUpRequestedBox(room.doc, request.box, options) : false))
      // A box that failed to load still opens the table, which shows the chunk's error.
      .finally(() => {
        if (live) enterTable()
      })
    return () => {
      live = false
    }
  }, [phase, room, ready, request, enterTable])

  // The bootstrap has its own timeouts and reports progress; only the wait after it counts.
  const bootstrapping = (status?.bootstrap ?? null) !== null
  useEffect(() => {
    if (phase !== 'joining' || !room || signaling === 'connected' || bootstrapping) return
    const timer = setTimeout(() => fail({ kind: 'unreachable' }), UNREACHABLE_MS)
    return () => clearTimeout(timer)
  }, [phase, room, signaling, bootstrapping, fail])
}
