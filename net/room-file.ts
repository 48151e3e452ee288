/**
 * Room files: the whole room document in a small, versioned, checksummed container.
 *
 * Layout (all integers big-endian):
 *   0   9 bytes  magic "HOLOTABLE" (ASCII)
 *   9   1 byte   container format (FILE_FORMAT)
 *   10  4 bytes  document schema version (SCHEMA_VERSION of the exporting app)
 *   14  4 bytes  length L of the Yjs update
 *   18  L bytes  Yjs update (v1) of the whole document
 *   18+L 32 bytes SHA-256 of every byte before it
 *
 * Import checks, in order: magic (a PNG or JSON file is "not a Holotable file"), container format
 * (newer → "made by a newer Holotable"), length (truncated), checksum (corrupted), schema version, and
 * finally that the update decodes cleanly into a scratch Y.Doc, with nothing missing and no newer
 * `meta.version`. Only then is it merged into the room; any failure leaves the room document untouched.
 */
import { sha256 } from '@noble/hashes/sha2.js'
import * as Y from 'yjs'
import type { LocalizedText } from '../engine'
import { SCHEMA_VERSION, schema } from './schema'

/** First bytes of every room file. */
export const FILE_MAGIC = new TextEncoder().encode('HOLOTABLE')
/** Version of the container layout above. */
export const FILE_FORMAT = 1
/** Suggested file name extension. */
export const FILE_EXTENSION = '.holotable'
/** Transaction origin of imports. */
export const IMPORT_ORIGIN = 'holotable/import'

const HEADER = FILE_MAGIC.length + 1 + 4 + 4
const CHECKSUM = 32

/** Why a file was refused. */
export type ImportProblem = 'foreign' | 'truncated' | 'corrupted' | 'newer-version'

/** Result of an import: merged, or refused with a code and a reason for the user. */
export type ImportResult = { ok: true } | { ok: false; problem: ImportProblem; reason: LocalizedText }

/** Serialises the whole document into a room file. */
export function exportRoomFile(doc: Y.Doc): Uint8Array {
  const update = Y.encodeStateAsUpdate(doc)
  const out = new Uint8Array(HEADER + update.length + CHECKSUM)
  const view = new DataView(out.buffer)
  out.set(FILE_MAGIC, 0)
  view.setUint8(FILE_MAGIC.length, FILE_FORMAT)
  view.setUint32(FILE_MAGIC.length + 1, SCHEMA_VERSION)
  view.setUint32(FILE_MAGIC.length + 5, update.length)
  out.set(update, HEADER)
  out.set(sha256(out.subarray(0, HEADER + update.length)), HEADER + update.length)
  return out
}

/**
 * Reads a room file and, if every check passes, merges it into `doc` (a CRDT merge: nothing in the room
 * is lost). Otherwise returns the problem and leaves `doc` exactly as it was.
 */
export function importRoomFile(doc: Y.Doc, bytes: Uint8Array): ImportResult {
  const read = readRoomFile(bytes)
  if (!read.ok) return read
  Y.applyUpdate(doc, read.update, IMPORT_ORIGIN)
  return { ok: true }
}

/** Checks a room file and returns its Yjs update, or the problem. Changes nothing. */
export function readRoomFile(
  bytes: Uint8Array,
): { ok: true; update: Uint8Array } | Extract<ImportResult, { ok: false }> {
  if (!startsWith(bytes, FILE_MAGIC)) return refuse('foreign', foreignHint(bytes))
  if (bytes.length < FILE_MAGIC.length + 1) return refuse('truncated')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (view.getUint8(FILE_MAGIC.length) > FILE_FORMAT) return refuse('newer-version')
  if (bytes.length < HEADER) return refuse('truncated')
  const length = view.getUint32(FILE_MAGIC.length + 5)
  if (bytes.length < HEADER + length + CHECKSUM) return refuse('truncated')
  // Trailing bytes are not ours: better to refuse than to guess which part is the file.
  if (bytes.length > HEADER + length + CHECKSUM) return refuse('corrupted')
  const body = bytes.subarray(0, HEADER + length)
  if (!equalBytes(sha256(body), bytes.subarray(HEADER + length))) return refuse('corrupted')
  if (view.getUint32(FILE_MAGIC.length + 1) > SCHEMA_VERSION) return refuse('newer-version')
  const update = bytes.slice(HEADER, HEADER + length)
  return decodesCleanly(update)
}

/** Applies the update to a scratch document: it must decode, be complete and not be from a newer schema. */
function decodesCleanly(update: Uint8Array): { ok: true; update: Uint8Array } | Extract<ImportResult, { ok: false }> {
  const scratch = new Y.Doc()
  try {
    Y.applyUpdate(scratch, update)
    // Structs or deletes waiting for missing parents: the update refers to data that is not in the file.
    if (scratch.store.pendingStructs !== null || scratch.store.pendingDs !== null) return refuse('corrupted')
    const version = schema.meta(scratch).get('version')
    if (typeof version === 'number' && version > SCHEMA_VERSION) return refuse('newer-version')
    return { ok: true, update }
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
