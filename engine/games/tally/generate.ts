/**
 * TEST-ONLY: generates reproducible Tally logs for determinism tests and benchmarks.
 * Mostly legal moves chosen from `legalActions`, plus a share of bad entries (out of turn, spectator,
 * missing entropy, malformed or unknown actions) so folds also exercise rejections.
 */
import { createFold } from '../../core/fold'
import type { FoldEntry } from '../../core/fold'
import { sha256Hex } from '../../core/hash'
import { createRng } from '../../core/random'
import type { Action, SeatId } from '../../core/types'
import { tally } from './tally'
import type { TallyConfig } from './tally'

/** Inputs of a generated log. */
export interface TallyLogSpec {
  /** Any string: the same seed gives the same log. */
  seed: string
  /** Number of entries. */
  length: number
  /** Seats (default s1, s2, s3). */
  seats?: SeatId[]
  /** Setup config (default: a target no one reaches, a 60-card deck). */
  config?: TallyConfig
  /** Share of deliberately bad entries, 0…1 (default 0.1). */
  badRate?: number
}

/** A generated log with the init it must be folded from. */
export interface TallyLog {
  /** Arguments for `createFold`. */
  init: { config: TallyConfig; seats: SeatId[]; entropy: string }
  /** The entries, in log order. */
  entries: FoldEntry[]
}

/** Builds a reproducible log by playing a fold forward and picking moves with a seeded PRNG. */
export function generateTallyLog(spec: TallyLogSpec): TallyLog {
  const seats = spec.seats ?? ['s1', 's2', 's3']
  const config = spec.config ?? { target: 1e9, deckSize: 60 }
  const init = { config, seats, entropy: sha256Hex(`${spec.seed}/setup`) }
  const rng = createRng(sha256Hex(spec.seed), 'tally/generate')
  const fold = createFold(tally, init)
  const badRate = spec.badRate ?? 0.1
  const entries: FoldEntry[] = []
  for (let i = 0; i < spec.length; i++) {
    const entropy = sha256Hex(`${spec.seed}/${i}`).slice(0, 32)
    const toAct = fold.state.seats[fold.state.turn] as SeatId
    let entry: FoldEntry
    if (rng.int(0, 999) < badRate * 1000) {
      entry = badEntry(rng.int(0, 4), toAct, seats, entropy)
    } else {
      const legal = tally.legalActions(fold.state, toAct)
      const action: Action = legal.length > 0 ? { ...rng.pick(legal) } : { type: 'pass' }
      if (action.type === 'roll') action.entropy = entropy
      entry = { seat: toAct, action }
    }
    entries.push(entry)
    fold.append(entry)
  }
  return { init, entries }
}

/** One deliberately bad entry of kind 0…4. */
function badEntry(kind: number, toAct: SeatId, seats: SeatId[], entropy: string): FoldEntry {
  switch (kind) {
    case 0:
      return { seat: seats.find((s) => s !== toAct) ?? toAct, action: { type: 'pass' } }
    case 1:
      return { seat: 'spectator', action: { type: 'roll', entropy } }
    case 2:
      return { seat: toAct, action: { type: 'roll' } }
    case 3:
      return { seat: toAct, action: { type: 'reveal', payload: { slot: 42 } } }
    default:
      return { seat: toAct, action: { type: 'dance' } }
  }
}
