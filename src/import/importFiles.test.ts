import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import type { Action } from '../../engine/core/types'
import { MAX_ROOM_ASSET_BYTES, assetHash, readAsset } from '../../net/assets'
import { schema } from '../../net/schema'
import type { AppendOptions, NetResult } from '../../net/types'
import { rememberPath } from './fileNames'
import { ImageCodecError, type ImageCodec } from './imageCodec'
import { importFiles, type ImportContext } from './importFiles'

const encoder = new TextEncoder()

/** A fake codec: the "picture" is the file's text; 'broken' cannot be decoded, 'noise' never gets small enough. */
const codec: ImageCodec = {
  async prepare(file) {
    const text = await file.text()
    if (text === 'broken') throw new ImageCodecError('unreadable')
    if (text === 'noise') throw new ImageCodecError('too-large')
    return { bytes: encoder.encode(`webp:${text}`), mime: 'image/webp' }
  },
}

/** The look an image file with content `text` gets. */
const look = (text: string) => `img:${assetHash(encoder.encode(`webp:${text}`))}`

/** A dropped file at `path` (folders included) holding `content`. */
function file(path: string, content = path): File {
  const f = new File([content], path.split('/').pop() as string)
  rememberPath(f, path)
  return f
}

/** A table that records what was appended; `refuse` makes the append fail. */
function table(options: Partial<ImportContext> & { refuse?: boolean } = {}) {
  const appended: { action: Action; options: AppendOptions }[] = []
  const ctx: ImportContext = {
    doc: new Y.Doc(),
    seat: 's1',
    codec,
    append: async (action, appendOptions): Promise<NetResult> => {
      if (options.refuse) return { ok: false, reason: { hu: 'Nem.', en: 'No.' } }
      appended.push({ action, options: appendOptions })
      return { ok: true }
    },
    ...options,
  }
  return { ctx, appended, payloads: () => appended.map((a) => a.action.payload as Record<string, unknown>) }
}

describe('importFiles', () => {
  it('puts a dropped folder down as one unshuffled deck, images stored for every peer', async () => {
    const { ctx, appended, payloads } = table({ at: { x: 1, z: -2 } })
    const files = [
      file('Rebels/card10.png'),
      file('Rebels/card2.png'),
      file('Rebels/back.png'),
      file('Rebels/card1.png'),
    ]
    const result = await importFiles(files, ctx)
    expect(result).toEqual({
      ok: true,
      piles: [{ pile: 'import-s1-1', name: 'Rebels', count: 3, back: look('Rebels/back.png'), names: ['', '', ''] }],
      warnings: [],
    })
    expect(appended).toHaveLength(1)
    expect(appended[0]?.action.type).toBe('add-pile')
    expect(appended[0]?.options).toEqual({ game: 'tabletop', seat: 's1' })
    expect(payloads()[0]).toEqual({
      pile: 'import-s1-1',
      name: 'Rebels',
      kind: 'deck',
      x: 1,
      z: -2,
      cards: [look('Rebels/card1.png'), look('Rebels/card2.png'), look('Rebels/card10.png')],
      shuffle: false,
    })
    for (const card of payloads()[0]?.cards as string[]) expect(readAsset(ctx.doc, card.slice(4))).not.toBeNull()
  })

  it('follows a deck list: card order as listed, counts expanded, names and the back recorded', async () => {
    const { ctx, payloads } = table()
    const list = file('lists/deck.csv', 'front,count,name,back\nb.png,2,Bravo,hatlap.png\na.png,1,Alpha,\n')
    const result = await importFiles(
      [file('img/a.png', 'A'), file('img/b.png', 'B'), file('img/hatlap.png', 'H'), list],
      ctx,
    )
    expect(result).toMatchObject({
      ok: true,
      piles: [{ name: 'deck', count: 3, back: look('H'), names: ['Bravo', 'Bravo', 'Alpha'] }],
    })
    expect(payloads()[0]?.cards).toEqual([look('B'), look('B'), look('A')])
  })

  it('stores a picture used by many cards once', async () => {
    const { ctx } = table()
    const list = file('d.json', JSON.stringify({ cards: [{ front: 'a.png', count: 5 }, 'same.png'] }))
    await importFiles([file('a.png', 'X'), file('same.png', 'X'), list], ctx)
    expect(schema.assets(ctx.doc).size).toBe(1)
  })

  it('puts one pile per list, side by side, with ids that skip those on the table', async () => {
    const { ctx, payloads } = table({ pileIds: ['import-s1-1'] })
    const files = [file('a.png'), file('x.json', '["a.png"]'), file('y.json', '["a.png","a.png"]')]
    const result = await importFiles(files, ctx)
    expect(result.ok).toBe(true)
    expect(payloads().map((p) => [p.pile, p.name, (p.cards as string[]).length, p.x])).toEqual([
      ['import-s1-2', 'x', 1, 0],
      ['import-s1-3', 'y', 2, 1],
    ])
    // A second import in the same room goes on counting.
    await importFiles([file('b.png')], ctx)
    expect(payloads()[2]?.pile).toBe('import-s1-4')
  })

  it('refuses to import without a seat', async () => {
    const { ctx, appended } = table({ seat: null })
    expect(await importFiles([file('a.png')], ctx)).toEqual({
      ok: false,
      errors: [{ code: 'not-seated' }],
      warnings: [],
    })
    expect(appended).toEqual([])
  })

  it('appends nothing and stores nothing when a list has an error', async () => {
    const { ctx, appended } = table()
    const result = await importFiles([file('a.png'), file('d.csv', 'front,count\na.png,0\nmissing.png,1\n')], ctx)
    expect(result).toEqual({
      ok: false,
      errors: [
        { file: 'd.csv', code: 'bad-count', field: 'count', line: 2, params: { value: '0' } },
        { file: 'd.csv', code: 'unknown-image', field: 'front', line: 3, params: { value: 'missing.png' } },
      ],
      warnings: [],
    })
    expect(appended).toEqual([])
    expect(schema.assets(ctx.doc).size).toBe(0)
  })

  it('names every image that cannot be read or made small enough, and appends nothing', async () => {
    const { ctx, appended } = table()
    const result = await importFiles([file('d/a.png'), file('d/b.png', 'broken'), file('d/c.png', 'noise')], ctx)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.errors).toEqual([
      { code: 'image-unreadable', file: 'd/b.png' },
      { code: 'image-too-large', file: 'd/c.png' },
    ])
    expect(appended).toEqual([])
    expect(schema.assets(ctx.doc).size).toBe(0)
  })

  it('skips other files with a warning, OS clutter silently, and still imports the images', async () => {
    const { ctx } = table()
    const result = await importFiles(
      [file('d/a.png'), file('d/readme.txt'), file('d/.DS_Store'), file('d/Thumbs.db')],
      ctx,
    )
    expect(result).toMatchObject({ ok: true, warnings: [{ code: 'skipped-file', file: 'd/readme.txt' }] })
  })

  it('warns about dropped images no list uses', async () => {
    const { ctx } = table()
    const result = await importFiles([file('a.png'), file('extra.png'), file('d.json', '["a.png"]')], ctx)
    expect(result).toMatchObject({ ok: true, warnings: [{ code: 'unused-image', file: 'extra.png' }] })
  })

  it('says when there is nothing to import, or a saved room was dropped', async () => {
    expect(await importFiles([file('notes.txt')], table().ctx)).toEqual({
      ok: false,
      errors: [{ code: 'nothing-to-import' }],
      warnings: [{ code: 'skipped-file', file: 'notes.txt' }],
    })
    expect(await importFiles([file('game.holotable'), file('a.png')], table().ctx)).toMatchObject({
      ok: false,
      errors: [{ code: 'room-file', file: 'game.holotable' }],
    })
  })

  it('refuses images that do not fit the room budget, before storing any', async () => {
    const { ctx, appended } = table()
    schema.assets(ctx.doc).set('filler', { mime: 'image/png', bytes: new Uint8Array(MAX_ROOM_ASSET_BYTES - 10) })
    const result = await importFiles([file('a.png'), file('b.png')], ctx)
    expect(result).toMatchObject({ ok: false, errors: [{ code: 'room-full', params: { left: '1 KiB' } }] })
    expect(appended).toEqual([])
    expect(schema.assets(ctx.doc).size).toBe(1)
  })

  it('reports a refused append with its reason', async () => {
    const result = await importFiles([file('d/a.png')], table({ refuse: true }).ctx)
    expect(result).toEqual({
      ok: false,
      errors: [{ code: 'append-failed', file: 'd', reason: { hu: 'Nem.', en: 'No.' } }],
      warnings: [],
    })
  })

  it('refuses too many decks at once', async () => {
    const files = Array.from({ length: 17 }, (_, i) => file(`deck${i}/a.png`))
    expect(await importFiles(files, table().ctx)).toMatchObject({
      ok: false,
      errors: [{ code: 'too-many-decks', params: { count: 17, max: 16 } }],
    })
  })
})
