/**
 * Playing units and enhancements in the deployment phase (rulebook: resources, resource match, enhancements,
 * Unique, Limited). A cost is paid by putting focus tokens on ready cards with a resource value, one token per
 * resource; the resources pay for this one card only, so a payment must make exactly the cost. When at least one
 * resource is spent, one of the paying cards must share the played card's affiliation (neutral cards need no
 * match; neutral resources never give one).
 */
import { zoneOf, zoneSlots } from '../../core/hidden'
import type { SlotId } from '../../core/hidden'
import type { EngineError, EngineEvent } from '../../core/types'
import { AFFILIATION_NAMES, hasKeyword, hostLabel } from './data'
import type { CardFacts } from './data'
import { swlcgErrors } from './errors'
import { hasHook } from './abilities/hooks'
import { useNextCard } from './abilities/lasting'
import { hasKeywordNow, ignoresMatch, matchesAll, playableFromDiscard } from './abilities/modifiers'
import {
  factsFor,
  friendly,
  inPlayFacts,
  isReady,
  reserveOwner,
  resourceValue,
  uniqueTitleInPlay,
  usableAsHand,
  zones,
} from './queries'
import { addFocus, enterPlay, joinEngagement } from './table'
import type { CardAmount, Player, SwlcgState } from './types'

/** Why `host` cannot carry the enhancement `card` played by `side`, or null when it can. */
export function hostProblem(
  state: SwlcgState,
  side: Player,
  card: CardFacts,
  host: SlotId | undefined,
): EngineError | null {
  const spec = card.enhance
  if (!spec) return swlcgErrors.abilitiesNotYet(card.title)
  // The dial is no card: an enhancement of it (Trench Run) stays in its player's play area, attached to nothing.
  if (spec.on === 'playArea' || spec.on === 'deathStarDial')
    return host === undefined ? null : swlcgErrors.badHost(card.title, hostLabel(spec))
  if (host === undefined) return swlcgErrors.needsHost(card.title)
  const entry = state.table[host]
  if (!entry) return swlcgErrors.badHost(card.title, hostLabel(spec))
  const facts = inPlayFacts(state, host)
  const ok =
    facts.type === spec.on &&
    (!spec.traitAny || spec.traitAny.some((t) => facts.traits.includes(t))) &&
    // "Friendly": you or a teammate; "enemy": the other team [B:351-358].
    (spec.controller !== 'friendly' || friendly(entry.controller, side)) &&
    (spec.controller !== 'enemy' || !friendly(entry.controller, side))
  if (!ok) return swlcgErrors.badHost(card.title, hostLabel(spec))
  if (hasKeywordNow(state, host, 'noEnhancements')) return swlcgErrors.noEnhancements(facts.title)
  return null
}

/**
 * Whether playing `card` needs a resource match: a Neutral card never does, and some cards let their controller
 * ignore it for cards played from hand.
 */
function needsMatch(state: SwlcgState, side: Player, card: CardFacts): boolean {
  return card.affiliation !== 'neutral' && !ignoresMatch(state, side)
}

/** Whether the resource card in play at `slot` gives `card` its resource match (its affiliation, or every one). */
function givesMatch(state: SwlcgState, slot: SlotId, card: CardFacts): boolean {
  const aff = inPlayFacts(state, slot).affiliation
  return (aff !== 'neutral' && aff === card.affiliation) || matchesAll(state, slot)
}

/** Why `payment` cannot pay `cost` for `card`, or null when it can. */
export function paymentProblem(
  state: SwlcgState,
  side: Player,
  card: CardFacts,
  cost: number,
  payment: readonly CardAmount[],
): EngineError | null {
  const seen = new Set<SlotId>()
  let total = 0
  let matched = false
  for (const { card: slot, amount } of payment) {
    if (seen.has(slot)) return swlcgErrors.paymentTwice()
    seen.add(slot)
    const entry = state.table[slot]
    if (!entry) return swlcgErrors.notInPlay()
    const facts = inPlayFacts(state, slot)
    if (entry.controller !== side) return swlcgErrors.notYours(facts.title)
    if (!isReady(state, slot)) return swlcgErrors.exhausted(facts.title)
    if (amount > resourceValue(state, slot)) return swlcgErrors.paymentTooMuch(facts.title, resourceValue(state, slot))
    total += amount
    if (givesMatch(state, slot, card)) matched = true
  }
  if (total !== cost) return swlcgErrors.paymentTotal(cost, total)
  if (cost > 0 && needsMatch(state, side, card) && !matched) {
    return swlcgErrors.noResourceMatch(AFFILIATION_NAMES[card.affiliation])
  }
  return null
}

/** Whether the card is in `side`'s discard pile and its rules let it be played from there as if from hand. */
function fromDiscard(state: SwlcgState, slot: SlotId, side: Player, card: CardFacts): boolean {
  return zoneOf(state.cards, slot) === zones.discard(side) && playableFromDiscard(card.id)
}

/** The cards `side` could play from outside its hand: those in its discard pile that say so (public facts). */
export function playableDiscards(state: SwlcgState, side: Player): SlotId[] {
  return zoneSlots(state.cards, zones.discard(side)).filter((slot) => {
    const card = factsFor(state, slot, side)
    return !!card && playableFromDiscard(card.id)
  })
}

/**
 * Why `side` may not play `card` at this moment: units and enhancements are played in their player's own deployment
 * phase, except a unit whose text lets it enter an engagement from the hand (Admiral Ackbar, "Backstabber"), which
 * either player may play in an action window while an engagement is on.
 */
function timingProblem(state: SwlcgState, side: Player, card: CardFacts): EngineError | null {
  if (state.turn.step === 'deployment') return side === state.turn.active ? null : swlcgErrors.notYourDeployment()
  if (state.engagement && hasHook(card.id, 'play-into-engagement')) return null
  return swlcgErrors.notYourDeployment()
}

/** A unit that may be played as an enhancement (Black Squadron Pilot), as one: it enhances a friendly Fighter. */
function asFighterEnhancement(card: CardFacts): CardFacts {
  return { ...card, type: 'enhancement', enhance: { on: 'unit', traitAny: ['Fighter'], controller: 'friendly' } }
}

/** Why `side` cannot play the card in `slot` now (payment aside), or null. */
export function deployProblem(
  state: SwlcgState,
  side: Player,
  slot: SlotId,
  host: SlotId | undefined,
): EngineError | null {
  const card = factsFor(state, slot, side)
  if (!card || !(usableAsHand(state, slot, side) || fromDiscard(state, slot, side, card)))
    return swlcgErrors.notInHand()
  if (card.type === 'fate') return swlcgErrors.fateNotPlayable()
  const timing = timingProblem(state, side, card)
  if (timing) return timing
  if (card.type === 'event') return swlcgErrors.abilitiesNotYet(card.title)
  if (card.type !== 'unit' && card.type !== 'enhancement') return swlcgErrors.notDeployable()
  if (card.unique && uniqueTitleInPlay(state, card.title)) return swlcgErrors.uniqueInPlay(card.title)
  if (hasKeyword(card, 'limited') && state.turn.limited[side]) return swlcgErrors.limitedPlayed()
  if (card.type === 'enhancement') return hostProblem(state, side, card, host)
  if (host !== undefined && hasHook(card.id, 'play-as-enhancement'))
    return hostProblem(state, side, asFighterEnhancement(card), host)
  return host === undefined ? null : swlcgErrors.badHost(card.title, { hu: 'semmi', en: 'nothing' })
}

/**
 * A payment that makes `cost` from `side`'s ready resource cards, a matching card first, or null when none can.
 * Used to list playable cards; any other payment that passes `paymentProblem` is just as legal.
 */
export function findPayment(state: SwlcgState, side: Player, card: CardFacts, cost: number): CardAmount[] | null {
  if (cost === 0) return []
  const payers = Object.keys(state.table).filter((slot) => {
    const entry = state.table[slot]
    return entry?.controller === side && entry.focus === 0 && resourceValue(state, slot) > 0
  })
  const matching = (slot: SlotId) => givesMatch(state, slot, card)
  const match = needsMatch(state, side, card)
  if (match && !payers.some(matching)) return null
  const ordered = match ? [...payers.filter(matching), ...payers.filter((s) => !matching(s))] : payers
  const out: CardAmount[] = []
  let left = cost
  for (const slot of ordered) {
    if (left === 0) break
    const amount = Math.min(left, resourceValue(state, slot))
    out.push({ card: slot, amount })
    left -= amount
  }
  return left === 0 ? out : null
}

/** Plays the card: focus tokens on the paying cards, the card into play (attached to its host), events. */
export function deploy(
  draft: SwlcgState,
  side: Player,
  slot: SlotId,
  payment: readonly CardAmount[],
  host: SlotId | undefined,
  events: EngineEvent[],
): void {
  const card = factsFor(draft, slot, side)!
  for (const { card: payer, amount } of payment) addFocus(draft, payer, amount)
  // A card from the teammate's common reserve stays its owner's (it goes to their discard pile when it leaves play).
  enterPlay(draft, slot, zones.play(side), reserveOwner(draft, slot) ?? side, host ?? null, side)
  // Played into an engagement (only a unit whose text allows it can be, deployProblem): it takes part on its side.
  if (draft.turn.step !== 'deployment') joinEngagement(draft, slot, side)
  if (hasKeyword(card, 'limited')) draft.turn.limited = { ...draft.turn.limited, [side]: true }
  draft.turn.played = { ...draft.turn.played, [side]: [...(draft.turn.played[side] ?? []), card.id] }
  useNextCard(draft, side)
  events.push({ type: 'played', data: { side, slot, card: card.id, host: host ?? null, payment: [...payment] } })
}
