/**
 * Fair entropy, the exchange half: how a seat that rolls gets the other seats' shares through the room's
 * document, with no server and no clicks from the others (the proof and its check are in fair-proof.ts).
 *
 * Messages live in the `entropy` map (schema.ts), one key per writer so concurrent writes never collide:
 * - `req:<seat>:<n>`  the roll request: the entry-to-be (seat, n, prev, type, payload), the byte count and
 *   the commit, signed by the seat's holder.
 * - `share:<seat>:<n>:<from>`  seat `from`'s answer: a random share signed with the commit.
 * Every peer runs `startFairExchange`. As a **responder** it answers each valid request for the next entry
 * of another seat once, for every seat its key holds (so in a hotseat game the one browser answers itself).
 * As a **requester** it waits until every other seat whose holder is online has answered (at least one;
 * an online holder slower than `graceMs` after the first share is not waited for), then appends the entry
 * with its proof and deletes the round's messages in the same transaction. Because the requester's secret
 * is a deterministic signature, a reload mid-roll loses nothing: the reopened page finds its request and
 * the shares, recomputes the secret and finishes the roll.
 */
import type * as Y from 'yjs'
import { canonicalJson, isPlainObject } from '../engine'
import type { Action, Json, LocalizedText, SeatId } from '../engine'
import { randomHex } from './entropy'
import { commitOf, deriveEntropy, secretMessage, shareMessage } from './fair-proof'
import type { EntropyShare, FairProof, SecretFields } from './fair-proof'
import { verify, type Identity } from './identity'
import { entryHash, isHex, isSeatId } from './log-entry'
import { validateSeat } from './log-validate'
import { schema } from './schema'
import { listSeats } from './seats'
import { appendSignedAction, type AppendResult } from './signed-log'

/** Transaction origin of the exchange's writes. */
export const FAIR_ORIGIN = 'holotable/fair-entropy'

/** How long a requester waits for slower online holders once one share is in (ms). */
export const DEFAULT_GRACE_MS = 1500

const REQUEST_DOMAIN = 'holotable/entropy-request/v1\n'
const encoder = new TextEncoder()

/** The entry-to-be a roll is for, and its size: what the commit binds. */
interface Round extends SecretFields {
  commit: string
}

/** A roll request as written to the map: the round, signed by the seat's holder. */
interface RollRequest extends Round {
  pub: string
  sig: string
}

/** An answer as written to the map: the share, plus a copy of the round it answers. */
interface ShareMessage extends EntropyShare {
  round: Round
}

/** What the exchange needs from the room. */
export interface FairExchangeOptions {
  doc: Y.Doc
  identity: Identity
  /** True when the holder of `publicKey` is connected now (awareness). */
  isOnline(publicKey: string): boolean
  graceMs?: number
}

/** A running exchange. */
export interface FairExchange {
  /** Draws entropy for `action` as `seat` with the other seats and appends it; resolves once it is in the log. */
  roll(seat: SeatId, action: Action, bytes: number): Promise<AppendResult>
  /**
   * Before any other append as `seat`: withdraws a roll nobody has answered yet (the player changed their
   * mind). Returns the reason to wait instead once anyone answered, since those dice are fixed.
   */
  clearUnanswered(seat: SeatId): LocalizedText | null
  /** Looks at the map again now (also runs after every document change; call it when who is online changes). */
  check(): void
  destroy(): void
}

const reqKey = (seat: SeatId, n: number) => `req:${seat}:${n}`
const shareKey = (seat: SeatId, n: number, from: SeatId) => `share:${seat}:${n}:${from}`

/** The bytes a request's signature covers. */
function requestMessage(r: Round): Uint8Array {
  const { seat, n, prev, type, payload, bytes, commit } = r
  return encoder.encode(REQUEST_DOMAIN + canonicalJson({ seat, n, prev, type, payload, bytes, commit }))
}

/** Starts answering and finishing rolls in `options.doc`. */
export function startFairExchange(options: FairExchangeOptions): FairExchange {
  const { doc, identity, isOnline } = options
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS
  const map = schema.entropy(doc)
  // Callers waiting for their roll, by the round's commit (a withdrawn round and its successor share a place).
  const waiters = new Map<string, { seat: SeatId; n: number; resolve: (result: AppendResult) => void }>()
  const firstShareAt = new Map<string, number>()
  let timer: ReturnType<typeof setTimeout> | null = null
  let scheduled = false
  let destroyed = false

  /** Who holds which seat now. */
  const holdersNow = (): Record<SeatId, string> => {
    const holders: Record<SeatId, string> = {}
    for (const [seat, binding] of Object.entries(listSeats(doc))) holders[seat] = binding.publicKey
    return holders
  }

  /** The seat's chain head: the next entry's n and prev. */
  const head = (seat: SeatId) => {
    const chain = validateSeat(doc, seat).valid
    const last = chain[chain.length - 1]
    return { n: chain.length, prev: last ? entryHash(last) : '' }
  }

  /** This key's round for `fields` (its deterministic secret and the commit to it). */
  const ownRound = (fields: Omit<Round, 'commit'>) => {
    const secret = identity.sign(secretMessage(fields))
    return { secret, round: { ...fields, commit: commitOf(secret) } }
  }

  /** The valid answers to `seat`'s next entry, from the current holders of the other seats. */
  const answersTo = (seat: SeatId, holders: Record<SeatId, string>): ShareMessage[] => {
    const { n, prev } = head(seat)
    const out: ShareMessage[] = []
    for (const from of Object.keys(holders).sort()) {
      if (from === seat) continue
      const s = parseShare(map.get(shareKey(seat, n, from)))
      if (!s || s.seat !== from || s.pub !== holders[from] || s.round.seat !== seat) continue
      if (s.round.n !== n || s.round.prev !== prev) continue
      if (verify(s.pub, shareMessage(seat, n, s.round.commit, s), s.sig)) out.push(s)
    }
    return out
  }

  /** Responder: answers every live request of another seat, once per (seat, n) for each seat this key holds. */
  const answer = (holders: Record<SeatId, string>, mine: SeatId[]) => {
    const writes: [string, ShareMessage][] = []
    map.forEach((value, key) => {
      const r = key.startsWith('req:') ? parseRequest(value) : null
      if (!r || key !== reqKey(r.seat, r.n) || holders[r.seat] !== r.pub) return
      const open = mine.filter((from) => from !== r.seat && !map.has(shareKey(r.seat, r.n, from)))
      if (open.length === 0) return
      const { n, prev } = head(r.seat)
      if (r.n !== n || r.prev !== prev || !verify(r.pub, requestMessage(r), r.sig)) return
      const { pub: _pub, sig: _sig, ...round } = r
      for (const from of open) {
        const share = randomHex(32)
        const sig = identity.sign(shareMessage(r.seat, r.n, r.commit, { seat: from, share }))
        writes.push([shareKey(r.seat, r.n, from), { seat: from, pub: identity.publicKey, share, sig, round }])
      }
    })
    if (writes.length > 0)
      doc.transact(() => writes.forEach(([key, m]) => map.set(key, m as unknown as Json)), FAIR_ORIGIN)
  }

  /**
   * Requester: finishes `seat`'s answered round. Normally that is the live request's; when the player
   * withdrew a roll just as someone answered it, that answered round is the one played (its dice were
   * fixed), chosen without the requester's say: most shares, then lowest commit.
   */
  const finish = (seat: SeatId, holders: Record<SeatId, string>) => {
    const answers = answersTo(seat, holders)
    if (answers.length === 0) return
    const byCommit = new Map<string, ShareMessage[]>()
    for (const a of answers) byCommit.set(a.round.commit, [...(byCommit.get(a.round.commit) ?? []), a])
    const [commit, shares] = [...byCommit].sort((x, y) => y[1].length - x[1].length || (x[0] < y[0] ? -1 : 1))[0]!
    const { round, secret } = ownRound(shares[0]!.round)
    if (round.commit !== commit) return // not a round of this key's (a forged answer): ignore it
    const key = reqKey(seat, round.n)
    const answered = new Set(shares.map((s) => s.seat))
    const waiting = Object.keys(holders).some(
      (other) =>
        other !== seat && !answered.has(other) && (holders[other] === identity.publicKey || isOnline(holders[other]!)),
    )
    if (waiting) {
      const since = firstShareAt.get(commit) ?? Date.now()
      firstShareAt.set(commit, since)
      const left = since + graceMs - Date.now()
      if (left > 0) return wake(left)
    }
    const proof: FairProof = {
      secret,
      shares: shares.map(({ seat: s, pub, share, sig }) => ({ seat: s, pub, share, sig })),
    }
    const action: Action = {
      type: round.type,
      payload: round.payload,
      entropy: deriveEntropy(secret, proof.shares, round.bytes),
    }
    let result: AppendResult | null = null
    doc.transact(() => {
      result = appendSignedAction(doc, identity, seat, action, proof)
      if (!result.ok) return
      map.delete(key)
      for (const from of Object.keys(holders)) map.delete(shareKey(seat, round.n, from))
    }, FAIR_ORIGIN)
    firstShareAt.delete(commit)
    settle(commit, result!)
  }

  /** Deletes this key's messages about entries already written (a round that finished, or was lost). */
  const sweep = (holders: Record<SeatId, string>) => {
    const stale: string[] = []
    map.forEach((value, key) => {
      const [kind, seat, n] = key.split(':')
      // Only seats someone holds: looking up a shard by an arbitrary name would create it.
      if (!seat || holders[seat] === undefined || !(Number(n) < head(seat).n)) return
      const own =
        kind === 'req' ? holders[seat] === identity.publicKey : isPlainObject(value) && value.pub === identity.publicKey
      if (own) stale.push(key)
    })
    if (stale.length > 0) doc.transact(() => stale.forEach((key) => map.delete(key)), FAIR_ORIGIN)
    for (const [commit, waiter] of [...waiters]) if (waiter.n < head(waiter.seat).n) settle(commit, lostRoll())
  }

  const check = () => {
    scheduled = false
    if (destroyed) return
    const holders = holdersNow()
    const mine = Object.keys(holders).filter((seat) => holders[seat] === identity.publicKey)
    answer(holders, mine)
    for (const seat of mine) finish(seat, holders)
    sweep(holders)
  }

  const settle = (commit: string, result: AppendResult) => {
    const waiter = waiters.get(commit)
    waiters.delete(commit)
    waiter?.resolve(result)
  }

  const wake = (ms: number) => {
    if (timer !== null) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      check()
    }, ms)
  }

  // After every change of the document; deferred, because writing inside Yjs's own callbacks is not allowed.
  const onTransaction = () => {
    if (scheduled || destroyed) return
    scheduled = true
    queueMicrotask(check)
  }
  doc.on('afterTransaction', onTransaction)
  // Rounds left open before this page started (a reload mid-roll, requests that arrived while away).
  onTransaction()

  const clearUnanswered = (seat: SeatId): LocalizedText | null => {
    if (answersTo(seat, holdersNow()).length > 0) return rollInProgress()
    const key = reqKey(seat, head(seat).n)
    const request = parseRequest(map.get(key))
    if (request?.pub !== identity.publicKey) return null
    doc.transact(() => map.delete(key), FAIR_ORIGIN)
    settle(request.commit, withdrawn())
    return null
  }

  return {
    roll(seat, action, bytes) {
      const holders = holdersNow()
      if (holders[seat] !== identity.publicKey) {
        return Promise.resolve({
          ok: false,
          reason: { hu: `Nem te ülsz a(z) ${seat} helyen.`, en: `You do not hold seat ${seat}.` },
        })
      }
      const { round } = ownRound({
        ...head(seat),
        seat,
        type: action.type,
        payload: (action.payload ?? null) as Json,
        bytes,
      })
      const key = reqKey(seat, round.n)
      const answered = answersTo(seat, holders)
      if (answered.some((a) => a.round.commit !== round.commit))
        return Promise.resolve({ ok: false, reason: rollInProgress() })
      const done = new Promise<AppendResult>((resolve) => {
        const earlier = waiters.get(round.commit)?.resolve
        const both = (result: AppendResult) => {
          earlier?.(result)
          resolve(result)
        }
        waiters.set(round.commit, { seat, n: round.n, resolve: both })
      })
      if (parseRequest(map.get(key))?.commit !== round.commit) {
        const request: RollRequest = { ...round, pub: identity.publicKey, sig: identity.sign(requestMessage(round)) }
        doc.transact(() => map.set(key, request as unknown as Json), FAIR_ORIGIN)
      }
      check()
      return done
    },
    clearUnanswered,
    check,
    destroy() {
      destroyed = true
      doc.off('afterTransaction', onTransaction)
      if (timer !== null) clearTimeout(timer)
      for (const commit of [...waiters.keys()]) settle(commit, withdrawn())
    },
  }
}

/** Why another action must wait: the roll in progress has answers, so its dice are fixed. */
const rollInProgress = (): LocalizedText => ({
  hu: 'Előbb a folyamatban lévő dobásod fejeződik be (a többiek már hozzáadták a részüket).',
  en: 'Your roll in progress finishes first (the others have already added their shares).',
})

/** The result of a roll that was withdrawn before anyone answered (or the room closed). */
const withdrawn = (): AppendResult => ({
  ok: false,
  reason: {
    hu: 'A dobást visszavontad, mielőtt bárki válaszolt.',
    en: 'The roll was withdrawn before anyone answered.',
  },
})

/** The result of a roll whose place in the log was taken by another entry (another tab of the same player). */
const lostRoll = (): AppendResult => ({
  ok: false,
  reason: { hu: 'A dobás helyére egy másik lépés került.', en: 'Another action took the roll’s place in the log.' },
})

/** An untrusted round, or null. */
function parseRound(value: unknown): Round | null {
  if (!isPlainObject(value)) return null
  const r = value as Record<string, unknown>
  const ok =
    isSeatId(r.seat) &&
    Number.isSafeInteger(r.n) &&
    (r.n as number) >= 0 &&
    (r.prev === '' || isHex(r.prev, 64)) &&
    typeof r.type === 'string' &&
    r.type.length > 0 &&
    r.type.length <= 128 &&
    Number.isInteger(r.bytes) &&
    (r.bytes as number) >= 1 &&
    (r.bytes as number) <= 1024 &&
    isHex(r.commit, 64) &&
    'payload' in r
  return ok ? (r as unknown as Round) : null
}

/** An untrusted request, or null. */
function parseRequest(value: unknown): RollRequest | null {
  const r = parseRound(value) as RollRequest | null
  return r && isHex(r.pub, 64) && isHex(r.sig, 128) ? r : null
}

/** An untrusted share message, or null. */
function parseShare(value: unknown): ShareMessage | null {
  if (!isPlainObject(value)) return null
  const s = value as Record<string, unknown>
  const ok = isSeatId(s.seat) && isHex(s.pub, 64) && isHex(s.share, 64) && isHex(s.sig, 128) && parseRound(s.round)
  return ok ? (s as unknown as ShareMessage) : null
}
