/**
 * The SWLCG game log in plain words: one short English or Hungarian sentence per engine event (the sentences of each
 * event type are in ./logEvents.ts), plus the table's `action-refused` entries and a generic line for an event type
 * nobody taught it. Players are named by their seat's name (else their side); cards only through `slotName`, so a
 * card the reading seat may not see is "a card" / "egy lap". An identity an event carries itself is printed only
 * where the rules make it public at that moment (a card entering play, destroyed, milled face up, a revealed fate),
 * and only when the slot no longer shows it (a card later shuffled away). Pure; never throws.
 */
import type { Json, SeatId } from '../../../../engine/core/types'
import { cardFacts } from '../../../../engine/games/swlcg'
import type { Player, SwlcgView } from '../../../../engine/games/swlcg'
import type { RulesLogLine } from '../../../hooks/useRulesGame'
import type { Language } from '../../../lib/language'
import { placeName, slotCard, slotName } from './cardNames'
import { LOG_EVENTS } from './logEvents'
import { playerOfSeat } from './words'

/** What the log needs besides the line: the reader's language and view, and the players' names. */
export interface SwlcgLogContext {
  /** The language to write in. */
  lang: Language
  /** The reading seat's view (which cards it may name). */
  view: SwlcgView
  /** Players' names by seat. */
  names: Readonly<Record<SeatId, string>>
}

/** An event's data as a record (anything else reads as empty). */
export type EventData = { readonly [key: string]: Json }

/** What a sentence of ./logEvents.ts reads: the event's data, and names bound to the reader's view and language. */
export interface LogWords {
  /** The reader's language. */
  readonly lang: Language
  /** The event's data. */
  readonly data: EventData
  /** The reader's view. */
  readonly view: SwlcgView
  /** The English or the Hungarian text, by the reader's language. */
  say(en: string, hu: string): string
  /** A player by side: `side` (a value of the data), else the data's own `side`, else the player who acted. */
  player(side?: Json): string
  /** The side a data value names, else the data's `side`, else the acting seat's side (null for a spectator). */
  side(value?: Json): Player | null
  /** A card by slot as the reader may see it; `publicId` is an identity the event made public (see the module). */
  card(slot: Json | undefined, publicId?: Json): string
  /** The title of a card the reader may see, else null. */
  seen(slot: Json | undefined): string | null
  /** Cards by slot as a list ("A, B and C"), or "no cards" / "nincs lap". */
  cards(slots: Json | undefined): string
  /** A number of the data (0 when absent). */
  num(key: string): number
  /** A string of the data, or null. */
  str(key: string): string | null
  /** A list of strings of the data (slots, usually). */
  list(key: string): string[]
}

/** The placeholder `slotName` gives a card the reader may not see. */
const A_CARD: Readonly<Record<Language, string>> = { en: 'a card', hu: 'egy lap' }

/** The data of an event as a record. */
function asData(data: Json | undefined): EventData {
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? data : {}
}

/** Strings of a list value (at most 40: a log line stays short whatever a hostile entry holds). */
function strings(value: Json | undefined): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, 40) : []
}

/** Whether `slot` is one the view knows of (own keys only, so odd strings never reach an object's prototype). */
function known(view: SwlcgView, slot: string): boolean {
  return Object.hasOwn(view.table, slot) || Object.hasOwn(view.cards.cards, slot)
}

/** Items joined as a list: "A, B and C" / "A, B és C". */
function joinWords(items: readonly string[], lang: Language): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} ${lang === 'hu' ? 'és' : 'and'} ${items[items.length - 1]}`
}

/** The first letter in upper case. */
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** A player's name: the seat's name, else "the Light Side" / "a Világos oldal" (in 2v2 with the place). */
function playerName(ctx: SwlcgLogContext, side: Player): string {
  const seat = ctx.view.seats[side]
  const name = seat !== undefined && Object.hasOwn(ctx.names, seat) ? ctx.names[seat]?.trim() : undefined
  if (name) return name
  return `${ctx.lang === 'hu' ? 'a' : 'the'} ${placeName(ctx.view, side, ctx.lang)}`
}

/** The words of one line, bound to its data, the reader's view and language. */
function wordsFor(line: RulesLogLine, ctx: SwlcgLogContext): LogWords {
  const { lang, view } = ctx
  const data = asData(line.event.data)
  const isSide = (v: Json | undefined): v is Player => typeof v === 'string' && (view.players as string[]).includes(v)
  const side = (value?: Json): Player | null =>
    isSide(value) ? value : isSide(data.side) ? data.side : playerOfSeat(view, line.seat)
  const seen = (slot: Json | undefined): string | null =>
    typeof slot === 'string' && known(view, slot) && slotCard(view, slot) !== null ? slotName(view, slot, lang) : null
  const card = (slot: Json | undefined, publicId?: Json): string => {
    const name = seen(slot)
    if (name !== null) return name
    const facts = typeof publicId === 'string' ? cardFacts(publicId) : undefined
    return facts?.title ?? A_CARD[lang]
  }
  return {
    lang,
    data,
    view,
    say: (en, hu) => (lang === 'hu' ? hu : en),
    side,
    player(value) {
      const s = side(value)
      if (s) return playerName(ctx, s)
      return (Object.hasOwn(ctx.names, line.seat) ? ctx.names[line.seat] : undefined) ?? line.seat
    },
    card,
    seen,
    cards(slots) {
      const names = strings(slots).map((s) => card(s))
      if (names.length === 0) return lang === 'hu' ? 'nincs lap' : 'no cards'
      return joinWords(names, lang)
    },
    num: (key) => (typeof data[key] === 'number' && Number.isFinite(data[key]) ? (data[key] as number) : 0),
    str: (key) => (typeof data[key] === 'string' ? (data[key] as string) : null),
    list: (key) => strings(data[key]),
  }
}

/** A refused entry: "Anna: refused — <reason>"; a void roll names who did not answer, by their names. */
function refusedText(w: LogWords, line: RulesLogLine, ctx: SwlcgLogContext): string {
  const who = (seat: SeatId) => {
    const side = playerOfSeat(ctx.view, seat)
    return (Object.hasOwn(ctx.names, seat) ? ctx.names[seat] : undefined) ?? (side ? playerName(ctx, side) : seat)
  }
  const missing = w.list('missing').map(who)
  const reason = asData(w.data.reason)[w.lang]
  const because =
    w.str('code') === 'roll-void' && missing.length > 0
      ? w.say(
          `the roll did not happen: ${joinWords(missing, 'en')} did not add their share in time.`,
          `a dobás elmaradt: ${joinWords(missing, 'hu')} nem adta meg időben a részét.`,
        )
      : typeof reason === 'string'
        ? reason
        : w.say(
            `the action “${w.str('action') ?? '?'}” was not allowed.`,
            `a(z) „${w.str('action') ?? '?'}” lépés nem volt szabályos.`,
          )
  return w.say(`${who(line.seat)}: refused — ${because}`, `${who(line.seat)}: elutasítva — ${because}`)
}

/** The line for an event type the log has no sentence for (never an error: a newer engine may send one). */
export function genericLogText(type: string, lang: Language): string {
  return lang === 'hu' ? `Játékesemény: ${type}.` : `Game event: ${type}.`
}

/** One log line's text, or null for events not worth a line (internal bookkeeping). */
export function swlcgLogText(line: RulesLogLine, ctx: SwlcgLogContext): string | null {
  const type = line.event.type
  try {
    const w = wordsFor(line, ctx)
    if (type === 'action-refused') return refusedText(w, line, ctx)
    const describe = Object.hasOwn(LOG_EVENTS, type) ? LOG_EVENTS[type] : undefined
    if (!describe) return genericLogText(type, ctx.lang)
    const text = describe(w)
    // A title ending in "!" or "?" (Fall Back!) ends the sentence itself.
    return text === null ? null : cap(text).replace(/([!?])\.$/u, '$1')
  } catch {
    // A malformed event never breaks the log: it reads as the generic line.
    return genericLogText(type, ctx.lang)
  }
}
