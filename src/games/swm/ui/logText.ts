/**
 * The Star Wars Miniatures game log in plain words: for one applied log entry (the seat, its action and the events
 * `swm.apply` returned) the sentences a player reads, in English or Hungarian. Figures are named by their
 * character's name (copies numbered), seats by the side they play. The sentences of each event type are in
 * ./logEventsTurn.ts, ./logEventsAttack.ts, ./logEventsHarm.ts and ./logEventsForce.ts; an attack roll followed by its hit reads as one
 * line ("… rolls 14 (+8 = 22) against Defense 19: hit, 20 damage."). Pure; a malformed event reads as a neutral
 * line and never throws.
 */
import type { EngineEvent, SeatId } from '../../../../engine/core/types'
import type { Language } from '../../../lib/language'
import { ATTACK_EVENTS, hitDamage } from './logEventsAttack'
import { FORCE_EVENTS } from './logEventsForce'
import { HARM_EVENTS } from './logEventsHarm'
import { TURN_EVENTS } from './logEventsTurn'
import { asData, wordsFor, type Describe, type SwmLogContext } from './logWords'

/** What the log needs besides the entry (./logWords.ts). */
export type { SwmLogContext } from './logWords'

/** One applied log entry: who acted, what they did, and the events the engine answered with. */
export interface SwmLogEntry {
  /** The seat that acted. */
  readonly seat: SeatId
  /** The action's type (and payload; only the type is read). */
  readonly action: { readonly type: string }
  /** The events `swm.apply` returned for it. */
  readonly events: readonly EngineEvent[]
}

/** Every event type's sentence, by type. */
export const LOG_EVENTS: Readonly<Record<string, Describe>> = {
  ...TURN_EVENTS,
  ...ATTACK_EVENTS,
  ...HARM_EVENTS,
  ...FORCE_EVENTS,
}

/** The line for an event type the log has no sentence for (never an error: a newer engine may send one). */
export function genericLogText(type: string, lang: Language): string {
  return lang === 'hu' ? `Játékesemény: ${type}.` : `Game event: ${type}.`
}

/** The first letter in upper case. */
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** One event's sentence as `seat`'s, or null for an event that is worth no line. */
export function swmEventText(event: EngineEvent, seat: SeatId, ctx: SwmLogContext): string | null {
  const type = typeof event?.type === 'string' ? event.type : '?'
  try {
    const describe = Object.hasOwn(LOG_EVENTS, type) ? LOG_EVENTS[type] : undefined
    if (!describe) return genericLogText(type, ctx.lang)
    const text = describe(wordsFor(event.data, seat, ctx))
    return text === null ? null : cap(text)
  } catch {
    return genericLogText(type, ctx.lang)
  }
}

/** Whether `hit` is the hit of the attack roll `roll` (same attacker and target). */
function isHitOf(roll: EngineEvent, hit: EngineEvent | undefined): boolean {
  if (hit?.type !== 'hit') return false
  const a = asData(roll.data)
  const b = asData(hit.data)
  return a.attacker === b.attacker && a.target === b.target
}

/** An attack roll's sentence with the damage of the hit that follows it (the roll already says whether it was critical). */
function rollWithHit(roll: EngineEvent, hit: EngineEvent, seat: SeatId, ctx: SwmLogContext): string | null {
  const text = swmEventText(roll, seat, ctx)
  if (text === null || text === genericLogText(roll.type, ctx.lang)) return null
  try {
    return text.replace(/\.$/u, `, ${hitDamage(wordsFor(hit.data, seat, ctx), true)}.`)
  } catch {
    return null
  }
}

/** The lines of one applied log entry, in the order its events happened. */
export function swmEntryLines(entry: SwmLogEntry, ctx: SwmLogContext): string[] {
  const events = Array.isArray(entry?.events) ? entry.events : []
  const lines: string[] = []
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!
    const next = events[i + 1]
    if (event?.type === 'attack-rolled' && isHitOf(event, next)) {
      const merged = rollWithHit(event, next!, entry.seat, ctx)
      if (merged !== null) {
        lines.push(merged)
        i++
        continue
      }
    }
    const text = swmEventText(event, entry.seat, ctx)
    if (text !== null) lines.push(text)
  }
  return lines
}
