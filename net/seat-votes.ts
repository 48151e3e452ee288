/**
 * Freeing a seat by the vote of the other seated players, and asking for one's seat back.
 *
 * A seat changes hands by a signed act of its holder (`@release`), or — when the holder is gone, or lost
 * their browser data and with it their key — by a `@free` that carries a vote of every other seated
 * player (net/seat-acts.ts, judged by the ledger). The votes are collected in the document's `votes` map:
 * - `vote:<seat>:<tenure>:<for>:<voter>` → `{ pub, sig }`: the voter's signature of (room, seat, tenure, for),
 *   where `tenure` is the hash of the `@claim` being ended and `for` the key the seat is kept for ('-': none);
 * - `ask:<seat>:<pub>` → `{ pub, name }`: a player with a new key asks for a seat (shown to the others; it
 *   signs nothing and decides nothing, the votes do).
 * Whichever voter's page sees every vote in writes the `@free` into the seat's chain. The map is untrusted:
 * every value is checked, and a forged vote simply does not count.
 */
import type * as Y from 'yjs'
import type { Json, SeatId } from '../engine'
import { isPlainObject } from '../engine'
import { roomDomain } from './domain'
import type { Identity } from './identity'
import { isHex } from './log-entry'
import { ledgerOf, ROOM_SEATS } from './ledger'
import { otherHolders } from './ledger-pass'
import { safeName } from './sanitize'
import { ACT, isValidVote, votesComplete, voteMessage, type SeatVote } from './seat-acts'
import { schema } from './schema'
import { appendEntry } from './signed-log'
import type { NetResult } from './types'

/** Transaction origin of vote writes. */
export const VOTES_ORIGIN = 'holotable/votes'

/** A request for a seat by a player with a new key. */
export interface SeatAsk {
  seat: SeatId
  pub: string
  name: string
}

/** A vote in progress: who voted to free `seat` (for `target`), and whose vote is still missing. */
export interface SeatVoteTally {
  seat: SeatId
  target: string | null
  voted: string[]
  missing: string[]
}

/** What the UI shows and does. */
export interface SeatVotes {
  /** Votes, as this browser's seated player, to free `seat` for `target` (or for anyone: null). */
  vote(seat: SeatId, target: string | null): NetResult
  /** Asks the seated players for `seat` under this browser's key. */
  ask(seat: SeatId, name: string): NetResult
  /** Open requests for seats held by someone else. */
  asks(): SeatAsk[]
  /** Votes under way against current tenures. */
  tallies(): SeatVoteTally[]
  destroy(): void
}

const NONE = '-'

/** Starts collecting votes in `doc` and writing the `@free` once a vote is complete. */
export function startSeatVotes(options: { doc: Y.Doc; identity: Identity }): SeatVotes {
  const { doc, identity } = options
  const room = roomDomain(doc)
  const ledger = ledgerOf(doc)
  const map = schema.votes(doc)
  let scheduled = false
  let destroyed = false

  /** Valid votes against each seat's current tenure, by target. */
  const collect = () => {
    const out = new Map<string, { seat: SeatId; target: string | null; votes: SeatVote[] }>()
    const bindings = ledger.bindings()
    map.forEach((value, key) => {
      const [kind, seat, tenure, target, voter] = key.split(':')
      if (kind !== 'vote' || !seat || !tenure || !target || !voter) return
      const holding = bindings.get(seat)
      if (holding?.claim !== tenure || !isVote(value) || value.pub !== voter) return
      const forKey = target === NONE ? null : target
      if (forKey !== null && !isHex(forKey, 64)) return
      // Only a valid vote of a player who may vote counts, and only such a vote is shown as cast: anyone can
      // write a value under another player's key into the map.
      if (!otherHolders(bindings, seat, holding.holder).has(voter)) return
      if (!isValidVote(room, seat, tenure, forKey, value)) return
      const id = `${seat}:${target}`
      const tally = out.get(id) ?? { seat, target: forKey, votes: [] }
      tally.votes.push(value)
      out.set(id, tally)
    })
    return out
  }

  /** Writes the `@free` of every complete vote this page took part in. */
  const finish = () => {
    scheduled = false
    if (destroyed) return
    const bindings = ledger.bindings()
    for (const { seat, target, votes } of collect().values()) {
      const tenure = bindings.get(seat)
      if (!tenure) continue
      const voters = otherHolders(bindings, seat, tenure.holder)
      if (!voters.has(identity.publicKey)) continue
      const free = { tenure: tenure.claim, for: target, votes }
      if (!votesComplete(room, seat, free, voters)) continue
      const counted = votes.filter((v) => voters.has(v.pub))
      appendEntry(doc, identity, seat, {
        game: '',
        type: ACT.free,
        payload: { ...free, votes: counted } as unknown as Json,
      })
    }
  }

  const schedule = () => {
    if (scheduled || destroyed) return
    scheduled = true
    queueMicrotask(finish)
  }
  map.observe(schedule)
  const stop = ledger.onChange(schedule)

  return {
    vote(seat, target) {
      const bindings = ledger.bindings()
      const tenure = bindings.get(seat)
      if (!tenure) return refuse('Ez a hely szabad.', 'This seat is free.')
      if (!otherHolders(bindings, seat, tenure.holder).has(identity.publicKey)) {
        return refuse('Csak a többi ülő játékos szavazhat.', 'Only the other seated players can vote.')
      }
      const sig = identity.sign(voteMessage(room, seat, tenure.claim, target))
      const key = `vote:${seat}:${tenure.claim}:${target ?? NONE}:${identity.publicKey}`
      doc.transact(() => map.set(key, { pub: identity.publicKey, sig }), VOTES_ORIGIN)
      return { ok: true }
    },
    ask(seat, name) {
      if (!ROOM_SEATS.includes(seat)) return refuse('Ismeretlen hely.', 'Unknown seat.')
      const key = `ask:${seat}:${identity.publicKey}`
      doc.transact(() => map.set(key, { pub: identity.publicKey, name: safeName(name) }), VOTES_ORIGIN)
      return { ok: true }
    },
    asks() {
      const bindings = ledger.bindings()
      const out: SeatAsk[] = []
      map.forEach((value, key) => {
        const [kind, seat, pub] = key.split(':')
        if (kind !== 'ask' || !seat || !ROOM_SEATS.includes(seat) || !isHex(pub, 64)) return
        if (!isPlainObject(value) || value.pub !== pub || bindings.get(seat)?.holder === pub) return
        if (bindings.has(seat)) out.push({ seat, pub, name: safeName(value.name) })
      })
      return out
    },
    tallies() {
      const bindings = ledger.bindings()
      return [...collect().values()].map(({ seat, target, votes }) => {
        const voters = otherHolders(bindings, seat, bindings.get(seat)!.holder)
        const voted = [...new Set(votes.map((v) => v.pub))].filter((pub) => voters.has(pub))
        return { seat, target, voted, missing: [...voters].filter((pub) => !voted.includes(pub)) }
      })
    },
    destroy() {
      destroyed = true
      map.unobserve(schedule)
      stop()
    },
  }
}

/** An untrusted vote value. */
function isVote(value: unknown): value is SeatVote {
  return isPlainObject(value) && isHex(value.pub, 64) && isHex(value.sig, 128)
}

const refuse = (hu: string, en: string): NetResult => ({ ok: false, reason: { hu, en } })
