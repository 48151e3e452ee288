/**
 * Loading a room file into the open room, with a toast that says how it went. A file of another room cannot be
 * loaded here (its moves are signed for that room); the caller may offer to open that room instead.
 */
import { parseRoomCode } from '../../net/room-code'
import { roomFileCode, roomFileSizeProblem } from '../../net/room-file'
import type { Room } from '../../net/types'
import { toast } from './toastStore'

/** How an import ended: merged, refused, or refused because the file is another room's (its code). */
export type RoomFileOutcome = { ok: true } | { ok: false; otherRoom: string | null }

/** Options of importRoomFrom. */
export interface ImportRoomOptions {
  /** Called instead of the error toast when the file is another room's, with that room's code (display form). */
  onOtherRoom?(code: string): void
}

/**
 * Merges a chosen room file into the room and says how it went in a toast. The size is checked first, from
 * `file.size`, so a huge file is refused before a byte of it is read into memory.
 */
export async function importRoomFrom(
  room: Pick<Room, 'importFile' | 'code'>,
  file: Pick<File, 'name' | 'size' | 'arrayBuffer'>,
  options: ImportRoomOptions = {},
): Promise<RoomFileOutcome> {
  const tooLarge = roomFileSizeProblem(file.size)
  const bytes = tooLarge ? null : new Uint8Array(await file.arrayBuffer())
  const result = tooLarge ?? room.importFile(bytes!)
  if (result.ok) {
    toast('ok', 'table:toast.imported', { file: file.name })
    return { ok: true }
  }
  const otherRoom = bytes ? otherRoomOf(bytes, room.code) : null
  if (otherRoom && options.onOtherRoom) options.onOtherRoom(otherRoom)
  else toast('error', 'table:toast.importFailed', { file: file.name }, result.reason)
  return { ok: false, otherRoom }
}

/** The room a refused file belongs to when it is a readable file of another room (a valid code), else null. */
function otherRoomOf(bytes: Uint8Array, here: string): string | null {
  const code = roomFileCode(bytes)
  const parsed = code === null ? null : parseRoomCode(code)
  return parsed?.ok && parsed.code !== here ? parsed.code : null
}
