/**
 * The sandbox table's log in words: every tabletop engine event (and a refused action) as one sentence in
 * Hungarian or English. Hidden faces stay hidden: a card is named only when the event itself carries `card`
 * (the engine adds it only when everyone may see that card) or when the context remembers that the slot's card
 * is public; otherwise the sentence says "a card" or "2 cards". Sentences come from the `sandboxLog` namespace.
 */
import type { TFunction } from 'i18next'
import type { EngineError, EngineEvent, Json, SeatId } from '../../../engine/core/types'
import i18n from '../../i18n'
import { pileLabel } from '../../boxes'
import type { Language } from '../../lib/language'
import { seatQuarter } from '../../lib/cameraPresets'
import { isTapped } from '../../lib/tapping'
import { counterName, dieResult, nameList, named } from './phrases'

/** What a sentence needs besides the event. */
export interface TabletopLogContext {
  /** The reader's language. */
  lang: Language
  /** Player names by seat (the seat id is shown when a name is missing). */
  names: Readonly<Record<SeatId, string>>
  /** Pile names by pile id (the id is shown when a name is missing). */
  piles: Readonly<Record<string, string>>
  /** Card identities everyone may see, by slot (from earlier events), so later lines can name them too. */
  publicCards?: Readonly<Record<string, string>>
  /** A card identity's display name (the box's name for it); by default the id without its copy suffix. */
  cardName?: (id: string, lang: Language) => string
}

/** One line of the table log. */
export interface TabletopLogLine {
  /** Who acted. */
  seat: SeatId
  /** The sentence. */
  text: string
  /** Table tidying (sliding a pile, nudging a card, sorting a hand) that the panel may fold away. */
  minor: boolean
}

type Data = { readonly [key: string]: Json }

const asData = (data: Json | undefined): Data =>
  data !== null && typeof data === 'object' && !Array.isArray(data) ? data : {}
const str = (d: Data, key: string): string | null => (typeof d[key] === 'string' ? (d[key] as string) : null)
const num = (d: Data, key: string): number => (typeof d[key] === 'number' ? (d[key] as number) : 0)

/** A card id without the copy suffix ("swlcg/core-12#2" → "swlcg/core-12"), the fallback display name. */
export function plainCardName(id: string): string {
  return id.replace(/#\d+$/, '')
}

/** The place words of a move's `from` / `to`: `{ pile }`, `{ hand }` or `{ table: true }`. */
function place(c: Ctx, dir: 'from' | 'to', where: Json | undefined): string {
  const w = asData(where)
  const pile = str(w, 'pile')
  if (pile !== null) return c.t(`${dir}.pile`, { pile: c.pile(pile) })
  return c.t(`${dir}.${'hand' in w ? 'hand' : 'table'}`)
}

/** Helpers bound to one event, language and context. */
interface Ctx {
  data: Data
  t: TFunction
  lang: Language
  player(seat: SeatId): string
  pile(id: string): string
  /** Says `key` (or `keyNamed` when the card is public) with the card phrase in `card`. */
  sayCard(key: string, values: Record<string, string | number>, someKey?: string): string
  say(key: string, values: Record<string, string | number>): string
}

type Describer = (c: Ctx) => { text: string; minor?: boolean } | null

const cards = (c: Ctx, key: 'cards' | 'cardsAcc', count: number) => c.t(`count.${key}`, { count })

/** One sentence per tabletop event type. */
const DESCRIBERS: Record<string, Describer> = {
  'pile-added': (c) => ({
    text: c.say('pileAdded', {
      pile: c.pile(str(c.data, 'pile') ?? ''),
      cards: cards(c, 'cards', num(c.data, 'count')),
      context: c.data.shuffled === true ? 'shuffled' : '',
    }),
  }),
  'pile-removed': (c) => ({
    text: c.say('pileRemoved', {
      pile: c.pile(str(c.data, 'pile') ?? ''),
      cards: cards(c, 'cards', num(c.data, 'count')),
    }),
  }),
  shuffled: (c) => ({
    text: c.say('shuffled', {
      pile: c.pile(str(c.data, 'pile') ?? ''),
      cards: cards(c, 'cards', num(c.data, 'count')),
    }),
  }),
  drew: (c) => ({
    text: c.say('drew', { pile: c.pile(str(c.data, 'pile') ?? ''), cards: cards(c, 'cardsAcc', num(c.data, 'count')) }),
  }),
  dealt: (c) => {
    const seats = Array.isArray(c.data.seats) ? c.data.seats.filter((s): s is string => typeof s === 'string') : []
    return {
      text: c.say('dealt', {
        pile: c.pile(str(c.data, 'pile') ?? ''),
        cards: cards(c, 'cardsAcc', num(c.data, 'count')),
        seats: nameList(c.lang, seats.map(c.player)),
      }),
    }
  },
  searched: (c) => ({
    text: c.say('searched', {
      pile: c.pile(str(c.data, 'pile') ?? ''),
      cards: cards(c, 'cards', num(c.data, 'count')),
    }),
  }),
  'search-ended': (c) => ({
    text: c.say('searchEnded', {
      pile: c.pile(str(c.data, 'pile') ?? ''),
      context: c.data.shuffled === true ? 'shuffled' : '',
    }),
  }),
  cut: (c) => ({
    text: c.say('cut', { pile: c.pile(str(c.data, 'pile') ?? ''), cards: cards(c, 'cards', num(c.data, 'at')) }),
  }),
  'pile-moved': (c) => ({ text: c.say('pileMoved', { pile: c.pile(str(c.data, 'pile') ?? '') }), minor: true }),
  moved: (c) => {
    const from = asData(c.data.from)
    const to = asData(c.data.to)
    if ('table' in from && 'table' in to) return { text: c.sayCard('movedOnTable', {}), minor: true }
    // A card taken from the own hand back into it only goes to the right end: sorting, not a move.
    if ('hand' in from && 'hand' in to) return { text: c.say('handReordered', {}), minor: true }
    return { text: c.sayCard('moved', { from: place(c, 'from', c.data.from), to: place(c, 'to', c.data.to) }) }
  },
  played: (c) => ({ text: c.sayCard('played', { context: c.data.faceUp === true ? 'up' : 'down' }) }),
  flipped: (c) => ({ text: c.sayCard('flipped', { context: c.data.faceUp === true ? 'up' : 'down' }) }),
  rotated: (c) => ({ text: c.sayCard('rotated', { context: turnWord(c.data) }) }),
  'counter-changed': (c) => {
    const value = num(c.data, 'value')
    const counter = counterName(c.t, str(c.data, 'name') ?? '')
    return { text: c.sayCard(value > 0 ? 'counterSet' : 'counterRemoved', { counter, value }, 'someOf') }
  },
  'hand-reordered': (c) => ({ text: c.say('handReordered', {}), minor: true }),
  rolled: (c) => {
    const dice = Array.isArray(c.data.dice) ? c.data.dice.map(asData) : []
    const results = dice.map((d) => dieResult(c.t, c.lang, str(d, 'kind') ?? '?', num(d, 'face')))
    return results.length === 0 ? null : { text: c.say('rolled', { results: results.join(', ') }) }
  },
}

/** The event types describeTabletopEvent knows: every type the tabletop engine emits. */
export const DESCRIBED_EVENTS: readonly string[] = Object.keys(DESCRIBERS)

/** The bound helpers for one event. */
function bind(data: Data, seat: SeatId, ctx: TabletopLogContext): Ctx {
  const t = i18n.getFixedT(ctx.lang, 'sandboxLog')
  const player = (s: SeatId) => {
    const name = Object.hasOwn(ctx.names, s) ? ctx.names[s] : undefined
    return name && name.trim() !== '' ? name : s
  }
  const say = (key: string, values: Record<string, string | number>) =>
    t(`events.${key}`, { name: player(seat), ...values })
  // The public card in the event or remembered for its slot, or null while its face is hidden.
  const card = () => {
    const slot = str(data, 'slot')
    const remembered = slot !== null && ctx.publicCards && Object.hasOwn(ctx.publicCards, slot)
    const id = str(data, 'card') ?? (remembered ? ctx.publicCards![slot] : undefined)
    return id === undefined ? null : (ctx.cardName?.(id, ctx.lang) ?? plainCardName(id))
  }
  return {
    data,
    t,
    lang: ctx.lang,
    player,
    pile: (id) => named(t, ctx.lang, pileLabel(Object.hasOwn(ctx.piles, id) ? ctx.piles[id]! : id, ctx.lang)),
    say,
    sayCard: (key, values, someKey = 'some') => {
      const known = card()
      if (known === null) return say(key, { ...values, card: t(`card.${someKey}`) })
      return say(`${key}Named`, { ...values, card: named(t, ctx.lang, known) })
    },
  }
}

/**
 * One tabletop event as a log line in `ctx.lang`, e.g. "Anna drew 2 cards from “Light side”." or "Béla played
 * “Luke Skywalker”."; null for an event type the log does not know or data that does not read.
 */
export function describeTabletopEvent(event: EngineEvent, ctx: TabletopLogContext): TabletopLogLine | null {
  const describe = Object.hasOwn(DESCRIBERS, event.type) ? DESCRIBERS[event.type] : undefined
  const data = asData(event.data)
  const seat = str(data, 'seat')
  if (!describe || seat === null) return null
  const line = describe(bind(data, seat, ctx))
  return line ? { seat, text: line.text, minor: line.minor ?? false } : null
}

/** The action types with a name in the `sandboxLog` namespace (`actions.*`). */
const ACTION_TYPES: ReadonlySet<string> = new Set([
  'add-pile',
  'remove-pile',
  'shuffle',
  'draw',
  'deal',
  'search',
  'end-search',
  'cut',
  'move-pile',
  'move',
  'play',
  'flip',
  'rotate',
  'counter',
  'reorder-hand',
  'roll',
])

/**
 * A refused action as a log line: "<name>'s action was refused (draw): <reason in the reader's language>". A roll
 * the net layer called off says so in the table's own words, keyed by the refusal's code: `roll-void` names who did
 * not answer (`missing`, from the roll's status; "the other players" without it), `unfair-entropy` says the roll
 * was not drawn with every seated player.
 */
export function describeRefusal(
  seat: SeatId,
  actionType: string,
  error: EngineError,
  ctx: TabletopLogContext,
  missing: readonly SeatId[] = [],
): TabletopLogLine {
  const c = bind({}, seat, ctx)
  // Another peer may write any type; only the known ones are looked up, the rest are quoted (and shortened).
  const action = ACTION_TYPES.has(actionType) ? c.t(`actions.${actionType}`) : JSON.stringify(actionType.slice(0, 40))
  const text =
    error.code === 'roll-void'
      ? missing.length > 0
        ? c.say('refusedVoid', { action, missing: nameList(ctx.lang, missing.map(c.player)) })
        : c.say('refusedVoidUnnamed', { action })
      : error.code === 'unfair-entropy'
        ? c.say('refusedUnfair', { action })
        : c.say('refused', { action, reason: error.reason[ctx.lang] })
  return { seat, text, minor: false }
}

/**
 * The word for a card's turn, as the acting player sees it: tapped (a quarter clockwise into a turned position, from
 * the actor's facing, src/lib/tapping.ts), back upright, around, or a quarter right or left. An event without
 * `from` (a log from before it was recorded) is read against the actor's facing alone.
 */
function turnWord(data: Data): 'tap' | 'untap' | 'half' | 'right' | 'left' {
  const quarter = num(data, 'quarter')
  const facing = seatQuarter(str(data, 'seat') ?? null)
  const tapped = isTapped(quarter, facing)
  const from =
    typeof data.from === 'number' ? data.from : tapped ? quarter - 1 : quarter === facing ? quarter + 1 : quarter + 2
  const delta = (((quarter - from) % 4) + 4) % 4
  if (delta === 2) return 'half'
  if (delta === 1) return tapped ? 'tap' : 'right'
  if (delta === 3) return tapped ? 'left' : 'untap'
  return tapped ? 'tap' : 'untap'
}
