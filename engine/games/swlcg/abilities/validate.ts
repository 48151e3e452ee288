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
import type {
  Ability,
  AbilityKind,
  Amount,
  CardRef,
  CardState,
  Condition,
  Cost,
  Duration,
  Effect,
  EffectKind,
  Filter,
  HookName,
  Icons,
  ModifierKind,
  Modifier,
  PlayWindow,
  Target,
  Trigger,
  TriggerKind,
  Whose,
} from './vocabulary'

/** Checks one value, pushing a `path: problem` message per fault into `out`. */
type Check = (value: unknown, path: string, out: string[]) => void

/** A field that may be absent. */
type Optional = { readonly optional: Check }

/**
 * The checks of one node's fields, the discriminant `D` left out. Typed from the vocabulary so the table cannot
 * drift: every field of `T` needs a check (an optional field an `opt(…)` one, a required field a bare one), and a
 * field `T` lacks is a compile error.
 */
type Fields<T, D extends PropertyKey = never> = {
  readonly [P in Exclude<keyof T, D>]-?: Partial<Pick<T, P>> extends Pick<T, P> ? Optional : Check
}

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
export type CostKind = KeyOf<Cost>

type AnyFields = Readonly<Record<string, Check | Optional>>

// --- Messages and primitive checks.

/** A value as it appears in a message, cut short when long. */
function show(v: unknown): string {
  if (v === undefined) return 'nothing'
  const s = JSON.stringify(v) ?? String(v)
  return s.length > 40 ? `${s.slice(0, 37)}...` : s
}

function report(out: string[], path: string, problem: string): void {
  out.push(`${path || '(rules)'}: ${problem}`)
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key)

const opt = (check: Check): Optional => ({ optional: check })

/** One of some strings; `noun` names them in messages ("a card type"), else they are listed. */
function oneOf(values: readonly string[], noun = `one of ${values.map((s) => `"${s}"`).join(', ')}`): Check {
  return (v, path, out) => {
    if (typeof v !== 'string' || !values.includes(v)) report(out, path, `${show(v)} is not ${noun}`)
  }
}

/** Every value of a string union, from a `Record` so that a missing or extra value fails to compile. */
function enumOf<T extends string>(noun: string, table: Readonly<Record<T, true>>): Check {
  return oneOf(Object.keys(table), noun)
}

/** An integer of at least `min`. */
function int(min: number): Check {
  const what = min === 1 ? 'a positive integer' : min === 0 ? 'an integer of 0 or more' : 'an integer'
  return (v, path, out) => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min) report(out, path, `expected ${what}, got ${show(v)}`)
  }
}

/** A count (0 or more), a count that must be at least 1, and a signed change (a dial or a capacity may go down). */
const count = int(0)
const positive = int(1)
const signed = int(-Infinity)

function literal(value: boolean): Check {
  return (v, path, out) => {
    if (v !== value) report(out, path, `expected ${value}, got ${show(v)}`)
  }
}

/** Optional flags are written only when set (`upTo: true`), or only when cleared (`targeted: false`). */
const yes = literal(true)
const no = literal(false)

const bool: Check = (v, path, out) => {
  if (typeof v !== 'boolean') report(out, path, `expected true or false, got ${show(v)}`)
}

const text: Check = (v, path, out) => {
  if (typeof v !== 'string' || v === '') report(out, path, `expected a non-empty string, got ${show(v)}`)
}

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
    const kind = isPlainObject(v) ? 'object' : typeof v === 'string' || typeof v === 'number' ? typeof v : null
    const check = kind && checks[kind]
    if (check) check(v, path, out)
    else report(out, path, `expected ${noun}, got ${show(v)}`)
  }
}

// --- Objects: closed (an unknown field is an error), plain or a union told apart by a tag or by a key.

function fields(o: Record<string, unknown>, spec: AnyFields, path: string, out: string[], what: string, tag?: string) {
  for (const key of Object.keys(o)) {
    if (key !== tag && !Object.hasOwn(spec, key)) report(out, join(path, key), `not a field of ${what}`)
  }
  for (const [key, check] of Object.entries(spec)) {
    const v = o[key]
    if (typeof check !== 'function') {
      if (v !== undefined) check.optional(v, join(path, key), out)
    } else if (v === undefined) report(out, join(path, key), `missing (${what} needs it)`)
    else check(v, join(path, key), out)
  }
}

function closed(noun: string, spec: AnyFields): Check {
  return (v, path, out) => {
    if (!isPlainObject(v)) return report(out, path, `expected ${noun}, got ${show(v)}`)
    fields(v, spec, path, out, noun)
  }
}

/** A union told apart by the string in its field `tag` (`kind`, `do`, `on`, `gain`, `k`). */
function tagged(tag: string, noun: string, table: Readonly<Record<string, AnyFields>>): Check {
  return (v, path, out) => {
    if (!isPlainObject(v)) return report(out, path, `expected ${noun}, got ${show(v)}`)
    const t = v[tag]
    // hasOwn, not `in`: "constructor" or "toString" must not pass as a kind.
    if (typeof t !== 'string' || !Object.hasOwn(table, t)) {
      return report(out, join(path, tag), t === undefined ? `missing (${noun} needs it)` : `${show(t)} is not ${noun}`)
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

const whose = enumOf<Whose>('a player (you or opponent)', { you: true, opponent: true })
const side = enumOf<Side>('a side', { light: true, dark: true })
const cardType = enumOf<CardType>('a card type', {
  affiliation: true,
  objective: true,
  unit: true,
  event: true,
  enhancement: true,
  fate: true,
})
const affiliation = enumOf<Affiliation>('an affiliation', {
  jedi: true,
  'rebel-alliance': true,
  'smugglers-and-spies': true,
  sith: true,
  'imperial-navy': true,
  'scum-and-villainy': true,
  neutral: true,
})
const cardState = enumOf<CardState>('a card state', {
  participating: true,
  attacking: true,
  defending: true,
  committed: true,
  exhausted: true,
  engaged: true,
  'not-engaged': true,
  enhanced: true,
})
const cardRef = enumOf<CardRef>('a card reference', {
  self: true,
  host: true,
  trigger: true,
  'engaged-objective': true,
  previous: true,
})
const duration = enumOf<Duration>('a duration', { strike: true, engagement: true, phase: true, turn: true })
const playWindow = enumOf<PlayWindow>('a play window', { 'your-turn': true, 'force-phase': true, engagement: true })

const HOOKS: Readonly<Record<HookName, true>> = {
  'restart-edge-battle': true,
  'fates-twice': true,
  'first-edge-face-up': true,
  'redirect-engagement': true,
  'engage-again': true,
  'search-objective-deck': true,
  'keep-three-units': true,
  'split-unit-damage': true,
  'captured-when-leaving': true,
  'play-as-enhancement': true,
  'play-into-engagement': true,
  'join-from-hand': true,
  'trench-run': true,
  'destroy-lowest-cost': true,
}
const hookName = enumOf('a hook name', HOOKS)

const FILTER: Fields<Filter> = {
  type: opt(list(cardType)),
  traitAny: opt(list(text)),
  traitNone: opt(list(text)),
  affiliation: opt(affiliation),
  title: opt(text),
  controller: opt(whose),
  side: opt(side),
  state: opt(list(cardState)),
  maxCost: opt(count),
  minCost: opt(count),
  notLimited: opt(yes),
  not: opt(cardRef),
  attachedTo: opt(oneOf(['self'])),
}
const filter = closed('a filter', FILTER)

/** `filter` goes with `is`, so it tells no condition apart. */
const CONDITIONS: Keyed<Condition, Exclude<KeyOf<Condition>, 'filter'>> = {
  balance: { balance: side },
  engagement: { engagement: yes },
  turn: { turn: whose },
  phase: { phase: oneOf(['draw', 'deployment', 'conflict', 'force']) },
  role: { role: oneOf(['attacker', 'defender']) },
  is: { is: cardRef, filter },
  placedFate: { placedFate: yes },
}
const condition = keyed('a condition', CONDITIONS)

const TARGETS: Keyed<Target, 'ref' | 'choose' | 'each'> = {
  ref: { ref: cardRef },
  choose: {
    choose: filter,
    count: opt(positive),
    upTo: opt(yes),
    chooser: opt(whose),
    targeted: opt(no),
    distinct: opt(oneOf(['card'])),
  },
  each: { each: filter },
}
const target = keyed('a target', TARGETS)

const AMOUNTS: Keyed<Exclude<Amount, number>, 'count' | 'ref' | 'if'> = {
  count: { count: filter, times: opt(count) },
  ref: { ref: oneOf(['x']) },
  if: { if: condition, then: count, else: count },
}
const amount = byType('an amount (a number or an object)', { number: count, object: keyed('an amount', AMOUNTS) })
const amountOrAll = byType('an amount or "all"', {
  number: count,
  string: oneOf(['all']),
  object: keyed('an amount', AMOUNTS),
})

const ICONS: Fields<Icons> = { unit: opt(count), blast: opt(count), tactics: opt(count) }
const icons = closed('icons', ICONS)

const CARD_MATCH: Fields<CardMatch> = { type: opt(oneOf(['unit', 'objective'])), trait: opt(text), unique: opt(yes) }
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
const COSTS: Keyed<Cost, CostKind> = {
  focus: { focus: selfOrFilter },
  sacrifice: { sacrifice: selfOrFilter },
  resources: { resources: positive },
  discard: { discard: byType('a number or "x"', { number: positive, string: oneOf(['x']) }) },
  damageSelf: { damageSelf: positive },
  reserve: { reserve: positive },
}
const costs = list(keyed('a cost', COSTS), true)

// --- Effects (recursive through `if` and `may`), triggers, modifiers and abilities.

/** Effects are checked through a function declaration: the table below refers to them before it exists. */
function effect(v: unknown, path: string, out: string[]): void {
  effectCheck(v, path, out)
}
const effects = list(effect, true)

const EFFECTS: Tagged<Effect, 'do'> = {
  damage: { amount, target },
  focus: { amount, target },
  unfocus: { amount: amountOrAll, target },
  heal: { amount: amountOrAll, target },
  'move-damage': { amount: count, from: target, to: target },
  shield: { target, ignoreLimit: opt(yes) },
  clear: { target, what: list(oneOf(['focus', 'damage', 'shields', 'enhancements']), true) },
  draw: { amount },
  'discard-hand': { amount: count, whose, chooser: oneOf(['owner', 'you', 'random']) },
  recover: { amount, from: oneOf(['top', 'choose']), filter: opt(filter) },
  'put-into-play': { from: oneOf(['hand', 'discard']), filter, participating: opt(yes) },
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
      filter: opt(filter),
      count: byType('a number or "all"', { number: count, string: oneOf(['all']) }),
      to: oneOf(['hand', 'capture-here']),
    } satisfies Fields<Extract<Effect, { do: 'examine-top' }>['take']>),
    rest: oneOf(['top', 'bottom']),
  },
  'look-at-hand': {},
  'hand-to-deck-bottom': { amount: count },
  mill: { amount: count },
  dial: { by: signed, min: opt(count) },
  grant: {
    target,
    icons: opt(byType('icons or a word', { object: icons, string: oneOf(['choose-one', 'printed-of-previous']) })),
    keywords: opt(list(keyword)),
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
  if: { cond: condition, then: list(effect), else: opt(effects) },
  may: { effects },
  hook: { name: hookName },
}
const effectCheck = tagged('do', 'an effect', EFFECTS)

const selfHostOrFilter = byType('"self", "host" or a filter', { string: oneOf(['self', 'host']), object: filter })
const TRIGGERS: Tagged<Trigger, 'on'> = {
  'turn-began': { whose },
  'phase-began': { phase: oneOf(['draw']), whose },
  refreshed: { phaseEnd: opt(yes) },
  'card-played': { filter, by: opt(whose) },
  'entered-play': { card: oneOf(['self']), duringEngagement: opt(yes) },
  'leaves-play': { card: selfHostOrFilter },
  destroyed: { card: selfOrFilter },
  'objective-engaged': { card: filter },
  declared: { card: oneOf(['self']), as: oneOf(['attacker', 'attacker-or-defender']) },
  'focused-to-strike': { card: selfHostOrFilter, asAttacker: opt(yes) },
  'strike-resolved': { card: filter },
  'dealt-damage': { card: filter },
  damage: { card: filter },
  'edge-won': { asAttacker: opt(yes) },
  survived: { unopposed: opt(yes) },
  committed: { card: oneOf(['self']) },
  'objective-destroyed': { whose: opt(whose) },
  'resources-generated': { card: oneOf(['host']) },
  'captured-unit': {},
  'interrupt-used': {},
}

const MODIFIERS: Tagged<Modifier, 'gain'> = {
  icons: { to: target, icons, per: opt(filter) },
  keyword: { to: target, keyword },
  capacity: { to: target, by: signed },
  'force-icons': { by: signed },
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
}

const answer = {
  on: tagged('on', 'a trigger', TRIGGERS),
  forced: opt(yes),
  cost: opt(costs),
  effects,
  limit: opt(positive),
}
const ABILITIES: Tagged<Ability, 'kind'> = {
  constant: { modifier: tagged('gain', 'a modifier', MODIFIERS), while: opt(condition) },
  action: { cost: opt(costs), effects, limit: opt(positive), window: opt(playWindow) },
  reaction: answer,
  interrupt: answer,
  fate: { effects },
  hook: { name: hookName },
}
const rules = list(tagged('kind', 'an ability kind', ABILITIES))

/**
 * The problems of a value meant as a card's rules (`CardRules`), each `path: problem`, e.g.
 * `[1].effects[0].target.choose.type[0]: "vehicle" is not a card type`; empty when it is valid.
 */
export function validateRules(value: unknown): string[] {
  const out: string[] = []
  rules(value, '', out)
  return out
}

/** Every ability kind (`kind`). */
export const ABILITY_KINDS = keysOf(ABILITIES) satisfies readonly AbilityKind[]
/** Every trigger kind (`on`). */
export const TRIGGER_KINDS = keysOf(TRIGGERS) satisfies readonly TriggerKind[]
/** Every effect kind (`do`). */
export const EFFECT_KINDS = keysOf(EFFECTS) satisfies readonly EffectKind[]
/** Every modifier kind (`gain`). */
export const MODIFIER_KINDS = keysOf(MODIFIERS) satisfies readonly ModifierKind[]
/** Every hook name. */
export const HOOK_NAMES = keysOf(HOOKS) satisfies readonly HookName[]
/** Every cost kind (the single key of a cost). */
export const COST_KINDS = keysOf(COSTS) satisfies readonly CostKind[]
