/**
 * The six leaders and their three tactic cards each (rulebook "Játék vezetőkkel": a player who takes a leader
 * shuffles that leader's 3 cards into their own deck; they work like any other command card).
 * The cards are our own design; their rules text is generated from the fields by cardText.ts.
 */
import type { CardDef, LeaderId, Side } from '../types'
import type { LocalizedText } from '../../../core/types'

/** A leader: who they are, which side they serve and the three tactic cards they bring. */
export type LeaderDef = {
  id: LeaderId
  side: Side
  name: LocalizedText
  /** The leader's three tactic cards. */
  cards: CardDef[]
}

type LeaderCard = Omit<CardDef, 'side' | 'leader' | 'kind' | 'bonuses' | 'special'> & Partial<CardDef>

/** A leader with their cards (every leader card is a tactic card of the leader's side). */
function leader(id: LeaderId, side: Side, name: LocalizedText, cards: LeaderCard[]): LeaderDef {
  return {
    id,
    side,
    name,
    cards: cards.map((c) => ({ side, leader: id, kind: 'tactic', bonuses: [], special: null, ...c })),
  }
}

const VADER = leader('vader', 'empire', { en: 'Darth Vader', hu: 'Darth Vader' }, [
  {
    id: 'vader-into-echo-base',
    name: { en: 'Into Echo Base', hu: 'Be az Echo bázisra!' },
    flavour: {
      en: 'He walks through the smoke as if it were not there.',
      hu: 'Úgy halad át a füstön, mintha ott sem lenne.',
    },
    order: { kind: 'class', classes: ['infantry'], count: 2 },
    bonuses: [{ kind: 'attack-after-full-move' }, { kind: 'ignore-stop-terrain' }],
  },
  {
    id: 'vader-no-more-failures',
    name: { en: 'No More Failures', hu: 'Nincs több kudarc' },
    flavour: {
      en: 'His officers have learned what failure costs.',
      hu: 'A tisztjei megtanulták, mibe kerül a kudarc.',
    },
    order: { kind: 'any', count: 2 },
    bonuses: [{ kind: 'reroll-misses' }],
  },
  {
    id: 'vader-dark-presence',
    name: { en: 'Dark Presence', hu: 'Sötét jelenlét' },
    flavour: { en: 'Where he stands, the line does not break.', hu: 'Ahol ő áll, ott nem szakad meg a vonal.' },
    order: { kind: 'sector', groups: [{ sectors: ['centre'], count: 3 }] },
    bonuses: [{ kind: 'extra-die', dice: 1, meleeOnly: true }],
  },
])

const VEERS = leader('veers', 'empire', { en: 'Maximilian Veers', hu: 'Maximilian Veers' }, [
  {
    id: 'veers-blizzard-force',
    name: { en: 'Blizzard Force', hu: 'Hóvihar különítmény' },
    flavour: { en: 'Walkers forward, full power to the legs.', hu: 'Lépegetők előre, teljes energiát a lábakra!' },
    order: { kind: 'class', classes: ['vehicle'], count: 'all' },
    bonuses: [{ kind: 'extra-move', hexes: 1 }],
  },
  {
    id: 'veers-target-the-generator',
    name: { en: 'Target the Generator', hu: 'Célpont: a generátor' },
    flavour: {
      en: 'Main power generator in range. Fire at will.',
      hu: 'A fő energiagenerátor lőtávolban. Tüzet nyiss!',
    },
    order: { kind: 'class', classes: ['vehicle'], count: 1 },
    bonuses: [{ kind: 'extra-die', dice: 2, meleeOnly: false }],
  },
  {
    id: 'veers-combined-arms',
    name: { en: 'Combined Arms', hu: 'Összehangolt fegyvernemek' },
    flavour: {
      en: "The snowtroopers advance in the walkers' shadow.",
      hu: 'A hógárdisták a lépegetők árnyékában nyomulnak előre.',
    },
    order: { kind: 'class', classes: ['infantry', 'vehicle'], count: 3 },
    bonuses: [{ kind: 'attack-after-full-move' }],
  },
])

const PIETT = leader('piett', 'empire', { en: 'Firmus Piett', hu: 'Firmus Piett' }, [
  {
    id: 'piett-orbital-bombardment',
    name: { en: 'Orbital Bombardment', hu: 'Bombázás a pályáról' },
    flavour: { en: 'The Star Destroyers have a firing solution.', hu: 'A csillagrombolók bemérték a célt.' },
    order: { kind: 'none' },
    special: { kind: 'barrage', dice: 4 },
  },
  {
    id: 'piett-flanking-manoeuvre',
    name: { en: 'Flanking Manoeuvre', hu: 'Átkaroló hadmozdulat' },
    flavour: {
      en: 'A textbook approach, executed to the letter.',
      hu: 'Tankönyvi megközelítés, betűre pontosan végrehajtva.',
    },
    order: { kind: 'sector', groups: [{ sectors: ['left', 'right'], count: 3 }] },
    bonuses: [{ kind: 'extra-move', hexes: 1 }],
  },
  {
    id: 'piett-reinforcements',
    name: { en: 'Reinforcements from Orbit', hu: 'Erősítés a pályáról' },
    flavour: {
      en: 'Landing barges bring fresh troops down to the front.',
      hu: 'Leszállóbárkák hoznak friss csapatokat a frontra.',
    },
    order: { kind: 'class', classes: ['infantry'], count: 2 },
    special: { kind: 'repair', figures: 1 },
  },
])

const LEIA = leader('leia', 'rebel', { en: 'Leia Organa', hu: 'Leia Organa' }, [
  {
    id: 'leia-rally',
    name: { en: 'Rally the Defenders', hu: 'Gyülekezzenek a védők!' },
    flavour: {
      en: 'Regroup at the hangar doors, and bring the wounded!',
      hu: 'Gyülekező a hangárkapuknál, és hozzátok a sebesülteket!',
    },
    order: { kind: 'class', classes: ['infantry'], count: 3 },
    special: { kind: 'repair', figures: 1 },
  },
  {
    id: 'leia-covering-fire',
    name: { en: 'Covering Fire from the Base', hu: 'Fedezőtűz a bázisról' },
    flavour: { en: 'Every battery on the base fires at once.', hu: 'A bázis minden ütege egyszerre tüzel.' },
    order: { kind: 'none' },
    special: { kind: 'barrage', dice: 3 },
  },
  {
    id: 'leia-command-centre',
    name: { en: 'Command Centre', hu: 'Parancsnoki központ' },
    flavour: { en: 'She reads the whole battle from one screen.', hu: 'Egyetlen képernyőről átlátja az egész csatát.' },
    order: {
      kind: 'sector',
      groups: [
        { sectors: ['left'], count: 1 },
        { sectors: ['centre'], count: 2 },
        { sectors: ['right'], count: 1 },
      ],
    },
  },
])

const LUKE = leader('luke', 'rebel', { en: 'Luke Skywalker', hu: 'Luke Skywalker' }, [
  {
    id: 'luke-rogue-leader',
    name: { en: 'Rogue Leader', hu: 'Zsivány Vezér' },
    flavour: { en: 'Rogue Group, follow me in.', hu: 'Zsivány csoport, utánam!' },
    order: { kind: 'class', classes: ['vehicle'], count: 2 },
    bonuses: [
      { kind: 'extra-move', hexes: 1 },
      { kind: 'extra-die', dice: 1, meleeOnly: false },
    ],
  },
  {
    id: 'luke-tow-cables',
    name: { en: 'Harpoons and Tow Cables', hu: 'Szigony és vontatókábel' },
    flavour: { en: 'Wrap the legs and keep circling.', hu: 'Tekerd a lábaira, és körözz tovább!' },
    order: { kind: 'class', classes: ['vehicle'], count: 2 },
    bonuses: [{ kind: 'extra-die', dice: 1, meleeOnly: true }, { kind: 'reroll-misses' }],
  },
  {
    id: 'luke-lightsaber',
    name: { en: 'Lightsaber', hu: 'Fénykard' },
    flavour: {
      en: "He moves faster than the walker's guns can turn.",
      hu: 'Gyorsabban mozog, mint ahogy a lépegető ágyúi fordulni tudnak.',
    },
    order: { kind: 'class', classes: ['infantry'], count: 1 },
    bonuses: [{ kind: 'attack-after-full-move' }, { kind: 'extra-die', dice: 2, meleeOnly: true }],
  },
])

const HAN = leader('han', 'rebel', { en: 'Han Solo', hu: 'Han Solo' }, [
  {
    id: 'han-against-the-odds',
    name: { en: 'Against the Odds', hu: 'Minden esély ellenére' },
    flavour: {
      en: "Don't tell him the numbers. He doesn't want to know.",
      hu: 'Ne mondd neki a számokat. Nem akarja tudni.',
    },
    order: { kind: 'any', count: 1 },
    bonuses: [{ kind: 'extra-die', dice: 1, meleeOnly: false }, { kind: 'reroll-misses' }],
  },
  {
    id: 'han-tauntaun-ride',
    name: { en: 'Tauntaun Ride', hu: 'Tauntaunháton' },
    flavour: {
      en: 'Out into the storm, on a beast that smells worse than it looks.',
      hu: 'Ki a viharba, egy állat hátán, amelynek a szaga még a külsejénél is rosszabb.',
    },
    order: { kind: 'class', classes: ['infantry'], count: 2 },
    bonuses: [{ kind: 'extra-move', hexes: 1 }, { kind: 'ignore-stop-terrain' }],
  },
  {
    id: 'han-flank-raid',
    name: { en: 'Flank Raid', hu: 'Rajtaütés a szárnyon' },
    flavour: {
      en: "In fast, shoot, and out before they know we're there.",
      hu: 'Be gyorsan, tűz, és már kint is vagyunk, mire észbe kapnak.',
    },
    order: { kind: 'class', classes: ['infantry', 'vehicle'], count: 2, sectors: ['left', 'right'] },
    bonuses: [{ kind: 'attack-after-full-move' }],
  },
])

/** Every leader by id. */
export const LEADERS: Readonly<Record<LeaderId, LeaderDef>> = {
  vader: VADER,
  veers: VEERS,
  piett: PIETT,
  leia: LEIA,
  luke: LUKE,
  han: HAN,
}

/** Leader ids in display order (Empire first, as the rulebook lists them). */
export const LEADER_IDS: readonly LeaderId[] = ['vader', 'veers', 'piett', 'leia', 'luke', 'han']
