/**
 * Public API of the net layer for the app: rooms, room codes and invite links, presence, seats, the
 * signed log and its fold, room files. The server (net/server) and the bootstrap internals
 * (net/bootstrap) are not re-exported: the server is Node-only, the bootstrap is used through openRoom.
 */
export type {
  AppendOptions,
  CameraPreset,
  NetConfig,
  NetResult,
  Presence,
  RejectedEntry,
  Room,
  RoomOptions,
  RoomStatus,
} from './types'
export { SCHEMA_VERSION, schema } from './schema'
export type { ChatMessage, LogEntry, SeatBinding, TableObject, TableObjectKind } from './schema'

export { ROOM_PREFIX, RoomError, openRoom } from './room'
export {
  CODE_ALPHABET,
  buildInviteLink,
  formatRoomCode,
  generateRoomCode,
  isValidRoomCode,
  parseInviteHash,
  parseRoomCode,
} from './room-code'
export type { Invite, ParsedCode } from './room-code'

export {
  PRESENCE_INTERVAL_MS,
  initialPresence,
  localPresence,
  onPresenceChange,
  parsePresence,
  patchLocalPresence,
  remotePresences,
  setLocalPresence,
  throttle,
} from './presence'
export type { PeerPresence, Throttled } from './presence'

export { claimSeat, listSeats, releaseSeat, seatOf } from './seats'
export { drawEntropy } from './entropy'
export { createEphemeralIdentity, identityFromSecret, loadOrCreateIdentity, verify } from './identity'
export type { Identity } from './identity'

export { appendEntry } from './signed-log'
export type { AppendResult, EntryDraft } from './signed-log'
export { createLogFolder } from './log-folder'
export type { LogFolder, PendingRoll } from './log-folder'
export { ROOM_SEATS, ledgerOf } from './ledger'
export type { Ledger } from './ledger'
export type { RollStatus } from './roll-status'
export { setRoomDomain } from './domain'

export { FILE_EXTENSION, exportRoomFile, importRoomFile } from './room-file'
export type { ImportProblem, ImportResult } from './room-file'
