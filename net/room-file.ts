/**
 * Room files: the whole room document in a small, versioned, checksummed container.
 *
 * Layout (all integers big-endian):
 *   0   9 bytes  magic "HOLOTABLE" (ASCII)
 *   9   1 byte   container format (FILE_FORMAT)
 *   10  4 bytes  document schema version (SCHEMA_VERSION of the exporting app)
 *   14  1 byte   length C of the room code
 *   15  C bytes  the room code (ASCII): every signature in the document is for this room
 *   15+C 4 bytes length L of the Yjs update
 *   19+C L bytes Yjs update (v1) of the whole document
 *   … 32 bytes   SHA-256 of every byte before it
 *
 * Import checks, in order: size (at most MAX_ROOM_FILE_BYTES), magic (a PNG or JSON file is "not a Holotable
 * file"), container format (newer → "made by a newer Holotable", older → made before entries were signed for
 * their room), length (truncated), checksum (corrupted), schema version, the room (a file of another room is
 * refused with its code: its signatures are worth nothing here), that the update decodes cleanly into a scratch
 * Y.Doc, with nothing missing and no newer `meta.version`, and finally that merging it would delete no chat line
 * or log entry the room holds (room-file-history.ts). Only then is it merged into the room; any failure leaves the
 * room document untouched. The import also returns the file's log entries, so the room can put back any it lost.
 *
 * The checksum is plain SHA-256 with no key: it catches a damaged or cut file, not a crafted one (whoever
 * crafts a file recomputes it). A file is untrusted input like any peer's update, and everything that reads the
 * document already treats it so (signatures on log entries and chat lines, shape checks, size caps).
 */
import { sha256 } from '@noble/hashes/sha2.js'
import * as Y from 'yjs'
import type { LocalizedText } from '../engine'
import { ROOM_SEATS } from './ledger'
import { deletesHistory, deletionsOf, type Deletions } from './room-file-history'
import { SCHEMA_VERSION, schema } from './schema'

/** First bytes of every room file. */
export const FILE_MAGIC = new TextEncoder().encode('HOLOTABLE')
/** Version of the container layout above. */
export const FILE_FORMAT = 2
/** Suggested file name extension. */
export const FILE_EXTENSION = '.holotable'
/** Transaction origin of imports. */
export const IMPORT_ORIGIN = 'holotable/import'
/**
 * Largest room file accepted, in bytes: 48 MiB. A legitimate room is bounded mostly by its images, which
 * net/assets.ts caps at MAX_ROOM_ASSET_BYTES (24 MiB, stored about byte for byte); the rest is small by comparison
 * (tests/bench/doc-bench.ts: ~370 B per signed log action, ~18 B per committed move; the e2e large-document test's
 * 5,000 chat lines are ~5 MB). 24 MiB more leaves room for ~65,000 logged actions or five such chats on top of full
 * images, while a file far beyond any real room (which every peer would then have to download) is refused before
 * it is hashed or decoded. The UI checks the same limit before reading a file into memory at all.
 */
export const MAX_ROOM_FILE_BYTES = 48 * 1024 * 1024

const CODE_AT = FILE_MAGIC.length + 1 + 4
const CHECKSUM = 32

/** Why a file was refused. */
export type ImportProblem =
  | 'too-large'
  | 'foreign'
  | 'truncated'
  | 'corrupted'
  | 'newer-version'
  | 'older-version'
  | 'other-room'
  | 'deletes-history'

/** Result of an import: merged (with the file's raw log entries), or refused with a code and a reason for the user. */
export type ImportResult =
  { ok: true; entries: unknown[] } | { ok: false; problem: ImportProblem; reason: LocalizedText; room?: string }

/** Serialises the whole document of room `code` into a room file. */
export function exportRoomFile(doc: Y.Doc, code: string): Uint8Array {
  const update = Y.encodeStateAsUpdate(doc)
  const codeBytes = new TextEncoder().encode(code)
  const header = CODE_AT + 1 + codeBytes.length + 4
  const out = new Uint8Array(header + update.length + CHECKSUM)
  const view = new DataView(out.buffer)
  out.set(FILE_MAGIC, 0)
  view.setUint8(FILE_MAGIC.length, FILE_FORMAT)
  view.setUint32(FILE_MAGIC.length + 1, SCHEMA_VERSION)
  view.setUint8(CODE_AT, codeBytes.length)
  out.set(codeBytes, CODE_AT + 1)
  view.setUint32(header - 4, update.length)
  out.set(update, header)
  out.set(sha256(out.subarray(0, header + update.length)), header + update.length)
  return out
}

/** A room file that passed every check of its own: its room, Yjs update, deletions and raw log entries. */
export interface ReadRoomFile {
  ok: true
  room: string
  update: Uint8Array
  deletions: Deletions
  entries: unknown[]
}

/**
 * Reads a room file and, if every check passes, merges it into `doc` (a CRDT merge: the room's chat and log
 * lose nothing; map fields follow last-writer-wins). Otherwise returns the problem and leaves `doc` exactly as it
 * was, including when the file would delete a chat line or log entry the room holds.
 */
export function importRoomFile(doc: Y.Doc, bytes: Uint8Array, code: string): ImportResult {
  const read = readRoomFile(bytes)
  if (!read.ok) return read
  if (read.room !== code) {
    return {
      ok: false,
      problem: 'other-room',
      room: read.room,
      reason: {
        hu: `Ez a fájl a(z) ${read.room} szobáé; abban a szobában töltsd be. Ez a szoba nem változott.`,
        en: `This file belongs to room ${read.room}; load it in that room. This room is unchanged.`,
      },
    }
  }
  if (deletesHistory(doc, read.deletions)) return refuse('deletes-history')
  Y.applyUpdate(doc, read.update, IMPORT_ORIGIN)
  return { ok: true, entries: read.entries }
}

/** The refusal for a file of `size` bytes, or null when the size is acceptable (check it before reading a file). */
export function roomFileSizeProblem(size: number): Extract<ImportResult, { ok: false }> | null {
  if (size <= MAX_ROOM_FILE_BYTES) return null
  const mib = (n: number) => (n / (1024 * 1024)).toFixed(1)
  const limit = MAX_ROOM_FILE_BYTES / (1024 * 1024)
  return refuse('too-large', {
    hu: `A fájl túl nagy (${mib(size)} MiB); legfeljebb ${limit} MiB lehet. A szoba nem változott.`,
    en: `The file is too large (${mib(size)} MiB); at most ${limit} MiB. The room is unchanged.`,
  })
}

/** Checks a room file on its own and returns its Yjs update and deletions, or the problem. Changes nothing. */
export function readRoomFile(bytes: Uint8Array): ReadRoomFile | Extract<ImportResult, { ok: false }> {
  const tooLarge = roomFileSizeProblem(bytes.length)
  if (tooLarge) return tooLarge
  if (!startsWith(bytes, FILE_MAGIC)) return refuse('foreign', foreignHint(bytes))
  if (bytes.length < FILE_MAGIC.length + 1) return refuse('truncated')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const format = view.getUint8(FILE_MAGIC.length)
  if (format > FILE_FORMAT) return refuse('newer-version')
  if (format < FILE_FORMAT) return refuse('older-version')
  if (bytes.length < CODE_AT + 1) return refuse('truncated')
  const header = CODE_AT + 1 + view.getUint8(CODE_AT) + 4
  if (bytes.length < header) return refuse('truncated')
  const length = view.getUint32(header - 4)
  if (bytes.length < header + length + CHECKSUM) return refuse('truncated')
  // Trailing bytes are not ours: better to refuse than to guess which part is the file.
  if (bytes.length > header + length + CHECKSUM) return refuse('corrupted')
  const body = bytes.subarray(0, header + length)
  if (!equalBytes(sha256(body), bytes.subarray(header + length))) return refuse('corrupted')
  if (view.getUint32(FILE_MAGIC.length + 1) > SCHEMA_VERSION) return refuse('newer-version')
  const room = new TextDecoder().decode(bytes.subarray(CODE_AT + 1, header - 4))
  const update = bytes.slice(header, header + length)
  return decodesCleanly(room, update)
}

/** The room a file belongs to, or null when it is not a readable room file (for the UI's "open that room"). */
export function roomFileCode(bytes: Uint8Array): string | null {
  const read = readRoomFile(bytes)
  return read.ok ? read.room : null
}

/**
 * Applies the update to a scratch document: it must decode, be complete and not be from a newer schema. Returns
 * the deletions it carries too, for the history check.
 */
function decodesCleanly(room: string, update: Uint8Array): ReadRoomFile | Extract<ImportResult, { ok: false }> {
  const scratch = new Y.Doc()
  try {
    Y.applyUpdate(scratch, update)
    // Structs or deletes waiting for missing parents: the update refers to data that is not in the file.
    // (This also means every item the file deletes is in the file, which room-file-history.ts relies on.)
    if (scratch.store.pendingStructs !== null || scratch.store.pendingDs !== null) return refuse('corrupted')
    const version = schema.meta(scratch).get('version')
    if (typeof version === 'number' && version > SCHEMA_VERSION) return refuse('newer-version')
    const entries = ROOM_SEATS.flatMap((seat) => schema.logShard(scratch, seat).toArray() as unknown[])
    return { ok: true, room, update, deletions: deletionsOf(scratch), entries }
  } catch {
    return refuse('corrupted')
  } finally {
    scratch.destroy()
  }
}

/** A refusal with the reason the user reads. */
function refuse(problem: ImportProblem, hint?: LocalizedText): Extract<ImportResult, { ok: false }> {
  return { ok: false, problem, reason: hint ?? REASONS[problem] }
}

const REASONS: Record<ImportProblem, LocalizedText> = {
  'too-large': {
    hu: `A fájl túl nagy (legfeljebb ${MAX_ROOM_FILE_BYTES / (1024 * 1024)} MiB lehet); a szoba nem változott.`,
    en: `The file is too large (at most ${MAX_ROOM_FILE_BYTES / (1024 * 1024)} MiB); the room is unchanged.`,
  },
  foreign: { hu: 'Ez nem Holotable-fájl.', en: 'This is not a Holotable file.' },
  truncated: {
    hu: 'A fájl csonka (a vége hiányzik); a szoba nem változott.',
    en: 'The file is truncated (its end is missing); the room is unchanged.',
  },
  corrupted: {
    hu: 'A fájl sérült (az ellenőrzőösszeg vagy a tartalom hibás); a szoba nem változott.',
    en: 'The file is corrupted (bad checksum or content); the room is unchanged.',
  },
  'newer-version': {
    hu: 'A fájlt a Holotable egy újabb változata készítette; frissítsd az alkalmazást.',
    en: 'The file was made by a newer version of Holotable; please update the app.',
  },
  'older-version': {
    hu: 'A fájlt a Holotable egy régebbi változata készítette, amelynek naplója még nem a szobához kötött aláírásokkal készült; nem tölthető be.',
    en: 'The file was made by an older Holotable whose log was not yet signed for its room; it cannot be loaded.',
  },
  'other-room': {
    hu: 'Ez a fájl egy másik szobáé; abban a szobában töltsd be.',
    en: 'This file belongs to another room; load it in that room.',
  },
  'deletes-history': {
    hu: 'A fájl törölné a szoba csevegésének vagy naplójának bejegyzéseit, ezért nem töltöttük be; a szoba nem változott.',
    en: 'The file would delete chat lines or log entries this room holds, so it was not loaded; the room is unchanged.',
  },
}

/** Names common wrong picks so the user knows what they chose. */
function foreignHint(bytes: Uint8Array): LocalizedText {
  const base = REASONS.foreign
  const kind = startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])
    ? 'PNG'
    : startsWith(bytes, [0x50, 0x4b])
      ? 'ZIP'
      : /^\s*[[{]/.test(new TextDecoder().decode(bytes.subarray(0, 16)))
        ? 'JSON'
        : null
  if (kind === null) return base
  return { hu: `${base.hu} (${kind}-fájlnak tűnik.)`, en: `${base.en} (It looks like a ${kind} file.)` }
}

function startsWith(bytes: Uint8Array, prefix: ArrayLike<number>): boolean {
  if (bytes.length < prefix.length) return false
  for (let i = 0; i < prefix.length; i++) if (bytes[i] !== prefix[i]) return false
  return true
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i])
}
