/**
 * The game log in words: every Battle of Hoth engine event as one plain sentence in Hungarian or English.
 * Sentences come from the `hoth` namespace (`log.events.*`), so translators can fix the wording; names come
 * from the engine's tables (units, structures, cards, die faces) and the seats' player names. Hidden card
 * identities never appear: the engine's `card-drawn` says only who drew, and so does the sentence.
 */
import type { Json, SeatId } from '../../../../engine/core/types'
import type { DieFace, HothView } from '../../../../engine/games/hoth'
import { countHits, FACE_NAMES, STRUCTURE_SPECS, UNIT_SPECS } from '../../../../engine/games/hoth'
import i18n from '../../../i18n'
import type { HothLogLine } from '../contract'
import { hexName } from './hexNames'
import { cardName, seatName, unitName, unitTypeOf, type HothLang } from './names'

/** An event's data as a record (events always carry an object; anything else reads as empty). */
type Data = { readonly [key: string]: Json }

/** Interpolation values for a sentence. */
type Values = Record<string, string | number | undefined>

/** What a describer needs: the event's data and helpers bound to the view, names and language. */
interface Ctx {
  data: Data
  /** The acting seat's player name (the event's own `seat` when it names one). */
  actor: string
  player(seat: SeatId): string
  unit(id: string): string
  /** 'group' for units whose name is plural in this language (for verb agreement), else undefined. */
  grammar(id: string): string | undefined
  faces(list: DieFace[]): string
  side(side: 'rebel' | 'empire'): string
  /** The "n hits" part of a roll at `target`. */
  hits(target: string, faces: DieFace[]): string
  /** "n hits" for a known count. */
  hitCount(count: number): string
  say(key: string, values: Values): string
  lang: HothLang
}

const asData = (data: Json | undefined): Data =>
  data !== null && typeof data === 'object' && !Array.isArray(data) ? data : {}

const str = (d: Data, key: string): string | null => (typeof d[key] === 'string' ? (d[key] as string) : null)

const num = (d: Data, key: string): number | null => (typeof d[key] === 'number' ? (d[key] as number) : null)

/** Die faces under `key`, or null when the value is not a list of known faces. */
function dieFaces(d: Data, key: string): DieFace[] | null {
  const list = d[key]
  if (!Array.isArray(list)) return null
  const faces = list.filter((f): f is DieFace => typeof f === 'string' && Object.hasOwn(FACE_NAMES, f))
  return faces.length === list.length ? faces : null
}

/** The seat ids under `key` (a list of strings; anything else reads as none). */
function seatList(d: Data, key: string): SeatId[] {
  const list = d[key]
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string').slice(0, 8) : []
}

/** Names as one list in the reader's language ("Béla and Cili" / "Béla és Cili"). */
function nameList(names: readonly string[], lang: HothLang): string {
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(names)
}

/** A sentence that ends in a quoted "!" or "?" (card names like „Tartsátok a vonalat!") needs no final period. */
function tidy(sentence: string): string {
  return sentence.replace(/([!?.])([”"’)]?)\.$/u, '$1$2')
}

/**
 * Hits a roll scores against `target` by the dice table's rule (a blast hits everything, other faces hit the
 * types that list them); an AT-AT's hits still need a confirmation roll, which a later line reports.
 */
export function rollHits(
  view: HothView,
  target: string,
  faces: readonly DieFace[],
): { hits: number; confirm: boolean } {
  const structure = Object.hasOwn(view.structures, target) ? view.structures[target] : undefined
  const type = structure ? null : unitTypeOf(target, view)
  const hitBy: readonly DieFace[] = structure
    ? STRUCTURE_SPECS[structure.kind].hitBy
    : type
      ? UNIT_SPECS[type].hitBy
      : []
  const hits = countHits(faces, hitBy)
  return { hits, confirm: type !== null && UNIT_SPECS[type].confirmHits }
}

/** A roll line: attack or barrage, with its dice, faces and hits. */
function roll(c: Ctx, key: 'attack' | 'barrage'): string | null {
  const target = str(c.data, 'target')
  const faces = dieFaces(c.data, 'faces')
  const attacker = str(c.data, 'unit')
  if (target === null || faces === null || (key === 'attack' && attacker === null)) return null
  return c.say(key, {
    name: c.actor,
    unit: attacker === null ? undefined : c.unit(attacker),
    target: c.unit(target),
    count: num(c.data, 'dice') ?? faces.length,
    faces: c.faces(faces),
    hits: c.hits(target, faces),
  })
}

/** A line about one unit, with verb agreement and optional extra values. */
function aboutUnit(c: Ctx, key: string, extra: (d: Data) => Values | null = () => ({})): string | null {
  const id = str(c.data, 'unit')
  const values = extra(c.data)
  if (id === null || values === null) return null
  return c.say(key, { unit: c.unit(id), context: c.grammar(id), ...values })
}

/** A before → after re-roll line. */
function reroll(c: Ctx, key: string): string | null {
  const before = dieFaces(c.data, 'before')
  const after = dieFaces(c.data, 'after')
  return before && after ? c.say(key, { name: c.actor, before: c.faces(before), after: c.faces(after) }) : null
}

/** The `to` and `from` hexes of a move-like event (null without `to`). */
const hexTo = (d: Data): Values | null =>
  str(d, 'to') === null ? null : { to: hexName(str(d, 'to')!), from: hexName(str(d, 'from') ?? '') }

/** The sentence variant for the step a take-back request names (a move, or ending the moves). */
const undoStep = (d: Data): string => (str(d, 'step') === 'end-moves' ? 'endMoves' : 'move')

/** One describer per engine event type (docs/games/hoth.md lists them all). */
const DESCRIBERS: Readonly<Record<string, (c: Ctx) => string | null>> = {
  'card-played': (c) => {
    const card = str(c.data, 'card')
    return card === null ? null : c.say('cardPlayed', { name: c.actor, card: cardName(card, c.lang) })
  },
  'no-orders': (c) => c.say('noOrders', { name: c.actor }),
  ordered: (c) => {
    const id = str(c.data, 'unit')
    return id === null ? null : c.say('ordered', { name: c.actor, unit: c.unit(id) })
  },
  'orders-confirmed': (c) => {
    const units = c.data.units
    return c.say('ordersConfirmed', { name: c.actor, count: Array.isArray(units) ? units.length : 0 })
  },
  repaired: (c) => aboutUnit(c, 'repaired', (d) => ({ count: num(d, 'figures') ?? 0, context: undefined })),
  moved: (c) => aboutUnit(c, 'moved', hexTo),
  'attack-rolled': (c) => roll(c, 'attack'),
  'barrage-rolled': (c) => roll(c, 'barrage'),
  'misses-rerolled': (c) => reroll(c, 'missesRerolled'),
  'dice-rerolled': (c) => reroll(c, 'diceRerolled'),
  'confirmation-rolled': (c) => {
    const id = str(c.data, 'unit')
    const faces = dieFaces(c.data, 'faces')
    if (id === null || faces === null) return null
    const hits = num(c.data, 'hits') ?? faces.filter((f) => f === 'blast').length
    return c.say('confirmation', { unit: c.unit(id), faces: c.faces(faces), hits: c.hitCount(hits) })
  },
  'unit-hit': (c) =>
    aboutUnit(c, 'unitHit', (d) => ({
      count: num(d, 'hits') ?? 0,
      figures: num(d, 'figures') ?? 0,
      context: undefined,
    })),
  'unit-destroyed': (c) => aboutUnit(c, 'unitDestroyed'),
  'structure-hit': (c) => {
    const id = str(c.data, 'structure')
    if (id === null) return null
    const left = num(c.data, 'left') ?? 0
    const hits = num(c.data, 'hits') ?? 0
    return c.say(left > 0 || hits === 0 ? 'structureHit' : 'structureHitLast', {
      structure: c.unit(id),
      count: hits,
      left,
    })
  },
  'structure-destroyed': (c) => {
    const id = str(c.data, 'structure')
    return id === null ? null : c.say('structureDestroyed', { structure: c.unit(id) })
  },
  medal: (c) => {
    const side = str(c.data, 'side')
    const ref = str(c.data, 'ref') ?? ''
    if (side !== 'rebel' && side !== 'empire') return null
    const source = str(c.data, 'source')
    if (source === 'hex') return c.say('medalHex', { hex: hexName(ref), context: side })
    const name =
      source === 'unit' && Object.hasOwn(UNIT_SPECS, ref)
        ? UNIT_SPECS[ref as keyof typeof UNIT_SPECS].name[c.lang]
        : source === 'structure' && Object.hasOwn(STRUCTURE_SPECS, ref)
          ? STRUCTURE_SPECS[ref as keyof typeof STRUCTURE_SPECS].name[c.lang]
          : ref
    return c.say('medalDestroyed', { ref: name, context: side })
  },
  retreated: (c) => aboutUnit(c, 'retreated', hexTo),
  'retreat-blocked': (c) => aboutUnit(c, 'retreatBlocked'),
  'retreat-ignored': (c) => aboutUnit(c, 'retreatIgnored'),
  breakthrough: (c) => aboutUnit(c, 'breakthrough', hexTo),
  'fleet-discarded': (c) => c.say('fleetDiscarded', { name: c.actor, count: num(c.data, 'cards') ?? 0 }),
  'card-drawn': (c) => c.say('cardDrawn', { name: c.actor }),
  reshuffled: (c) => c.say('reshuffled', { name: c.actor, count: num(c.data, 'cards') ?? 0 }),
  'turn-started': (c) => {
    const side = str(c.data, 'side')
    if (side !== 'rebel' && side !== 'empire') return null
    return c.say('turnStarted', { number: num(c.data, 'number') ?? 0, name: c.actor, side: c.side(side) })
  },
  undone: (c) => {
    const by = str(c.data, 'allowedBy')
    return by === null
      ? c.say('undone', { name: c.actor })
      : c.say('undoneAllowed', { name: c.actor, by: c.player(by) })
  },
  'undo-requested': (c) => c.say('undoRequested', { name: c.actor, context: undoStep(c.data) }),
  'undo-refused': (c) => {
    const asker = str(c.data, 'asker')
    return asker === null ? null : c.say('undoRefused', { name: c.actor, asker: c.player(asker) })
  },
  'undo-withdrawn': (c) => c.say('undoWithdrawn', { name: c.actor }),
  'hand-shared': (c) => {
    const mate = str(c.data, 'with')
    return mate === null ? null : c.say('handShared', { name: c.actor, mate: c.player(mate) })
  },
  // Not an engine event: the table adds it for an entry the engine (or net) refused, on every peer alike. A roll
  // the net layer called off (`code`) is told in the table's words, naming who did not answer when `missing` says.
  'action-refused': (c) => {
    const code = str(c.data, 'code')
    if (code === 'roll-void') {
      const missing = seatList(c.data, 'missing').map(c.player)
      return missing.length > 0
        ? c.say('rollVoid', { name: c.actor, missing: nameList(missing, c.lang) })
        : c.say('rollVoidUnnamed', { name: c.actor })
    }
    if (code === 'unfair-entropy') return c.say('rollUnfair', { name: c.actor })
    const action = str(c.data, 'action')
    const reason = str(asData(c.data.reason), c.lang)
    return action === null || reason === null ? null : c.say('actionRefused', { name: c.actor, action, reason })
  },
  'game-over': (c) => {
    const winner = str(c.data, 'winner')
    const reason = asData(c.data.reason)
    if (winner !== 'rebel' && winner !== 'empire') return null
    return c.say('gameOver', { context: winner, reason: str(reason, c.lang) ?? '' }).trim()
  },
}

/** The event types describeEvent knows (every type the engine emits, and the table's `action-refused`). */
export const DESCRIBED_EVENTS: readonly string[] = Object.keys(DESCRIBERS)

/**
 * One log line as a sentence in `lang`, e.g. "Anna played “Assault in the Centre”." or "Béla's AT-AT walker
 * attacked Echo Base troopers with 3 dice: blast, infantry, miss — 1 hit."; null for an event type the panels
 * do not know or data that does not read. Unit names follow the current view (destroyed units by their id).
 */
export function describeEvent(
  line: HothLogLine,
  view: HothView,
  names: Readonly<Record<SeatId, string>>,
  lang: HothLang,
): string | null {
  const describe = Object.hasOwn(DESCRIBERS, line.event.type) ? DESCRIBERS[line.event.type] : undefined
  if (!describe) return null
  const t = i18n.getFixedT(lang, 'hoth')
  const data = asData(line.event.data)
  const player = (seat: SeatId) => seatName(names, seat)
  const ctx: Ctx = {
    data,
    lang,
    actor: player(str(data, 'seat') ?? line.seat),
    player,
    unit: (id) => unitName(id, view, lang),
    grammar: (id) => {
      const type = unitTypeOf(id, view)
      return type && t(`unitGrammar.${type}`) === 'group' ? 'group' : undefined
    },
    side: (side) => t(`sides.${side}`),
    faces: (list) => list.map((f) => FACE_NAMES[f][lang]).join(', '),
    hits: (target, faces) => {
      const { hits, confirm } = rollHits(view, target, faces)
      return t(confirm ? 'log.hitsToConfirm' : 'log.hits', { count: hits })
    },
    hitCount: (count) => t('log.hits', { count }),
    say: (key, values) => tidy(t(`log.events.${key}`, values)),
  }
  return describe(ctx)
}
