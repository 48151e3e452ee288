/**
 * Which effects the interpreter (./resolve.ts) resolves today, in which forms: an ability using anything else is
 * refused when used, never resolved halfway. Kept apart from the interpreter so that the code asking "can this be
 * used?" (windows, legal actions) does not depend on the code that resolves.
 */
import type { Effect, EffectKind, HookName } from './vocabulary'

/**
 * The effect kinds resolved today, each with a scenario test of a card that uses it (abilities/coverage.test.ts).
 * `resolveEffect` also handles `move-damage`, which only a reaction not played yet uses (it needs a cost the
 * interpreter pays already, but its trigger timing is the errata's): it joins this list with that card's test.
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
  'if',
  'hook',
])

/** Whether every effect of the list (nested ones too) is resolved today, with the forms resolved today. */
export function resolvable(effects: readonly Effect[]): boolean {
  return effects.every((effect) => {
    if (!SUPPORTED.has(effect.do)) return false
    if (effect.do === 'if') return resolvable(effect.then) && resolvable(effect.else ?? [])
    if (effect.do === 'hook') return HOOKS_PLAYED.has(effect.name)
    if (effect.do === 'grant' && typeof effect.icons === 'string') return false
    return !(effect.do === 'shield' && effect.ignoreLimit)
  })
}

/** The one-off hooks (used as effects) the interpreter runs today. */
export const HOOKS_PLAYED: ReadonlySet<HookName> = new Set<HookName>(['restart-edge-battle', 'destroy-lowest-cost'])
