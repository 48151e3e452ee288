/**
 * Which effects the interpreter (./resolve.ts) resolves today, in which forms: an ability using anything else is
 * refused when used, never resolved halfway. Kept apart from the interpreter so that the code asking "can this be
 * used?" (windows, legal actions) does not depend on the code that resolves.
 */
import type { Effect, EffectKind, HookName } from './vocabulary'

/**
 * The effect kinds resolved today, each with a scenario test of a card that uses it (abilities/coverage.test.ts).
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
  'look-at-hand',
  'capture',
  'capture-from-hand',
  'rescue',
  'mill',
  'to-deck-bottom',
  'examine-top',
  'may',
  'each-player',
  'take-control',
  'edge-from-hand',
  'move-captive',
  'discard-at-end',
])

/** The standing hooks (abilities of kind `hook`) the engine plays, where the rule each changes is played. */
export const STANDING_HOOKS_PLAYED: ReadonlySet<HookName> = new Set<HookName>([
  'first-edge-face-up',
  'fates-twice',
  'play-into-engagement',
  'play-as-enhancement',
  'captured-when-leaving',
  'split-unit-damage',
  'trench-run',
])

/** Effect kinds the engine plays inside the action they belong to, not through the interpreter (./discount.ts). */
export const PLAYED_IN_ACTION: ReadonlySet<EffectKind> = new Set<EffectKind>(['reduce-cost'])

/** Whether every effect of the list (nested ones too) is resolved today, with the forms resolved today. */
export function resolvable(effects: readonly Effect[]): boolean {
  return effects.every((effect) => {
    if (!SUPPORTED.has(effect.do)) return false
    if (effect.do === 'if') return resolvable(effect.then) && resolvable(effect.else ?? [])
    if (effect.do === 'may' || effect.do === 'each-player') return resolvable(effect.effects)
    return effect.do !== 'hook' || HOOKS_PLAYED.has(effect.name)
  })
}

/** Whether any effect of the list (nested ones too) draws on chance: the action using it must bring entropy. */
export function needsChance(effects: readonly Effect[]): boolean {
  return effects.some(
    (e) =>
      (e.do === 'discard-hand' && e.chooser === 'random') ||
      e.do === 'capture-from-hand' ||
      e.do === 'rescue' ||
      e.do === 'to-deck-bottom' ||
      (e.do === 'hook' && e.name === 'search-objective-deck') ||
      (e.do === 'if' && (needsChance(e.then) || needsChance(e.else ?? []))) ||
      ((e.do === 'may' || e.do === 'each-player') && needsChance(e.effects)),
  )
}

/** The one-off hooks (used as effects) the interpreter runs today. */
export const HOOKS_PLAYED: ReadonlySet<HookName> = new Set<HookName>([
  'restart-edge-battle',
  'destroy-lowest-cost',
  'redirect-engagement',
  'engage-again',
  'keep-three-units',
  'join-from-hand',
  'search-objective-deck',
])
