/**
 * Star Wars Miniatures characters for the sandbox box: a Rebel and an Imperial squad of official figures whose
 * complete stat lines are documented in ../shared/research/rules-facts.md §3.3 (the Rebel Storm and Revenge of the
 * Sith starter figures' lines were not found, so those are not guessed). Numbers and ability names are facts;
 * ability summaries are one line in our own words, never the card wording.
 */
import type { SwmModel } from '../../games/swm/pieces/swmModels'
import type { LocalizedText } from './types'

/** Special abilities and Force powers by id. Hungarian names are the Hungarian rulebook's glossary names. */
export const ABILITIES = {
  unique: {
    name: { en: 'Unique', hu: 'Egyedi' },
    gist: { en: 'One per squad.', hu: 'Csapatonként egy lehet.' },
  },
  'double-attack': {
    name: { en: 'Double Attack', hu: 'Dupla támadás' },
    gist: {
      en: 'Did not move: a second attack instead of moving.',
      hu: 'Ha nem mozgott: mozgás helyett még egy támadás.',
    },
  },
  'melee-attack': {
    name: { en: 'Melee Attack', hu: 'Közelharc' },
    gist: { en: 'Attacks adjacent enemies only.', hu: 'Csak szomszédos ellenséget támadhat.' },
  },
  'flurry-attack': {
    name: { en: 'Flurry Attack', hu: 'Szélroham támadás' },
    gist: { en: 'A critical hit earns an extra attack.', hu: 'Kritikus találat után még egy támadás.' },
  },
  'force-spirit-8': {
    name: { en: 'Force Spirit 8', hu: 'Erő szellem 8' },
    gist: {
      en: 'On defeat, an ally with Force gains 8 Force.',
      hu: 'Ha elesik, egy Erővel bíró társa 8 Erőpontot kap.',
    },
  },
  'force-heal-20': {
    name: { en: 'Force Heal 20', hu: 'Erő gyógyítás 20' },
    gist: {
      en: 'Force 2, instead of attacking: heals 20 on itself or a neighbour.',
      hu: '2 Erő, támadás helyett: 20-at gyógyít magán vagy egy szomszédon.',
    },
  },
  'lightsaber-sweep': {
    name: { en: 'Lightsaber Sweep', hu: 'Fénykard söprés' },
    gist: {
      en: 'Force 1, instead of attacking: hit every adjacent enemy.',
      hu: '1 Erő, támadás helyett: minden szomszédos ellenségre üt.',
    },
  },
  'force-renewal-1': {
    name: { en: 'Force Renewal 1', hu: 'Erő megújítása 1' },
    gist: { en: 'Gains 1 Force each time it activates.', hu: 'Minden aktiváláskor 1 Erőpontot kap.' },
  },
  'force-leap': {
    name: { en: 'Force Leap', hu: 'Erő ugrás' },
    gist: {
      en: 'Force 1: moves through enemies this turn, drawing no attacks.',
      hu: '1 Erő: a körben átmehet az ellenségen, ellentámadás nélkül.',
    },
  },
  'knight-speed': {
    name: { en: 'Knight Speed', hu: 'Lovagi gyorsaság' },
    gist: { en: 'Force 1: moves 4 squares farther this turn.', hu: '1 Erő: a körben 4 négyzettel többet mozoghat.' },
  },
  'lightsaber-deflect': {
    name: { en: 'Lightsaber Deflect', hu: 'Fénykard védés' },
    gist: { en: 'Force 1: may turn aside a ranged hit.', hu: '1 Erő: kivédheti a távolsági találatot.' },
  },
  'force-burst': {
    name: { en: 'Force Burst', hu: 'Erő robbantás' },
    gist: {
      en: 'Force 2, instead of attacking: hurts everyone within 6 squares.',
      hu: '2 Erő, támadás helyett: 6 négyzeten belül mindenkit megsebez.',
    },
  },
  'sith-grip': {
    name: { en: 'Sith Grip', hu: 'Sith szorítás' },
    gist: {
      en: 'Force 2, instead of attacking: damage one enemy in sight.',
      hu: '2 Erő, támadás helyett: egy látott ellenséget sebez.',
    },
  },
  'sith-rage': {
    name: { en: 'Sith Rage', hu: 'Sith düh' },
    gist: {
      en: 'Force 1: more damage on its attacks this turn.',
      hu: '1 Erő: a körben nagyobbat sebeznek a támadásai.',
    },
  },
} as const satisfies Record<string, { name: LocalizedText; gist: LocalizedText }>

/** An ability or Force power id. */
export type AbilityId = keyof typeof ABILITIES

/** Factions of the Rebellion era, the era both squads come from. */
export type SwmFaction = 'rebel' | 'imperial'

/** Faction names (Hungarian as in the rulebook's era table). */
export const FACTION_NAMES: Readonly<Record<SwmFaction, LocalizedText>> = {
  rebel: { en: 'Rebel Alliance', hu: 'Felkelők Szövetsége' },
  imperial: { en: 'Empire', hu: 'Birodalom' },
}

/** A character card's facts and how many figures of it the box holds. */
export interface SwmCharacter {
  /** 'swm/<name>': the card is '<id>-card', the figure '<id>-figure'. */
  id: string
  name: LocalizedText
  faction: SwmFaction
  /** Whether the faction is our reading: the source gives the numbers but not the faction symbol. */
  factionAssumed: boolean
  /** The expansion the figure was printed in. */
  set: string
  cost: number
  hitPoints: number
  defence: number
  attack: number
  damage: number
  /** Force points, or null for a character without Force. */
  force: number | null
  abilities: readonly AbilityId[]
  forcePowers: readonly AbilityId[]
  /** Figures in the box. */
  figures: number
  /** Its figure's model (public/models/swm): one per silhouette, so characters that look alike may share one. */
  model: SwmModel
}

/** The characters: Rebels 87 points, Imperials 83 points (Vader and six troopers), both under the 100-point cap. */
export const SWM_CHARACTERS: readonly SwmCharacter[] = [
  {
    id: 'swm/obi-wan-kenobi',
    name: { en: 'Obi-Wan Kenobi', hu: 'Obi-Wan Kenobi' },
    faction: 'rebel',
    factionAssumed: false,
    set: 'Rebel Storm',
    cost: 38,
    hitPoints: 100,
    defence: 19,
    attack: 14,
    damage: 20,
    force: 5,
    abilities: ['unique', 'double-attack', 'melee-attack'],
    forcePowers: ['force-spirit-8', 'force-heal-20', 'lightsaber-sweep'],
    figures: 1,
    model: 'obi-wan-kenobi',
  },
  {
    id: 'swm/luke-skywalker-champion',
    name: { en: 'Luke Skywalker, Champion of the Force', hu: 'Luke Skywalker, az Erő bajnoka' },
    faction: 'rebel',
    factionAssumed: true,
    set: 'Champions of the Force',
    cost: 49,
    hitPoints: 110,
    defence: 20,
    attack: 13,
    damage: 20,
    force: 2,
    abilities: ['unique', 'double-attack', 'flurry-attack'],
    // The source's "Deflect" read as Lightsaber Deflect; it also names Force Alter, Jedi Mind Trick and Use the Force,
    // which the Hungarian glossary lacks, so they are left off.
    forcePowers: ['force-renewal-1', 'lightsaber-deflect', 'force-leap', 'knight-speed'],
    figures: 1,
    model: 'luke-skywalker',
  },
  {
    id: 'swm/darth-vader',
    name: { en: 'Darth Vader', hu: 'Darth Vader' },
    faction: 'imperial',
    factionAssumed: true,
    set: 'Revenge of the Sith',
    cost: 47,
    hitPoints: 140,
    defence: 21,
    attack: 14,
    damage: 20,
    force: 4,
    abilities: ['unique', 'double-attack'],
    forcePowers: ['force-burst', 'sith-grip', 'sith-rage'],
    figures: 1,
    model: 'darth-vader',
  },
  {
    id: 'swm/death-star-trooper',
    name: { en: 'Death Star Trooper', hu: 'Halálcsillag-katona' },
    faction: 'imperial',
    factionAssumed: false,
    set: 'Alliance and Empire',
    cost: 6,
    hitPoints: 10,
    defence: 14,
    attack: 6,
    damage: 10,
    force: null,
    abilities: [],
    forcePowers: [],
    figures: 6,
    model: 'death-star-trooper',
  },
]
