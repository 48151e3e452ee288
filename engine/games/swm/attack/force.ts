/**
 * Force rerolls as pure checks. "A karakter elkölthet 1 Erőpontot arra, hogy újradobjon egy támadást, vagy kivédjen
 * egy sebesülést. Még egy 1-es támadódobást is újra lehet dobni … mindenképpen a második dobás eredményét kell
 * használni, még akkor is, ha rosszabb lett az elsőnél." "arra nem költhetsz Erőpontot, hogy a kezdődobást újradobd."
 * "Egy karakter egy fordulón belül csak egyszer költhet Erő pontot. Azonban egy másik karakter fordulójában ismét van
 * lehetősége" — more with Master of the Force N ("fordulónként 3 alkalommal") and after Force Spirit ("1 extra
 * alkalommal … fordulónként"). The state machine counts spends per (figure, current turn) and passes the count here.
 */
import { attackErrors, type AttackError, type AttackResult } from './errors'
import { abilityOf, figureProblem, type FigureStats } from './figure'
import { firstNumberProblem, MAX_STAT, numberProblem } from './numbers'

/** What a reroll is asked for. Initiative is listed so asking for it gets its own refusal. */
export type RerollableRoll = 'attack' | 'save' | 'initiative'

/**
 * How many times this figure may spend Force in one turn: 1, or N with Master of the Force N, plus one per Force
 * Spirit it received (`spiritBonus`). A Master of the Force card without a number counts as 1 (no extra spends).
 */
export function forceSpendLimit(figure: FigureStats, spiritBonus = 0): number {
  const master = abilityOf(figure, 'master-of-the-force')
  const base = master && typeof master.n === 'number' && master.n > 1 ? master.n : 1
  return base + spiritBonus
}

/** What the reroll check needs from the state machine. */
export interface RerollRequest {
  roll: RerollableRoll
  roller: FigureStats
  /** Force points the roller has now. */
  forcePoints: number
  /** Force spends this figure has made in the current turn (anyone's turn: the count resets when it changes). */
  spentThisTurn: number
  /** Extra spends per turn from Force Spirit. */
  spiritBonus?: number
}

/** Why this reroll may not be made, or null when it may (then it costs 1 Force point and one spend). */
export function rerollProblem(req: RerollRequest): AttackError | null {
  if (typeof req !== 'object' || req === null) return attackErrors.badInput('request')
  if (req.roll === 'initiative') return attackErrors.rerollInitiative()
  if (req.roll !== 'attack' && req.roll !== 'save') return attackErrors.badInput('roll')
  const problem =
    figureProblem('roller', req.roller) ??
    firstNumberProblem([
      ['forcePoints', req.forcePoints, 0, MAX_STAT],
      ['spentThisTurn', req.spentThisTurn, 0, MAX_STAT],
      ['spiritBonus', req.spiritBonus ?? 0, 0, 100],
    ])
  if (problem) return problem
  if (req.roller.force === null) return attackErrors.rerollNoForce()
  if (req.forcePoints < 1) return attackErrors.rerollNoForcePoints()
  const limit = forceSpendLimit(req.roller, req.spiritBonus ?? 0)
  if (req.spentThisTurn >= limit) return attackErrors.forceLimitThisTurn(req.spentThisTurn)
  return null
}

/** A reroll for the log: both dice, and the one that stands (always the second). */
export interface RerollRecord {
  first: number
  second: number
  /** "mindenképpen a második dobás eredményét kell használni". */
  stands: number
  forcePointsAfter: number
}

/**
 * Makes the reroll `req` asks for, with `second` the new die: the check, then the record. The second natural stands
 * even when worse, and even when the first was a natural 1 (which is otherwise an automatic miss).
 */
export function reroll(req: RerollRequest, first: number, second: number): AttackResult<RerollRecord> {
  const problem = rerollProblem(req) ?? numberProblem('first', first, 1, 20) ?? numberProblem('second', second, 1, 20)
  if (problem) return { ok: false, error: problem }
  return { ok: true, value: { first, second, stands: second, forcePointsAfter: req.forcePoints - 1 } }
}
