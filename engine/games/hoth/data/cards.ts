/**
 * Command card lookup: every card definition by id, the decks as lists of definition ids, and the instance ids
 * that tell the copies of a card apart in the hidden card zones (`${defId}#${n}`).
 */
import type { CardDef, LeaderId, Side } from '../types'
import { EMPIRE_DECK } from './cards-empire'
import { REBEL_DECK } from './cards-rebel'
import { LEADER_IDS, LEADERS } from './leaders'

export { LEADERS, LEADER_IDS }
export type { LeaderDef } from './leaders'

/** A standard card definition with the number of copies in its side's deck. */
export type DeckEntry = { def: CardDef; copies: number }

/** The standard decks by side. */
export const STANDARD_DECKS: Readonly<Record<Side, readonly DeckEntry[]>> = { rebel: REBEL_DECK, empire: EMPIRE_DECK }

/** Every card definition (standard and leader cards) by id. */
export const CARD_DEFS: Readonly<Record<string, CardDef>> = Object.freeze(
  Object.fromEntries(
    [
      ...REBEL_DECK.map((e) => e.def),
      ...EMPIRE_DECK.map((e) => e.def),
      ...LEADER_IDS.flatMap((l) => LEADERS[l].cards),
    ].map((d) => [d.id, d]),
  ),
)

/** Whether `id` names a card definition. */
export function isCardDefId(id: unknown): id is string {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(CARD_DEFS, id)
}

/** The definition with this id; throws RangeError for an unknown id (a bug, not a player's mistake). */
export function cardDef(id: string): CardDef {
  const def = isCardDefId(id) ? CARD_DEFS[id] : undefined
  if (!def) throw new RangeError(`unknown Hoth card: ${id}`)
  return def
}

/** A side's 16 standard cards as definition ids, one entry per copy (deck order; shuffle before use). */
export function standardDeck(side: Side): string[] {
  return STANDARD_DECKS[side].flatMap((e) => Array.from({ length: e.copies }, () => e.def.id))
}

/** A leader's 3 tactic cards as definition ids. */
export function leaderDeck(leader: LeaderId): string[] {
  return LEADERS[leader].cards.map((c) => c.id)
}

/**
 * Instance ids for a list of definition ids: `${defId}#${n}` with n counting 1, 2, … per definition, so every
 * instance in the list is unique. Build one list per deck (standard + leader cards) and number it once.
 */
export function cardInstanceIds(defIds: string[]): string[] {
  const seen = new Map<string, number>()
  return defIds.map((id) => {
    const n = (seen.get(id) ?? 0) + 1
    seen.set(id, n)
    return `${id}#${n}`
  })
}

/** The definition id of an instance id (`reb-skirmish-centre#2` → `reb-skirmish-centre`), or null if malformed. */
export function defIdOfInstance(instanceId: string): string | null {
  const id = /^([a-z0-9-]+)#[1-9]\d*$/.exec(instanceId)?.[1]
  return id !== undefined && isCardDefId(id) ? id : null
}

/** The definition of a card instance; throws RangeError for an id that names no card. */
export function cardDefOfInstance(instanceId: string): CardDef {
  const id = defIdOfInstance(instanceId)
  if (id === null) throw new RangeError(`not a Hoth card instance: ${instanceId}`)
  return cardDef(id)
}
