/**
 * The nouns of the rules text generator (./text.ts) and the grammar around them: Hungarian cases, the nouns a
 * phrase can end in, articles, lists and determiners in English and Hungarian, and the cards an ability refers to
 * ("this unit", "the enhanced card"). The phrases built from them (filters, targets, amounts, conditions …) are in
 * ./textParts.ts. Everything is phrased in our own words (never the printed card text).
 */
import type { LocalizedText } from '../../../core/types'
import type { CardType } from '../data/types'
import type { CardRef } from './vocabulary'

/** The Hungarian cases the templates need: nominative, accusative, onto, off, to/for, on, towards. */
export type Case = 'nom' | 'acc' | 'sub' | 'del' | 'dat' | 'sup' | 'all'

/** A Hungarian phrase in every case. */
export type Forms = Readonly<Record<Case, string>>

const CASES: readonly Case[] = ['nom', 'acc', 'sub', 'del', 'dat', 'sup', 'all']

/** Forms from the words in the order of CASES. */
function forms(...words: string[]): Forms {
  return Object.fromEntries(CASES.map((c, i) => [c, words[i] ?? words[0] ?? ''])) as Forms
}

/** Every case of a phrase rewritten by `f` (which wraps the inflected word). */
export function mapForms(phrase: Forms, f: (word: string, c: Case) => string): Forms {
  return Object.fromEntries(CASES.map((c) => [c, f(phrase[c], c)])) as Forms
}

/** Throws for a value the types say cannot exist (the `never` check of every exhaustive switch). */
export function unreachable(value: never): never {
  throw new Error(`no text template for ${JSON.stringify(value)}`)
}

/**
 * The project's Hungarian word for an enhancement card and the adjective for a card carrying one. Both inflect
 * like any "-és" noun, so switching to another term is a change here only.
 */
const ENH = 'erősítés'
const ENHANCED = 'erősített'

/** The nouns a phrase can end in. */
export type Noun = 'card' | 'unit' | 'objective' | 'enhancement' | 'event' | 'fate' | 'affiliation' | 'ability' | 'dial'

type NounForms = { en: string; enPl: string; hu: Forms }

/** A "-kártya" compound in every case. */
const kartya = (prefix: string): Forms =>
  mapForms(forms('kártya', 'kártyát', 'kártyára', 'kártyáról', 'kártyának', 'kártyán', 'kártyához'), (w) => prefix + w)

const NOUNS: Readonly<Record<Noun, NounForms>> = {
  card: { en: 'card', enPl: 'cards', hu: kartya('') },
  unit: {
    en: 'unit',
    enPl: 'units',
    hu: forms('egység', 'egységet', 'egységre', 'egységről', 'egységnek', 'egységen', 'egységhez'),
  },
  objective: {
    en: 'objective',
    enPl: 'objectives',
    hu: forms('cél', 'célt', 'célra', 'célról', 'célnak', 'célon', 'célhoz'),
  },
  enhancement: {
    en: 'enhancement',
    enPl: 'enhancements',
    hu: mapForms(forms('', 't', 're', 'ről', 'nek', 'en', 'hez'), (suffix) => ENH + suffix),
  },
  event: { en: 'event', enPl: 'events', hu: kartya('esemény') },
  fate: { en: 'fate card', enPl: 'fate cards', hu: kartya('sors') },
  affiliation: { en: 'affiliation card', enPl: 'affiliation cards', hu: kartya('szövetség') },
  ability: {
    en: 'ability',
    enPl: 'abilities',
    hu: forms('képesség', 'képességet', 'képességre', 'képességről', 'képességnek', 'képességen', 'képességhez'),
  },
  dial: {
    en: 'Death Star dial',
    enPl: 'Death Star dials',
    hu: mapForms(forms('', 't', 'ra', 'ról', 'nak', 'n', 'hoz'), (suffix) => `Halálcsillag számláló${suffix}`),
  },
}

/** A noun's words: English singular and plural, Hungarian in every case. */
export const nounText = (noun: Noun): NounForms => NOUNS[noun]

/** The Hungarian adjective for a card carrying an enhancement ("erősített"). */
export const ENHANCED_HU = ENHANCED

/** The project's Hungarian word for an enhancement card ("erősítés"). */
export const ENHANCEMENT_HU = ENH

/** The noun of each card type. */
export const TYPE_NOUN: Readonly<Record<CardType, Noun>> = {
  affiliation: 'affiliation',
  objective: 'objective',
  unit: 'unit',
  event: 'event',
  enhancement: 'enhancement',
  fate: 'fate',
}

/** Upper-cases the first letter. */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** "a", "a and b", "a, b and c" (no Oxford comma). */
export function listEn(items: readonly string[], conj: 'and' | 'or'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conj} ${items[items.length - 1]}`
}

/** "a", "a és b", "a, b és c"; with `clauses`, a comma before the conjunction too (joined clauses). */
export function listHu(items: readonly string[], conj: 'és' | 'vagy', clauses = false): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')}${clauses ? ',' : ''} ${conj} ${items[items.length - 1]}`
}

/** "1 card" / "2 cards" / "X cards". */
export const countEn = (n: string | number, one: string, many: string): string =>
  `${n} ${String(n) === '1' ? one : many}`

/** The Hungarian definite article for a word: "az" before a vowel, "a" otherwise. */
export const azHu = (word: string): string => (/^[aáeéiíoóöőuúüű]/i.test(word) ? 'az' : 'a')

/** The English indefinite article for a phrase ("an enemy unit", "a unit", "another unit"). */
export function anEn(phrase: string): string {
  if (phrase.startsWith('other ')) return `an${phrase}`
  return `${/^(?:[aeio]|u(?!ni|s[eu]))/i.test(phrase) ? 'an' : 'a'} ${phrase}`
}

/** A noun phrase without its determiner: English singular and plural, Hungarian in every case (singular). */
export type Phrase = { en: string; enPl: string; hu: Forms }

/** A phrase naming definite cards ("this unit", "the engaged objective"). */
export type Named = { en: string; hu: Forms }

/** What the words of one ability refer to, so "this unit", "that event" and "the discarded card" read right. */
export type Scene = {
  /** This card's noun. */
  self: Noun
  /** The noun of the card this enhancement is attached to. */
  host: Noun
  /** The noun of the card the trigger names. */
  trigger: Noun
  /** How the card an earlier effect produced came about. */
  previous: 'discarded' | 'rescued' | 'taken' | 'returned' | 'card'
}

/** A scene that knows nothing of the card: every reference says "card". */
export const PLAIN_SCENE: Scene = { self: 'card', host: 'card', trigger: 'card', previous: 'card' }

const EZ = forms('ez', 'ezt', 'erre', 'erről', 'ennek', 'ezen', 'ehhez')
const AZ = forms('az', 'azt', 'arra', 'arról', 'annak', 'azon', 'ahhoz')

/** "ez az egység", "erről a kártyáról": a demonstrative agreeing with its noun. */
const pointing = (dem: Forms, noun: Forms): Forms => mapForms(noun, (w, c) => `${dem[c]} ${azHu(w)} ${w}`)

/** "az erősített egység": the article, an adjective and the noun. */
const described = (adjective: string, noun: Forms): Forms =>
  mapForms(noun, (w) => `${azHu(adjective)} ${adjective} ${w}`)

const PREVIOUS_WORDS: Readonly<Record<Exclude<Scene['previous'], 'card'>, LocalizedText>> = {
  discarded: { en: 'discarded', hu: 'eldobott' },
  rescued: { en: 'rescued', hu: 'kimentett' },
  taken: { en: 'taken', hu: 'kivett' },
  returned: { en: 'returned', hu: 'visszavett' },
}

/** The card a reference names, as a definite phrase. */
export function refText(ref: CardRef, s: Scene): Named {
  switch (ref) {
    case 'self':
      return { en: `this ${NOUNS[s.self].en}`, hu: pointing(EZ, NOUNS[s.self].hu) }
    case 'host':
      return { en: `the enhanced ${NOUNS[s.host].en}`, hu: described(ENHANCED, NOUNS[s.host].hu) }
    case 'trigger':
      return { en: `that ${NOUNS[s.trigger].en}`, hu: pointing(AZ, NOUNS[s.trigger].hu) }
    case 'engaged-objective':
      return { en: 'the engaged objective', hu: described('megtámadott', NOUNS.objective.hu) }
    case 'previous': {
      if (s.previous === 'card') return { en: 'that card', hu: pointing(AZ, NOUNS.card.hu) }
      const word = PREVIOUS_WORDS[s.previous]
      const en = s.previous === 'taken' ? 'the card taken' : `the ${word.en} card`
      return { en, hu: described(word.hu, NOUNS.card.hu) }
    }
    default:
      return unreachable(ref)
  }
}
/** A Hungarian determiner before a phrase, with the comma Hungarian wants before an "az …" phrase ("minden, az …"). */
export const det = (word: string, phrase: string): string => `${word}${/^az? /.test(phrase) ? ',' : ''} ${phrase}`

/** "an enemy unit" / "egy ellenséges egység". */
export const oneOf = (p: Phrase): Named => ({ en: anEn(p.en), hu: mapForms(p.hu, (w) => det('egy', w)) })
