/**
 * The d20, drawn only from entropy carried in the log (engine/core/random), never from a local random source. Every die has a
 * named stream (`swm/attack/<figure>/<n>`, `swm/save/<figure>/<i>`…), so one action's entropy gives independent dice
 * for each roll it names, and the same log gives the same dice on every peer.
 */
import { createRng, isValidEntropy } from '../../../core/random'
import { attackErrors, type AttackResult } from './errors'

/** What a die is rolled for; part of its stream name, so an attack die and a save die never coincide. */
export type DieKind = 'attack' | 'reroll' | 'save' | 'initiative'

/** Safe characters for a stream name; a figure id outside them is refused rather than escaped. */
const STREAM = /^[A-Za-z0-9/_.:-]{1,120}$/

/** The stream name of one die: `swm/<kind>/<part>/<part>…`, e.g. `swm/attack/clone-trooper-2/1`. */
export function dieStream(kind: DieKind, ...parts: readonly (string | number)[]): string {
  return ['swm', kind, ...parts.map(String)].join('/')
}

/** One d20 from `entropy` on `stream`: a natural 1–20, or a typed error for bad entropy or a bad stream name. */
export function rollD20(entropy: unknown, stream: unknown): AttackResult<number> {
  if (!isValidEntropy(entropy)) return { ok: false, error: attackErrors.badEntropy() }
  if (typeof stream !== 'string' || !STREAM.test(stream)) return { ok: false, error: attackErrors.badStream() }
  return { ok: true, value: createRng(entropy, stream).int(1, 20) }
}

/**
 * Several d20s from one action's entropy, one stream per die (`<base>/1`, `<base>/2`…), e.g. Shield 2's two saves
 * or Avoid Defeat's pair. `count` is 1–20: no rule rolls more at once.
 */
export function rollD20s(entropy: unknown, base: unknown, count: unknown): AttackResult<number[]> {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 20) {
    return { ok: false, error: attackErrors.badNumber('count', 1, 20) }
  }
  const dice: number[] = []
  for (let i = 1; i <= count; i++) {
    const die = rollD20(entropy, typeof base === 'string' ? `${base}/${i}` : base)
    if (!die.ok) return die
    dice.push(die.value)
  }
  return { ok: true, value: dice }
}
