/**
 * Where a roll stands, judged from the log alone (the same on every peer), and the entropy it draws.
 *
 * A roll is a game entry R with `roll = { bytes, from, value }` (schema.ts): the action is signed and in the
 * log before anyone contributes. Each seat of `from` then writes `@share { for: hash(R), value }` with its
 * next precommitted chain value (chain-values.ts), from the tenure that held the seat where R stands. A seat
 * that does not answer can be named in `@timeout { for, missing: [{ seat, n }] }`, where `n` is the length of the
 * missing seat's chain as the writer saw it, by any other seat the roll asked — but by the roller only for seats
 * whose tenure has ended since the roll (a seat freed by vote), because the roller is the one player who might
 * want to undo a result it has seen (deleting a share and naming its author). The rule every peer applies:
 * - R is **complete** once every seat of `from` has a counted share: the entropy is H(room, R, every value).
 * - a `@timeout` is valid when none of the seats it names has a counted share at a chain position below its
 *   `n` (they really had not answered in what the writer saw); the first valid one in fold order decides.
 *   Shares of a named seat from position `n` on are late and do not count: an answer cannot arrive after
 *   the timeout and change the roll. R then completes with the shares that did count — or, when no other
 *   seat's share counted, is **void**: the action is refused and changes nothing (a roll drawn by the roller
 *   alone would be one the roller could know in advance).
 * - otherwise R is **pending**, and the fold waits for it (net/log-folder.ts).
 * Nothing here depends on arrival order: only on which entries the log holds and their fold order.
 */
import { canonicalJson, isPlainObject, sha256Hex } from '../engine'
import type { Json, SeatId } from '../engine'
import { isHex, isSeatId } from './log-entry'
import type { LogEntry } from './schema'

/** A `@share` payload. */
export interface SharePayload {
  for: string
  value: string
}

/** A `@timeout` payload. */
export interface TimeoutPayload {
  for: string
  missing: { seat: SeatId; n: number }[]
}

/** An accepted share or timeout entry with what the ledger knows of it. */
export interface RollAnswer {
  entry: LogEntry
  /** Hash of the `@claim` of the tenure that wrote it. */
  tenure: string
  /** Seat holders where it stands: seat → hash of the holding tenure's claim. */
  tenures: ReadonlyMap<SeatId, string>
}

/** Where a roll stands. */
export type RollStatus =
  | { state: 'pending'; waitingFor: SeatId[] }
  | { state: 'complete'; entropy: string; contributors: SeatId[]; missing: SeatId[] }
  | { state: 'void'; missing: SeatId[] }

const ENTROPY_DOMAIN = 'holotable/roll-entropy/v1\n'

/** A share payload from untrusted input, or null. */
export function readShare(payload: Json): SharePayload | null {
  return isPlainObject(payload) && isHex(payload.for, 64) && isHex(payload.value, 64)
    ? { for: payload.for, value: payload.value }
    : null
}

/** A timeout payload from untrusted input, or null. */
export function readTimeout(payload: Json): TimeoutPayload | null {
  if (!isPlainObject(payload) || !isHex(payload.for, 64) || !Array.isArray(payload.missing)) return null
  const missing = payload.missing
  if (missing.length === 0 || missing.length > 16) return null
  const ok = missing.every(
    (m) => isPlainObject(m) && isSeatId(m.seat) && Number.isSafeInteger(m.n) && (m.n as number) >= 0,
  )
  return ok ? { for: payload.for, missing: missing as TimeoutPayload['missing'] } : null
}

/**
 * The status of roll `roll` (hash `rollHash`) in room `room`. `tenures` maps each seat to the `@claim` hash of
 * the tenure holding it where the roll stands; `shares` and `timeouts` are the accepted answers naming this
 * roll, in fold order.
 */
export function rollStatus(
  room: string,
  roll: LogEntry,
  rollHash: string,
  tenures: ReadonlyMap<SeatId, string>,
  shares: readonly RollAnswer[],
  timeouts: readonly RollAnswer[],
): RollStatus {
  const from = roll.roll?.from ?? []
  const counted = countedShares(roll, tenures, shares)
  const timeout = decidingTimeout(roll, tenures, counted, timeouts)?.payload
  for (const m of timeout?.missing ?? []) {
    const share = counted.get(m.seat)
    if (share && share.n >= m.n) counted.delete(m.seat)
  }
  const missing = from.filter((seat) => !counted.has(seat))
  if (missing.length > 0 && !timeout) return { state: 'pending', waitingFor: missing }
  if (from.length > 0 && counted.size === 0) return { state: 'void', missing }
  const contributors = from.filter((seat) => counted.has(seat))
  const values = [[roll.seat, roll.roll!.value], ...contributors.map((seat) => [seat, counted.get(seat)!.value])]
  const seed = sha256Hex(ENTROPY_DOMAIN + room + '\n' + canonicalJson({ roll: rollHash, values }))
  return { state: 'complete', entropy: expand(seed, roll.roll!.bytes), contributors, missing }
}

/** The first share of each contributor, from the tenure that held its seat where the roll stands. */
function countedShares(
  roll: LogEntry,
  tenures: ReadonlyMap<SeatId, string>,
  shares: readonly RollAnswer[],
): Map<SeatId, { value: string; n: number }> {
  const from = roll.roll?.from ?? []
  const counted = new Map<SeatId, { value: string; n: number }>()
  for (const { entry, tenure } of shares) {
    const share = readShare(entry.payload)
    if (!share || !from.includes(entry.seat) || tenures.get(entry.seat) !== tenure) continue
    const known = counted.get(entry.seat)
    if (!known || entry.n < known.n) counted.set(entry.seat, { value: share.value, n: entry.n })
  }
  return counted
}

/** The first valid `@timeout` of a roll in fold order, with its payload, or null. */
function decidingTimeout(
  roll: LogEntry,
  tenures: ReadonlyMap<SeatId, string>,
  counted: ReadonlyMap<SeatId, { n: number }>,
  timeouts: readonly RollAnswer[],
): { answer: RollAnswer; payload: TimeoutPayload } | null {
  const from = roll.roll?.from ?? []
  for (const answer of timeouts) {
    const payload = readTimeout(answer.entry.payload)
    if (!payload || !mayTimeOut(roll, tenures, answer, payload)) continue
    if (payload.missing.every((m) => from.includes(m.seat) && !answeredBefore(counted, m))) return { answer, payload }
  }
  return null
}

/** The `@timeout` that decides a roll (see the file comment), or null: for the ledger's finality rules. */
export function rollTimeout(
  roll: LogEntry,
  tenures: ReadonlyMap<SeatId, string>,
  shares: readonly RollAnswer[],
  timeouts: readonly RollAnswer[],
): { entry: LogEntry; missing: TimeoutPayload['missing'] } | null {
  const decided = decidingTimeout(roll, tenures, countedShares(roll, tenures, shares), timeouts)
  return decided && { entry: decided.answer.entry, missing: decided.payload.missing }
}

/**
 * Another seat the roll asked may name anyone; the roller only seats whose tenure at the roll has ended where the
 * timeout stands; a seat the roll did not ask (a spectator sitting outside the game) nobody.
 */
function mayTimeOut(
  roll: LogEntry,
  atRoll: ReadonlyMap<SeatId, string>,
  answer: RollAnswer,
  timeout: TimeoutPayload,
): boolean {
  if (answer.entry.seat !== roll.seat) return (roll.roll?.from ?? []).includes(answer.entry.seat)
  return timeout.missing.every((m) => answer.tenures.get(m.seat) !== atRoll.get(m.seat))
}

/** True when the seat's counted share stands before chain position `n`: the timeout writer had seen it. */
function answeredBefore(counted: ReadonlyMap<SeatId, { n: number }>, m: { seat: SeatId; n: number }): boolean {
  const share = counted.get(m.seat)
  return share !== undefined && share.n < m.n
}

/** The seats that added a share to a settled roll (none for a pending, void or missing one). */
export function rollContributors(status: RollStatus | null): SeatId[] {
  return status?.state === 'complete' ? status.contributors : []
}

/** `bytes` bytes (hex) from a 32-byte seed: SHA-256 blocks with a counter. */
function expand(seed: string, bytes: number): string {
  let out = ''
  for (let block = 0; out.length < bytes * 2; block++) out += sha256Hex(`${seed}/${block}`)
  return out.slice(0, bytes * 2)
}
