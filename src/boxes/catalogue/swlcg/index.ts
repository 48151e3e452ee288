/**
 * Star Wars: The Card Game (with Balance of the Force) for sandbox play: every card as a generated face (name, cost,
 * icons, traits, stats and, for Core Set cards, the rules text the engine writes from its own encoding of the card —
 * never the printed text), the four Core Set starter decks, the Force cards, the focus, damage and shield tokens, the
 * Death Star dial, the multiplayer dial and the Balance of the Force token.
 */
import type { CardDef, CardStat, GameCatalogue, LocalizedText, TokenDef } from '../types'
import { AFFILIATION_NAMES, ALL_CARDS, CARD_TYPE_NAMES, CARDS_PER_SET, keywordName, STARTER_DECKS } from './cards'
import type { Affiliation, CardFacts, Keyword } from './cards'
import { starterDeckDef, starterDeckUses } from './decks'
import { rulesOf } from '../../../../engine/games/swlcg/data/rules'
import { rulesText } from '../../../../engine/games/swlcg/abilities/text'

/** Accent colour per affiliation. */
const COLOURS: Readonly<Record<Affiliation, string>> = {
  jedi: '#3f7fbf',
  'rebel-alliance': '#b8412f',
  'smugglers-and-spies': '#c48a2a',
  sith: '#8f1d24',
  'imperial-navy': '#5a6470',
  'scum-and-villainy': '#6b7d2f',
  neutral: '#8a8578',
}

/** The name of each card stat key used on SWLCG faces. */
const STAT_NAMES: Readonly<Record<string, LocalizedText>> = {
  objectiveSet: { en: 'Objective set', hu: 'Célkészlet' },
  force: { en: 'Force icons', hu: 'Erő ikonok' },
  damageCapacity: { en: 'Damage capacity', hu: 'Sebzéstűrés' },
  resources: { en: 'Resources', hu: 'Erőforrás' },
  edgePriority: { en: 'Edge priority', hu: 'Végrehajtási sorrend' },
  unitDamage: { en: 'Unit damage', hu: 'Egységsebzés' },
  blastDamage: { en: 'Blast damage', hu: 'Robbanássebzés' },
  tactics: { en: 'Tactics', hu: 'Taktika' },
  edgeUnitDamage: { en: 'Unit damage (edge)', hu: 'Egységsebzés (előny)' },
  edgeBlastDamage: { en: 'Blast damage (edge)', hu: 'Robbanássebzés (előny)' },
  edgeTactics: { en: 'Tactics (edge)', hu: 'Taktika (előny)' },
}

/** The same text in both languages: titles, traits and keywords were printed only in English, and the Hungarian
 * rules summary keeps them so, because card texts refer to traits by their printed names. */
const same = (text: string): LocalizedText => ({ en: text, hu: text })

function stats(card: CardFacts): CardStat[] {
  const out: CardStat[] = []
  const add = (key: string, value: number | string | null) => {
    if (value !== null) out.push({ key, value })
  }
  if (card.set !== null) add('objectiveSet', `${card.set} · ${card.position}/${CARDS_PER_SET}`)
  add('force', card.force)
  add('damageCapacity', card.damageCapacity)
  add('resources', card.resources)
  add('edgePriority', card.edgePriority)
  const icons = card.combatIcons
  if (icons) {
    add('unitDamage', icons.unitDamage)
    add('blastDamage', icons.blastDamage)
    add('tactics', icons.tactics)
  }
  const edge = card.edgeIcons
  if (edge) {
    add('edgeUnitDamage', edge.unitDamage)
    add('edgeBlastDamage', edge.blastDamage)
    add('edgeTactics', edge.tactics)
  }
  return out
}

/** Hungarian for the card-type words a Protect parameter may hold; traits stay in English, as printed. */
const MATCH_WORDS_HU: Readonly<Record<string, string>> = { unique: 'egyedi', unit: 'egység', objective: 'cél' }

/** A keyword with its parameter, e.g. "Protect (Character)", "Edge (1)". Keyword names stay in English in both
 * languages (the Hungarian rules summary keeps them so); only the card-type words of a Protect parameter translate. */
export function keywordLabel(keyword: Keyword): LocalizedText {
  const en = keywordName(keyword)
  if (keyword.k !== 'protect') return same(en)
  const { unique, trait, type } = keyword.match
  const hu = [unique ? MATCH_WORDS_HU.unique : '', trait ?? '', type ? MATCH_WORDS_HU[type] : '']
  return { en, hu: `Protect (${hu.filter(Boolean).join(' ')})` }
}

function tags(card: CardFacts): LocalizedText[] {
  const out = [...card.traits.map(same), ...card.keywords.map(keywordLabel)]
  if (card.unique) out.push({ en: 'Unique', hu: 'Egyedi' })
  if (card.limitOnePerObjectiveDeck) out.push({ en: 'Limit 1 per objective deck', hu: 'Célpaklinként 1' })
  const aff = AFFILIATION_NAMES[card.affiliation]
  if (card.affiliationOnly) out.push({ en: `${aff.en} affiliation only`, hu: `Csak ${aff.hu} szövetséggel` })
  return out
}

/** The card's rules text in both languages, one ability a line, written from the engine's data (none: undefined). */
function rulesTextOf(card: CardFacts): LocalizedText | undefined {
  const lines = rulesText(rulesOf(card.id), card)
  if (lines.length === 0) return undefined
  return { en: lines.map((l) => l.en).join('\n'), hu: lines.map((l) => l.hu).join('\n') }
}

/** A card's generated face; the catalogue holds as many copies as the starter decks need at once (at least 1). */
export function swlcgCardDef(card: CardFacts): CardDef {
  const type = CARD_TYPE_NAMES[card.type]
  const aff = AFFILIATION_NAMES[card.affiliation]
  const text = rulesTextOf(card)
  return {
    id: card.id,
    name: same(card.title),
    count: Math.max(1, starterDeckUses(card.id)),
    back: `swlcg/back-${card.side}`,
    type: { en: `${type.en} — ${aff.en}`, hu: `${type.hu} — ${aff.hu}` },
    ...(card.cost === null ? {} : { cost: card.cost }),
    stats: stats(card),
    tags: tags(card),
    ...(text ? { text } : {}),
    colour: COLOURS[card.affiliation],
  }
}

// Each player keeps 3 Force cards (Hungarian summary, setup step 1); in 2v2 a team shares its side's 3.
const FORCE_CARDS: CardDef[] = (['light', 'dark'] as const).map((side) => ({
  id: `swlcg/force-${side}`,
  name:
    side === 'light'
      ? { en: 'Light Side Force card', hu: 'Világos oldali Erő kártya' }
      : { en: 'Dark Side Force card', hu: 'Sötét oldali Erő kártya' },
  count: 3,
  back: 'swlcg/back-force',
  type: { en: 'Force card', hu: 'Erő kártya' },
  stats: [],
  tags: [],
  colour: side === 'light' ? '#3f7fbf' : '#8f1d24',
}))

// Token supplies are sized for comfortable play on a virtual table, not the printed counts (which the sources lack).
const TOKENS: TokenDef[] = [
  { id: 'swlcg/focus', name: { en: 'Focus token', hu: 'Fókuszjelző' }, count: 40, shape: 'round', colour: '#d9a520' },
  {
    id: 'swlcg/damage',
    name: { en: 'Damage token', hu: 'Sérülésjelző' },
    count: 60,
    shape: 'round',
    colour: '#a3262a',
  },
  { id: 'swlcg/shield', name: { en: 'Shield token', hu: 'Pajzsjelző' }, count: 12, shape: 'round', colour: '#2b5fa8' },
  {
    id: 'swlcg/death-star-dial',
    name: { en: 'Death Star dial', hu: 'Halálcsillag számláló' },
    count: 1,
    shape: 'dial',
    colour: '#4a4f57',
    // The Dark Side wins when it reaches 12; it starts at 0 (rules summary, setup step 7).
    range: { min: 0, max: 12, start: 0 },
  },
  {
    id: 'swlcg/multiplayer-dial',
    name: { en: 'Multiplayer Death Star dial', hu: 'Többjátékos Halálcsillag számláló' },
    count: 1,
    shape: 'dial',
    colour: '#4a4f57',
    // Balance of the Force, 2v2: the Dark team wins when it reaches 16.
    range: { min: 0, max: 16, start: 0 },
  },
  {
    id: 'swlcg/balance-of-the-force',
    name: { en: 'Balance of the Force token', hu: 'Az Erő egyensúlya jelző' },
    count: 1,
    shape: 'round',
    colour: '#c9c3b3',
    // It starts Light Side up (rules summary, setup step 4).
    sides: [
      { en: 'Light Side', hu: 'Világos oldal' },
      { en: 'Dark Side', hu: 'Sötét oldal' },
    ],
  },
]

/** The SWLCG box. */
export const SWLCG_CATALOGUE: GameCatalogue = {
  game: 'swlcg',
  name: { en: 'Star Wars: The Card Game', hu: 'Star Wars: The Card Game' },
  notes: [
    {
      en: 'Card facts (titles, costs, icons, traits) come from a public-domain conversion of the OCTGN set files. The rules text on Core Set faces is written by the rules engine from its own encoding of each card; the printed wording belongs to its publisher and is never shown.',
      hu: 'A lapok adatai (nevek, költségek, ikonok, tulajdonságok) az OCTGN-lapkészletek közkincsként közzétett átiratából származnak. Az alapdoboz lapjain a szabályszöveget a szabálymotor írja a lapok saját kódolásából; a nyomtatott szöveg a kiadó tulajdona, és sehol nem jelenik meg.',
    },
    {
      en: 'Starter decks: each affiliation’s seven objective sets plus one Neutral set (Jedi 1–7 + 18, Rebel Alliance 8–14 + 18, Sith 19–25 + 36, Imperial Navy 26–32 + 36). Sets 18 and 36 come twice so all four decks fit on the table for 2v2.',
      hu: 'Kezdőpaklik: minden szövetség hét saját célkészlete és egy semleges készlet (Jedi 1–7 + 18, Felkelők 8–14 + 18, Sith 19–25 + 36, Birodalmi Flotta 26–32 + 36). A 18-as és a 36-os készlet kétszer szerepel, hogy 2v2-ben mind a négy pakli asztalra férjen.',
    },
  ],
  statNames: STAT_NAMES,
  cards: [...ALL_CARDS.map(swlcgCardDef), ...FORCE_CARDS],
  decks: STARTER_DECKS.map(starterDeckDef),
  tokens: TOKENS,
  dice: [],
  boards: [],
  tiles: [],
  miniatures: [],
}
