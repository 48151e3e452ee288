import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { schema } from '../../net/schema'
import { docStats, formatBytes } from './diagnostics'

describe('docStats', () => {
  it('counts log entries across every seat shard, table objects and the encoded size', () => {
    const doc = new Y.Doc()
    const entry = {
      game: 'tally',
      seat: 's1',
      n: 0,
      lamport: 1,
      seen: [],
      prev: '',
      type: 't',
      payload: null,
      pub: '',
      sig: '',
    }
    schema.logShard(doc, 's1').push([entry, { ...entry, n: 1 }])
    schema.logShard(doc, 's3').push([{ ...entry, seat: 's3' }])
    schema.table(doc).set('a', new Y.Map<string | number | boolean>())
    const stats = docStats(doc)
    expect(stats.logEntries).toBe(3)
    expect(stats.objects).toBe(1)
    expect(stats.bytes).toBe(Y.encodeStateAsUpdate(doc).length)
  })
})

describe('formatBytes', () => {
  it('uses the unit a person reads most easily', () => {
    expect(formatBytes(812, 'en')).toBe('812 B')
    expect(formatBytes(14_230, 'en')).toBe('14.2 kB')
    expect(formatBytes(3_100_000, 'en')).toBe('3.1 MB')
    expect(formatBytes(14_230, 'hu')).toBe('14,2 kB')
  })
})
