/**
 * What the seat list shows about votes to free a seat (net/seat-votes.ts), as plain data: who may vote on which
 * seat, how far each vote has got and whose vote is still missing, who asks for a seat back, and which free seat
 * the others kept for someone. Pure, so the rules the UI follows are tested without a room.
 *
 * The rule (net/seat-acts.ts): a seat changes hands without its holder only when every *other* seated player
 * votes — every key holding another seat, except the holder's own key (one browser playing several seats in
 * turn is one player). A vote with a target keeps the seat for that key afterwards (giving a seat back to a
 * player who lost their browser data).
 */
import type { TFunction } from 'i18next'
import type { SeatId } from '../../engine/core/types'
import type { SeatBinding } from '../../net/schema'
import type { SeatAsk, SeatVoteTally } from '../../net/seat-votes'

/** Votes and requests of a room, as net reports them, plus the free seats kept for a key. */
export interface SeatVoteState {
  tallies: readonly SeatVoteTally[]
  asks: readonly SeatAsk[]
  /** Free seats that a vote kept for one key: seat → that key. */
  reserved: Readonly<Record<SeatId, string>>
}

/** No votes, no requests. */
export const NO_VOTES: SeatVoteState = { tallies: [], asks: [], reserved: {} }

/** One vote in progress, ready to show. */
export interface TallyView {
  /** Votes counted so far. */
  voted: number
  /** Votes needed: every other seated player. */
  total: number
  /** Names of the players whose vote is still missing. */
  missing: string[]
  /** True when this browser has voted. */
  mine: boolean
}

/** A request for the seat by a player with a new browser, and the vote to give it back. */
export interface AskView {
  /** The asking browser's key (the vote's target). */
  pub: string
  /** The name it asks under ('' when unknown: a vote whose request is gone). */
  name: string
  tally: TallyView | null
}

/** Everything about votes for one seat. */
export interface SeatVoteView {
  /** This browser may vote on the seat: it holds another seat and not this one. */
  mayVote: boolean
  /** The vote to free the seat for anyone, once someone started it. */
  free: TallyView | null
  /** Requests to give the seat back, each with its vote. */
  asks: AskView[]
  /** This browser watches (holds no seat) and may ask for the held seat as its own (its holder is away). */
  mayAsk: boolean
  /** This browser already asked for the seat. */
  asked: boolean
  /** A free seat the others kept: for this browser ('me') or someone else ('other'); null when open to all. */
  kept: 'me' | 'other' | null
}

/** Keys that vote on `seat`: the holders of the other seats, except the seat's own holder. */
export function votersOf(seats: Readonly<Record<SeatId, SeatBinding>>, seat: SeatId): Set<string> {
  const holder = seats[seat]?.publicKey ?? null
  const keys = new Set<string>()
  for (const [other, binding] of Object.entries(seats)) {
    if (other !== seat && binding.publicKey !== holder) keys.add(binding.publicKey)
  }
  return keys
}

/** True when `myKey` may vote to free `seat` (it must be held, by someone else). */
export function mayVoteOn(seats: Readonly<Record<SeatId, SeatBinding>>, seat: SeatId, myKey: string): boolean {
  return seats[seat] !== undefined && votersOf(seats, seat).has(myKey)
}

/** The player name of a key: the name at the first seat it holds, '' when it holds none. */
export function nameOfKey(seats: Readonly<Record<SeatId, SeatBinding>>, key: string): string {
  const seat = Object.keys(seats)
    .sort()
    .find((s) => seats[s]?.publicKey === key)
  return seat ? seats[seat]!.name : ''
}

/** A tally as it is shown: counts, the names still missing, and whether this browser voted. */
export function tallyView(
  tally: SeatVoteTally,
  seats: Readonly<Record<SeatId, SeatBinding>>,
  myKey: string,
): TallyView {
  return {
    voted: tally.voted.length,
    total: tally.voted.length + tally.missing.length,
    missing: tally.missing.map((key) => nameOfKey(seats, key)).filter((name) => name !== ''),
    mine: tally.voted.includes(myKey),
  }
}

/**
 * Everything the seat list shows about votes for `seat`, as seen by the browser with key `myKey`. With `online` (the
 * keys in the room now), a spectator is offered to ask only for a seat whose holder is away: a player whose old
 * browser is still at the table stands up there instead.
 */
export function seatVoteView(
  seat: SeatId,
  seats: Readonly<Record<SeatId, SeatBinding>>,
  state: SeatVoteState,
  myKey: string,
  online?: ReadonlySet<string>,
): SeatVoteView {
  const binding = seats[seat]
  const spectator = !Object.values(seats).some((b) => b.publicKey === myKey)
  const tallies = state.tallies.filter((t) => t.seat === seat)
  const freeTally = tallies.find((t) => t.target === null)
  const asks = new Map<string, AskView>()
  for (const ask of state.asks) {
    if (ask.seat === seat && !asks.has(ask.pub)) asks.set(ask.pub, { pub: ask.pub, name: ask.name, tally: null })
  }
  for (const tally of tallies) {
    if (tally.target === null) continue
    const ask = asks.get(tally.target) ?? { pub: tally.target, name: '', tally: null }
    asks.set(tally.target, { ...ask, tally: tallyView(tally, seats, myKey) })
  }
  const reserved = binding ? undefined : state.reserved[seat]
  return {
    mayVote: mayVoteOn(seats, seat, myKey),
    free: freeTally ? tallyView(freeTally, seats, myKey) : null,
    asks: [...asks.values()].filter((ask) => ask.pub !== myKey),
    mayAsk: spectator && binding !== undefined && binding.publicKey !== myKey && !online?.has(binding.publicKey),
    asked: state.asks.some((ask) => ask.seat === seat && ask.pub === myKey),
    kept: reserved === undefined ? null : reserved === myKey ? 'me' : 'other',
  }
}

/** True when the seat list has something about votes to show (a game table then shows the list). */
export function votesNeedAttention(
  seats: Readonly<Record<SeatId, SeatBinding>>,
  state: SeatVoteState,
  myKey: string,
): boolean {
  const mineToVote = (seat: SeatId) => mayVoteOn(seats, seat, myKey)
  const votedFor = (seat: SeatId, target: string) =>
    state.tallies.some((t) => t.seat === seat && t.target === target && t.voted.includes(myKey))
  return (
    Object.values(state.reserved).includes(myKey) ||
    state.tallies.some((t) => mineToVote(t.seat) && !t.voted.includes(myKey)) ||
    state.asks.some((a) => a.pub !== myKey && mineToVote(a.seat) && !votedFor(a.seat, a.pub))
  )
}

/** "1 of 2 votes · waiting for Cili" in the reader's language (`t` of the `table` namespace). */
export function tallyLabel(t: TFunction, tally: TallyView, lang: string): string {
  const count = t('votes.tally', { voted: tally.voted, count: tally.total })
  if (tally.missing.length === 0) return count
  return t('votes.tallyWaiting', { tally: count, names: listOfNames(tally.missing, lang) })
}

/** Names as one list in the reader's language ("Anna, Béla and Cili" / "Anna, Béla és Cili"). */
export function listOfNames(names: readonly string[], lang: string): string {
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(names)
}
