/**
 * The page's signature verifier (net/signature-gate.ts): a pool of web workers (src/net/verifyWorker.ts), one per
 * core but one (the main thread keeps a core), started at the first large batch and shared by every room of the page.
 * Where workers cannot start, the batch fails and the ledger checks those signatures on the main thread, as before.
 */
import { poolVerifier, type VerifyPort, type VerifyReply } from '../../net/verifier-pool'
import type { SignatureVerifier } from '../../net/signature-gate'

/** Most workers, whatever the core count: beyond this the main thread's own share dominates. */
const MAX_WORKERS = 8

let pool: SignatureVerifier | null = null

/** The page's verifier, or undefined where this browser has no workers. */
export function pageVerifier(): SignatureVerifier | undefined {
  if (typeof Worker === 'undefined') return undefined
  return {
    verifyMany(room, entries) {
      pool ??= poolVerifier(startWorkers())
      return pool.verifyMany(room, entries)
    },
  }
}

/** Starts the workers, as ports for the pool. */
function startWorkers(): VerifyPort[] {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2
  const count = Math.min(MAX_WORKERS, Math.max(1, cores - 1))
  return Array.from({ length: count }, () => {
    const worker = new Worker(new URL('./verifyWorker.ts', import.meta.url), { type: 'module' })
    return {
      post: (request) => worker.postMessage(request),
      onReply: (listener) =>
        worker.addEventListener('message', (event: MessageEvent<VerifyReply>) => listener(event.data)),
      onFailure(listener) {
        worker.addEventListener('error', listener)
        worker.addEventListener('messageerror', listener)
      },
    }
  })
}
