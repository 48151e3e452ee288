/**
 * The room key and authenticated encryption for the bootstrap, in plain JavaScript (@noble/ciphers,
 * @noble/hashes) wherever WebCrypto is missing: `crypto.subtle` exists only in secure contexts, and players
 * on a LAN open the table over plain http (http://192.168.x.y:8080), where the bootstrap must work too.
 *
 * Same construction as y-webrtc's `src/crypto.js` (PBKDF2-SHA-256, 100,000 iterations → AES-GCM-256),
 * but with its own salt ('holotable-bootstrap/v1/' + room code instead of the bare room name), so the
 * bootstrap key is never the key y-webrtc uses for its signaling: one leaking does not open the other.
 *
 * Every sealed box binds "additional data" (the request id and message kind), so a box cannot be
 * replayed as a different message or into a different transfer. AES-GCM's tag means a box opened
 * successfully was made by someone holding the key and was not altered by a single bit.
 */
import { gcm } from '@noble/ciphers/aes.js'
import { pbkdf2Async } from '@noble/hashes/pbkdf2.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { PBKDF2_ITERATIONS, PROTOCOL_VERSION } from './constants'

/** A derived AES-256 key (32 bytes). */
export type BootstrapKey = Uint8Array

const IV_BYTES = 12
const TAG_BYTES = 16
const encoder = new TextEncoder()
const keyCache = new Map<string, Promise<BootstrapKey>>()

/**
 * Derives the bootstrap key for a room. A room without a password uses the empty string: then the
 * room code is the only secret, as it is for y-webrtc itself. Cached, because PBKDF2 is slow on purpose.
 */
export function deriveBootstrapKey(password: string, code: string): Promise<BootstrapKey> {
  const cacheKey = JSON.stringify([password, code])
  let key = keyCache.get(cacheKey)
  if (!key) {
    key = derive(password, code)
    // A failed derivation must not poison the cache for the next attempt.
    key.catch(() => keyCache.delete(cacheKey))
    keyCache.set(cacheKey, key)
  }
  return key
}

/** PBKDF2 through WebCrypto where the page has it (10× faster), else in JavaScript: the same bytes either way. */
async function derive(password: string, code: string): Promise<BootstrapKey> {
  const secret = encoder.encode(password)
  const salt = encoder.encode(`holotable-bootstrap/v${PROTOCOL_VERSION}/${code}`)
  const subtle = globalThis.crypto?.subtle
  if (typeof subtle?.deriveBits !== 'function')
    return pbkdf2Async(sha256, secret, salt, { c: PBKDF2_ITERATIONS, dkLen: 32 })
  const material = await subtle.importKey('raw', secret, 'PBKDF2', false, ['deriveBits'])
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', salt, iterations: PBKDF2_ITERATIONS, hash: 'SHA-256' },
    material,
    256,
  )
  return new Uint8Array(bits)
}

/** The additional data that ties a box to one request and one message kind. */
export function boxContext(rid: string, kind: string): Uint8Array {
  return encoder.encode(`holotable-bootstrap/v${PROTOCOL_VERSION}|${rid}|${kind}`)
}

/** Encrypts and authenticates `plain`: returns iv (12 bytes) ‖ ciphertext ‖ tag. */
export async function seal(key: BootstrapKey, plain: Uint8Array, context: Uint8Array): Promise<Uint8Array> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const cipher = gcm(key, iv, context).encrypt(plain)
  const out = new Uint8Array(IV_BYTES + cipher.byteLength)
  out.set(iv)
  out.set(cipher, IV_BYTES)
  return out
}

/**
 * Decrypts a box from `seal`. Returns null when the key is wrong, the context differs or a byte was
 * altered: the caller treats all three the same way (not from someone with our password).
 */
export async function open(key: BootstrapKey, box: Uint8Array, context: Uint8Array): Promise<Uint8Array | null> {
  if (box.byteLength < IV_BYTES + TAG_BYTES) return null
  try {
    return gcm(key, box.subarray(0, IV_BYTES), context).decrypt(box.subarray(IV_BYTES))
  } catch {
    return null
  }
}
