/**
 * This browser's signing identity: one ed25519 key pair, created on first use and kept in IndexedDB
 * (database `holotable-identity`, store `keys`, key `identity`), so the same person keeps the same
 * public key across reloads and can reclaim their seat.
 *
 * The secret key is stored as raw bytes. IndexedDB is per origin and per browser profile, which is
 * the same trust boundary as the rest of the app's data; a stolen profile can act as this player.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'

/** Default IndexedDB database holding the key pair. */
export const IDENTITY_DB = 'holotable-identity'
const STORE = 'keys'
const KEY = 'identity'

/** A signing identity: the public key (hex) and a function that signs bytes with the secret key. */
export interface Identity {
  /** ed25519 public key, 64 hex characters. */
  readonly publicKey: string
  /** ed25519 signature of `message`, 128 hex characters. */
  sign(message: Uint8Array): string
}

/** Builds an identity from a 32-byte secret key (for tests and for keys loaded from storage). */
export function identityFromSecret(secretKey: Uint8Array): Identity {
  const secret = Uint8Array.from(secretKey)
  const publicKey = bytesToHex(ed25519.getPublicKey(secret))
  return { publicKey, sign: (message) => bytesToHex(ed25519.sign(message, secret)) }
}

/** A fresh random identity that is not stored anywhere (tests, fake peers). */
export function createEphemeralIdentity(): Identity {
  return identityFromSecret(ed25519.utils.randomSecretKey())
}

/**
 * True when `sigHex` is a valid ed25519 signature of `message` by `pubHex`.
 * Never throws: malformed hex, wrong lengths or invalid points give false (the input is untrusted).
 */
export function verify(pubHex: string, message: Uint8Array, sigHex: string): boolean {
  try {
    return ed25519.verify(hexToBytes(sigHex), message, hexToBytes(pubHex))
  } catch {
    return false
  }
}

/**
 * Loads this browser's identity from IndexedDB, creating and storing it on first use.
 * Two tabs starting at once get the same key: the read and the conditional write share one
 * readwrite transaction, which IndexedDB runs one at a time per store.
 */
export async function loadOrCreateIdentity(dbName: string = IDENTITY_DB): Promise<Identity> {
  const db = await openDb(dbName)
  try {
    // Generated before the transaction opens: an IndexedDB transaction commits as soon as it has no
    // pending request, so nothing slow may run between its get and its put.
    const fresh = ed25519.utils.randomSecretKey()
    const secret = await new Promise<Uint8Array>((resolve, reject) => {
      const tx = db.transaction(STORE, 'readwrite')
      const store = tx.objectStore(STORE)
      let result: Uint8Array = fresh
      const get = store.get(KEY)
      get.onsuccess = () => {
        const stored: unknown = get.result
        if (stored instanceof Uint8Array && stored.length === 32) result = stored
        else store.put(fresh, KEY)
      }
      tx.oncomplete = () => resolve(result)
      tx.onerror = () => reject(tx.error)
      tx.onabort = () => reject(tx.error)
    })
    return identityFromSecret(secret)
  } finally {
    db.close()
  }
}

/** Opens (and on first use creates) the identity database. */
function openDb(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}
