/**
 * Getting a dropped picture ready for the room: decoded, scaled down to card size, re-encoded small enough for
 * the room's image limit. The decoding itself is the browser's (browserCodec.ts); this module holds the
 * interface and the pure parts (the target size and the quality ladder), so they are tested without a browser.
 */

/** Largest stored image size, in pixels: twice the table's 200 × 280 card cell, enough for the zoomed card. */
export const MAX_IMAGE_WIDTH = 400
export const MAX_IMAGE_HEIGHT = 560

/** A picture ready to store: its encoded bytes and their type. */
export interface PreparedImage {
  bytes: Uint8Array
  mime: string
}

/** Why a picture could not be prepared. */
export class ImageCodecError extends Error {
  constructor(readonly problem: 'unreadable' | 'too-large') {
    super(problem)
  }
}

/** Turns a dropped image file into a stored picture; rejects with an ImageCodecError. */
export interface ImageCodec {
  prepare(file: Blob): Promise<PreparedImage>
}

/** Encodes the decoded picture at `width` × `height` with a quality between 0 and 1. */
export type Encoder = (width: number, height: number, quality: number) => Promise<PreparedImage>

/** The size that fits `max` keeping the aspect ratio; never enlarges; at least 1 × 1. */
export function fitWithin(
  width: number,
  height: number,
  maxWidth = MAX_IMAGE_WIDTH,
  maxHeight = MAX_IMAGE_HEIGHT,
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** Tries, in order: full size at falling qualities, then smaller sizes. Each step is [scale, quality]. */
export const QUALITY_LADDER: readonly (readonly [number, number])[] = [
  [1, 0.85],
  [1, 0.7],
  [1, 0.55],
  [1, 0.4],
  [0.75, 0.55],
  [0.5, 0.55],
]

/**
 * Encodes with the first step of the ladder whose result fits `maxBytes`. Null when even the last does not
 * (a picture of noise could); the caller reports the image as too large.
 */
export async function encodeWithinLimit(
  size: { width: number; height: number },
  encode: Encoder,
  maxBytes: number,
): Promise<PreparedImage | null> {
  for (const [scale, quality] of QUALITY_LADDER) {
    const width = Math.max(1, Math.round(size.width * scale))
    const height = Math.max(1, Math.round(size.height * scale))
    const out = await encode(width, height, quality)
    if (out.bytes.length > 0 && out.bytes.length <= maxBytes) return out
  }
  return null
}
