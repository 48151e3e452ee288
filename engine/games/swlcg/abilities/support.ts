/**
 * Which effects the interpreter (./resolve.ts) resolves today, in which forms: an ability using anything else is
 * refused when used, never resolved halfway. Kept apart from the interpreter so that the code asking "can this be
 * used?" (windows, legal actions) does not depend on the code that resolves.
 */
import type { Effect, EffectKind, Target } from './vocabulary'

/**
 * The effect kinds resolved today, each with a scenario test of a card that uses it (abilities/coverage.test.ts).
 * `resolveEffect` also handles `move-damage` and `if`, which only reactions, interrupts and fate cards not played
 * yet use: they join this list with those abilities and their tests.
 */
export const SUPPORTED: ReadonlySet<EffectKind> = new Set<EffectKind>([
  'damage',
  'focus',
  'unfocus',
  'heal',
  'shield',
  'clear',
  'recover',
  'put-into-play',
  'destroy',
  'discard',
  'return-to-hand',
  'grant',
  'restrict',
  'next-card',
  'ignore-match',
  'draw',
  'dial',
])

/** Whether every effect of the list (nested ones too) is resolved today, with the forms resolved today. */
export function resolvable(effects: readonly Effect[]): boolean {
  return effects.every((effect) => {
    if (!SUPPORTED.has(effect.do)) return false
    if (effect.do === 'if') return resolvable(effect.then) && resolvable(effect.else ?? [])
    if (effect.do === 'grant' && typeof effect.icons === 'string') return false
    if (effect.do === 'shield' && effect.ignoreLimit) return false
    return targetsResolvable(effect)
  })
}

/** Targets an opponent picks need a prompt, which arrives with the effects that use it. */
function targetsResolvable(effect: Effect): boolean {
  const targets: Target[] =
    'target' in effect ? [effect.target] : effect.do === 'move-damage' ? [effect.from, effect.to] : []
  return targets.every((t) => !('choose' in t) || (t.chooser ?? 'you') === 'you')
}
