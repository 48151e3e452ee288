/**
 * Effects in which a player picks cards as they resolve (a `choose` prompt, answered by the next action; each
 * returns false while the prompt waits and runs again with the answer), or chance picks them with the entropy
 * the ability's action brought from the log: Rancor's lowest-cost destruction, cards leaving a hand (the owner's
 * choice, the user's after looking, or at random), and a sacrifice by a player of their own choice.
 */
import { moveSlot, showSlotsTo, zoneSlots } from '../../../core/hidden'
import type { SlotId } from '../../../core/hidden'
import { createRng, type Rng } from '../../../core/random'
import type { EngineEvent } from '../../../core/types'
import { capture, captorObjectives, rescue } from '../captives'
import { destroyLater, enqueue, leaveLater } from '../pending'
import { openResponses } from '../responses'
import { clockwiseFrom, factsFor, facing, inPlayFacts, isTeamGame, seatOf, sideOfPlayer, zones } from '../queries'
import { discardSlots, enterPlay, joinEngagement } from '../table'
import type { PendingAbility, Player, SwlcgState } from '../types'
import { matchesInPlay, sideOf } from './filters'
import { addLasting } from './lasting'
import type { Effect } from './vocabulary'

/**
 * Rancor's rule: the non-Vehicle unit in play with the lowest printed cost is destroyed (Rancor itself included);
 * on a tie the active player chooses (a `choose` prompt). False while the prompt waits.
 */
export function destroyLowestCost(draft: SwlcgState, a: PendingAbility): boolean {
  const units = Object.keys(draft.table).filter((slot) => {
    const facts = inPlayFacts(draft, slot)
    return facts.type === 'unit' && !facts.traits.includes('Vehicle')
  })
  const cost = (slot: SlotId) => inPlayFacts(draft, slot).cost ?? 0
  const lowest = units.filter((slot) => cost(slot) === Math.min(...units.map(cost)))
  let chosen = lowest
  if (lowest.length > 1) {
    if (a.answer === null) {
      draft.prompt = { kind: 'choose', side: draft.turn.active, options: lowest, min: 1, max: 1 }
      return false
    }
    chosen = a.answer
    draft.ability = { ...a, answer: null }
  }
  for (const slot of chosen) destroyLater(draft, slot)
  return true
}

/**
 * Cards leaving a hand: discarded face up, or put under the deck (where only the owner keeps knowing them). The
 * owner picks by default (a `choose` prompt over the slots of that hand: the prompt names slots, never faces); the
 * ability's user picks after looking at the hand; or chance picks with the entropy the ability's action brought. A
 * hand with no more cards than asked gives them all. False while the prompt waits.
 */
export function fromHand(
  draft: SwlcgState,
  effect: Extract<Effect, { do: 'discard-hand' | 'hand-to-deck-bottom' }>,
  a: PendingAbility,
  events: EngineEvent[],
): boolean {
  const owner = effect.do === 'discard-hand' ? sideOf(draft, a.ctx, effect.whose) : a.ctx.side
  const chooser = effect.do === 'discard-hand' ? effect.chooser : 'owner'
  const hand = zoneSlots(draft.cards, zones.hand(owner))
  const n = Math.min(effect.amount, hand.length)
  let picked: readonly SlotId[] = hand
  if (n < hand.length && chooser === 'random') picked = randomPick(hand, n, a)
  else if (n < hand.length) {
    if (a.answer === null) {
      const side = chooser === 'you' ? a.ctx.side : owner
      draft.prompt = { kind: 'choose', side, options: [...hand], min: n, max: n }
      return false
    }
    picked = a.answer
    draft.ability = { ...a, answer: null }
  }
  if (effect.do === 'discard-hand') {
    discardSlots(draft, owner, picked)
    events.push({ type: 'discarded-from-hand', data: { side: owner, slots: [...picked], chooser } })
  } else {
    for (const slot of picked) draft.cards = moveSlot(draft.cards, slot, zones.deck(owner), 'bottom')
    events.push({ type: 'put-under-deck', data: { side: owner, count: picked.length } })
  }
  return true
}

/**
 * `n` distinct slots of the hand, drawn with the entropy of the action that used the ability (named by where the
 * effect stands in the ability, so two random picks of one ability draw apart). No player chooses them.
 */
function randomPick(hand: readonly SlotId[], n: number, a: PendingAbility): SlotId[] {
  return abilityRng(a, 'random').shuffle(hand).slice(0, n)
}

/**
 * A generator seeded with the entropy the ability's action brought from the log, labelled by `purpose` and where the
 * effect stands in the ability (so two draws of one ability differ). Throws without entropy (a bug: the action
 * needing it is refused without, activate.ts).
 */
export function abilityRng(a: PendingAbility, purpose: string): Rng {
  if (a.entropy === null) throw new Error(`swlcg: ${purpose} without entropy`)
  return createRng(
    a.entropy,
    `swlcg/${purpose}:${a.card}:${a.frames.map((f) => `${f.path.join('.')}@${f.next}`).join('/')}`,
  )
}

/** The ability's user looks at the opponent's hand: those cards become known to that side's seat only. */
export function lookAtHand(draft: SwlcgState, a: PendingAbility, events: EngineEvent[]): void {
  const other = sideOf(draft, a.ctx, 'opponent')
  const hand = zoneSlots(draft.cards, zones.hand(other))
  draft.cards = showSlotsTo(draft.cards, hand, [seatOf(draft, a.ctx.side)])
  events.push({ type: 'looked-at-hand', data: { side: a.ctx.side, count: hand.length } })
}

/**
 * A player sacrifices a card they control matching the filter, their choice (a `choose` prompt when more than one
 * fits; nothing when none does). False while the prompt waits.
 */
export function sacrifice(draft: SwlcgState, effect: Extract<Effect, { do: 'sacrifice' }>, a: PendingAbility): boolean {
  const side = sideOf(draft, a.ctx, effect.whose)
  const options = Object.keys(draft.table).filter(
    (slot) =>
      draft.table[slot]!.controller === side &&
      matchesInPlay(draft, slot, inPlayFacts(draft, slot), effect.filter, a.ctx),
  )
  let chosen = options
  if (options.length > 1) {
    if (a.answer === null) {
      draft.prompt = { kind: 'choose', side, options, min: 1, max: 1 }
      return false
    }
    chosen = a.answer
    draft.ability = { ...a, answer: null }
  }
  leaveLater(draft, chosen, 'sacrificed')
  return true
}

/**
 * A unit from a hand or discard pile into play under `side`'s control (participating on its side if asked), owned by
 * `owner` (`side` unless the card came from another player); its "after … enters play" reactions answer (a card put
 * into play enters play as a played one does).
 */
export function putIntoPlay(
  draft: SwlcgState,
  slot: SlotId,
  side: Player,
  participating: boolean,
  events: EngineEvent[],
  owner: Player = side,
) {
  enterPlay(draft, slot, zones.play(side), owner, null, side)
  if (participating) joinEngagement(draft, slot, side)
  events.push({ type: 'put-into-play', data: { side, slot, card: draft.table[slot]!.card } })
  openResponses(draft, 'reaction', { on: 'entered-play', card: slot, put: true }, 'queue')
}

/** The objective an effect names by choice: the user picks among `options` (a prompt when more than one). */
function pickObjective(draft: SwlcgState, a: PendingAbility, options: SlotId[]): SlotId | null | typeof WAITING {
  if (options.length <= 1) return options[0] ?? null
  if (a.answer === null) {
    draft.prompt = { kind: 'choose', side: a.ctx.side, options, min: 1, max: 1 }
    return WAITING
  }
  draft.ability = { ...a, answer: null }
  return a.answer[0] ?? null
}

/** Returned while a prompt waits for its answer. */
const WAITING = 'waiting'

/**
 * Captures light side cards in play (the cards the effect's target names) under this objective or a dark objective
 * its user picks. Each leaves play through the queue (its "leaves play" interrupts first). False while the pick waits.
 */
export function captureCards(
  draft: SwlcgState,
  effect: Extract<Effect, { do: 'capture' }>,
  a: PendingAbility,
  cards: readonly SlotId[],
): boolean {
  // Light side cards of either light player (2v2); kept in `held` while the objective is asked.
  const captured = cards.filter((slot) => {
    const owner = draft.table[slot]?.owner
    return owner !== undefined && sideOfPlayer(owner) === 'light'
  })
  if (captured.length === 0) return true
  if (a.step === 0 && effect.at !== 'self') draft.ability = { ...a, held: captured, step: 1 }
  const at = effect.at === 'self' ? a.ctx.source : pickObjective(draft, draft.ability!, captorObjectives(draft))
  if (at === WAITING) return false
  draft.ability = { ...draft.ability!, held: [] }
  if (at === null) return true
  enqueue(
    draft,
    captured.map((card) => ({ kind: 'leave', card, how: 'captured', at, instead: null, stage: 'protect' }) as const),
  )
  return true
}

/** Captures cards taken at random from the opponent's hand under this objective (Cruel Interrogations). */
export function captureFromHand(
  draft: SwlcgState,
  effect: Extract<Effect, { do: 'capture-from-hand' }>,
  a: PendingAbility,
  events: EngineEvent[],
): boolean {
  const hand = zoneSlots(draft.cards, zones.hand(sideOf(draft, a.ctx, 'opponent')))
  for (const card of randomPick(hand, Math.min(effect.amount, hand.length), a)) {
    capture(draft, card, a.ctx.source, false, events)
  }
  return true
}

/**
 * Rescues one captured card: the user picks an objective holding some, one of its cards is drawn at random (the
 * action's entropy) back to its owner's hand, and a rescued unit may then enter play (a second prompt: take it or
 * not). False while a prompt waits.
 */
export function rescueOne(
  draft: SwlcgState,
  effect: Extract<Effect, { do: 'rescue' }>,
  a: PendingAbility,
  events: EngineEvent[],
): boolean {
  if (a.step === 1) {
    const card = a.ctx.previous!
    const take = a.answer?.includes(card) ?? false
    draft.ability = { ...a, answer: null }
    if (take) putIntoPlay(draft, card, a.ctx.side, false, events)
    return true
  }
  const holding = Object.keys(draft.captives).filter((slot) => Object.hasOwn(draft.table, slot))
  const at = pickObjective(draft, a, holding)
  if (at === WAITING) return false
  if (at === null) return true
  const [card] = randomPick(draft.captives[at]!, 1, draft.ability!)
  rescue(draft, card!, at, events)
  const unit = factsFor(draft, card!, a.ctx.side)?.type === 'unit'
  const now = draft.ability!
  draft.ability = { ...now, ctx: { ...now.ctx, previous: card! } }
  if (effect.intoPlay === 'no' || !unit) return true
  draft.ability = { ...draft.ability, step: 1 }
  draft.prompt = { kind: 'choose', side: a.ctx.side, options: [card!], min: 0, max: 1 }
  return false
}

/**
 * Gives the cards one combat icon of the user's choice until the duration ends (Crossfire): a `choose-icon` prompt
 * to the user, then the grant. False while the prompt waits.
 */
export function grantChosenIcon(
  draft: SwlcgState,
  effect: Extract<Effect, { do: 'grant' }>,
  a: PendingAbility,
  cards: readonly SlotId[],
): boolean {
  if (cards.length === 0) return true
  if (a.answer === null) {
    draft.prompt = { kind: 'choose-icon', side: a.ctx.side }
    return false
  }
  const icon = a.answer[0] as 'unit' | 'blast' | 'tactics'
  draft.ability = { ...a, answer: null }
  const keywords = [...(effect.keywords ?? [])]
  addLasting(draft, { kind: 'grant', cards: [...cards], icons: { [icon]: 1 }, keywords, until: effect.duration })
  return true
}

/**
 * Puts cards in play on the bottom of their owners' decks in an order drawn from the action's entropy (There Is No
 * Escape); each leaves play through the queue, its "leaves play" interrupts first.
 */
export function toDeckBottom(draft: SwlcgState, a: PendingAbility, cards: readonly SlotId[]): boolean {
  leaveLater(draft, randomPick(cards, cards.length, a), 'to-deck-bottom')
  return true
}

/**
 * A New Hope: each player keeps up to 3 units they control (a `choose` prompt when they control more than 3); the
 * others return to their owners' hands through the queue. In 1v1 its user chooses first; in 2v2 the players choose
 * in turn from the active player clockwise [B:355-356]. False while a prompt waits.
 */
export function keepThreeUnits(draft: SwlcgState): boolean {
  const KEEP = 3
  const active = draft.turn.active
  const user = draft.ability!.ctx.side
  const players = isTeamGame(draft) ? [active, ...clockwiseFrom(draft, active)] : [user, facing(draft, user)]
  for (;;) {
    const now = draft.ability!
    const side = players[now.step]
    if (side === undefined) return true
    const units = Object.keys(draft.table).filter(
      (slot) => draft.table[slot]!.controller === side && inPlayFacts(draft, slot).type === 'unit',
    )
    let kept = units
    if (units.length > KEEP) {
      if (now.answer === null) {
        draft.prompt = { kind: 'choose', side, options: units, min: 0, max: KEEP }
        return false
      }
      kept = now.answer
    }
    draft.ability = { ...now, answer: null, step: now.step + 1 }
    leaveLater(
      draft,
      units.filter((slot) => !kept.includes(slot)),
      'returned',
    )
  }
}
