/**
 * Loads a room file kept for a room (openRoomForFile) once that room's table is open: merged like any import,
 * with a toast saying how it went. Back in the lobby, or at another room's table, the file is forgotten.
 */
import { useEffect } from 'react'
import type { Room } from '../../net/types'
import { usePendingFile } from '../stores/pendingFile'
import type { Phase } from '../stores/session'

/** Call once next to useRoom: imports the kept file into `room` when the session reaches its table. */
export function useLoadPendingFile(room: Room | null, phase: Phase): void {
  const pending = usePendingFile((s) => s.pending)
  const { take, drop } = usePendingFile((s) => s.actions)
  useEffect(() => {
    if (!pending) return
    if (phase === 'lobby') return drop()
    if (phase !== 'table' || !room) return
    const file = take(room.code)
    // Imported on demand: reading room files (yjs, the ledger) is no part of the lobby's first load.
    if (file) void import('../ui/roomFileImport').then(({ importRoomFrom }) => importRoomFrom(room, file))
  }, [pending, phase, room, take, drop])
}
