/**
 * The words the SWM log's sentences are built from: a figure by its character's name (copies numbered, "Death Star
 * Trooper 2"), a seat by the side it plays ("Light side" / "Világos oldal"), an ability by its rules name, and safe
 * readers for an event's data. Anything unknown or malformed reads as a neutral word, never an error.
 */
import type { Json, SeatId } from '../../../../engine/core/types'
import type { SwmState } from '../../../../engine/games/swm'
import type { CharacterDef } from '../../../../engine/games/swm/data/types'
import { CHARACTERS_BY_ID } from '../../../../engine/games/swm'
import { isAbilityId } from '../../../../engine/games/swm/data/abilities'
import { abilityName } from '../../../../engine/games/swm/data/abilityText'
import type { Language } from '../../../lib/language'

/** What the log needs besides the entry: the reader's language, the game it describes and its character table. */
export interface SwmLogContext {
  /** The language to write in. */
  readonly lang: Language
  /** The game state the names are read from (figures, their owners and the seats' sides); any state of the game. */
  readonly state: SwmState
  /** The character table of the game (default: the official characters). */
  readonly roster?: ReadonlyMap<string, CharacterDef>
}

/** An event's data as a record. */
export type EventData = { readonly [key: string]: Json }

/** What a sentence reads: the event's data and names bound to the game and the reader's language. */
export interface LogWords {
  /** The reader's language. */
  readonly lang: Language
  /** The event's data. */
  readonly data: EventData
  /** The side of the seat that took the action ("Light side"). */
  readonly actor: string
  /** The English or the Hungarian text, by the reader's language. */
  say(en: string, hu: string): string
  /** A character (not a figure) by its id in the roster, else "a character" / "egy karakter". */
  character(value: Json | undefined): string
  /** The figure a data value (an id) names: its character's name, numbered among copies; else "a figure". */
  figure(value: Json | undefined): string
  /** Figures a data value lists, joined ("A, B and C"), or "nobody" / "senki". */
  figures(value: Json | undefined): string
  /** The side a seat plays: "Light side" / "Világos oldal"; a value that is no seat: "a player" / "egy játékos". */
  side(value: Json | undefined): string
  /** An ability or Force power by its rules name; an unknown id as it is, a missing one as "an ability". */
  ability(value: Json | undefined): string
  /** A number of the data (0 when absent or not finite). */
  num(key: string): number
  /** A string of the data, or null. */
  str(key: string): string | null
  /** A record of the data (empty when absent). */
  record(key: string): EventData
}

/** A value as a record (anything else reads as empty). */
export function asData(value: Json | undefined): EventData {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}
}

/** A finite number, else 0. */
export function numberOf(value: Json | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

/** Items joined as a list: "A, B and C" / "A, B és C". */
export function joinWords(items: readonly string[], lang: Language): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} ${lang === 'hu' ? 'és' : 'and'} ${items[items.length - 1]}`
}

/** The character id a figure id names: the state's figure's, else the middle part of "seat/character/n". */
function characterOf(state: SwmState, id: string): string {
  const figure = Object.hasOwn(state.figures, id) ? state.figures[id] : undefined
  return figure?.def ?? id.split('/')[1] ?? ''
}

/** A figure's name: its character's name in `lang`, with its place among copies of that character when several. */
export function figureName(ctx: SwmLogContext, id: string): string {
  const roster = ctx.roster ?? CHARACTERS_BY_ID
  const def = characterOf(ctx.state, id)
  const name = roster.get(def)?.name[ctx.lang]
  if (!name) return ctx.lang === 'hu' ? 'egy figura' : 'a figure'
  const order = Array.isArray(ctx.state.order) ? ctx.state.order : []
  const copies = order.filter((other) => characterOf(ctx.state, other) === def)
  const place = copies.indexOf(id)
  return copies.length > 1 && place >= 0 ? `${name} ${place + 1}` : name
}

/** The side a seat plays, by the game's seats. */
export function sideName(ctx: SwmLogContext, seat: SeatId): string {
  const seats = Array.isArray(ctx.state.config?.seats) ? ctx.state.config.seats : []
  const side = seats.find((s) => s.seat === seat)?.side
  if (side === 'light') return ctx.lang === 'hu' ? 'Világos oldal' : 'Light side'
  if (side === 'dark') return ctx.lang === 'hu' ? 'Sötét oldal' : 'Dark side'
  return ctx.lang === 'hu' ? 'egy játékos' : 'a player'
}

/** The words of one event, bound to its data, the game and the reader's language. */
export function wordsFor(data: Json | undefined, seat: SeatId, ctx: SwmLogContext): LogWords {
  const { lang } = ctx
  const roster = ctx.roster ?? CHARACTERS_BY_ID
  const d = asData(data)
  const figure = (value: Json | undefined): string =>
    typeof value === 'string' ? figureName(ctx, value) : lang === 'hu' ? 'egy figura' : 'a figure'
  return {
    lang,
    data: d,
    actor: sideName(ctx, seat),
    say: (en, hu) => (lang === 'hu' ? hu : en),
    character: (value) =>
      (typeof value === 'string' ? roster.get(value)?.name[lang] : undefined) ??
      (lang === 'hu' ? 'egy karakter' : 'a character'),
    figure,
    figures(value) {
      const ids = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, 40) : []
      return ids.length === 0 ? (lang === 'hu' ? 'senki' : 'nobody') : joinWords(ids.map(figure), lang)
    },
    side: (value) => (typeof value === 'string' ? sideName(ctx, value) : lang === 'hu' ? 'egy játékos' : 'a player'),
    ability(value) {
      if (typeof value !== 'string' || value === '') return lang === 'hu' ? 'egy képesség' : 'an ability'
      return isAbilityId(value) ? abilityName({ id: value })[lang] : value
    },
    num: (key) => numberOf(d[key]),
    str: (key) => (typeof d[key] === 'string' ? (d[key] as string) : null),
    record: (key) => asData(d[key]),
  }
}

/** One event type's sentence (null: no line for this event). */
export type Describe = (w: LogWords) => string | null

/** A `reason` field as text in the reader's language (a LocalizedText), else null. */
export function reasonText(w: LogWords, key = 'reason'): string | null {
  const text = w.record(key)[w.lang]
  return typeof text === 'string' ? text : null
}
