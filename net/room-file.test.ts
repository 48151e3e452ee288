import { sha256 } from '@noble/hashes/sha2.js'
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { createEphemeralIdentity } from './identity'
import { FILE_FORMAT, FILE_MAGIC, exportRoomFile, importRoomFile, type ImportProblem } from './room-file'
import { SCHEMA_VERSION, schema } from './schema'
import { claimSeat } from './seats'
import { appendSignedAction } from './signed-log'

const alice = createEphemeralIdentity()

/** A room with something in every part of the document. */
function room(): Y.Doc {
  const doc = new Y.Doc()
  schema.meta(doc).set('gameId', 'tally')
  schema.meta(doc).set('version', SCHEMA_VERSION)
  claimSeat(doc, 's1', { name: 'Anna', colour: '#f00', publicKey: alice.publicKey })
  appendSignedAction(doc, alice, 's1', { type: 'roll', entropy: 'ab'.repeat(8) })
  const token = new Y.Map<unknown>()
  schema.table(doc).set('token-1', token as never)
  token.set('x', 1.5)
  schema.chat(doc).push([{ from: alice.publicKey, name: 'Anna', text: 'Szia!', at: 0, sig: '' }])
  return doc
}

/** Builds a container around any update, with a correct checksum, so checks past the checksum are reached. */
function wrap(update: Uint8Array, { format = FILE_FORMAT, version = SCHEMA_VERSION } = {}): Uint8Array {
  const head = FILE_MAGIC.length + 9
  const out = new Uint8Array(head + update.length + 32)
  const view = new DataView(out.buffer)
  out.set(FILE_MAGIC)
  view.setUint8(FILE_MAGIC.length, format)
  view.setUint32(FILE_MAGIC.length + 1, version)
  view.setUint32(FILE_MAGIC.length + 5, update.length)
  out.set(update, head)
  out.set(sha256(out.subarray(0, head + update.length)), head + update.length)
  return out
}

const snapshot = (doc: Y.Doc) => ({
  vector: Y.encodeStateVector(doc),
  update: Y.encodeStateAsUpdate(doc),
  json: JSON.stringify([schema.meta(doc).toJSON(), schema.seats(doc).toJSON(), schema.logShard(doc, 's1').toJSON()]),
})

describe('room files', () => {
  it('round-trips every part of the room', () => {
    const original = room()
    const file = exportRoomFile(original)
    expect(new TextDecoder().decode(file.subarray(0, 9))).toBe('HOLOTABLE')
    const copy = new Y.Doc()
    expect(importRoomFile(copy, file)).toEqual({ ok: true })
    expect(schema.meta(copy).toJSON()).toEqual(schema.meta(original).toJSON())
    expect(schema.seats(copy).toJSON()).toEqual(schema.seats(original).toJSON())
    expect(schema.logShard(copy, 's1').toJSON()).toEqual(schema.logShard(original, 's1').toJSON())
    expect(schema.table(copy).toJSON()).toEqual({ 'token-1': { x: 1.5 } })
    expect(schema.chat(copy).toJSON()).toEqual(schema.chat(original).toJSON())
  })

  it('merges into a room that already has content, losing nothing', () => {
    const exported = room()
    const target = room()
    schema.chat(target).push([{ from: 'x', name: 'Béla', text: 'itt vagyok', at: 1, sig: '' }])
    expect(importRoomFile(target, exportRoomFile(exported)).ok).toBe(true)
    expect(schema.chat(target).length).toBe(3)
    // Importing the same file again changes nothing.
    const before = snapshot(target)
    expect(importRoomFile(target, exportRoomFile(exported)).ok).toBe(true)
    expect(snapshot(target)).toEqual(before)
  })

  const good = exportRoomFile(room())
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
    const result = importRoomFile(doc, bytes)
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
