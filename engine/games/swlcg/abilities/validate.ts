/**
 * A runtime check of card rules against the closed vocabulary of ./vocabulary.ts: `validateRules` lists every
 * problem of a value meant as `CardRules` (unknown kinds, unknown or missing fields, wrong types, bad counts), each
 * with the path to it, so a card whose rules validate is one the engine can play.
 *
 * It is a small table: each node kind's fields are written once with a checker per field, and the tables' types are
 * derived from the vocabulary's, so a kind or field added there fails to compile here until it is described.
 */
import { isPlainObject } from '../../../core/json'
import type { Affiliation, CardMatch, CardType, Keyword, Side } from '../data/types'
import type * as V from './vocabulary'

/** Checks one value, pushing a `path: problem` message per fault into `out`. */
type Check = (value: unknown, path: string, out: string[]) => void

/**
 * The checks of one node's fields, the discriminant `D` left out, an optional field's name ending in `?`
 * (`'limit?': positive`). Typed from the vocabulary so the table cannot drift: every field of `T` needs its check,
 * and a field `T` lacks, or a `?` that does not match the type, is a compile error.
 */
type Fields<T, D extends PropertyKey = never> = [Exclude<keyof T, D>] extends [never]
  ? Record<string, never> // so that `{ foo: count }` for a field-less node fails too
  : { readonly [P in Exclude<keyof T, D> & string as Partial<Pick<T, P>> extends Pick<T, P> ? `${P}?` : P]-?: Check }

/** The members of union `U` whose discriminant `D` admits `K` (`kind: 'reaction' | 'interrupt'` admits both). */
type Variant<U, D extends keyof U, K> = U extends unknown ? (K extends U[D] ? U : never) : never

/** A table for a union told apart by the value of its field `D`: one entry per value. */
type Tagged<U, D extends keyof U> = { readonly [K in U[D] & string]: Fields<Variant<U, D, K>, D> }

/** Every key of any member of a union. */
type KeyOf<U> = U extends unknown ? keyof U : never

/** A table for a union told apart by which key is present (`{ ref }`, `{ choose }`, `{ each }`): one entry per key. */
type Keyed<U, K extends KeyOf<U>> = {
  readonly [k in K]: Fields<U extends unknown ? (k extends keyof U ? U : never) : never>
}

/** The kinds of cost, by their single key ('focus', 'resources', …). */
export type CostKind = KeyOf<V.Cost>

type AnyFields = Readonly<Record<string, Check>>

// --- Messages and primitive checks.

/** A value as it appears in a message, cut short when long. */
function show(v: unknown): string {
  if (v === undefined) return 'nothing'
  let s: string
  try {
    s = JSON.stringify(v) ?? String(v)
  } catch {
    s = String(v) // a bigint or a cycle: validating must not throw
  }
  return s.length > 40 ? `${s.slice(0, 37)}...` : s
}

function report(out: string[], path: string, problem: string): void {
  out.push(`${path || '(rules)'}: ${problem}`)
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key)

/** One of some strings; `noun` names them in messages ("a card type"), else they are listed. */
function oneOf(values: readonly string[], noun = `one of ${values.map((s) => `"${s}"`).join(', ')}`): Check {
  return (v, path, out) => {
    if (typeof v !== 'string' || !values.includes(v)) report(out, path, `${show(v)} is not ${noun}`)
  }
}

/** The words of a space-separated string, as a union type. */
type Words<S extends string> = S extends `${infer W} ${infer Rest}` ? W | Words<Rest> : S

/** The values of `T` the words miss, and the words that are not values of `T`. */
type Mismatch<T, S extends string> = Exclude<T, Words<S>> | Exclude<Words<S>, T>

/**
 * The values of the string union `T`, written once as space-separated words (in one string or more):
 * `valuesOf<Side>()('light dark')`. A missing or extra word fails to compile, naming it.
 */
function valuesOf<T extends string>() {
  type Exact<S extends string> = S & ([Mismatch<T, S>] extends [never] ? unknown : { mismatch: Mismatch<T, S> })
  return <S extends string>(...words: Exact<S>[]): readonly T[] => words.join(' ').split(' ') as T[]
}

/** A check of one test on the value, reported as "expected <what>". */
function is(test: (v: unknown) => boolean, what: string): Check {
  return (v, path, out) => {
    if (!test(v)) report(out, path, `expected ${what}, got ${show(v)}`)
  }
}

/** A count (0 or more), a count that must be at least 1, and a signed change (a dial or a capacity may go down). */
const count = is((v) => Number.isInteger(v) && (v as number) >= 0, 'an integer of 0 or more')
const positive = is((v) => Number.isInteger(v) && (v as number) >= 1, 'a positive integer')
const signed = is(Number.isInteger, 'an integer')
/** Optional flags are written only when set (`upTo: true`), or only when cleared (`targeted: false`). */
const yes = is((v) => v === true, 'true')
const no = is((v) => v === false, 'false')
const bool = is((v) => typeof v === 'boolean', 'true or false')
const text = is((v) => typeof v === 'string' && v !== '', 'a non-empty string')

/** A list of items; `nonEmpty` for effect and cost lists. */
function list(item: Check, nonEmpty = false): Check {
  return (v, path, out) => {
    if (!Array.isArray(v)) return report(out, path, `expected a list, got ${show(v)}`)
    if (nonEmpty && v.length === 0) report(out, path, 'must not be empty')
    v.forEach((x, i) => item(x, `${path}[${i}]`, out))
  }
}

/** A value that may be a string, a number or an object, each checked its own way. */
function byType(noun: string, checks: { string?: Check; number?: Check; object?: Check }): Check {
  return (v, path, out) => {
    const check =
      typeof v === 'string' ? checks.string : typeof v === 'number' ? checks.number : isPlainObject(v) && checks.object
    if (check) check(v, path, out)
    else report(out, path, `expected ${noun}, got ${show(v)}`)
  }
}

// --- Objects: closed (an unknown field is an error), plain or a union told apart by a tag or by a key.

/** Checks an object's fields: none unknown, every required one present, each present one valid. */
function fields(o: Record<string, unknown>, spec: AnyFields, path: string, out: string[], what: string, tag?: string) {
  for (const key of Object.keys(o)) {
    const known = key === tag || (!key.endsWith('?') && (Object.hasOwn(spec, key) || Object.hasOwn(spec, `${key}?`)))
    if (!known) report(out, join(path, key), `not a field of ${what}`)
  }
  for (const [field, check] of Object.entries(spec)) {
    const key = field.replace(/\?$/, '')
    const v = o[key]
    if (v !== undefined) check(v, join(path, key), out)
    else if (key === field) report(out, join(path, key), `missing (${what} needs it)`)
  }
}

function closed(noun: string, spec: AnyFields): Check {
  return (v, path, out) => {
    if (!isPlainObject(v)) return report(out, path, `expected ${noun}, got ${show(v)}`)
    fields(v, spec, path, out, noun)
  }
}

/** A union told apart by the string in its field `tag` (`kind`, `do`, `on`, `gain`, `k`), named by `tagNoun`. */
function tagged(tag: string, noun: string, table: Readonly<Record<string, AnyFields>>, tagNoun = noun): Check {
  return (v, path, out) => {
    if (!isPlainObject(v)) return report(out, path, `expected ${noun}, got ${show(v)}`)
    const t = v[tag]
    // hasOwn, not `in`: "constructor" or "toString" must not pass as a kind.
    if (typeof t !== 'string' || !Object.hasOwn(table, t)) {
      const problem = t === undefined ? `missing (${noun} needs it)` : `${show(t)} is not ${tagNoun}`
      return report(out, join(path, tag), problem)
    }
    fields(v, table[t]!, path, out, `${noun} "${t}"`, tag)
  }
}

/** A union told apart by which of the table's keys is present; other keys of the table are then unknown fields. */
function keyed(noun: string, table: Readonly<Record<string, AnyFields>>): Check {
  const keys = Object.keys(table)
  return (v, path, out) => {
    if (!isPlainObject(v)) return report(out, path, `expected ${noun}, got ${show(v)}`)
    const key = keys.find((k) => Object.hasOwn(v, k))
    if (key === undefined) return report(out, path, `${show(v)} is not ${noun} (it needs one of ${keys.join(', ')})`)
    fields(v, table[key]!, path, out, `${noun} "${key}"`)
  }
}

/** The keys of a table, in order; the table's type makes them exactly the union's members. */
function keysOf<K extends string>(table: Readonly<Record<K, unknown>>): readonly K[] {
  return Object.keys(table) as K[]
}

// --- The vocabulary's leaves.

const whose = oneOf(valuesOf<V.Whose>()('you opponent'), 'a player (you or opponent)')
const controller = oneOf(valuesOf<V.Controller>()('you opponent friendly'), 'a controller (you, opponent or friendly)')
const playerGroup = oneOf(valuesOf<V.PlayerGroup>()('friendly other-friendly'), 'a group of players')
const side = oneOf(valuesOf<Side>()('light dark'), 'a side')
const cardType = oneOf(valuesOf<CardType>()('affiliation objective unit event enhancement fate'), 'a card type')
const affiliation = oneOf(
  valuesOf<Affiliation>()('jedi rebel-alliance smugglers-and-spies sith imperial-navy scum-and-villainy neutral'),
  'an affiliation',
)
const cardState = oneOf(
  valuesOf<V.CardState>()(
    'participating attacking defending committed exhausted engaged not-engaged enhanced damaged attacking-alone',
  ),
  'a card state',
)
const cardRef = oneOf(valuesOf<V.CardRef>()('self host trigger engaged-objective previous'), 'a card reference')
const duration = oneOf(valuesOf<V.Duration>()('strike engagement phase turn'), 'a duration')
const playWindow = oneOf(valuesOf<V.PlayWindow>()('your-turn your-deployment force-phase engagement'), 'a play window')

const HOOKS = valuesOf<V.HookName>()(
  'restart-edge-battle fates-twice first-edge-face-up redirect-engagement engage-again search-objective-deck',
  'keep-three-units split-unit-damage captured-when-leaving play-as-enhancement play-into-engagement',
  'join-from-hand trench-run destroy-lowest-cost',
)
const hookName = oneOf(HOOKS, 'a hook name')

const FILTER: Fields<V.Filter> = {
  'type?': list(cardType),
  'typeNone?': list(cardType),
  'traitAny?': list(text),
  'traitNone?': list(text),
  'affiliation?': affiliation,
  'title?': text,
  'controller?': controller,
  'side?': side,
  'state?': list(cardState),
  'maxCost?': count,
  'minCost?': count,
  'notLimited?': yes,
  'notUnique?': yes,
  'resources?': yes,
  'not?': cardRef,
  'attachedTo?': oneOf(['self']),
}
const filter = closed('a filter', FILTER)

/** `filter` goes with `is`, so it tells no condition apart. */
const CONDITIONS: Keyed<V.Condition, Exclude<KeyOf<V.Condition>, 'filter'>> = {
  balance: { balance: side },
  engagement: { engagement: yes },
  turn: { turn: whose },
  phase: { phase: oneOf(['draw', 'deployment', 'conflict', 'force']) },
  role: { role: oneOf(['attacker', 'defender']) },
  is: { is: cardRef, filter },
  placedFate: { placedFate: yes },
}
const condition = keyed('a condition', CONDITIONS)

const TARGETS: Keyed<V.Target, 'ref' | 'choose' | 'each'> = {
  ref: { ref: cardRef },
  choose: {
    choose: filter,
    'count?': positive,
    'upTo?': yes,
    'ifAble?': yes,
    'chooser?': whose,
    'targeted?': no,
    'distinct?': oneOf(['card', 'controller']),
  },
  each: { each: filter },
}
const target = keyed('a target', TARGETS)

const AMOUNTS: Keyed<Exclude<V.Amount, number>, 'count' | 'ref' | 'if'> = {
  count: { count: filter, 'times?': count },
  ref: { ref: oneOf(['x']) },
  if: { if: condition, then: count, else: count },
}
const amountObject = keyed('an amount', AMOUNTS)
const amount = byType('an amount (a number or an object)', { number: count, object: amountObject })
const amountOrAll = byType('an amount or "all"', { number: count, string: oneOf(['all']), object: amountObject })

const ICONS: Fields<V.Icons> = { 'unit?': count, 'blast?': count, 'tactics?': count }
const icons = closed('icons', ICONS)

const CARD_MATCH: Fields<CardMatch> = { 'type?': oneOf(['unit', 'objective']), 'trait?': text, 'unique?': yes }
const KEYWORDS: Tagged<Keyword, 'k'> = {
  elite: {},
  limited: {},
  shielding: {},
  targetedStrike: {},
  noEnhancements: {},
  influence: {},
  edge: { n: count },
  protect: { match: closed('a card match', CARD_MATCH) },
}
const keyword = tagged('k', 'a keyword', KEYWORDS)

const selfOrFilter = byType('"self" or a filter', { string: oneOf(['self']), object: filter })
const COSTS: Keyed<V.Cost, CostKind> = {
  focus: { focus: selfOrFilter },
  sacrifice: { sacrifice: selfOrFilter },
  resources: { resources: positive },
  discard: { discard: byType('a number or "x"', { number: positive, string: oneOf(['x']) }) },
  damageSelf: { damageSelf: positive },
  reserve: { reserve: positive },
}
const costs = list(keyed('a cost', COSTS), true)

// --- Effects (recursive through `if` and `may`), triggers, modifiers and abilities.

/** Effects nest (`if`, `may`): this reads the table below only when called, after it exists. */
const effect: Check = (v, path, out) => effectCheck(v, path, out)
const effects = list(effect, true)

const EFFECTS: Tagged<V.Effect, 'do'> = {
  damage: { amount, target },
  focus: { amount, target },
  unfocus: { amount: amountOrAll, target },
  heal: { amount: amountOrAll, target },
  'move-damage': { amount: count, from: target, to: target },
  shield: { target, 'ignoreLimit?': yes },
  clear: { target, what: list(oneOf(['focus', 'damage', 'shields', 'enhancements']), true) },
  draw: { amount },
  'discard-hand': { amount: count, whose, chooser: oneOf(['owner', 'you', 'random']) },
  recover: { amount, from: oneOf(['top', 'choose']), 'filter?': filter },
  'put-into-play': {
    from: oneOf(['hand', 'discard']),
    'filter?': filter,
    'self?': yes,
    'participating?': yes,
    'to?': playerGroup,
  },
  destroy: { target },
  sacrifice: { whose, filter },
  discard: { target },
  'return-to-hand': { target },
  'to-deck-bottom': { target },
  capture: { target, at: oneOf(['chosen-dark-objective', 'self']) },
  'capture-from-hand': { amount: count, at: oneOf(['self']) },
  rescue: { intoPlay: oneOf(['may', 'no']) },
  'examine-top': {
    whose,
    count: positive,
    reveal: bool,
    take: closed('what to take', {
      'filter?': filter,
      count: byType('a number or "all"', { number: count, string: oneOf(['all']) }),
      to: oneOf(['hand', 'capture-here']),
    } satisfies Fields<Extract<V.Effect, { do: 'examine-top' }>['take']>),
    rest: oneOf(['top', 'bottom']),
  },
  'look-at-hand': {},
  'hand-to-deck-bottom': { amount: count },
  mill: { amount: count },
  dial: { by: signed, 'min?': count },
  grant: {
    target,
    'icons?': byType('icons or a word', { object: icons, string: oneOf(['choose-one', 'printed-of-previous']) }),
    'keywords?': list(keyword),
    duration,
  },
  restrict: { target, cannot: oneOf(['attack', 'defend', 'attack-or-defend']), duration },
  'next-card': { costLess: count, ignoreMatch: bool },
  'ignore-match': { duration },
  cancel: {},
  prevent: { amount: count },
  redirect: { amount: count, to: target },
  'instead-to-hand': {},
  'reduce-cost': { amount, min: count },
  // `then` may be empty: with no negation among conditions, "unless X, do Y" is `then: [], else: [Y]`.
  if: { cond: condition, then: list(effect), 'else?': effects },
  may: { effects },
  'each-player': { who: playerGroup, effects },
  'take-control': { target, 'to?': playerGroup },
  'edge-from-hand': { filter },
  'move-captive': {},
  'discard-at-end': { target, duration: oneOf(['phase', 'turn']) },
  hook: { name: hookName },
}
const effectCheck = tagged('do', 'an effect', EFFECTS)

const selfHostOrFilter = byType('"self", "host" or a filter', { string: oneOf(['self', 'host']), object: filter })
const TRIGGERS: Tagged<V.Trigger, 'on'> = {
  'turn-began': { whose },
  'phase-began': { phase: oneOf(['draw', 'deployment']), whose },
  'turn-ended': { whose },
  refreshed: { 'phaseEnd?': yes },
  'card-played': { filter, 'by?': whose },
  'entered-play': { card: oneOf(['self']), 'duringEngagement?': yes, 'played?': yes },
  'leaves-play': { card: selfHostOrFilter },
  destroyed: { card: selfOrFilter },
  'objective-engaged': { card: filter },
  declared: { card: oneOf(['self']), as: oneOf(['attacker', 'attacker-or-defender']) },
  'focused-to-strike': { card: selfHostOrFilter, 'asAttacker?': yes },
  'strike-resolved': { card: filter },
  'dealt-damage': { card: filter },
  damage: { card: filter },
  'edge-won': { 'asAttacker?': yes },
  survived: { 'unopposed?': yes },
  committed: { card: oneOf(['self']) },
  'objective-destroyed': { 'whose?': whose },
  'resources-generated': { card: oneOf(['host']) },
  'captured-unit': {},
  'interrupt-used': {},
  'force-won': { 'margin?': positive },
  'dial-raised': {},
  'defenders-declared': { by: whose, 'count?': positive },
  'took-control': {},
  'played-from-reserve': {},
}

const MODIFIERS: Tagged<V.Modifier, 'gain'> = {
  icons: { to: target, icons, 'per?': filter },
  keyword: { to: target, keyword },
  capacity: { to: target, by: signed },
  'force-icons': { by: signed, 'perReserve?': side },
  reserve: { by: signed },
  'first-cost-less': { filter, by: count },
  'ignore-match': {},
  'match-all': {},
  'attackers-only': { filter },
  'max-attackers': { count: positive },
  'cannot-attack': {},
  'play-from-discard': {},
  'lose-if-destroyed': {},
  untargetable: {},
  'min-defenders': { count: positive },
  'strike-unengaged': {},
}

const answer = {
  on: tagged('on', 'a trigger', TRIGGERS),
  'fromHand?': yes,
  'fromDiscard?': yes,
  'forced?': yes,
  'cost?': costs,
  effects,
  'limit?': positive,
}
const ABILITIES: Tagged<V.Ability, 'kind'> = {
  constant: { modifier: tagged('gain', 'a modifier', MODIFIERS), 'while?': condition },
  action: { 'cost?': costs, effects, 'limit?': positive, 'window?': playWindow, 'anyFriendly?': yes },
  reaction: answer,
  interrupt: answer,
  fate: { effects },
  hook: { name: hookName },
}
const rules = list(tagged('kind', 'an ability', ABILITIES, 'an ability kind'))

/**
 * The problems of a value meant as a card's rules (`CardRules`), each `path: problem`, e.g.
 * `[1].effects[0].target.choose.type[0]: "vehicle" is not a card type`; empty when it is valid. The value is
 * plain data, as card tables are (no cycles).
 */
export function validateRules(value: unknown): string[] {
  const out: string[] = []
  rules(value, '', out)
  return out
}

/** Every ability kind (`kind`). */
export const ABILITY_KINDS = keysOf(ABILITIES) satisfies readonly V.AbilityKind[]
/** Every trigger kind (`on`). */
export const TRIGGER_KINDS = keysOf(TRIGGERS) satisfies readonly V.TriggerKind[]
/** Every effect kind (`do`). */
export const EFFECT_KINDS = keysOf(EFFECTS) satisfies readonly V.EffectKind[]
/** Every modifier kind (`gain`). */
export const MODIFIER_KINDS = keysOf(MODIFIERS) satisfies readonly V.ModifierKind[]
/** Every hook name. */
export const HOOK_NAMES = HOOKS satisfies readonly V.HookName[]
/** Every cost kind (the single key of a cost). */
export const COST_KINDS = keysOf(COSTS) satisfies readonly CostKind[]
