/**
 * The import flow the table calls with the dropped or picked files: sort the files out, read the deck lists (or
 * make decks of the image folders), prepare and store the images, and only when every step passed, put each deck
 * down with one signed 'add-pile'. Until that last step nothing reaches the table, so a bad file never costs
 * anything already there (images stored on the way are harmless: nothing shows them until a card names them).
 */
import type * as Y from 'yjs'
import type { Action, SeatId } from '../../engine/core/types'
import type { PileSpec } from '../../engine/games/tabletop/types'
import { MAX_ASSET_BYTES, assetBytesLeft, assetHash, putAsset, readAsset } from '../../net/assets'
import type { AppendOptions, NetResult } from '../../net/types'
import { browserCodec } from './browserCodec'
import { parseDeckList } from './deckList'
import { ImageIndex, fileKind, pathOf } from './fileNames'
import { ImageCodecError, type ImageCodec, type PreparedImage } from './imageCodec'
import { imageLook } from './imageFaces'
import { planImageFolders } from './imageFolder'
import { Problems, type ImportedPile, type ImportResult, type PlannedDeck } from './types'

/** Largest deck list read, in bytes (a 600-card list with long names is far smaller). */
export const MAX_LIST_BYTES = 1024 * 1024
/** Most decks one import puts down (the table holds 64 piles in all). */
export const MAX_IMPORT_DECKS = 16
/** Images prepared at once: enough to keep the decoder busy without holding many big bitmaps. */
const PARALLEL = 4
/** Distance between the centres of the imported decks, in table units: a card's width and a finger's gap. */
const DECK_SPACING = 1

/** What the table gives the import. */
export interface ImportContext {
  doc: Y.Doc
  /** The importing seat; null when not seated (import is refused). */
  seat: SeatId | null
  /** Signs and appends an action (the room's `appendAction`). */
  append(action: Action, options: AppendOptions): Promise<NetResult>
  /** Where the first deck goes (default: the table's centre); further decks line up to its right. */
  at?: { x: number; z: number }
  /** Pile ids already on the table, so the new ones do not clash. */
  pileIds?: Iterable<string>
  /** Name of the deck made of loose images (no folder), in the UI language. */
  defaultName?: string
  /** The image codec; the browser's by default (tests pass a fake). */
  codec?: ImageCodec
}

/** Imports `files` as decks on the table. Resolves with the piles put down, or every problem found. */
export async function importFiles(files: readonly File[], ctx: ImportContext): Promise<ImportResult> {
  const problems = new Problems()
  const failed = (): ImportResult => ({ ok: false, errors: problems.errorList(), warnings: problems.warnings })
  if (!ctx.seat) {
    problems.error({ code: 'not-seated' })
    return failed()
  }
  const { images, lists } = sortOut(files, problems)
  if (images.size === 0 && lists.length === 0 && !problems.failed) problems.error({ code: 'nothing-to-import' })
  if (problems.failed) return failed()

  const decks = await planDecks(images, lists, problems, ctx.defaultName ?? 'Imported deck')
  if (decks.length > MAX_IMPORT_DECKS) {
    problems.error({ code: 'too-many-decks', params: { count: decks.length, max: MAX_IMPORT_DECKS } })
  }
  if (problems.failed) return failed()

  const hashes = await storeImages(ctx.doc, neededImages(decks), images, ctx.codec ?? browserCodec, problems)
  if (!hashes) return failed()

  const piles: ImportedPile[] = []
  const ids = pileIdMaker(ctx.doc, ctx.seat, ctx.pileIds)
  const at = ctx.at ?? { x: 0, z: 0 }
  for (const [i, deck] of decks.entries()) {
    const look = (key: string) => imageLook(hashes.get(key) as string)
    const payload: PileSpec = {
      pile: ids(),
      name: deck.name,
      kind: 'deck',
      x: round(at.x + i * DECK_SPACING),
      z: round(at.z),
      cards: deck.cards.map((card) => look(card.front)),
      shuffle: false,
    }
    const appended = await ctx.append({ type: 'add-pile', payload }, { game: 'tabletop', seat: ctx.seat })
    if (!appended.ok) {
      // Decks already put down stay: they are on the table, and nothing there was lost.
      problems.error({ code: 'append-failed', file: deck.source, reason: appended.reason })
      return failed()
    }
    const back = deck.back ? look(deck.back) : null
    piles.push({
      pile: payload.pile,
      name: deck.name,
      count: payload.cards.length,
      back,
      names: deck.cards.map((c) => c.name ?? ''),
    })
  }
  return { ok: true, piles, warnings: problems.warnings }
}

/** Splits the drop into images (path → file) and lists; reports room files, skips other files with a warning. */
function sortOut(files: readonly File[], problems: Problems) {
  const images = new Map<string, File>()
  const lists: { path: string; file: File }[] = []
  for (const file of files) {
    const kind = fileKind(pathOf(file), file.type)
    let path = pathOf(file)
    // Two files of the same path (picked from two places): keep both, the second under a distinct key.
    for (let n = 2; images.has(path); n++) path = `${pathOf(file)} (${n})`
    switch (kind) {
      case 'image':
        images.set(path, file)
        break
      case 'list':
        lists.push({ path, file })
        break
      case 'room':
        problems.error({ code: 'room-file', file: path })
        break
      case 'other':
        problems.warn({ code: 'skipped-file', file: path })
        break
      case 'junk':
        break
    }
  }
  return { images, lists }
}

/** Decks from the lists when there are any (images no list uses are reported), else from the image folders. */
async function planDecks(
  images: Map<string, File>,
  lists: { path: string; file: File }[],
  problems: Problems,
  defaultName: string,
): Promise<PlannedDeck[]> {
  const index = new ImageIndex([...images.keys()])
  if (lists.length === 0) return planImageFolders(index.paths, problems, defaultName)
  const decks: PlannedDeck[] = []
  for (const { path, file } of lists) {
    if (file.size > MAX_LIST_BYTES) {
      problems.error({ code: 'list-too-large', file: path, params: { max: `${MAX_LIST_BYTES / 1024 / 1024} MB` } })
      continue
    }
    const deck = parseDeckList({ path, text: await file.text() }, index, problems)
    if (deck) decks.push(deck)
  }
  const used = new Set(neededImages(decks))
  if (!problems.failed) {
    for (const path of images.keys()) if (!used.has(path)) problems.warn({ code: 'unused-image', file: path })
  }
  return decks
}

/** The image keys the decks use (fronts and backs), each once. */
function neededImages(decks: readonly PlannedDeck[]): string[] {
  const keys = new Set<string>()
  for (const deck of decks) {
    if (deck.back) keys.add(deck.back)
    for (const card of deck.cards) {
      keys.add(card.front)
      if (card.back) keys.add(card.back)
    }
  }
  return [...keys]
}

/**
 * Prepares every needed image, checks they fit the room's image budget together, then stores them.
 * Returns image key → content hash, or null after recording the problems (nothing stored when a check fails).
 */
async function storeImages(
  doc: Y.Doc,
  keys: string[],
  images: Map<string, File>,
  codec: ImageCodec,
  problems: Problems,
): Promise<Map<string, string> | null> {
  const prepared = new Map<string, PreparedImage>()
  let next = 0
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] as string
      try {
        const image = await codec.prepare(images.get(key) as File)
        if (image.bytes.length > MAX_ASSET_BYTES) throw new ImageCodecError('too-large')
        prepared.set(key, image)
      } catch (e) {
        const tooLarge = e instanceof ImageCodecError && e.problem === 'too-large'
        problems.error({ code: tooLarge ? 'image-too-large' : 'image-unreadable', file: key })
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, keys.length) }, worker))
  if (problems.failed) return null

  const hashes = new Map<string, string>()
  const fresh = new Map<string, number>()
  for (const [key, image] of prepared) {
    const hash = assetHash(image.bytes)
    hashes.set(key, hash)
    if (!readAsset(doc, hash)) fresh.set(hash, image.bytes.length)
  }
  const needed = [...fresh.values()].reduce((a, b) => a + b, 0)
  const left = assetBytesLeft(doc)
  if (needed > left) {
    problems.error({ code: 'room-full', params: { needed: kib(needed), left: kib(left) } })
    return null
  }
  for (const [key, image] of prepared) {
    const put = putAsset(doc, image.bytes, image.mime)
    if (!put.ok) problems.error({ code: 'store-failed', file: key, reason: put.reason })
  }
  return problems.failed ? null : hashes
}

// The last number used per room, so two imports in one session never pick the same id.
const lastNumber = new WeakMap<Y.Doc, number>()

/**
 * Makes pile ids `import-<seat>-<n>`: the seat keeps two people importing at once from clashing, `n` counts up
 * past every id already on the table.
 */
function pileIdMaker(doc: Y.Doc, seat: SeatId, taken: Iterable<string> = []): () => string {
  const used = new Set(taken)
  const tag = seat.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 20)
  return () => {
    let n = lastNumber.get(doc) ?? 0
    let id: string
    do id = `import-${tag}-${++n}`
    while (used.has(id))
    lastNumber.set(doc, n)
    used.add(id)
    return id
  }
}

/** Millimetre precision keeps the log free of float noise. */
const round = (v: number) => Math.round(v * 1000) / 1000

const kib = (bytes: number) => `${Math.ceil(bytes / 1024)} KiB`
