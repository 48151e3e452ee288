/**
 * Checks on numbers that reach the pipeline from a peer or from state: each must be a safe whole number in its range,
 * so NaN, Infinity, fractions or absurd values become a typed error instead of a wrong total in the log.
 */
import { attackErrors, type AttackError } from './errors'

/** Largest stat, bonus or hit-point value accepted; far above any card, small enough that sums stay exact. */
export const MAX_STAT = 10_000

/** The error for `value` when it is not a whole number in [min, max] (named `field`), or null when it is. */
export function numberProblem(field: string, value: unknown, min: number, max: number): AttackError | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max
    ? null
    : attackErrors.badNumber(field, min, max)
}

/** The first problem among `[field, value, min, max]` checks, or null when every number is fine. */
export function firstNumberProblem(
  checks: readonly (readonly [field: string, value: unknown, min: number, max: number])[],
): AttackError | null {
  for (const [field, value, min, max] of checks) {
    const problem = numberProblem(field, value, min, max)
    if (problem) return problem
  }
  return null
}

/** Whether `value` is a natural d20 result (1–20). */
export function isNatural(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 20
}
