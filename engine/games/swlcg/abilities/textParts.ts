/**
 * The phrases of the rules text generator (./text.ts), built from the nouns and grammar of ./textNouns.ts: the text
 * of filters, targets, amounts, conditions, durations, play windows, icons and keywords, in English and Hungarian.
 * Everything is phrased in our own words (never the printed card text); card titles, traits and keyword names stay
 * in English in both languages.
 */
import type { LocalizedText } from '../../../core/types'
import { keywordName } from '../data/keywords'
import { AFFILIATION_NAMES } from '../data/names'
import type { CardType, Keyword } from '../data/types'
import {
  ENHANCED_HU,
  ENHANCEMENT_HU,
  TYPE_NOUN,
  anEn,
  azHu,
  countEn,
  det,
  listEn,
  listHu,
  mapForms,
  nounText,
  refText,
  unreachable,
  type Named,
  type Noun,
  type Phrase,
  type Scene,
} from './textNouns'
import type {
  Amount,
  CardState,
  Condition,
  Controller,
  Duration,
  Filter,
  Icons,
  PlayWindow,
  Target,
} from './vocabulary'

const STATES: Readonly<Record<CardState, LocalizedText>> = {
  participating: { en: 'participating', hu: 'részt vevő' },
  attacking: { en: 'attacking', hu: 'támadó' },
  defending: { en: 'defending', hu: 'védekező' },
  committed: { en: 'committed', hu: 'az Erőhöz rendelt' },
  exhausted: { en: 'exhausted', hu: 'kimerült' },
  engaged: { en: 'engaged', hu: 'megtámadott' },
  'not-engaged': { en: 'unengaged', hu: 'meg nem támadott' },
  enhanced: { en: 'enhanced', hu: ENHANCED_HU },
  damaged: { en: 'damaged', hu: 'sérült' },
  'attacking-alone': { en: 'lone attacking', hu: 'egyedül támadó' },
}

/** A card type's short name, for "non-…" ("non-fate card" / "nem sors kártya"). */
const TYPE_WORDS: Readonly<Record<CardType, LocalizedText>> = {
  affiliation: { en: 'affiliation', hu: 'szövetség' },
  objective: { en: 'objective', hu: 'cél' },
  unit: { en: 'unit', hu: 'egység' },
  event: { en: 'event', hu: 'esemény' },
  enhancement: { en: 'enhancement', hu: ENHANCEMENT_HU },
  fate: { en: 'fate', hu: 'sors' },
}

/** The words of a filter's controller. */
const CONTROLLERS: Readonly<Record<Controller, LocalizedText>> = {
  you: { en: 'friendly', hu: 'saját' },
  opponent: { en: 'enemy', hu: 'ellenséges' },
  friendly: { en: 'friendly', hu: 'barátságos' },
}

/** One piece of a filter's phrase: English before the noun (or after it, `post`), Hungarian always before it. */
type Part = { en: string; post?: true; hu: string }

/**
 * The words of every filter field, in the order they are written (the object's key order). The mapped type makes a
 * new Filter field a compile error until it has words here.
 */
const FILTER_PARTS: { [K in keyof Filter]-?: (v: NonNullable<Filter[K]>, f: Filter, s: Scene) => Part[] } = {
  not: (ref, _f, s) => {
    if (ref === 'self' || ref === 'trigger' || ref === 'previous') return [{ en: 'other', hu: 'másik' }]
    const named = refText(ref, s)
    return [{ en: `other than ${named.en}`, post: true, hu: `${named.hu.sup} kívüli` }]
  },
  attachedTo: (_ref, _f, s) => {
    const self = refText('self', s)
    return [{ en: `attached to ${self.en}`, post: true, hu: `${self.hu.all} csatolt` }]
  },
  title: (title) => [{ en: `named ${title}`, post: true, hu: `„${title}” nevű` }],
  minCost: (n) => [{ en: `with printed cost ${n} or higher`, post: true, hu: `legalább ${n} nyomtatott költségű` }],
  maxCost: (n, f) => [
    f.minCost === undefined
      ? { en: `with printed cost ${n} or lower`, post: true, hu: `legfeljebb ${n} nyomtatott költségű` }
      : { en: `and at most ${n}`, post: true, hu: `legfeljebb ${n}` },
  ],
  state: (states) => states.map((st) => ({ en: STATES[st].en, hu: STATES[st].hu })),
  controller: (whose) => [CONTROLLERS[whose]],
  side: (side) => [{ en: `${side} side`, hu: side === 'light' ? 'világos oldali' : 'sötét oldali' }],
  affiliation: (aff) => [
    {
      en: `of the ${AFFILIATION_NAMES[aff].en} affiliation`,
      post: true,
      hu: `${AFFILIATION_NAMES[aff].hu} szövetségű`,
    },
  ],
  notLimited: () => [{ en: 'non-Limited', hu: 'nem Limited' }],
  notUnique: () => [{ en: 'non-unique', hu: 'nem egyedi' }],
  resources: () => [{ en: 'resource-generating', hu: 'erőforrás-termelő' }],
  traitAny: (traits) => [{ en: listEn(traits, 'or'), hu: listHu(traits, 'vagy') }],
  traitNone: (traits) => traits.map((t) => ({ en: `non-${t}`, hu: `nem ${t}` })),
  typeNone: (types) => types.map((t) => ({ en: `non-${TYPE_WORDS[t].en}`, hu: `nem ${TYPE_WORDS[t].hu}` })),
  type: () => [],
}

/**
 * The cards a filter matches, as a phrase without determiner: "participating enemy unit" / "részt vevő ellenséges
 * egység". `fallback` is the noun when the filter names no type; `extra` is an adjective put first ("different").
 */
export function filterText(f: Filter, s: Scene, fallback: Noun = 'card', extra?: LocalizedText): Phrase {
  const parts: Part[] = extra ? [{ en: extra.en, hu: extra.hu }] : []
  for (const key of Object.keys(FILTER_PARTS) as (keyof Filter)[]) {
    const value = f[key]
    if (value === undefined) continue
    const render = FILTER_PARTS[key] as (v: unknown, f: Filter, s: Scene) => Part[]
    parts.push(...render(value, f, s))
  }
  const nouns = f.type && f.type.length > 0 ? f.type.map((t) => nounText(TYPE_NOUN[t])) : [nounText(fallback)]
  const pre = parts.filter((p) => !p.post).map((p) => p.en)
  const post = parts.filter((p) => p.post).map((p) => p.en)
  const words = (noun: string) => [...pre, noun, ...post].join(' ')
  const huPre = parts.map((p) => `${p.hu} `).join('')
  return {
    en: words(
      listEn(
        nouns.map((n) => n.en),
        'or',
      ),
    ),
    enPl: words(
      listEn(
        nouns.map((n) => n.enPl),
        'or',
      ),
    ),
    hu: mapForms(
      nounText('card').hu,
      (_w, c) =>
        huPre +
        listHu(
          nouns.map((n) => n.hu[c]),
          'vagy',
        ),
    ),
  }
}

/** The noun a filter names when it names one type, else "card". */
export const filterNoun = (f: Filter): Noun => (f.type?.length === 1 && f.type[0] ? TYPE_NOUN[f.type[0]] : 'card')

/** The cards an effect applies to: English words and number, Hungarian in every case, definite or not. */
export type TargetText = Named & { plural: boolean; definite: boolean }

/** The text of a target: a reference, cards chosen when the ability is used, or every matching card. */
export function targetText(t: Target, s: Scene): TargetText {
  if ('ref' in t) return { ...refText(t.ref, s), plural: false, definite: true }
  if ('each' in t) {
    const p = filterText(t.each, s)
    return { en: `each ${p.en}`, hu: mapForms(p.hu, (w) => det('minden', w)), plural: false, definite: false }
  }
  if ('choose' in t) {
    const n = t.count ?? 1
    const different = t.distinct === 'card' && n > 1 ? { en: 'different', hu: 'különböző' } : undefined
    const p = filterText(t.choose, s, 'card', different)
    const opp = t.chooser === 'opponent'
    const targeted = t.targeted !== false
    const byEn = targeted
      ? opp
        ? 'your opponent targets'
        : 'you target'
      : opp
        ? 'chosen by your opponent'
        : 'of your choice'
    const byHu = targeted
      ? opp
        ? 'az ellenfeled által célpontként kijelölt'
        : 'célpontként kijelölt'
      : opp
        ? 'az ellenfeled által választott'
        : 'általad választott'
    const en = t.upTo ? `up to ${countEn(n, p.en, p.enPl)}` : n > 1 ? `${n} ${p.enPl}` : anEn(p.en)
    const count = t.upTo ? `legfeljebb ${n}` : n > 1 ? `${n}` : 'egy'
    const tails = [
      t.distinct === 'controller'
        ? { en: 'each controlled by a different player', hu: 'mindegyiket más játékos irányítja' }
        : null,
      t.ifAble ? { en: 'if able', hu: 'ha lehetséges' } : null,
    ].filter((x) => x !== null)
    const tail =
      tails.length === 0
        ? { en: '', hu: '' }
        : {
            en: ` (${tails.map((x) => x.en).join(', ')})`,
            hu: ` (${tails.map((x) => x.hu).join(', ')})`,
          }
    return {
      en: `${en} ${byEn}${tail.en}`,
      hu: mapForms(p.hu, (w) => `${det(count, `${byHu} ${w}`)}${tail.hu}`),
      plural: n > 1,
      definite: false,
    }
  }
  return unreachable(t)
}

/** A number in a sentence, and what follows the clause it is in ("for each …", "(2 if …)"). */
export type AmountText = { en: string; hu: string; one: boolean; tail: LocalizedText }

const NO_TAIL: LocalizedText = { en: '', hu: '' }

/** The text of an amount: a number, a count of cards in play, the X paid, or one number or another. */
export function amountText(a: Amount, s: Scene): AmountText {
  if (typeof a === 'number') return { en: String(a), hu: String(a), one: a === 1, tail: NO_TAIL }
  if ('count' in a) {
    const n = a.times ?? 1
    const p = filterText(a.count, s)
    const inPlay = a.count.attachedTo === undefined
    return {
      en: String(n),
      hu: String(n),
      one: n === 1,
      tail: {
        en: ` for each ${p.en}${inPlay ? ' in play' : ''}`,
        hu: ` ${det('minden', `${inPlay ? 'játékban lévő ' : ''}${p.hu.nom}`)} után`,
      },
    }
  }
  if ('ref' in a) return { en: 'X', hu: 'X', one: false, tail: NO_TAIL }
  if ('if' in a) {
    const cond = conditionText(a.if, s)
    return {
      en: String(a.else),
      hu: String(a.else),
      one: a.else === 1,
      tail: { en: ` (${a.then} if ${cond.en})`, hu: ` (${a.then}, ha ${cond.hu})` },
    }
  }
  return unreachable(a)
}

const PHASES: Readonly<Record<Extract<Condition, { phase: unknown }>['phase'], LocalizedText>> = {
  draw: { en: 'draw', hu: 'húzás' },
  deployment: { en: 'deployment', hu: 'telepítés' },
  conflict: { en: 'conflict', hu: 'konfliktus' },
  force: { en: 'Force', hu: 'Erő' },
}

/** A phase's name ("draw" / "húzás"). */
export const phaseName = (phase: keyof typeof PHASES): LocalizedText => PHASES[phase]

/** A condition as a clause without "if": "the Balance of the Force favours the light side". */
export function conditionText(c: Condition, s: Scene): LocalizedText {
  if ('balance' in c) {
    return {
      en: `the Balance of the Force favours the ${c.balance} side`,
      hu: `az Erő egyensúlya a ${c.balance === 'light' ? 'világos' : 'sötét'} oldal felé billen`,
    }
  }
  if ('engagement' in c) return { en: 'an engagement is under way', hu: 'összecsapás van folyamatban' }
  if ('turn' in c) {
    return c.turn === 'you'
      ? { en: 'it is your turn', hu: 'a te köröd van' }
      : { en: "it is your opponent's turn", hu: 'az ellenfeled köre van' }
  }
  if ('phase' in c) return { en: `it is the ${PHASES[c.phase].en} phase`, hu: `${PHASES[c.phase].hu} fázis zajlik` }
  if ('role' in c) {
    return c.role === 'attacker'
      ? { en: 'you are the attacker', hu: 'te vagy a támadó' }
      : { en: 'you are the defender', hu: 'te vagy a védekező' }
  }
  if ('is' in c) {
    const card = refText(c.is, s)
    if (c.filter.controller === 'you' && Object.keys(c.filter).length === 1)
      return { en: `you control ${card.en}`, hu: `te irányítod ${card.hu.acc}` }
    const onlyTitle = c.filter.title !== undefined && Object.keys(c.filter).length === 1
    const noun = c.is === 'self' ? s.self : c.is === 'host' ? s.host : c.is === 'trigger' ? s.trigger : 'card'
    const p = filterText(c.filter, s, c.filter.type ? 'card' : noun)
    return onlyTitle
      ? { en: `${card.en} is ${c.filter.title}`, hu: `${card.hu.nom} ${c.filter.title}` }
      : { en: `${card.en} is ${anEn(p.en)}`, hu: `${card.hu.nom} ${p.hu.nom}` }
  }
  if ('placedFate' in c) {
    return {
      en: 'you have put a fate card into your edge stack during this engagement',
      hu: 'ebben az összecsapásban már tettél sorskártyát az előnypaklidba',
    }
  }
  return unreachable(c)
}

/** How long a lasting effect holds: "until the end of the phase" / "a fázis végéig". */
export function durationText(d: Duration): LocalizedText {
  switch (d) {
    case 'strike':
      return { en: 'until the end of the strike', hu: 'a csapás végéig' }
    case 'engagement':
      return { en: 'until the end of the engagement', hu: 'az összecsapás végéig' }
    case 'phase':
      return { en: 'until the end of the phase', hu: 'a fázis végéig' }
    case 'turn':
      return { en: 'until the end of the turn', hu: 'a kör végéig' }
    default:
      return unreachable(d)
  }
}

/** When an action may be used, as a sentence: "Only during your turn." / "Csak a saját körödben." */
export function windowText(w: PlayWindow): LocalizedText {
  switch (w) {
    case 'your-turn':
      return { en: 'Only during your turn.', hu: 'Csak a saját körödben.' }
    case 'your-deployment':
      return { en: 'Only during your deployment phase.', hu: 'Csak a saját telepítés fázisodban.' }
    case 'force-phase':
      return { en: 'Only during a Force phase.', hu: 'Csak Erő fázisban.' }
    case 'engagement':
      return { en: 'Only during an engagement.', hu: 'Csak összecsapás közben.' }
    default:
      return unreachable(w)
  }
}

const ICON_NAMES: Readonly<Record<keyof Icons, LocalizedText>> = {
  unit: { en: 'unit damage', hu: 'egységsebzés' },
  blast: { en: 'blast damage', hu: 'robbanássebzés' },
  tactics: { en: 'tactics', hu: 'taktika' },
}

/** Combat icons as an object: "1 unit damage icon and 1 blast damage icon" / "1 egységsebzés-ikont és …". */
export function iconsText(icons: Icons): LocalizedText {
  const kinds = (Object.keys(ICON_NAMES) as (keyof Icons)[]).filter((k) => (icons[k] ?? 0) !== 0)
  if (kinds.length === 0) return { en: 'no combat icons', hu: 'semmilyen harci ikont' }
  return {
    en: listEn(
      kinds.map((k) => countEn(icons[k] ?? 0, `${ICON_NAMES[k].en} icon`, `${ICON_NAMES[k].en} icons`)),
      'and',
    ),
    hu: listHu(
      kinds.map((k) => `${icons[k] ?? 0} ${ICON_NAMES[k].hu}-ikont`),
      'és',
    ),
  }
}

/** Keywords by their printed names: "Targeted Strike" / "a Targeted Strike kulcsszót" (accusative). */
export function keywordsText(keywords: readonly Keyword[]): LocalizedText {
  const names = keywords.map(keywordName)
  return {
    en: listEn(names, 'and'),
    hu: `${listHu(
      names.map((n) => `${azHu(n)} ${n}`),
      'és',
    )} ${names.length > 1 ? 'kulcsszavakat' : 'kulcsszót'}`,
  }
}
