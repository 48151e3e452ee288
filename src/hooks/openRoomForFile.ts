/**
 * Opening the room a room file belongs to, to load the file there: keeps the file (stores/pendingFile.ts), shows the
 * room in the address bar and joins it as the player who is at the table now (or the lobby's name and colour). The
 * current room, if any, is left the usual way (it stays saved in this browser). useLoadPendingFile loads the file
 * once the new room's table is open.
 */
import { parseRoomCode } from '../../net/room-code'
import { usePendingFile } from '../stores/pendingFile'
import { cleanName, usePrefs } from '../stores/prefs'
import { useSession } from '../stores/session'
import { showRoomInUrl } from './useInviteLink'

/** Why the room could not be opened: the file names no valid room, or the player has no name yet. */
export type OpenForFileProblem = 'bad-code' | 'no-name'

/** Joins room `code` to load `file` into it; `password` for a room that has one. Null when under way. */
export function openRoomForFile(code: string, file: File, password = ''): OpenForFileProblem | null {
  const parsed = parseRoomCode(code)
  if (!parsed.ok) return 'bad-code'
  const session = useSession.getState()
  const prefs = usePrefs.getState()
  const name = session.request?.name || cleanName(prefs.name)
  if (!name) return 'no-name'
  const colour = session.request?.colour ?? prefs.colour
  usePendingFile.getState().actions.keep(parsed.code, file)
  showRoomInUrl(parsed.code)
  session.actions.join({ code: parsed.code, password, name, colour, create: false, box: 'sandbox' })
  return null
}
