/**
 * The noun phrases of the HKK card text generator (./text.ts): who an effect aims at, in English and in the
 * Hungarian cases the sentences need. A chosen target always says "célpont" (21.5.0: a source targets exactly when
 * its text has that word); a group says "minden" and never does. Every phrase is our own wording.
 */
import type { HkkAim, HkkCardType, HkkGroup, HkkPlayZone, HkkSelf, HkkSide, HkkTarget } from './types'

/** A text language. */
export type Lang = 'hu' | 'en'

/** The Hungarian cases the templates use: nominative, accusative, dative (to/for), delative (off), sublative (onto). */
export type Case = 'nom' | 'acc' | 'dat' | 'del' | 'sub'

/** A Hungarian phrase in every case. */
export type Forms = Readonly<Record<Case, string>>

/** A phrase: English, and Hungarian in every case. */
export interface Phrase {
  en: string
  hu: Forms
  /** English agreement: "you get" rather than "it gets". */
  second?: boolean
}

const forms = (nom: string, acc: string, dat: string, del: string, sub: string): Forms => ({ nom, acc, dat, del, sub })

/** `prefix` before every case of `f`, spaces tidied. */
const pre = (prefix: string, f: Forms): Forms =>
  forms(
    ...((['nom', 'acc', 'dat', 'del', 'sub'] as const).map((c) => tidy(`${prefix} ${f[c]}`)) as [
      string,
      string,
      string,
      string,
      string,
    ]),
  )

/** Collapses the double spaces left by empty words. */
export const tidy = (s: string): string => s.replace(/\s+/g, ' ').trim()

/** Upper-cases the first letter. */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** Lower-cases the first letter (a sentence used as a clause), leaving abbreviations such as "VP" alone. */
export const uncap = (s: string): string =>
  /^[A-ZÁÉÍÓÖŐÚÜŰ][a-záéíóöőúüű]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s

/** Throws for a value the types say cannot exist (the `never` check of every exhaustive switch). */
export function unreachable(value: never): never {
  throw new Error(`no text template for ${JSON.stringify(value)}`)
}

const NOUNS = {
  creature: { en: 'creature', hu: forms('lény', 'lényt', 'lénynek', 'lényről', 'lényre') },
  monster: { en: 'monster', hu: forms('szörny', 'szörnyet', 'szörnynek', 'szörnyről', 'szörnyre') },
  adventurer: { en: 'adventurer', hu: forms('kalandozó', 'kalandozót', 'kalandozónak', 'kalandozóról', 'kalandozóra') },
  building: { en: 'building', hu: forms('építmény', 'építményt', 'építménynek', 'építményről', 'építményre') },
  player: { en: 'player', hu: forms('játékos', 'játékost', 'játékosnak', 'játékosról', 'játékosra') },
  target: { en: 'target', hu: forms('célpont', 'célpontot', 'célpontnak', 'célpontról', 'célpontra') },
  card: { en: 'card', hu: forms('lap', 'lapot', 'lapnak', 'lapról', 'lapra') },
} as const

const YOU: Phrase = { en: 'you', hu: forms('te', 'téged', 'neked', 'rólad', 'rád'), second: true }
const COMBAT_OPPONENT: Phrase = {
  en: 'its combat opponent',
  hu: forms(
    'a harci ellenfele',
    'a harci ellenfelét',
    'a harci ellenfelének',
    'a harci ellenfeléről',
    'a harci ellenfelére',
  ),
}
const TARGET_OPPONENT: Phrase = {
  en: 'target opponent',
  hu: pre('a célpont', forms('ellenfél', 'ellenfelet', 'ellenfélnek', 'ellenfélről', 'ellenfélre')),
}

const SIDE_EN: Readonly<Record<HkkSide, string>> = { you: 'friendly', opponent: 'enemy', any: '' }
const SIDE_HU: Readonly<Record<HkkSide, string>> = { you: 'saját', opponent: 'ellenséges', any: '' }
const ZONE_EN: Readonly<Record<HkkPlayZone, string>> = {
  guard: 'in a guard post',
  reserve: 'in a reserve',
  field: 'on the field',
}
const ZONE_HU: Readonly<Record<HkkPlayZone, string>> = {
  guard: 'őrposztban álló',
  reserve: 'tartalékban lévő',
  field: 'mezőn lévő',
}

/** The noun a card calls itself: "this creature", "this building", "this card". */
function selfPhrase(type: HkkCardType): Phrase {
  const noun =
    type === 'monster' || type === 'adventurer' ? NOUNS.creature : type === 'building' ? NOUNS.building : NOUNS.card
  const az = noun === NOUNS.building ? 'az' : 'a'
  const h = noun.hu
  return {
    en: `this ${noun.en}`,
    hu: forms(
      `ez ${az} ${h.nom}`,
      `ezt ${az} ${h.acc}`,
      `ennek ${az} ${h.dat}`,
      `erről ${az} ${h.del}`,
      `erre ${az} ${h.sub}`,
    ),
  }
}

/** A fixed reference: the card, its host, its controller or its combat opponent. */
function selfRef(ref: HkkSelf, type: HkkCardType): Phrase {
  switch (ref) {
    case 'self':
      return selfPhrase(type)
    case 'host':
      return { en: 'the host creature', hu: pre('a hordozó', NOUNS.creature.hu) }
    case 'controller':
      return YOU
    case 'combat-opponent':
      return COMBAT_OPPONENT
    default:
      return unreachable(ref)
  }
}

/** A chosen target: "target enemy creature in a guard post" / "egy őrposztban álló ellenséges célpont lény". */
export function targetPhrase(t: HkkTarget): Phrase {
  const side = t.side ?? 'any'
  if (t.kind === 'player') {
    if (side === 'you') return YOU
    if (side === 'opponent') return TARGET_OPPONENT
  }
  const zoneEn = t.zone ? ` ${ZONE_EN[t.zone]}` : ''
  const zoneHu = t.zone ? ZONE_HU[t.zone] : ''
  if (t.kind === 'any') {
    return {
      en: tidy(`any ${SIDE_EN[side]} target${zoneEn}`),
      hu: pre(`egy ${zoneHu} ${SIDE_HU[side]}`, NOUNS.target.hu),
    }
  }
  const noun = t.kind === 'creature' ? NOUNS[t.subtype ?? 'creature'] : NOUNS[t.kind]
  return {
    en: tidy(`target ${SIDE_EN[side]} ${noun.en}${zoneEn}`),
    hu: pre(`egy ${zoneHu} ${SIDE_HU[side]} célpont`, noun.hu),
  }
}

/** Every creature of a side in a zone: "each enemy creature in a guard post" / "minden … ellenséges lény". */
export function groupPhrase(g: HkkGroup): Phrase {
  const zoneEn = g.zone ? ` ${ZONE_EN[g.zone]}` : ''
  const zoneHu = g.zone ? ZONE_HU[g.zone] : ''
  return {
    en: tidy(`each ${SIDE_EN[g.side]} creature${zoneEn}`),
    hu: pre(`minden ${zoneHu} ${SIDE_HU[g.side]}`, NOUNS.creature.hu),
  }
}

/** A target named again: "that creature" / "az a lény". */
export function thatPhrase(t: HkkTarget): Phrase {
  if (t.kind === 'player' && t.side === 'you') return YOU
  const noun = t.kind === 'creature' ? NOUNS[t.subtype ?? 'creature'] : t.kind === 'any' ? NOUNS.target : NOUNS[t.kind]
  const az = /^[aáeéiíoóöőuúüű]/.test(noun.hu.nom) ? 'az' : 'a'
  const h = noun.hu
  return {
    en: `that ${noun.en}`,
    hu: forms(
      `az ${az} ${h.nom}`,
      `azt ${az} ${h.acc}`,
      `annak ${az} ${h.dat}`,
      `arról ${az} ${h.del}`,
      `arra ${az} ${h.sub}`,
    ),
  }
}

/**
 * Who an effect aims at, given the ability's targets and the card's type. `seen` holds the targets already named
 * in the sentence so far: the second mention of a target reads "that creature".
 */
export function aimPhrase(aim: HkkAim, targets: readonly HkkTarget[], type: HkkCardType, seen?: Set<number>): Phrase {
  if (typeof aim === 'string') return selfRef(aim, type)
  if ('target' in aim) {
    // A validated card always has the target; a stray index still reads sensibly.
    const t = targets[aim.target] ?? { kind: 'any' }
    if (seen?.has(aim.target)) return thatPhrase(t)
    seen?.add(aim.target)
    return targetPhrase(t)
  }
  return groupPhrase(aim)
}

/** "a card" / "2 cards"; Hungarian "egy" / "2" before a singular noun. */
export const countEn = (n: number | 'X', one: string, many: string): string => (n === 1 ? `a ${one}` : `${n} ${many}`)
export const countHu = (n: number | 'X'): string => (n === 1 ? 'egy' : String(n))

/** A signed number: "+1", "−2" (a true minus sign). */
export const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`)

/** Card types by name, singular and plural ("your creatures", "a lényeid"). */
export const TYPE_WORDS: Readonly<
  Record<HkkCardType | 'creature' | 'card', { en: string; enPl: string; huPl: string; hu: string }>
> = {
  monster: { en: 'monster', enPl: 'monsters', hu: 'szörny', huPl: 'szörnyeid' },
  adventurer: { en: 'adventurer', enPl: 'adventurers', hu: 'kalandozó', huPl: 'kalandozóid' },
  spell: { en: 'spell', enPl: 'spells', hu: 'varázslat', huPl: 'varázslataid' },
  charm: { en: 'charm', enPl: 'charms', hu: 'bűbáj', huPl: 'bűbájaid' },
  skill: { en: 'skill', enPl: 'skills', hu: 'szakértelem', huPl: 'szakértelmeid' },
  'body-part': { en: 'body part', enPl: 'body parts', hu: 'testrész', huPl: 'testrészeid' },
  item: { en: 'item', enPl: 'items', hu: 'tárgy', huPl: 'tárgyaid' },
  building: { en: 'building', enPl: 'buildings', hu: 'építmény', huPl: 'építményeid' },
  creature: { en: 'creature', enPl: 'creatures', hu: 'lény', huPl: 'lényeid' },
  card: { en: 'card', enPl: 'cards', hu: 'lap', huPl: 'lapjaid' },
}
