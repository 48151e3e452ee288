/**
 * The closed check of effects, aims and targets (./types.ts), one table entry per effect kind so that a kind added
 * to the vocabulary does not compile here until it is described. Used by ./validate.ts.
 */
import { CARD_TYPES } from './kinds'
import { amount, array, at, bool, fields, int, localized, object, oneOf, report, text } from './check'
import type { Out } from './check'
import type { HkkAbility, HkkEffect, HkkPlayZone, HkkSelf, HkkSide, HkkTokenDef } from './types'

/** What an effect's checks need to know about its ability and card. */
export interface EffectScope {
  out: Out
  /** How many targets the ability chooses (a `{ target: n }` aim must be below it). */
  targets: number
  /** The `kind` of each target as given (to refuse a card-only effect aimed at a player). */
  targetKinds: readonly unknown[]
  trigger: HkkAbility['trigger']
  /** Whether the card costs X (only then may an amount be 'X'). */
  x: boolean
  /** Whether the card is attached to a host (only then may an effect aim at 'host'). */
  attachment: boolean
  /** Nesting depth of dice and coin branches. */
  depth: number
}

/** The largest amount, stat change or count a card may name. */
export const MAX_N = 20
/** Dice and coins nest at most this deep. */
const MAX_DEPTH = 2
/** At most this many effects in one list. */
export const MAX_EFFECTS = 8

/** Every side, zone and reference a node may name. */
export const SIDES: readonly HkkSide[] = ['you', 'opponent', 'any']
export const ZONES: readonly HkkPlayZone[] = ['guard', 'reserve', 'field']
const SELVES: readonly HkkSelf[] = ['self', 'host', 'controller', 'combat-opponent']
const PLAYERS = ['you', 'opponent'] as const

type Check = (o: Record<string, unknown>, path: string, s: EffectScope) => void

/** One effect kind: its required and optional fields and the check of their values. */
interface KindSpec {
  req: readonly string[]
  opt?: readonly string[]
  check: Check
}

const n = (o: Record<string, unknown>, path: string, s: EffectScope, min = 0, x = true) => {
  if (o.n !== undefined) (x ? amount : intOnly)(o.n, at(path, 'n'), min, MAX_N, s.x, s.out)
}
const intOnly = (v: unknown, path: string, min: number, max: number, _x: boolean, out: Out) =>
  void int(v, path, min, max, out)
const to = (o: Record<string, unknown>, path: string, s: EffectScope) => {
  if (o.to !== undefined) checkAim(o.to, at(path, 'to'), s)
}
/** An aim that must be a card (a creature or building): players have no stats, counters or active state. */
const toCard = (o: Record<string, unknown>, path: string, s: EffectScope) => {
  to(o, path, s)
  const aim = o.to as { target?: unknown } | string | undefined
  const player =
    aim === 'controller' ||
    (typeof aim === 'object' &&
      aim !== null &&
      typeof aim.target === 'number' &&
      s.targetKinds[aim.target] === 'player')
  if (player) report(s.out, at(path, 'to'), 'lapot kell céloznia, nem játékost', 'must aim at a card, not a player')
}
const player = (o: Record<string, unknown>, path: string, s: EffectScope) => {
  if (o.player !== undefined) oneOf(o.player, at(path, 'player'), PLAYERS, s.out)
}

/** The effect kinds, each described once. */
const KINDS: { readonly [K in HkkEffect['kind']]: KindSpec } = {
  damage: { req: ['n', 'to'], check: (o, p, s) => (n(o, p, s), to(o, p, s)) },
  heal: { req: ['n', 'to'], check: (o, p, s) => (n(o, p, s), toCard(o, p, s)) },
  'gain-life': { req: ['n', 'player'], check: (o, p, s) => (n(o, p, s), player(o, p, s)) },
  'lose-life': { req: ['n', 'player'], check: (o, p, s) => (n(o, p, s), player(o, p, s)) },
  stat: { req: ['stats', 'to'], opt: ['until'], check: checkStat },
  vp: { req: ['n'], check: (o, p, s) => n(o, p, s) },
  'vp-regen': { req: ['n'], check: (o, p, s) => n(o, p, s, -5, false) },
  draw: { req: ['n'], opt: ['player'], check: (o, p, s) => (n(o, p, s), player(o, p, s)) },
  'peek-top': { req: ['n'], check: (o, p, s) => n(o, p, s, 1, false) },
  'return-to-hand': { req: ['to'], check: toCard },
  destroy: { req: ['to'], check: toCard },
  passivize: { req: ['to'], check: toCard },
  activate: { req: ['to'], check: toCard },
  'create-token': {
    req: ['token', 'n', 'zone'],
    check: (o, p, s) => {
      n(o, p, s, 1, false)
      if (o.zone !== undefined) oneOf(o.zone, at(p, 'zone'), ['reserve', 'field'], s.out)
      if (o.token !== undefined) checkToken(o.token, at(p, 'token'), s.out)
    },
  },
  'add-counter': {
    req: ['counter', 'n', 'to'],
    check: (o, p, s) => {
      if (o.counter !== undefined) oneOf(o.counter, at(p, 'counter'), ['plus-one'], s.out)
      n(o, p, s, 1, false)
      toCard(o, p, s)
    },
  },
  'prevent-play': {
    req: [],
    check: (_o, p, s) => {
      if (s.trigger !== 'on-play') {
        report(s.out, p, 'megakadályozni csak kijátszáskor lehet', 'only a card being played can prevent one')
      }
    },
  },
  'cost-mod': { req: ['n', 'filter'], check: checkCostMod },
  'end-turn': { req: [], check: () => undefined },
  'roll-d6': { req: ['table'], check: checkRoll },
  coin: {
    req: ['heads', 'tails'],
    check: (o, p, s) => {
      if (o.heads !== undefined) checkEffects(o.heads, at(p, 'heads'), { ...s, depth: s.depth + 1 }, true)
      if (o.tails !== undefined) checkEffects(o.tails, at(p, 'tails'), { ...s, depth: s.depth + 1 }, true)
    },
  },
  'random-discard': { req: ['n', 'player'], check: (o, p, s) => (n(o, p, s, 1, false), player(o, p, s)) },
}

/** Every card type (./kinds.ts), for callers that import it from here. */
export { CARD_TYPES } from './kinds'

/** Every effect kind of the vocabulary. */
export const EFFECT_KINDS = Object.keys(KINDS) as readonly HkkEffect['kind'][]

/** The effect kinds a static ability may have: lasting changes only. */
export const STATIC_KINDS: readonly HkkEffect['kind'][] = ['stat', 'vp-regen', 'cost-mod']

/** Checks a list of effects; `empty` allows an empty list (a coin side that does nothing). */
export function checkEffects(v: unknown, path: string, s: EffectScope, empty = false): void {
  if (s.depth > MAX_DEPTH) {
    report(s.out, path, 'túl mélyen egymásba ágyazott dobások', 'dice and coins nested too deep')
    return
  }
  const list = array(v, path, MAX_EFFECTS, s.out)
  if (!list) return
  if (list.length === 0 && !empty) report(s.out, path, 'legalább egy hatás kell', 'needs at least one effect')
  list.forEach((e, i) => checkEffect(e, `${path}[${i}]`, s))
}

function checkEffect(v: unknown, path: string, s: EffectScope): void {
  const o = object(v, path, s.out)
  if (!o) return
  const kinds = EFFECT_KINDS as readonly string[]
  if (typeof o.kind !== 'string' || !kinds.includes(o.kind)) {
    report(
      s.out,
      at(path, 'kind'),
      `ismeretlen hatás: ${JSON.stringify(o.kind)}`,
      `unknown effect ${JSON.stringify(o.kind)}`,
    )
    return
  }
  const kind = o.kind as HkkEffect['kind']
  if (s.trigger === 'static' && !STATIC_KINDS.includes(kind)) {
    report(
      s.out,
      at(path, 'kind'),
      `állandó képesség csak stat, vp-regen vagy cost-mod lehet, nem "${kind}"`,
      `a static ability may only have stat, vp-regen or cost-mod, not "${kind}"`,
    )
  }
  if (kind === 'cost-mod' && s.trigger !== 'static') {
    report(s.out, at(path, 'kind'), 'a cost-mod csak állandó képesség lehet', 'cost-mod must be a static ability')
  }
  const spec = KINDS[kind]
  fields(o, path, ['kind', ...spec.req], spec.opt ?? [], s.out)
  spec.check(o, path, s)
}

/** Checks who an effect aims at. */
export function checkAim(v: unknown, path: string, s: EffectScope): void {
  if (typeof v === 'string') {
    if (!oneOf(v, path, SELVES, s.out)) return
    if (v === 'combat-opponent' && s.trigger !== 'combat') {
      report(s.out, path, 'harci ellenfél csak harci (+) képességben', 'combat-opponent only in a combat (+) ability')
    }
    if (v === 'host' && !s.attachment) {
      report(s.out, path, 'hordozó csak rátett lapon', 'host only on a card attached to another')
    }
    return
  }
  const o = object(v, path, s.out)
  if (!o) return
  if ('target' in o) {
    fields(o, path, ['target'], [], s.out)
    if (s.targets === 0) {
      report(s.out, at(path, 'target'), 'ennek a képességnek nincs célpontja', 'this ability chooses no target')
    } else int(o.target, at(path, 'target'), 0, s.targets - 1, s.out)
    return
  }
  fields(o, path, ['each', 'side'], ['zone'], s.out)
  if (o.each !== undefined) oneOf(o.each, at(path, 'each'), ['creature'], s.out)
  if (o.side !== undefined) oneOf(o.side, at(path, 'side'), SIDES, s.out)
  if (o.zone !== undefined) oneOf(o.zone, at(path, 'zone'), ZONES, s.out)
}

/** Checks one target an ability chooses. */
export function checkTarget(v: unknown, path: string, out: Out): void {
  const o = object(v, path, out)
  if (!o) return
  fields(o, path, ['kind'], ['side', 'zone', 'subtype'], out)
  if (o.kind !== undefined) oneOf(o.kind, at(path, 'kind'), ['creature', 'player', 'building', 'any'], out)
  if (o.side !== undefined) oneOf(o.side, at(path, 'side'), SIDES, out)
  if (o.zone !== undefined) oneOf(o.zone, at(path, 'zone'), ZONES, out)
  if (o.subtype !== undefined) {
    oneOf(o.subtype, at(path, 'subtype'), ['monster', 'adventurer'], out)
    if (o.kind !== 'creature')
      report(out, at(path, 'subtype'), 'altípus csak lénynek van', 'only creatures have a subtype')
  }
  if (o.kind === 'player' && o.zone !== undefined) {
    report(out, at(path, 'zone'), 'játékosnak nincs zónája', 'a player is in no zone')
  }
}

/** Checks a stat change: at least one stat, each a small whole number. */
function checkStat(o: Record<string, unknown>, path: string, s: EffectScope): void {
  toCard(o, path, s)
  if (o.until !== undefined) oneOf(o.until, at(path, 'until'), ['end-of-turn'], s.out)
  if (o.until !== undefined && s.trigger === 'static') {
    report(s.out, at(path, 'until'), 'állandó képesség nem ér véget', 'a static ability does not expire')
  }
  if (o.stats === undefined) return
  const stats = object(o.stats, at(path, 'stats'), s.out)
  if (!stats) return
  fields(stats, at(path, 'stats'), [], ['damage', 'ep', 'sp'], s.out)
  const keys = (['damage', 'ep', 'sp'] as const).filter((k) => stats[k] !== undefined)
  if (keys.length === 0) report(s.out, at(path, 'stats'), 'legalább egy érték kell', 'needs at least one stat')
  for (const k of keys) int(stats[k], at(at(path, 'stats'), k), -MAX_N, MAX_N, s.out)
}

function checkCostMod(o: Record<string, unknown>, path: string, s: EffectScope): void {
  if (o.n !== undefined) int(o.n, at(path, 'n'), -5, 5, s.out)
  if (o.filter === undefined) return
  const f = object(o.filter, at(path, 'filter'), s.out)
  if (!f) return
  fields(f, at(path, 'filter'), [], ['type', 'creature'], s.out)
  if (f.type !== undefined) oneOf(f.type, at(at(path, 'filter'), 'type'), CARD_TYPES, s.out)
  if (f.creature !== undefined) bool(f.creature, at(at(path, 'filter'), 'creature'), s.out)
}

function checkRoll(o: Record<string, unknown>, path: string, s: EffectScope): void {
  const rows = o.table === undefined ? null : array(o.table, at(path, 'table'), 6, s.out)
  if (!rows) return
  if (rows.length === 0) report(s.out, at(path, 'table'), 'üres táblázat', 'empty table')
  const seen = new Set<number>()
  rows.forEach((r, i) => {
    const rp = `${at(path, 'table')}[${i}]`
    const row = object(r, rp, s.out)
    if (!row) return
    fields(row, rp, ['from', 'to', 'effects'], [], s.out)
    const ok = int(row.from, at(rp, 'from'), 1, 6, s.out) && int(row.to, at(rp, 'to'), 1, 6, s.out)
    if (ok && (row.from as number) > (row.to as number)) {
      report(s.out, rp, 'a "from" nem lehet nagyobb a "to"-nál', '"from" may not exceed "to"')
    }
    for (let f = row.from as number; ok && f <= (row.to as number); f++) {
      if (seen.has(f)) report(s.out, rp, `a ${f} már szerepel egy sorban`, `${f} is already in another row`)
      seen.add(f)
    }
    if (row.effects !== undefined) checkEffects(row.effects, at(rp, 'effects'), { ...s, depth: s.depth + 1 })
  })
}

/** A card or token id: lower-case slugs joined by `/` (`hkk/fire-rain`, `hkk-user/my-card`). */
export const ID_PATTERN = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)+$/

function checkToken(v: unknown, path: string, out: Out): void {
  const o = object(v, path, out)
  if (!o) return
  fields(o, path, ['id', 'name', 'type'], ['damage', 'ep', 'sp'], out)
  if (o.id !== undefined && text(o.id, at(path, 'id'), 80, out) && !ID_PATTERN.test(o.id)) {
    report(out, at(path, 'id'), 'kisbetűs, /-rel tagolt azonosító kell', 'must be a lower-case id with a /')
  }
  if (o.name !== undefined) localized(o.name, at(path, 'name'), 40, out)
  if (o.type === undefined || !oneOf(o.type, at(path, 'type'), ['monster', 'adventurer', 'building'], out)) return
  checkStats(o, path, o.type as HkkTokenDef['type'], out)
}

/** Stats by type: creatures need damage and Ép, buildings Sp, other cards none. */
export function checkStats(o: Record<string, unknown>, path: string, type: string, out: Out): void {
  const creature = type === 'monster' || type === 'adventurer'
  const need = { damage: creature, ep: creature, sp: type === 'building' }
  const range = { damage: [0, MAX_N], ep: [1, 30], sp: [1, 30] } as const
  for (const k of ['damage', 'ep', 'sp'] as const) {
    if (o[k] === undefined) {
      if (need[k]) report(out, at(path, k), `ennek a típusnak kell "${k}" érték`, `this type needs "${k}"`)
    } else if (!need[k]) {
      report(out, at(path, k), `ennek a típusnak nincs "${k}" értéke`, `this type has no "${k}"`)
    } else int(o[k], at(path, k), range[k][0], range[k][1], out)
  }
}
