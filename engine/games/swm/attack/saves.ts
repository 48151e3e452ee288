/**
 * Saves: "dobni kell a 20 oldalú kockával. Ha a dobott érték egyenlő, vagy több a megadott értéknél (ez általában 11,
 * de előfordul más érték is), a védekezés sikeres volt." No special natural 1 or 20 (the rulebook gives saves none).
 * Shield N: "N mentést csinálhat, melyek sikeréhez legalább 11-et kell dobnia … Minden sikeres védés … 10 ponttal
 * csökkenti a sebesülés értékét." Avoid Defeat: "2 védekező dobást tehet. Ha mindkettő legalább 11 lesz, a karakter
 * nem hal meg, hanem 10 életponttal folytathatja a játékot."
 */
import type { LocalizedText } from '../../../core/types'
import { attackErrors, type AttackResult } from './errors'
import { firstNumberProblem, MAX_STAT, numberProblem } from './numbers'

/** The usual save number ("ez általában 11"). */
export const SAVE_11 = 11
/** What each successful Shield save takes off the damage. */
export const SHIELD_STEP = 10
/** Hit points an Avoid Defeat survivor goes on with. */
export const AVOID_DEFEAT_HP = 10

/** One save, for the log. */
export interface SaveRecord {
  natural: number
  needed: number
  success: boolean
  reason: LocalizedText
}

/** One save roll: `natural` (1–20) against `needed` (1–21; 21 can never succeed), or a typed error. */
export function save(natural: number, needed: number, reason: LocalizedText): AttackResult<SaveRecord> {
  const problem = numberProblem('natural', natural, 1, 20) ?? numberProblem('needed', needed, 1, 21)
  if (problem) return { ok: false, error: problem }
  return { ok: true, value: { natural, needed, success: natural >= needed, reason } }
}

/** The naturals when there are exactly `count` of them, each 1–20; else a typed error. */
function checkDice(field: string, naturals: readonly number[], count: number): AttackResult<readonly number[]> {
  if (!Array.isArray(naturals)) return { ok: false, error: attackErrors.badInput(field) }
  const problem =
    numberProblem(`${field}.length`, naturals.length, count, count) ??
    firstNumberProblem(naturals.map((n, i) => [`${field}[${i}]`, n, 1, 20] as const))
  return problem ? { ok: false, error: problem } : { ok: true, value: naturals }
}

/** Shield N's saves against one attack's damage (rolled after Bodyguard), for the log. */
export interface ShieldRecord {
  saves: SaveRecord[]
  before: number
  after: number
}

/** Shield N against `damage`: one save of 11 per die in `naturals` (exactly n of them), each success −10, min 0. */
export function shield(n: number, damage: number, naturals: readonly number[]): AttackResult<ShieldRecord> {
  const problem = firstNumberProblem([
    ['shield', n, 1, 20],
    ['damage', damage, 0, MAX_STAT * 4],
  ])
  if (problem) return { ok: false, error: problem }
  const dice = checkDice('naturals', naturals, n)
  if (!dice.ok) return dice
  const reason = { hu: `Pajzs ${n}`, en: `Shield ${n}` }
  const saves = dice.value.map((natural) => ({ natural, needed: SAVE_11, success: natural >= SAVE_11, reason }))
  const blocked = saves.filter((s) => s.success).length * SHIELD_STEP
  return { ok: true, value: { saves, before: damage, after: Math.max(0, damage - blocked) } }
}

/** Avoid Defeat's two saves, for the log: survived only if both succeed, then at 10 hit points. */
export interface AvoidDefeatRecord {
  saves: SaveRecord[]
  survived: boolean
  /** Hit points after the window: 10 when it survived, else 0. */
  hp: number
}

/** Avoid Defeat with the two naturals rolled for it (exactly two). */
export function avoidDefeat(naturals: readonly number[]): AttackResult<AvoidDefeatRecord> {
  const dice = checkDice('naturals', naturals, 2)
  if (!dice.ok) return dice
  const reason = { hu: 'Halál elkerülése', en: 'Avoid Defeat' }
  const saves = dice.value.map((natural) => ({ natural, needed: SAVE_11, success: natural >= SAVE_11, reason }))
  const survived = saves.every((s) => s.success)
  return { ok: true, value: { saves, survived, hp: survived ? AVOID_DEFEAT_HP : 0 } }
}
