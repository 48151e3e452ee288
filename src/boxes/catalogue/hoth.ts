/**
 * Star Wars: Battle of Hoth for sandbox play: the hex battlefield, terrain and structure tiles, every miniature,
 * both command decks and the leaders' cards, the battle dice, special-force badges and victory medals.
 * Everything the rules engine already knows (unit, terrain, structure, badge and card tables, die faces, the
 * scenarios) is read from engine/games/hoth rather than copied, so the sandbox box and rules mode cannot drift apart.
 */
import {
  BADGE_SPECS,
  BOARD_DEPTH,
  BOARD_WIDTH,
  cardRulesText,
  DIE_FACES,
  FACE_NAMES,
  LEADERS,
  SCENARIOS,
  STRUCTURE_SPECS,
  TERRAIN_SPECS,
  UNIT_SPECS,
} from '../../../engine/games/hoth'
import type { CardDef as HothCard, Side, StructureKind, Terrain, UnitType } from '../../../engine/games/hoth'
import { LEADER_IDS, STANDARD_DECKS } from '../../../engine/games/hoth/data/cards'
import type { CardDef, DeckDef, GameCatalogue, LocalizedText, MiniatureDef, TileDef, TokenDef } from './types'

/**
 * Figures in the box by unit type. The Hungarian rulebook's component list (OCR) gives 24 Echo Base troopers,
 * 3 AT-ATs, 4 probe droids and 9 snowspeeders; the snowtrooper and heavy cannon numbers were lost in the scan.
 * Published reviews count 74 miniatures in all, 2 of them heavy cannons, which leaves 32 snowtroopers (8 units of 4).
 */
export const FIGURES_IN_BOX: Readonly<Record<UnitType, number>> = {
  'imperial-infantry': 32,
  'at-at': 3,
  'probe-droid': 4,
  'rebel-infantry': 24,
  snowspeeder: 9,
  'heavy-cannon': 2,
}

/** Battle dice in the box: not in the scanned component list; 8 as in other Command & Colors games (assumption). */
export const BATTLE_DICE = 8

/** Side names as the Hungarian rulebook prints them. */
const SIDE_NAMES: Readonly<Record<Side, LocalizedText>> = {
  rebel: { en: 'Rebel Alliance', hu: 'Lázadók Szövetsége' },
  empire: { en: 'Galactic Empire', hu: 'Galaktikus Birodalom' },
}

// The rulebook: the Empire's figures are dark grey, the Rebels' light grey.
const SIDE_COLOURS: Readonly<Record<Side, string>> = { rebel: '#c9c9c4', empire: '#4b4f55' }

const TERRAIN_COLOURS: Readonly<Record<Terrain, string>> = {
  snow: '#eef3f7',
  ridge: '#b9c6d3',
  rocks: '#7d7f82',
  trench: '#9aa9b5',
  chasm: '#3d5a73',
  ice: '#a9d8ef',
  buildings: '#8c8f99',
  wreckage: '#6e5f55',
}

/** The most hexes of each terrain (and structures of each kind) any one engine scenario lays. */
function mostInOneScenario(): { terrain: Map<Terrain, number>; structures: Map<StructureKind, number> } {
  const terrain = new Map<Terrain, number>()
  const structures = new Map<StructureKind, number>()
  for (const s of SCENARIOS) {
    const t = new Map<Terrain, number>()
    for (const kind of Object.values(s.terrain)) t.set(kind, (t.get(kind) ?? 0) + 1)
    for (const [kind, n] of t) terrain.set(kind, Math.max(terrain.get(kind) ?? 0, n))
    const k = new Map<StructureKind, number>()
    for (const { kind } of s.structures) k.set(kind, (k.get(kind) ?? 0) + 1)
    for (const [kind, n] of k) structures.set(kind, Math.max(structures.get(kind) ?? 0, n))
  }
  return { terrain, structures }
}

const MOST = mostInOneScenario()

/**
 * Terrain tiles: one kind per terrain the engine knows (open snow is the board itself). The scan lost which terrain
 * the box's double-sided hexes show, so each kind comes as many times as the busiest engine scenario uses it
 * (at least once): every scenario can be set up by hand.
 */
const TERRAIN_TILES: TileDef[] = (Object.keys(TERRAIN_SPECS) as Terrain[])
  .filter((t) => t !== 'snow')
  .map((t) => ({
    id: `hoth/terrain-${t}`,
    name: TERRAIN_SPECS[t].name,
    count: Math.max(1, MOST.terrain.get(t) ?? 0),
    shape: 'hex',
    terrain: t,
    colour: TERRAIN_COLOURS[t],
  }))

/** Structure tiles: the rulebook's 3 (two shield generators and an ion cannon, as many as the scenarios use). */
const STRUCTURE_TILES: TileDef[] = (Object.keys(STRUCTURE_SPECS) as StructureKind[]).map((k) => ({
  id: `hoth/structure-${k}`,
  name: STRUCTURE_SPECS[k].name,
  count: Math.max(1, MOST.structures.get(k) ?? 0),
  shape: 'hex',
  terrain: k,
  colour: '#9a8f7a',
}))

const MINIATURES: MiniatureDef[] = (Object.keys(UNIT_SPECS) as UnitType[]).map((type) => {
  const spec = UNIT_SPECS[type]
  return {
    id: `hoth/figure-${type}`,
    name: spec.name,
    count: FIGURES_IN_BOX[type],
    faction: SIDE_NAMES[spec.side],
    base: 1,
    perUnit: spec.figures,
    colour: SIDE_COLOURS[spec.side],
  }
})

const KIND_NAMES: Readonly<Record<HothCard['kind'], LocalizedText>> = {
  section: { en: 'Section card', hu: 'Szakaszkártya' },
  tactic: { en: 'Tactic card', hu: 'Taktikai kártya' },
}

/** The catalogue id of an engine command card. */
export function hothCardId(engineId: string): string {
  return `hoth/card-${engineId}`
}

function commandCard(def: HothCard, copies: number): CardDef {
  const leader = def.leader === null ? null : LEADERS[def.leader].name
  const kind = KIND_NAMES[def.kind]
  return {
    id: hothCardId(def.id),
    name: def.name,
    count: copies,
    back: `hoth/back-${def.side}`,
    type: leader ? { en: `${kind.en} — ${leader.en}`, hu: `${kind.hu} — ${leader.hu}` } : kind,
    stats: [],
    tags: leader ? [{ en: 'Leader', hu: 'Vezető' }] : [],
    // Our own text, generated by the engine from the card's fields.
    text: cardRulesText(def),
    colour: def.side === 'rebel' ? '#b8412f' : '#4b4f55',
  }
}

const SIDES: readonly Side[] = ['rebel', 'empire']

const CARDS: CardDef[] = [
  ...SIDES.flatMap((side) => STANDARD_DECKS[side].map((e) => commandCard(e.def, e.copies))),
  ...LEADER_IDS.flatMap((id) => LEADERS[id].cards.map((def) => commandCard(def, 1))),
]

const DECKS: DeckDef[] = [
  ...SIDES.map((side) => ({
    id: `hoth/deck-${side}`,
    name: { en: `${SIDE_NAMES[side].en} command deck`, hu: `${SIDE_NAMES[side].hu} parancspaklija` },
    piles: [
      {
        id: `hoth/deck-${side}/command`,
        name: { en: 'Command deck', hu: 'Parancspakli' },
        cards: STANDARD_DECKS[side].flatMap((e) => Array.from({ length: e.copies }, () => hothCardId(e.def.id))),
        faceUp: false,
      },
    ],
  })),
  // A leader's 3 cards are shuffled into their side's deck when the players agree to use leaders.
  ...LEADER_IDS.map((id) => ({
    id: `hoth/leader-${id}`,
    name: { en: `Leader cards: ${LEADERS[id].name.en}`, hu: `Vezetői kártyák: ${LEADERS[id].name.hu}` },
    piles: [
      {
        id: `hoth/leader-${id}/cards`,
        name: LEADERS[id].name,
        cards: LEADERS[id].cards.map((c) => hothCardId(c.id)),
        faceUp: false,
      },
    ],
  })),
]

/** The rulebook's 10 special-force badges: two of each kind; the E-Web badge shows deployed or moving. */
const BADGES: TokenDef[] = Object.values(BADGE_SPECS).map((b) => ({
  id: `hoth/badge-${b.badge}`,
  name: b.name,
  count: 2,
  shape: 'round',
  colour: '#d2a33a',
  ...(b.badge === 'e-web'
    ? {
        sides: [
          { en: 'Deployed', hu: 'Telepített' },
          { en: 'Moving', hu: 'Mozgó' },
        ] as const,
      }
    : {}),
}))

/**
 * Victory medals for medal hexes: the scan reads "6 kétoldalas győzelmi medál"; we take the two sides to be the
 * rulebook's two medal kinds (temporary and permanent). Medals for destroyed units are kept, as the rulebook says,
 * by putting the unit's last figure on the medal track.
 */
const MEDALS: TokenDef = {
  id: 'hoth/medal',
  name: { en: 'Victory medal', hu: 'Győzelmi medál' },
  count: 6,
  shape: 'round',
  colour: '#c9a74a',
  sides: [
    { en: 'Temporary', hu: 'Ideiglenes' },
    { en: 'Permanent', hu: 'Maradandó' },
  ],
}

/** The Battle of Hoth box. */
export const HOTH_CATALOGUE: GameCatalogue = {
  game: 'hoth',
  name: { en: 'Star Wars: Battle of Hoth', hu: 'Star Wars: Hoth ostroma' },
  notes: [
    {
      en: 'Units, terrain, structures, badges, dice faces and command cards are the rules engine’s own tables. Box counts: the rulebook’s component list where the scan is legible, published reviews for the rest; terrain tiles as many as the busiest scenario needs.',
      hu: 'Az egységek, terepek, építmények, jelvények, kockalapok és parancskártyák a szabálymotor saját táblázatai. A darabszámok a szabálykönyv tartozéklistájából valók, ahol a szkennelés olvasható, a többi ismertetőkből; tereplapkából annyi van, amennyi a legzsúfoltabb ütközethez kell.',
    },
  ],
  statNames: {},
  cards: CARDS,
  decks: DECKS,
  tokens: [...BADGES, MEDALS],
  dice: [
    {
      id: 'hoth/battle-die',
      name: { en: 'Battle die', hu: 'Támadókocka' },
      count: BATTLE_DICE,
      colour: '#f2efe6',
      faces: DIE_FACES.map((face) => ({ name: FACE_NAMES[face], symbol: face })),
    },
  ],
  boards: [
    {
      id: 'hoth/battlefield',
      name: { en: 'Hoth battlefield', hu: 'Hoth csatamező' },
      count: 1,
      grid: 'hex',
      columns: BOARD_WIDTH,
      rows: BOARD_DEPTH,
      sectors: [
        { en: 'Left', hu: 'Bal' },
        { en: 'Centre', hu: 'Közép' },
        { en: 'Right', hu: 'Jobb' },
      ],
    },
  ],
  tiles: [...TERRAIN_TILES, ...STRUCTURE_TILES],
  miniatures: MINIATURES,
}
