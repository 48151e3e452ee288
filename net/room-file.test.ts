import { sha256 } from '@noble/hashes/sha2.js'
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { memoryArchiveStore, startArchive } from './archive'
import { createEphemeralIdentity } from './identity'
import { ledgerOf } from './ledger'
import { FILE_FORMAT, FILE_MAGIC, exportRoomFile, importRoomFile, type ImportProblem } from './room-file'
import { SCHEMA_VERSION, schema } from './schema'
import { listSeats } from './seats'
import { appendEntry } from './signed-log'
import { roomDoc, rollNow, sit, TEST_ROOM } from './testing/rolls'

const alice = createEphemeralIdentity()
const bob = createEphemeralIdentity()

/** A room with something in every part of the document: seats, a move, a roll, the table, the chat. */
function room(): Y.Doc {
  const doc = roomDoc()
  schema.meta(doc).set('gameId', 'tally')
  schema.meta(doc).set('version', SCHEMA_VERSION)
  sit(doc, alice, 's1', 'Anna')
  sit(doc, bob, 's2', 'Béla')
  appendEntry(doc, alice, 's1', { game: 'tally', type: 'pass' })
  rollNow(doc, bob, 's2', 'tally', { type: 'roll' }, [{ seat: 's1', identity: alice }])
  const token = new Y.Map<unknown>()
  schema.table(doc).set('token-1', token as never)
  token.set('x', 1.5)
  schema.chat(doc).push([{ from: alice.publicKey, name: 'Anna', text: 'Szia!', at: 0, sig: '' }])
  return doc
}

/** Builds a container around any update, with a correct checksum, so checks past the checksum are reached. */
function wrap(
  update: Uint8Array,
  { format = FILE_FORMAT, version = SCHEMA_VERSION, code = TEST_ROOM } = {},
): Uint8Array {
  const codeBytes = new TextEncoder().encode(code)
  const head = FILE_MAGIC.length + 1 + 4 + 1 + codeBytes.length + 4
  const out = new Uint8Array(head + update.length + 32)
  const view = new DataView(out.buffer)
  out.set(FILE_MAGIC)
  view.setUint8(FILE_MAGIC.length, format)
  view.setUint32(FILE_MAGIC.length + 1, version)
  view.setUint8(FILE_MAGIC.length + 5, codeBytes.length)
  out.set(codeBytes, FILE_MAGIC.length + 6)
  view.setUint32(head - 4, update.length)
  out.set(update, head)
  out.set(sha256(out.subarray(0, head + update.length)), head + update.length)
  return out
}

/** Everything an import could change, for before/after comparisons. */
const snapshot = (doc: Y.Doc) => ({
  vector: Y.encodeStateVector(doc),
  update: Y.encodeStateAsUpdate(doc),
  json: JSON.stringify([schema.meta(doc).toJSON(), listSeats(doc), schema.logShard(doc, 's1').toJSON()]),
})

/** The accepted entries' hashes in fold order: the history every peer plays. */
const history = (doc: Y.Doc) =>
  ledgerOf(doc)
    .accepted()
    .map((r) => r.hash)

describe('room files', () => {
  it('round-trips every part of the room, and hands back the file’s log entries', () => {
    const original = room()
    const file = exportRoomFile(original, TEST_ROOM)
    expect(new TextDecoder().decode(file.subarray(0, 9))).toBe('HOLOTABLE')
    const copy = roomDoc()
    const result = importRoomFile(copy, file, TEST_ROOM)
    const shards = ['s1', 's2'].flatMap((seat) => schema.logShard(original, seat).toJSON())
    expect(result).toEqual({ ok: true, entries: shards })
    expect(schema.meta(copy).toJSON()).toEqual(schema.meta(original).toJSON())
    expect(listSeats(copy)).toEqual(listSeats(original))
    expect(history(copy)).toEqual(history(original))
    expect(ledgerOf(copy).rejected()).toEqual([])
    expect(schema.logShard(copy, 's1').toJSON()).toEqual(schema.logShard(original, 's1').toJSON())
    expect(schema.table(copy).toJSON()).toEqual({ 'token-1': { x: 1.5 } })
    expect(schema.chat(copy).toJSON()).toEqual(schema.chat(original).toJSON())
  })

  it('merges into a room that already has content, losing nothing', () => {
    const exported = room()
    const target = room()
    schema.chat(target).push([{ from: 'x', name: 'Béla', text: 'itt vagyok', at: 1, sig: '' }])
    expect(importRoomFile(target, exportRoomFile(exported, TEST_ROOM), TEST_ROOM).ok).toBe(true)
    expect(schema.chat(target).length).toBe(3)
    // Importing the same file again changes nothing.
    const before = snapshot(target)
    expect(importRoomFile(target, exportRoomFile(exported, TEST_ROOM), TEST_ROOM).ok).toBe(true)
    expect(snapshot(target)).toEqual(before)
  })

  it('refuses the file of another room, naming that room, and changes nothing', () => {
    const elsewhere = roomDoc('OTHERROOM')
    sit(elsewhere, alice, 's1')
    const file = exportRoomFile(elsewhere, 'OTHERROOM')
    const doc = room()
    const before = snapshot(doc)
    const result = importRoomFile(doc, file, TEST_ROOM)
    expect(result).toMatchObject({ ok: false, problem: 'other-room', room: 'OTHERROOM' })
    if (!result.ok) {
      expect(result.reason.en).toMatch(/belongs to room OTHERROOM/)
      expect(result.reason.hu).toMatch(/OTHERROOM/)
    }
    expect(snapshot(doc)).toEqual(before)
  })

  it('puts back, from a backup, moves someone deleted from the room, so the history is whole again', async () => {
    const doc = room()
    const original = history(doc)
    const backup = exportRoomFile(doc, TEST_ROOM)
    schema.logShard(doc, 's1').delete(1, 1) // Anna's move: her share after it no longer chains
    expect(history(doc).length).toBeLessThan(original.length)
    // Merging alone cannot bring a deleted item back (the deletion wins in Yjs)…
    const result = importRoomFile(doc, backup, TEST_ROOM)
    if (!result.ok) throw new Error(result.reason.en)
    expect(history(doc).length).toBeLessThan(original.length)
    // …so the room hands the file's entries to its archive, which pushes copies of what is missing.
    const archive = startArchive(doc, memoryArchiveStore())
    await archive.ready
    expect(archive.restore(result.entries)).toBe(1)
    expect(history(doc)).toEqual(original)
    expect(ledgerOf(doc).rejected()).toEqual([])
    archive.destroy()
  })

  const good = exportRoomFile(room(), TEST_ROOM)
  const flip = (bytes: Uint8Array, at: number) => {
    const copy = bytes.slice()
    copy[at] = copy[at]! ^ 0x40
    return copy
  }
  const utf8 = (text: string) => new TextEncoder().encode(text)
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
  const partial = (() => {
    // An update that depends on data the file does not contain.
    const doc = room()
    const vector = Y.encodeStateVector(doc)
    schema.chat(doc).push([{ from: 'x', name: 'y', text: 'z', at: 2, sig: '' }])
    return Y.encodeStateAsUpdate(doc, vector)
  })()
  const newerMeta = (() => {
    const doc = new Y.Doc()
    schema.meta(doc).set('version', SCHEMA_VERSION + 1)
    return Y.encodeStateAsUpdate(doc)
  })()

  const bad: [string, Uint8Array, ImportProblem, RegExp][] = [
    ['an empty file', new Uint8Array(), 'foreign', /not a Holotable file/],
    ['a PNG image', png, 'foreign', /PNG/],
    ['a JSON file', utf8('{"room":"K7QF-2MXD"}'), 'foreign', /JSON/],
    ['a file with a wrong magic', flip(good, 0), 'foreign', /not a Holotable file/],
    ['just the magic', good.subarray(0, 9), 'truncated', /truncated/],
    ['a file cut inside the header', good.subarray(0, 15), 'truncated', /truncated/],
    ['a file cut inside the update', good.subarray(0, good.length - 40), 'truncated', /truncated/],
    ['a file missing its last byte', good.subarray(0, good.length - 1), 'truncated', /truncated/],
    ['a file with a flipped update byte', flip(good, 30), 'corrupted', /corrupted/],
    ['a file with a flipped checksum byte', flip(good, good.length - 1), 'corrupted', /corrupted/],
    ['a file with extra bytes', Uint8Array.from([...good, 0]), 'corrupted', /corrupted/],
    ['an undecodable update', wrap(utf8('definitely not a yjs update')), 'corrupted', /corrupted/],
    ['random bytes as the update', wrap(Uint8Array.from({ length: 64 }, (_, i) => (i * 97) & 255)), 'corrupted', /./],
    ['an update with missing parts', wrap(partial), 'corrupted', /corrupted/],
    ['a newer container format', wrap(new Uint8Array(), { format: FILE_FORMAT + 1 }), 'newer-version', /newer/],
    [
      'a file from before entries were signed for their room',
      wrap(new Uint8Array(), { format: FILE_FORMAT - 1 }),
      'older-version',
      /older/,
    ],
    [
      'a newer schema version',
      wrap(Y.encodeStateAsUpdate(room()), { version: SCHEMA_VERSION + 1 }),
      'newer-version',
      /newer/,
    ],
    ['a document of a newer schema', wrap(newerMeta), 'newer-version', /newer/],
  ]

  it.each(bad)('refuses %s and leaves the room exactly as it was', (_label, bytes, problem, english) => {
    const doc = room()
    const before = snapshot(doc)
    let updates = 0
    doc.on('update', () => updates++)
    const result = importRoomFile(doc, bytes, TEST_ROOM)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.problem).toBe(problem)
      expect(result.reason.en).toMatch(english)
      expect(result.reason.hu.length).toBeGreaterThan(0)
    }
    expect(updates).toBe(0)
    expect(snapshot(doc)).toEqual(before)
  })
})
