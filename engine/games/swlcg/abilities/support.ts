/**
 * Which effects the interpreter (./resolve.ts) resolves today, in which forms: an ability using anything else is
 * refused when used, never resolved halfway. Kept apart from the interpreter so that the code asking "can this be
 * used?" (windows, legal actions) does not depend on the code that resolves.
 */
import type { Effect, EffectKind, HookName } from './vocabulary'

/**
 * The effect kinds resolved today, each with a scenario test of a card that uses it (abilities/coverage.test.ts).
 * `discard-hand` is resolved when the hand's owner chooses (a random pick or a look at the other hand needs the
 * hidden-information work still to come).
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
  'move-damage',
  'discard-hand',
  'hand-to-deck-bottom',
  'sacrifice',
  'cancel',
  'prevent',
  'redirect',
  'instead-to-hand',
])

/** Whether every effect of the list (nested ones too) is resolved today, with the forms resolved today. */
export function resolvable(effects: readonly Effect[]): boolean {
  return effects.every((effect) => {
    if (!SUPPORTED.has(effect.do)) return false
    if (effect.do === 'if') return resolvable(effect.then) && resolvable(effect.else ?? [])
    if (effect.do === 'hook') return HOOKS_PLAYED.has(effect.name)
    if (effect.do === 'grant' && typeof effect.icons === 'string') return false
    if (effect.do === 'discard-hand' && effect.chooser !== 'owner') return false
    return !(effect.do === 'shield' && effect.ignoreLimit)
  })
}

/** The one-off hooks (used as effects) the interpreter runs today. */
export const HOOKS_PLAYED: ReadonlySet<HookName> = new Set<HookName>(['restart-edge-battle', 'destroy-lowest-cost'])
