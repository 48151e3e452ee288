/**
 * Imported images (card faces and backs) in the room document's `assets` map: content hash → `{ mime, bytes }`.
 *
 * The key is the SHA-256 (lower-case hex) of the bytes, so a card's look `img:<hash>` names exactly one picture
 * and every peer can check it got that picture. Yjs lets any peer write anything, so readers are strict: a value
 * with a wrong shape or type, too many bytes, or bytes that do not hash to their key is ignored, never shown.
 *
 * Limits, and why:
 * - one image at most MAX_ASSET_BYTES (200 KiB): each image is written in its own transaction, hence its own
 *   y-webrtc message, and browsers drop data-channel messages above ~256 KiB (see net/bootstrap/constants.ts);
 * - all images of a room at most MAX_ROOM_ASSET_BYTES (24 MiB), so a room stays quick to join and to save.
 * An honest client refuses to write past them; a hostile one could, but that only bloats its own room.
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import type * as Y from 'yjs'
import { isPlainObject } from '../engine'
import type { LocalizedText } from '../engine'
import { schema } from './schema'

/** Image types an asset may hold (what every browser decodes; SVG is left out on purpose: it can carry scripts). */
export const ASSET_MIME_TYPES = ['image/webp', 'image/jpeg', 'image/png'] as const
/** One of ASSET_MIME_TYPES. */
export type AssetMime = (typeof ASSET_MIME_TYPES)[number]
/** Largest image, in bytes (after the importer's downscale). */
export const MAX_ASSET_BYTES = 200 * 1024
/** Largest total of every image in one room, in bytes. */
export const MAX_ROOM_ASSET_BYTES = 24 * 1024 * 1024
/** Transaction origin of asset writes. */
export const ASSETS_ORIGIN = 'holotable/assets'

/** A validated image of the room. */
export interface Asset {
  mime: AssetMime
  bytes: Uint8Array
}

/** Why an image was not stored. */
export type AssetProblem = 'bad-type' | 'empty' | 'too-large' | 'room-full'

/** Result of `putAsset`: the hash (and whether this call added it), or the problem with a reason. */
export type PutAssetResult =
  { ok: true; hash: string; added: boolean } | { ok: false; problem: AssetProblem; reason: LocalizedText }

const HASH = /^[0-9a-f]{64}$/

/** The content hash (SHA-256, lower-case hex) of an image's bytes: its key in the map. */
export function assetHash(bytes: Uint8Array): string {
  return bytesToHex(sha256(bytes))
}

/** True for a string shaped like an asset key. */
export function isAssetHash(value: unknown): value is string {
  return typeof value === 'string' && HASH.test(value)
}

/** True for one of the accepted image types. */
export function isAssetMime(value: unknown): value is AssetMime {
  return typeof value === 'string' && (ASSET_MIME_TYPES as readonly string[]).includes(value)
}

/**
 * Stores an image under its content hash, in its own transaction. An image already there is not written again
 * (`added: false`); a broken value under the same key (from a hostile peer) is replaced by the real one.
 */
export function putAsset(doc: Y.Doc, bytes: Uint8Array, mime: string): PutAssetResult {
  if (!isAssetMime(mime)) {
    return refuse('bad-type', {
      hu: `Ilyen képet nem lehet tárolni (${mime}); csak WebP, JPEG vagy PNG.`,
      en: `This kind of image cannot be stored (${mime}); only WebP, JPEG or PNG.`,
    })
  }
  if (bytes.length === 0) return refuse('empty', { hu: 'A kép üres.', en: 'The image is empty.' })
  if (bytes.length > MAX_ASSET_BYTES) {
    return refuse('too-large', {
      hu: `A kép túl nagy (${kib(bytes.length)}); legfeljebb ${kib(MAX_ASSET_BYTES)} lehet.`,
      en: `The image is too large (${kib(bytes.length)}); at most ${kib(MAX_ASSET_BYTES)}.`,
    })
  }
  const hash = assetHash(bytes)
  if (readAsset(doc, hash)) return { ok: true, hash, added: false }
  const left = assetBytesLeft(doc)
  if (bytes.length > left) {
    return refuse('room-full', {
      hu: `A szobában nincs több hely képeknek (${kib(left)} maradt, ${kib(MAX_ROOM_ASSET_BYTES)} a keret).`,
      en: `The room has no more room for images (${kib(left)} left of ${kib(MAX_ROOM_ASSET_BYTES)}).`,
    })
  }
  // A copy: the caller's buffer may be a view into something larger, or be reused.
  const value: Asset = { mime, bytes: bytes.slice() }
  doc.transact(() => schema.assets(doc).set(hash, value), ASSETS_ORIGIN)
  return { ok: true, hash, added: true }
}

// Values read from Yjs are the same objects on every read: hash each byte array once.
const hashes = new WeakMap<Uint8Array, string>()

/** The image stored under `hash`, or null when there is none or the value is not a valid image for that key. */
export function readAsset(doc: Y.Doc, hash: string): Asset | null {
  if (!isAssetHash(hash)) return null
  return validAsset(hash, schema.assets(doc).get(hash))
}

/** Checks an untrusted map value against its key. */
function validAsset(key: string, value: unknown): Asset | null {
  if (!isPlainObject(value)) return null
  const { mime, bytes } = value
  if (!isAssetMime(mime) || !(bytes instanceof Uint8Array)) return null
  if (bytes.length === 0 || bytes.length > MAX_ASSET_BYTES) return null
  let actual = hashes.get(bytes)
  if (actual === undefined) {
    actual = assetHash(bytes)
    hashes.set(bytes, actual)
  }
  return actual === key ? { mime, bytes } : null
}

/** Bytes the room's images take, counting every byte array in the map (a broken entry takes room too). */
export function assetBytesUsed(doc: Y.Doc): number {
  let total = 0
  for (const value of schema.assets(doc).values()) {
    if (isPlainObject(value) && value.bytes instanceof Uint8Array) total += value.bytes.length
  }
  return total
}

/** Bytes still free for images in this room. */
export function assetBytesLeft(doc: Y.Doc): number {
  return Math.max(0, MAX_ROOM_ASSET_BYTES - assetBytesUsed(doc))
}

/**
 * Calls `listener` with the keys that were added, changed or removed, after every change of the map (local or
 * remote). Keys are not validated here: read each with `readAsset`. Returns the unsubscribe function.
 */
export function observeAssets(doc: Y.Doc, listener: (hashes: string[]) => void): () => void {
  const map = schema.assets(doc)
  const handler = (event: Y.YMapEvent<unknown>) => listener([...event.keysChanged])
  map.observe(handler)
  return () => map.unobserve(handler)
}

const kib = (bytes: number) => `${Math.ceil(bytes / 1024)} KiB`

const refuse = (problem: AssetProblem, reason: LocalizedText): PutAssetResult => ({ ok: false, problem, reason })
