/**
 * Whom a pending roll waits for, in words: "Waiting for Béla's share…", and when a waited-for player is offline,
 * "Béla is offline — free the seat to play on". Pure: the seats, who is online and the roll come in, the data and
 * sentences to show come out. This browser's own seats answer by themselves, so they are never named.
 */
import type { TFunction } from 'i18next'
import type { SeatId } from '../../engine/core/types'
import type { SeatBinding } from '../../net/schema'
import { listOfNames, mayVoteOn } from './seatVotes'

/** The roll a table waits for: who rolled and whose share is missing (net's `PendingRoll` fits). */
export interface WaitingRoll {
  entry: { seat: SeatId }
  waitingFor: readonly SeatId[]
}

/** A waited-for seat as shown. */
export interface WaitedSeat {
  seat: SeatId
  /** The holder's name, or the seat's name when nobody holds it (any more). */
  name: string
}

/** What the table says about a pending roll. */
export interface RollWaitNotice {
  /** Seats whose share is missing, this browser's own left out. */
  waiting: WaitedSeat[]
  /** Of those, the ones whose holder is not in the room now; `canFree` when this browser may vote to free it. */
  offline: (WaitedSeat & { canFree: boolean })[]
}

/** What rollWaitNotice needs besides the roll. */
export interface RollWaitContext {
  /** The seats' holders (useSeats). */
  seats: Readonly<Record<SeatId, SeatBinding>>
  /** Keys of everyone in the room now (presence), this browser included. */
  online: ReadonlySet<string>
  /** This browser's key. */
  myKey: string
  /** A seat's name for a seat nobody holds ("Seat 2"). */
  seatLabel(seat: SeatId): string
}

/** Whom `roll` waits for and who of them is offline; null without a roll. */
export function rollWaitNotice(roll: WaitingRoll | null, ctx: RollWaitContext): RollWaitNotice | null {
  if (!roll) return null
  const waiting: WaitedSeat[] = []
  const offline: RollWaitNotice['offline'] = []
  for (const seat of roll.waitingFor) {
    const binding = ctx.seats[seat]
    if (binding?.publicKey === ctx.myKey) continue
    const shown = { seat, name: binding?.name || ctx.seatLabel(seat) }
    waiting.push(shown)
    // A seat freed since the roll is named by the roller's page at once; only a holder who is away holds it up.
    if (binding && !ctx.online.has(binding.publicKey)) {
      offline.push({ ...shown, canFree: mayVoteOn(ctx.seats, seat, ctx.myKey) })
    }
  }
  return { waiting, offline }
}

/** The notice's sentences (`t` of the `table` namespace); `fallback` when only this browser's seats are left. */
export function rollWaitText(
  t: TFunction<'table'>,
  notice: RollWaitNotice,
  lang: string,
): { waiting: string | null; offline: string | null; freeLink: string | null } {
  const names = (list: readonly WaitedSeat[]) => listOfNames(unique(list.map((s) => s.name)), lang)
  const waiting =
    notice.waiting.length === 0
      ? null
      : t('roll.waiting', { names: names(notice.waiting), count: count(notice.waiting) })
  if (notice.offline.length === 0) return { waiting, offline: null, freeLink: null }
  const offline = t('roll.offline', { names: names(notice.offline), count: count(notice.offline) })
  const freeable = notice.offline.filter((s) => s.canFree)
  const freeLink = freeable.length === 0 ? null : t('roll.freeLink', { count: count(freeable) })
  return { waiting, offline, freeLink }
}

const unique = (names: readonly string[]) => [...new Set(names)]
const count = (list: readonly WaitedSeat[]) => unique(list.map((s) => s.name)).length
