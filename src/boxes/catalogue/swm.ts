/**
 * Star Wars Miniatures for sandbox play: the starship battle map, the characters' figures and stat cards, a d20 per
 * player, damage counters, Force point counters and activation markers.
 */
import { swmModelPath } from '../../games/swm/pieces/swmModels'
import { d20 } from './common'
import { abilityLine, FACTION_NAMES, SWM_CHARACTERS, UNIQUE } from './swm-characters'
import type { SwmCharacter } from './swm-characters'
import { SWM_MAP } from './swm-map'
import type { CardDef, GameCatalogue, LocalizedText, MiniatureDef, TokenDef } from './types'

export { SWM_CHARACTERS } from './swm-characters'
export { SWM_MAP } from './swm-map'

const FACTION_COLOURS: Readonly<Partial<Record<SwmCharacter['faction'], string>>> = {
  rebel: '#b8412f',
  imperial: '#4b4f55',
}
/** A faction the box has no colour for yet. */
const OTHER_COLOUR = '#6b6f78'

/** Joins localized texts with a separator in both languages. */
function join(parts: readonly LocalizedText[], separator: string): LocalizedText {
  return { en: parts.map((p) => p.en).join(separator), hu: parts.map((p) => p.hu).join(separator) }
}

/** A character's stat card: the numbers, ability names as tags and one line per ability in our own words. */
export function statCard(c: SwmCharacter): CardDef {
  const abilities = [...(c.unique ? [UNIQUE] : []), ...[...c.abilities, ...c.forcePowers].map(abilityLine)]
  return {
    id: `${c.id}-card`,
    name: c.name,
    count: 1,
    back: 'swm/back-character',
    type: join([{ en: 'Character', hu: 'Karakter' }, FACTION_NAMES[c.faction]], ' — '),
    cost: c.cost,
    stats: [
      { key: 'hitPoints', value: c.hp },
      { key: 'defence', value: c.defense },
      { key: 'attack', value: c.attack },
      { key: 'damage', value: c.damage },
      ...(c.force === null ? [] : [{ key: 'force', value: c.force }]),
    ],
    tags: abilities.map((a) => a.name),
    ...(abilities.length > 0
      ? {
          text: join(
            abilities.map((a) => (a.gist ? join([a.name, a.gist], ': ') : a.name)),
            '\n',
          ),
        }
      : {}),
    colour: FACTION_COLOURS[c.faction] ?? OTHER_COLOUR,
  }
}

function figure(c: SwmCharacter): MiniatureDef {
  return {
    id: `${c.id}-figure`,
    name: c.name,
    count: c.figures,
    faction: FACTION_NAMES[c.faction],
    base: 1,
    perUnit: 1,
    card: `${c.id}-card`,
    colour: FACTION_COLOURS[c.faction] ?? OTHER_COLOUR,
    model: swmModelPath(c.model),
  }
}

// Counter supplies are sized for play; the starter's printed counts are not in the sources.
const TOKENS: TokenDef[] = [
  { id: 'swm/damage-10', name: { en: 'Damage 10', hu: 'Sebzés 10' }, count: 30, shape: 'round', colour: '#a3262a' },
  { id: 'swm/damage-50', name: { en: 'Damage 50', hu: 'Sebzés 50' }, count: 10, shape: 'round', colour: '#6e1619' },
  { id: 'swm/force-point', name: { en: 'Force point', hu: 'Erőpont' }, count: 20, shape: 'round', colour: '#2b5fa8' },
  {
    id: 'swm/activation',
    name: { en: 'Activation marker', hu: 'Aktiválásjelző' },
    count: 12,
    shape: 'square',
    colour: '#d9a520',
    sides: [
      { en: 'Ready', hu: 'Kész' },
      { en: 'Activated', hu: 'Aktivált' },
    ],
  },
]

/** The Star Wars Miniatures box. */
export const SWM_CATALOGUE: GameCatalogue = {
  game: 'swm',
  name: { en: 'Star Wars Miniatures', hu: 'Star Wars Miniatures' },
  notes: [
    {
      en: 'The map is our own starter-style starship deck (the rulebook describes the map but does not print it), 29 × 19 squares like the Revenge of the Sith starter map. Characters are official figures whose full stat lines are documented; ability summaries are in our own words.',
      hu: 'A térkép saját tervezésű, kezdőcsomag-stílusú csillaghajó-fedélzet (a szabálykönyv leírja, de nem közli a térképet), 29 × 19 négyzet, mint a Revenge of the Sith kezdőcsomag térképe. A karakterek hivatalos figurák, amelyek teljes adatsora ismert; a képességek összefoglalója saját szöveg.',
    },
  ],
  statNames: {
    hitPoints: { en: 'Hit points', hu: 'Életpont' },
    defence: { en: 'Defence', hu: 'Védekezés' },
    attack: { en: 'Attack', hu: 'Támadás' },
    damage: { en: 'Damage', hu: 'Sebzés' },
    force: { en: 'Force', hu: 'Erő' },
  },
  cards: SWM_CHARACTERS.map(statCard),
  decks: [],
  tokens: TOKENS,
  dice: [d20('swm', 2)],
  boards: [SWM_MAP],
  tiles: [],
  miniatures: SWM_CHARACTERS.map(figure),
}
