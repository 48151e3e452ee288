/**
 * Small builders for writing card definitions compactly (./cards.ts, ./cardsAuthored.ts): a creature, another card,
 * and the common targets and abilities. They only fill in defaults; every result is a plain `HkkCardDef`.
 */
import type { HkkAbility, HkkCardDef, HkkCardType, HkkColour, HkkEffect, HkkTarget, HkkTiming } from './types'

/** Optional facts of a card the builders leave out by default. */
export type Extra = Partial<Pick<HkkCardDef, 'substitute' | 'entersPassive' | 'sp' | 'costKind'>> & {
  timing?: HkkTiming
}

/** A creature (monster or adventurer) paid in VP and played in the main phase unless `extra` says otherwise. */
export function creature(
  slug: string,
  hu: string,
  en: string,
  type: 'monster' | 'adventurer',
  colour: HkkColour,
  cost: number | 'X',
  damage: number,
  ep: number,
  abilities: HkkAbility[] = [],
  extra: Extra = {},
): HkkCardDef {
  return { ...card(slug, hu, en, type, colour, cost, abilities, extra), damage, ep }
}

/** Any card: id `hkk/<slug>`, VP cost, main-phase timing unless `extra` says otherwise. */
export function card(
  slug: string,
  hu: string,
  en: string,
  type: HkkCardType,
  colour: HkkColour,
  cost: number | 'X',
  abilities: HkkAbility[],
  extra: Extra = {},
): HkkCardDef {
  const { timing = 'main', costKind = 'vp', ...rest } = extra
  return { id: `hkk/${slug}`, name: { hu, en }, type, colour, cost, costKind, timing, abilities, ...rest }
}

/** A target creature, optionally of one side, zone or subtype. */
export const aCreature = (
  side?: HkkTarget['side'],
  zone?: HkkTarget['zone'],
  subtype?: HkkTarget['subtype'],
): HkkTarget => ({
  kind: 'creature',
  ...(side ? { side } : {}),
  ...(zone ? { zone } : {}),
  ...(subtype ? { subtype } : {}),
})

/** The first chosen target of the ability. */
export const T0 = { target: 0 } as const

/** What a spell does, or a permanent does as it is played. */
export const onPlay = (effects: HkkEffect[], targets?: HkkTarget[]): HkkAbility => ({
  trigger: 'on-play',
  ...(targets ? { targets } : {}),
  effects,
})

/**
 * How an attachment (charm, skill, body part, item) names its host: an on-play ability whose target 0 is the card
 * the attachment goes onto, with no effects of its own (21.5.2: playing a "charm on something" always targets).
 */
export const attachTo = (host: HkkTarget): HkkAbility => onPlay([], [host])

/** A lasting effect, optionally only while the card is in a given place or state. */
export const staticAbility = (effects: HkkEffect[], where?: Extract<HkkAbility, { trigger: 'static' }>['while']) =>
  ({ trigger: 'static', ...(where ? { while: where } : {}), effects }) satisfies HkkAbility
