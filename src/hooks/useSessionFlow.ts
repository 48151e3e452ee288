/**
 * Moves the session along as the room reports: open error or wrong password → error view; synced →
 * (set up the box when creating) → table; a signaling server that never answers → "unreachable".
 */
import { useEffect } from 'react'
import type { Room, RoomStatus } from '../../net/types'
import { useSession, type SessionError } from '../stores/session'
import { setUpRequestedBox } from './setUpRequestedBox'

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

  const synced = status?.synced ?? false
  useEffect(() => {
    if (phase !== 'joining' || !room || !synced || !request) return
    // Only after syncing: a room that already exists keeps its table instead of getting a second box.
    if (request.create) setUpRequestedBox(room.doc, request.box)
    enterTable()
  }, [phase, room, synced, request, enterTable])

  const signaling = status?.signaling ?? null
  useEffect(() => {
    if (phase !== 'joining' || !room || signaling === 'connected') return
    const timer = setTimeout(() => fail({ kind: 'unreachable' }), UNREACHABLE_MS)
    return () => clearTimeout(timer)
  }, [phase, room, signaling, fail])
}
