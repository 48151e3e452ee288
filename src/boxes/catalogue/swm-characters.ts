/**
 * Star Wars Miniatures characters for the sandbox box. The characters themselves (numbers, faction, abilities) are
 * the rules engine's table (engine/games/swm/data), so the box and rules mode cannot drift apart; this file adds what
 * only the sandbox needs: how many figures of each the box holds, which model draws them, and a one-line summary of
 * each ability in our own words (never the card wording; generated rules text replaces them later).
 */
import { ABILITIES } from '../../../engine/games/swm/data/abilities'
import type { AbilityId } from '../../../engine/games/swm/data/abilities'
import { CHARACTERS } from '../../../engine/games/swm/data/characters'
import type { AbilityRef, CharacterDef } from '../../../engine/games/swm/data/types'
import type { SwmModel } from '../../games/swm/pieces/swmModels'
import type { LocalizedText } from './types'

export { FACTION_NAMES } from '../../../engine/games/swm/data/factions'

/** The Unique keyword's name and summary (a character field in the engine, a tag on the sandbox's card). */
export const UNIQUE: { name: LocalizedText; gist: LocalizedText } = {
  name: { en: 'Unique', hu: 'Egyedi' },
  gist: { en: 'One per squad.', hu: 'Csapatonként egy lehet.' },
}

/** One-line summaries of the abilities the box's characters have; `n` is the card's number. */
const GISTS: Partial<Record<AbilityId, (n: number) => LocalizedText>> = {
  'double-attack': () => ({
    en: 'Did not move: a second attack instead of moving.',
    hu: 'Ha nem mozgott: mozgás helyett még egy támadás.',
  }),
  'melee-attack': () => ({ en: 'Attacks adjacent enemies only.', hu: 'Csak szomszédos ellenséget támadhat.' }),
  'flurry-attack': () => ({
    en: 'A critical hit earns an extra attack.',
    hu: 'Kritikus találat után még egy támadás.',
  }),
  'force-spirit': (n) => ({
    en: `On defeat, an ally with Force gains ${n} Force.`,
    hu: `Ha elesik, egy Erővel bíró társa ${n} Erőpontot kap.`,
  }),
  'force-heal': (n) => ({
    en: `Force 2, instead of attacking: heals ${n} on itself or a neighbour.`,
    hu: `2 Erő, támadás helyett: ${n}-at gyógyít magán vagy egy szomszédon.`,
  }),
  'lightsaber-sweep': () => ({
    en: 'Force 1, instead of attacking: hit every adjacent enemy.',
    hu: '1 Erő, támadás helyett: minden szomszédos ellenségre üt.',
  }),
  'force-renewal': (n) => ({
    en: `Gains ${n} Force each time it activates.`,
    hu: `Minden aktiváláskor ${n} Erőpontot kap.`,
  }),
  'force-leap': () => ({
    en: 'Force 1: moves through enemies this turn, drawing no attacks.',
    hu: '1 Erő: a körben átmehet az ellenségen, ellentámadás nélkül.',
  }),
  'knight-speed': () => ({
    en: 'Force 1: moves 4 squares farther this turn.',
    hu: '1 Erő: a körben 4 négyzettel többet mozoghat.',
  }),
  'lightsaber-deflect': () => ({
    en: 'Force 1: may turn aside a ranged hit.',
    hu: '1 Erő: kivédheti a távolsági találatot.',
  }),
  'force-burst': () => ({
    en: 'Force 2, instead of attacking: hurts everyone within 6 squares.',
    hu: '2 Erő, támadás helyett: 6 négyzeten belül mindenkit megsebez.',
  }),
  'sith-grip': () => ({
    en: 'Force 2, instead of attacking: damage one enemy in sight.',
    hu: '2 Erő, támadás helyett: egy látott ellenséget sebez.',
  }),
  'sith-rage': () => ({
    en: 'Force 1: more damage on its attacks this turn.',
    hu: '1 Erő: a körben nagyobbat sebeznek a támadásai.',
  }),
}

/** An ability's name with its number, as a card prints it ("Force Spirit 8", "Bounty Hunter +4"). */
export function abilityName(ref: AbilityRef): LocalizedText {
  const info = ABILITIES[ref.id]
  const kind: 'plus' | 'plain' | undefined = 'n' in info ? info.n : undefined
  const n = kind === undefined || ref.n === undefined ? '' : ` ${kind === 'plus' ? '+' : ''}${ref.n}`
  return { en: `${info.en}${n}`, hu: `${info.hu}${n}` }
}

/** An ability's name and summary (a summary of our own only for the box's abilities; else just its name). */
export function abilityLine(ref: AbilityRef): { name: LocalizedText; gist: LocalizedText | null } {
  return { name: abilityName(ref), gist: GISTS[ref.id]?.(ref.n ?? 0) ?? null }
}

/** A character in the box: the engine's character with the sandbox's id, its figure count and its model. */
export interface SwmCharacter extends CharacterDef {
  /** 'swm/<engine id>': the card is '<id>-card', the figure '<id>-figure'. */
  id: string
  /** The engine's id. */
  engineId: string
  /** Figures in the box. */
  figures: number
  /** Its figure's model (public/models/swm): one per silhouette, so characters that look alike may share one. */
  model: SwmModel
}

/** What the box holds of each engine character it fields: Rebels 87 points, Imperials 83 (Vader and six troopers). */
const IN_BOX: Readonly<Record<string, { figures: number; model: SwmModel }>> = {
  'obi-wan-kenobi': { figures: 1, model: 'obi-wan-kenobi' },
  'luke-skywalker-champion': { figures: 1, model: 'luke-skywalker' },
  'darth-vader': { figures: 1, model: 'darth-vader' },
  'death-star-trooper': { figures: 6, model: 'death-star-trooper' },
}

/** The box's characters, read from the engine's table. */
export const SWM_CHARACTERS: readonly SwmCharacter[] = CHARACTERS.flatMap((c) => {
  const box = Object.hasOwn(IN_BOX, c.id) ? IN_BOX[c.id] : undefined
  return box ? [{ ...c, id: `swm/${c.id}`, engineId: c.id, ...box }] : []
})
