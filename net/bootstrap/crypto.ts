/**
 * The room key and authenticated encryption for the bootstrap, with WebCrypto only (browsers and Node 20).
 *
 * Same construction as y-webrtc's `src/crypto.js` (PBKDF2-SHA-256, 100,000 iterations → AES-GCM-256),
 * rewritten here because y-webrtc's package exports do not expose that file. The salt differs on purpose
 * ('holotable-bootstrap/v1/' + room code instead of the bare room name), so the bootstrap key is never
 * the key y-webrtc uses for its signaling: one leaking does not open the other.
 *
 * Every sealed box binds "additional data" (the request id and message kind), so a box cannot be
 * replayed as a different message or into a different transfer. AES-GCM's tag means a box opened
 * successfully was made by someone holding the key and was not altered by a single bit.
 */
import { PBKDF2_ITERATIONS, PROTOCOL_VERSION } from './constants'

const IV_BYTES = 12
const encoder = new TextEncoder()
const keyCache = new Map<string, Promise<CryptoKey>>()

/**
 * Derives the bootstrap key for a room. A room without a password uses the empty string: then the
 * room code is the only secret, as it is for y-webrtc itself. Cached, because PBKDF2 costs ~50 ms.
 */
export function deriveBootstrapKey(password: string, code: string): Promise<CryptoKey> {
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

async function derive(password: string, code: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    {
      name: 'PBKDF2',
      salt: encoder.encode(`holotable-bootstrap/v${PROTOCOL_VERSION}/${code}`),
      iterations: PBKDF2_ITERATIONS,
      hash: 'SHA-256',
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** The additional data that ties a box to one request and one message kind. */
export function boxContext(rid: string, kind: string): Uint8Array {
  return encoder.encode(`holotable-bootstrap/v${PROTOCOL_VERSION}|${rid}|${kind}`)
}

/** Encrypts and authenticates `plain`: returns iv (12 bytes) ‖ ciphertext ‖ tag. */
export async function seal(key: CryptoKey, plain: Uint8Array, context: Uint8Array): Promise<Uint8Array> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: toBuffer(context) },
    key,
    toBuffer(plain),
  )
  const out = new Uint8Array(IV_BYTES + cipher.byteLength)
  out.set(iv)
  out.set(new Uint8Array(cipher), IV_BYTES)
  return out
}

/**
 * Decrypts a box from `seal`. Returns null when the key is wrong, the context differs or a byte was
 * altered: the caller treats all three the same way (not from someone with our password).
 */
export async function open(key: CryptoKey, box: Uint8Array, context: Uint8Array): Promise<Uint8Array | null> {
  if (box.byteLength < IV_BYTES + 16) return null
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: toBuffer(box.subarray(0, IV_BYTES)), additionalData: toBuffer(context) },
      key,
      toBuffer(box.subarray(IV_BYTES)),
    )
    return new Uint8Array(plain)
  } catch {
    return null
  }
}

/** WebCrypto wants a plain ArrayBuffer-backed view; copy only when handed a view of something else. */
function toBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes)
}
