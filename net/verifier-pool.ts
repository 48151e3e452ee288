/**
 * A `SignatureVerifier` (net/signature-gate.ts) over a pool of workers, whatever kind they are: web workers in the
 * app (src/net/), node:worker_threads in the bench. The pool cuts a request into batches of `VERIFY_BATCH` entries
 * (one message each, so every worker stays busy and no message is huge) and hands them out round robin; each worker
 * answers a batch with `answerVerifyRequest`, the same strict check the main thread runs.
 */
import { verifyEntrySignature } from './log-entry'
import type { SignatureVerifier } from './signature-gate'
import type { LogEntry } from './schema'

/** Entries per message to a worker. */
export const VERIFY_BATCH = 256

/** One batch for a worker. */
export interface VerifyRequest {
  id: number
  room: string
  entries: readonly LogEntry[]
}

/** A worker's answer to the request `id`: one verdict per entry. */
export interface VerifyReply {
  id: number
  verdicts: boolean[]
}

/** One worker as the pool sees it. */
export interface VerifyPort {
  post(request: VerifyRequest): void
  /** Calls `listener` with every reply of the worker. */
  onReply(listener: (reply: VerifyReply) => void): void
  /** Calls `listener` when the worker fails: its open batches are then refused (and checked on the main thread). */
  onFailure(listener: (error: unknown) => void): void
}

/** What a worker runs for each request: the verdicts of `verifyEntrySignature`, in order. */
export function answerVerifyRequest(request: VerifyRequest): VerifyReply {
  return { id: request.id, verdicts: request.entries.map((entry) => verifyEntrySignature(request.room, entry)) }
}

/** A verifier spreading its batches over `ports` (at least one). */
export function poolVerifier(ports: readonly VerifyPort[]): SignatureVerifier {
  if (ports.length === 0) throw new RangeError('a verifier pool needs at least one worker')
  type Open = { resolve: (verdicts: boolean[]) => void; reject: (error: unknown) => void }
  const open = ports.map(() => new Map<number, Open>())
  // A worker that failed once gets nothing more: a batch sent to it would never be answered.
  const dead = ports.map(() => false)
  let nextId = 0
  let nextPort = 0
  ports.forEach((port, p) => {
    port.onReply((reply) => {
      const waiting = open[p]!.get(reply.id)
      open[p]!.delete(reply.id)
      waiting?.resolve(reply.verdicts)
    })
    port.onFailure((error) => {
      dead[p] = true
      for (const waiting of open[p]!.values()) waiting.reject(error)
      open[p]!.clear()
    })
  })
  const send = (room: string, entries: readonly LogEntry[]) =>
    new Promise<boolean[]>((resolve, reject) => {
      let p = nextPort
      for (let tries = 0; dead[p] && tries < ports.length; tries++) p = (p + 1) % ports.length
      if (dead[p]) return reject(new Error('every signature worker failed'))
      nextPort = (p + 1) % ports.length
      const id = nextId++
      open[p]!.set(id, {
        resolve: (verdicts) =>
          verdicts.length === entries.length ? resolve(verdicts) : reject(new Error('a worker miscounted')),
        reject,
      })
      ports[p]!.post({ id, room, entries })
    })
  return {
    async verifyMany(room, entries) {
      const batches: Promise<boolean[]>[] = []
      for (let i = 0; i < entries.length; i += VERIFY_BATCH)
        batches.push(send(room, entries.slice(i, i + VERIFY_BATCH)))
      return (await Promise.all(batches)).flat()
    },
  }
}
