/**
 * Hostile room files: a crafted file that would delete the room's chat or log history (room-file-history.ts), a
 * file of another room, and files over MAX_ROOM_FILE_BYTES. Each is refused with a reason and leaves the room
 * untouched; a file relabelled with this room's code brings in nothing the ledger accepts.
 */
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { MAX_ASSET_BYTES, MAX_ROOM_ASSET_BYTES, putAsset } from './assets'
import { createEphemeralIdentity } from './identity'
import {
  FILE_MAGIC,
  MAX_ROOM_FILE_BYTES,
  exportRoomFile,
  importRoomFile,
  readRoomFile,
  roomFileSizeProblem,
} from './room-file'
import { ledgerOf } from './ledger'
import { SCHEMA_VERSION, schema } from './schema'
import { listSeats } from './seats'
import { appendEntry } from './signed-log'
import { roomDoc, sit, TEST_ROOM } from './testing/rolls'

/**
 * A room with history and ordinary state, written straight into the document (no seats or signatures: what is
 * judged here is which items a file deletes, not whether they are valid).
 */
function historyRoom(): Y.Doc {
  const doc = new Y.Doc()
  schema.meta(doc).set('gameId', 'tally')
  schema.meta(doc).set('version', SCHEMA_VERSION)
  schema.logShard(doc, 's1').push([{ seat: 's1', n: 0, type: 'roll', payload: null } as never])
  schema.logShard(doc, 's2').push([{ seat: 's2', n: 0, type: 'draw', payload: null } as never])
  const token = new Y.Map<unknown>()
  schema.table(doc).set('token-1', token as never)
  token.set('x', 1.5)
  schema.chat(doc).push([{ from: 'a'.repeat(64), name: 'Anna', text: 'Szia!', at: 0, sig: '' }])
  return doc
}

/** A copy of `doc` (same items, same ids), edited by `edit`, exported: what an attacker crafts from a room's state. */
function craftedFrom(doc: Y.Doc, edit: (copy: Y.Doc) => void): Uint8Array {
  const copy = new Y.Doc()
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc))
  edit(copy)
  return exportRoomFile(copy, TEST_ROOM)
}

const roomSnapshot = (doc: Y.Doc) => ({
  update: Y.encodeStateAsUpdate(doc),
  chat: schema.chat(doc).toJSON(),
  log: [schema.logShard(doc, 's1').toJSON(), schema.logShard(doc, 's2').toJSON()],
})

describe('room files that delete history', () => {
  const crafted: [string, (copy: Y.Doc) => void][] = [
    ['a chat line', (copy) => schema.chat(copy).delete(0, 1)],
    ['a log entry', (copy) => schema.logShard(copy, 's2').delete(0, 1)],
    [
      'a log entry, hidden among ordinary edits',
      (copy) => {
        schema.meta(copy).set('gameId', 'other')
        schema.logShard(copy, 's1').delete(0, 1)
        schema.chat(copy).push([{ from: 'x', name: 'y', text: 'new', at: 3, sig: '' }])
      },
    ],
  ]

  it.each(crafted)('refuses a file that deletes %s, with a reason, leaving the room untouched', (_label, edit) => {
    const doc = historyRoom()
    const file = craftedFrom(doc, edit)
    const before = roomSnapshot(doc)
    let updates = 0
    doc.on('update', () => updates++)
    const result = importRoomFile(doc, file, TEST_ROOM)
    expect(result).toMatchObject({ ok: false, problem: 'deletes-history' })
    if (!result.ok) {
      expect(result.reason.en).toMatch(/would delete chat lines or log entries/)
      expect(result.reason.hu).toMatch(/törölné/)
    }
    expect(updates).toBe(0)
    expect(roomSnapshot(doc)).toEqual(before)
    expect(schema.chat(doc).length).toBe(1)
    expect(schema.logShard(doc, 's1').length).toBe(1)
    expect(schema.logShard(doc, 's2').length).toBe(1)
  })

  it('refuses to delete one entry out of several pushed together', () => {
    const doc = historyRoom()
    const lines = [1, 2, 3].map((at) => ({ from: 'x', name: 'y', text: `line ${at}`, at, sig: '' }))
    schema.chat(doc).push(lines)
    const file = craftedFrom(doc, (copy) => schema.chat(copy).delete(2, 1))
    expect(importRoomFile(doc, file, TEST_ROOM)).toMatchObject({ ok: false, problem: 'deletes-history' })
    expect(schema.chat(doc).length).toBe(4)
  })

  it('still accepts a file that deletes history into a room that never held it', () => {
    const file = craftedFrom(historyRoom(), (copy) => schema.chat(copy).delete(0, 1))
    const fresh = new Y.Doc()
    expect(importRoomFile(fresh, file, TEST_ROOM)).toMatchObject({ ok: true })
    expect(schema.chat(fresh).length).toBe(0)
    expect(schema.logShard(fresh, 's1').length).toBe(1)
  })

  it('accepts ordinary overwrites and deletions in maps (table fields and objects, meta)', () => {
    const doc = historyRoom()
    const file = craftedFrom(doc, (copy) => {
      schema.table(copy).get('token-1')!.set('x', 4)
      schema.table(copy).delete('token-1')
      schema.meta(copy).set('gameId', 'hoth')
      schema.meta(copy).delete('version')
      schema.chat(copy).push([{ from: 'x', name: 'y', text: 'new', at: 3, sig: '' }])
    })
    expect(importRoomFile(doc, file, TEST_ROOM)).toMatchObject({ ok: true })
    expect(schema.meta(doc).get('gameId')).toBe('hoth')
    expect(schema.meta(doc).has('version')).toBe(false)
    expect(schema.table(doc).has('token-1')).toBe(false)
    expect(schema.chat(doc).length).toBe(2)
  })
})

describe('room files of another room', () => {
  it('refuses another room’s file, naming its room, leaving this room untouched', () => {
    const theirs = historyRoom()
    const doc = historyRoom()
    const before = roomSnapshot(doc)
    let updates = 0
    doc.on('update', () => updates++)
    const result = importRoomFile(doc, exportRoomFile(theirs, 'OTHERROOM'), TEST_ROOM)
    expect(result).toMatchObject({ ok: false, problem: 'other-room', room: 'OTHERROOM' })
    expect(updates).toBe(0)
    expect(roomSnapshot(doc)).toEqual(before)
  })

  it('a file relabelled with this room’s code brings in no seat and no move: its signatures are for the other room', () => {
    const theirs = roomDoc('OTHERROOM')
    const mallory = createEphemeralIdentity()
    sit(theirs, mallory, 's1')
    appendEntry(theirs, mallory, 's1', { game: 'tally', type: 'pass' })
    const doc = roomDoc()
    expect(importRoomFile(doc, exportRoomFile(theirs, TEST_ROOM), TEST_ROOM)).toMatchObject({ ok: true })
    expect(schema.logShard(doc, 's1').length).toBe(2)
    expect(ledgerOf(doc).accepted()).toEqual([])
    expect(
      ledgerOf(doc)
        .rejected()
        .map((r) => r.why),
    ).toEqual(['bad-signature', 'bad-signature'])
    expect(listSeats(doc)).toEqual({})
  })
})

describe('room file size', () => {
  it('refuses a file over MAX_ROOM_FILE_BYTES before reading it, with the size in the reason', () => {
    const huge = new Uint8Array(64 * 1024 * 1024)
    huge.set(FILE_MAGIC)
    const doc = historyRoom()
    const before = roomSnapshot(doc)
    const result = importRoomFile(doc, huge, TEST_ROOM)
    expect(result).toMatchObject({ ok: false, problem: 'too-large' })
    if (!result.ok) {
      expect(result.reason.en).toMatch(/too large \(64\.0 MiB\); at most 48 MiB/)
      expect(result.reason.hu).toMatch(/túl nagy/)
    }
    expect(roomSnapshot(doc)).toEqual(before)
    expect(roomFileSizeProblem(MAX_ROOM_FILE_BYTES)).toBeNull()
    expect(roomFileSizeProblem(MAX_ROOM_FILE_BYTES + 1)?.problem).toBe('too-large')
  })

  it('fits a big legitimate room: every image the room may hold, 5,000 chat lines of 1 KB and a long log', () => {
    const doc = historyRoom()
    // Images up to the room's cap (distinct bytes, so each is stored under its own hash).
    for (let i = 0; i * MAX_ASSET_BYTES < MAX_ROOM_ASSET_BYTES; i++) {
      const bytes = new Uint8Array(Math.min(MAX_ASSET_BYTES, MAX_ROOM_ASSET_BYTES - i * MAX_ASSET_BYTES))
      for (let j = 0; j < bytes.length; j += 997) bytes[j] = (i * 31 + j) & 255
      bytes[0] = i & 255
      bytes[1] = i >> 8
      expect(putAsset(doc, bytes, 'image/webp').ok).toBe(true)
    }
    // The e2e large-document test's chat: 5,000 lines of ~1 KB, 150 per transaction.
    for (let t = 0; t < 5000 / 150; t++) {
      const lines = Array.from({ length: 150 }, (_, i) => ({
        from: 'x',
        name: 'y',
        text: 'z'.repeat(1000),
        at: i,
        sig: '',
      }))
      schema.chat(doc).push(lines)
    }
    // ~30,000 signed actions on top (doc-bench: ~450 B each): 13.5 MB of entries that size.
    schema.logShard(doc, 's3').push(Array.from({ length: 30_000 }, (_, n) => ({ n, blob: 'e'.repeat(440) })) as never)
    const file = exportRoomFile(doc, TEST_ROOM)
    expect(file.length).toBeLessThan(MAX_ROOM_FILE_BYTES)
    expect(readRoomFile(file).ok).toBe(true)
  })
})
