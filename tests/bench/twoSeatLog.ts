/**
 * A valid two-seat signed log for the Node benches (append-bench, late-join-bench), built directly rather than
 * through the ledger they measure: seats s1 and s2 claim, then alternate moves, each entry seeing the other's
 * head, with a roll answered by the other seat's `@share` every `rollEvery`-th move (while chain values last).
 */
import { chainAnchor, chainValue } from '../../net/chain-values'
import type { Identity } from '../../net/identity'
import { entryHash, signEntry, type EntryBody } from '../../net/log-entry'
import type { LogEntry } from '../../net/schema'
import { ACT } from '../../net/seat-acts'

/** What the moves and rolls of the log are: a game id and, per move index, a type and payload. */
export interface LogShape {
  game: string
  rollEvery: number
  move(i: number): { type: string; payload: EntryBody['payload'] }
  roll(i: number): { type: string; payload: EntryBody['payload'] }
}

/** Chain values run out after 1,024 per anchor: rolls stop well before. */
const MAX_ROLLS = 1000

/** `count` entries of a two-seat game in room `room`, seats played by `a` (s1) and `b` (s2). */
export function twoSeatLog(room: string, a: Identity, b: Identity, count: number, shape: LogShape): LogEntry[] {
  const ids = { s1: a, s2: b } as const
  type Seat = keyof typeof ids
  const heads = { s1: { n: 0, hash: '' }, s2: { n: 0, hash: '' } }
  const used = { s1: 0, s2: 0 }
  const out: LogEntry[] = []
  let lamport = 0
  const write = (seat: Seat, draft: Pick<EntryBody, 'game' | 'type' | 'payload' | 'roll'>): LogEntry => {
    const other: Seat = seat === 's1' ? 's2' : 's1'
    const body = {
      ...draft,
      seat,
      n: heads[seat].n,
      prev: heads[seat].hash,
      lamport: ++lamport,
      seen: heads[other].n > 0 ? [heads[other].hash] : [],
    }
    if (body.roll === undefined) delete body.roll
    const entry = signEntry(room, ids[seat], body)
    heads[seat] = { n: heads[seat].n + 1, hash: entryHash(entry) }
    out.push(entry)
    return entry
  }
  const place = (seat: Seat) => ({ room, seat, tenure: 0, anchor: 0 })
  for (const seat of ['s1', 's2'] as const) {
    const anchor = chainAnchor(ids[seat], place(seat))
    write(seat, { game: '', type: ACT.claim, payload: { name: seat, colour: '#888888', anchor } })
  }
  for (let i = 0; out.length < count; i++) {
    const seat: Seat = i % 2 === 0 ? 's1' : 's2'
    const other: Seat = seat === 's1' ? 's2' : 's1'
    if (i % shape.rollEvery === 0 && used[seat] < MAX_ROLLS && used[other] < MAX_ROLLS && out.length + 2 <= count) {
      const value = chainValue(ids[seat], place(seat), used[seat]++)
      const roll = write(seat, { game: shape.game, ...shape.roll(i), roll: { bytes: 4, from: [other], value } })
      const share = { for: entryHash(roll), value: chainValue(ids[other], place(other), used[other]++) }
      write(other, { game: '', type: ACT.share, payload: share })
    } else write(seat, { game: shape.game, ...shape.move(i) })
  }
  return out
}

/** Median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
