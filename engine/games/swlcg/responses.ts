/**
 * Interrupts and reactions (rulebook "Megszakítások és reakciók"; analysis W2–W5). At each point of the timing chart
 * the flow names a trigger; if a card in play has an ability that answers it, a response window opens: the active
 * player first, then alternately, each side may use one of its eligible abilities or pass, each ability at most
 * once per trigger, and two passes in a row close the window; then the flow carries on from where it stopped
 * (`resume`). Windows nest as a stack (a response may cause another trigger).
 *
 * Whether a window waits for a side is judged on public facts only (cards in play; for the hand, whether its deck
 * list holds an event that could answer), so an opening window tells the opponent nothing about a hand. The
 * keywords that respond to triggers — Shielding (after declaration) and Protect (when damage would be placed) —
 * are listed here; card abilities come from abilities/triggers.ts.
 */
import type { SlotId } from '../../core/hidden'
import type { EngineEvent } from '../../core/types'
import { protectMatch } from './data'
import type { CardFacts, CardMatch, KeywordKind } from './data'
import { activeModifiers, keywordsOf, remainingCapacity } from './abilities/modifiers'
import { CARD_POINTS, cardResponses, handMayAnswer } from './abilities/triggers'
import { clockwiseFrom, inPlayFacts, nextPlayer, participants } from './queries'
import { patchCard } from './table'
import type { CardAmount, LeaveHow, Phase, Placement, Player, SwlcgState } from './types'

/** What just happened (reactions) or is about to happen (interrupts). */
export type Trigger =
  | { on: 'turn-began' | 'turn-ended' | 'refreshed'; side: Player }
  | { on: 'phase-began'; phase: Phase; side: Player }
  | { on: 'objective-engaged'; objective: SlotId }
  | { on: 'declared'; role: 'attacker' | 'defender'; units: SlotId[] }
  | { on: 'edge-won'; side: Player }
  | { on: 'focused-to-strike'; unit: SlotId }
  | { on: 'damage'; card: SlotId; amount: number; by: Player }
  | { on: 'destroyed'; card: SlotId; owner: Player }
  /** A card is about to leave play (interrupts: "when … leaves play / is destroyed"). */
  | { on: 'leaving'; card: SlotId; owner: Player; how: LeaveHow }
  /** Cards generated resources to pay a cost (for "after … generates resources"). */
  | { on: 'resources-generated'; cards: SlotId[]; side: Player }
  /** A unit's strike resolved (its damage placed). */
  | { on: 'strike-resolved'; unit: SlotId }
  /** A unit's strike placed damage on a card that survived it. */
  | { on: 'dealt-damage'; from: SlotId; card: SlotId }
  /** A card was captured under a dark objective (from play, or from a hand). */
  | { on: 'captured'; card: SlotId; by: Player; fromPlay: boolean }
  /** A card's interrupt ability was just used (its effects not resolved yet): It's Worse answers it. */
  | { on: 'interrupt-used'; card: SlotId; side: Player }
  /** A card entered play: played, or (`put`) put into play by an effect, which is no playing it. */
  | { on: 'entered-play'; card: SlotId; put?: true }
  /** An event was played (its effects done); units and enhancements played answer at `entered-play`. */
  | { on: 'card-played'; card: SlotId; side: Player }
  | { on: 'committed'; units: SlotId[] }
  /** `margin`: how many Force icons the winner had over the other side. */
  | { on: 'force-struggle'; winner: Player | null; margin: number }
  /** The Death Star dial went up. */
  | { on: 'dial-raised'; by: number }
  /** A player took control of a card in play (an effect, or a unit lent for support). */
  | { on: 'control-taken'; card: SlotId; by: Player }
  | { on: 'unopposed'; objective: SlotId }
  /** The engagement is ending: its attackers still in play survived it. */
  | { on: 'survived'; objective: SlotId }

/** Whether the window's abilities answer "when …" (before the event) or "after …". */
export type Timing = 'interrupt' | 'reaction'

/** Where the flow carries on when a window closes (flow.ts maps each to a step). */
export type Resume =
  | 'balance-phase'
  | 'balance-steps'
  | 'refresh-phase'
  | 'refresh-steps'
  | 'draw-steps'
  | 'deployment-steps'
  | 'conflict-steps'
  | 'force-steps'
  | 'refresh-window'
  | 'declare-attackers'
  | 'attackers-window'
  | 'defenders-window'
  | 'edge-window'
  | 'deployed'
  | 'force-struggle'
  | 'force-window'
  | 'next-turn'
  | 'end-engagement'
  | 'strike-done'
  | 'strike-damage'
  | 'engaged'
  | 'engagement-over'
  | 'queue'

/** An open response window. */
export type ResponseWindow = {
  timing: Timing
  trigger: Trigger
  priority: Player
  passes: number
  /** `card/ability` keys already used for this trigger (once per trigger). */
  used: string[]
  resume: Resume
}

/**
 * One way to use an ability now: a keyword's target card and/or amount; a card ability's choices (cards per
 * choice), the cards paying its costs and the resources paid (abilities/triggers.ts).
 */
export type ResponseChoice = {
  target?: SlotId
  amount?: number
  choices?: SlotId[][]
  costs?: SlotId[]
  payment?: CardAmount[]
}

/** An ability that answers a trigger: when it can be used, its choices, and what it does. */
type ResponseAbility = {
  timing: Timing
  on: Trigger['on']
  /** The choices open to `card`'s controller now; none means it cannot be used. */
  choices(state: SwlcgState, card: SlotId, trigger: Trigger): ResponseChoice[]
  resolve(draft: SwlcgState, card: SlotId, trigger: Trigger, choice: ResponseChoice, events: EngineEvent[]): void
}

/** Where a Shielding shield may go: an unshielded friendly participating unit or the unshielded engaged objective. */
export function shieldTargets(state: SwlcgState, side: Player): SlotId[] {
  const e = state.engagement
  if (!e) return []
  const out = participants(state, side).filter((slot) => !state.table[slot]?.shield)
  if (Object.hasOwn(state.table, e.objective) && !state.table[e.objective]?.shield) out.push(e.objective)
  return out
}

/** Whether the facts match a Protect keyword's parameter. */
export function matches(facts: CardFacts, match: CardMatch): boolean {
  if (match.type && facts.type !== match.type) return false
  if (match.trait && !facts.traits.includes(match.trait)) return false
  return !match.unique || facts.unique
}

/** The keyword abilities that respond to triggers (rulebook "Kulcsszavak"). */
const KEYWORD_RESPONSES: Partial<Record<KeywordKind, ResponseAbility>> = {
  // Shielding: when this unit is declared as an attacker or defender, its controller may place 1 shield.
  shielding: {
    timing: 'reaction',
    on: 'declared',
    choices(state, card, trigger) {
      if (trigger.on !== 'declared' || !trigger.units.includes(card)) return []
      return shieldTargets(state, state.table[card]!.controller).map((target) => ({ target }))
    },
    resolve(draft, _card, _trigger, choice, events) {
      patchCard(draft, choice.target!, { shield: 1 })
      events.push({ type: 'shield-placed', data: { card: choice.target! } })
    },
  },
  // Protect (X): when a friendly card matching X would be damaged, this card may take any part of the damage.
  protect: {
    timing: 'interrupt',
    on: 'damage',
    choices(state, card, trigger) {
      if (trigger.on !== 'damage' || trigger.card === card || !Object.hasOwn(state.table, trigger.card)) return []
      if (state.table[trigger.card]!.controller !== state.table[card]!.controller) return []
      const match = protectMatch(inPlayFacts(state, card))
      if (!match || !matches(inPlayFacts(state, trigger.card), match)) return []
      const max = Math.min(trigger.amount, remainingCapacity(state, card))
      return Array.from({ length: max }, (_, i) => ({ amount: i + 1 }))
    },
    resolve(draft, card, trigger, choice, events) {
      if (trigger.on !== 'damage') return
      const amount = choice.amount!
      const head = draft.queue[0] as Placement
      const moved: Placement = { ...head, card, amount, stage: 'shield' }
      draft.queue = [{ ...head, amount: head.amount - amount }, moved, ...draft.queue.slice(1)]
      const top = draft.windows[draft.windows.length - 1]!
      const rest = draft.windows.slice(0, -1)
      draft.windows = [...rest, { ...top, trigger: { ...trigger, amount: trigger.amount - amount } }]
      events.push({ type: 'protected', data: { card: trigger.card, protector: card, amount } })
    },
  },
}

/** The triggers some ability answers (every other point of the timing chart passes at once). */
const ANSWERED: ReadonlySet<Trigger['on']> = new Set([
  ...Object.values(KEYWORD_RESPONSES).map((a) => a.on),
  ...CARD_POINTS,
])

/**
 * An ability a side may use in the open window: a keyword, or a card ability by its index in the card's rules;
 * `forced` ones must be used (the side may not pass while it has one).
 */
export type Response = { card: SlotId; ability: KeywordKind | number; choices: ResponseChoice[]; forced?: true }

/**
 * The abilities of `side`'s cards in play that answer `trigger` now (each unused for this trigger), and with
 * `hand` the events in its hand that do (read with `side`'s own knowledge: for its legal actions only).
 */
export function responsesFor(
  state: SwlcgState,
  side: Player,
  timing: Timing,
  trigger: Trigger,
  used: readonly string[] = [],
  hand = true,
): Response[] {
  const out: Response[] = []
  if (!ANSWERED.has(trigger.on)) return out
  // The constant modifiers are read once for every card's keywords.
  const mods = activeModifiers(state)
  for (const card of Object.keys(state.table)) {
    if (state.table[card]!.controller !== side) continue
    for (const keyword of keywordsOf(state, card, mods)) {
      const ability = KEYWORD_RESPONSES[keyword.k]
      if (!ability || ability.timing !== timing || ability.on !== trigger.on) continue
      if (used.includes(`${card}/${keyword.k}`)) continue
      const choices = ability.choices(state, card, trigger)
      if (choices.length > 0) out.push({ card, ability: keyword.k, choices })
    }
  }
  // Forced reactions must resolve before anything optional: while a side has one, it is all that side may use.
  const cards = cardResponses(state, side, timing, trigger, used, hand)
  const forced = cards.filter((r) => r.forced)
  if (forced.length > 0) return forced.map((r) => ({ card: r.card, ability: r.ability, choices: r.ways, forced: true }))
  for (const r of cards) out.push({ card: r.card, ability: r.ability, choices: r.ways })
  return out
}

/** The window waiting for answers, if any. */
export function openWindow(state: SwlcgState): ResponseWindow | undefined {
  return state.windows[state.windows.length - 1]
}

/**
 * Whether the window waits for `side`: it has an ability in play that answers, or its hand might hold an event that
 * does (public facts only, so that a window waiting tells the opponent nothing about the hand).
 */
function waitsFor(state: SwlcgState, side: Player, timing: Timing, trigger: Trigger, used: readonly string[]): boolean {
  return (
    responsesFor(state, side, timing, trigger, used, false).length > 0 || handMayAnswer(state, side, timing, trigger)
  )
}

/** Opens a response window when any player may have an ability for `trigger`; returns whether it opened. */
export function openResponses(draft: SwlcgState, timing: Timing, trigger: Trigger, resume: Resume): boolean {
  const active = draft.turn.active
  if (!draft.players.some((p) => waitsFor(draft, p, timing, trigger, []))) return false
  draft.windows = [...draft.windows, { timing, trigger, priority: active, passes: 0, used: [], resume }]
  return true
}

/** After a payment: "after … generates resources" reactions of the paying cards (nothing when none paid). */
export function afterPayment(draft: SwlcgState, payment: readonly CardAmount[], side: Player): void {
  if (payment.length === 0) return
  openResponses(draft, 'reaction', { on: 'resources-generated', cards: payment.map((p) => p.card), side }, 'queue')
}

/** Replaces the top window (windows are replaced, never written into). */
function setTop(draft: SwlcgState, window: ResponseWindow): void {
  draft.windows = [...draft.windows.slice(0, -1), window]
}

/**
 * Auto-passes for a side with nothing to use; after two passes in a row the window closes. Returns the closed
 * window's resume point, or null while it waits for an answer.
 */
export function settleResponses(draft: SwlcgState): Resume | null {
  for (;;) {
    const w = openWindow(draft)
    if (!w) return null
    if (w.passes >= draft.players.length) {
      draft.windows = draft.windows.slice(0, -1)
      return w.resume
    }
    // Forced abilities resolve before anything optional: the first player clockwise that has one answers first.
    const forced = forcedFor(draft, w.priority, w)
      ? undefined
      : clockwiseFrom(draft, w.priority).find((p) => forcedFor(draft, p, w))
    if (forced !== undefined) {
      setTop(draft, { ...w, priority: forced })
      continue
    }
    if (waitsFor(draft, w.priority, w.timing, w.trigger, w.used)) return null
    setTop(draft, { ...w, passes: w.passes + 1, priority: nextPlayer(draft, w.priority) })
  }
}

/** Whether `side` has a forced ability (from play: public) that answers the window now. */
function forcedFor(state: SwlcgState, side: Player, w: ResponseWindow): boolean {
  return responsesFor(state, side, w.timing, w.trigger, w.used, false).some((r) => r.forced)
}

/** Whether the side with priority in the open window must use a forced ability before it may pass. */
export function mustRespond(state: SwlcgState): boolean {
  const w = openWindow(state)
  return !!w && forcedFor(state, w.priority, w)
}

/** The side with priority passes in the open window. */
export function passResponse(draft: SwlcgState): void {
  const w = openWindow(draft)!
  setTop(draft, { ...w, passes: w.passes + 1, priority: nextPlayer(draft, w.priority) })
}

/** Uses `ability` of `card` with `choice` (already validated), then the other side has priority. */
export function useResponse(
  draft: SwlcgState,
  card: SlotId,
  ability: KeywordKind,
  choice: ResponseChoice,
  events: EngineEvent[],
): void {
  const w = openWindow(draft)!
  KEYWORD_RESPONSES[ability]!.resolve(draft, card, w.trigger, choice, events)
  markAnswered(draft, `${card}/${ability}`)
}

/** Records an answer in the open window (its ability is used for this trigger); the other side has priority. */
export function markAnswered(draft: SwlcgState, key: string): void {
  const w = openWindow(draft)!
  setTop(draft, { ...w, used: [...w.used, key], passes: 0, priority: nextPlayer(draft, w.priority) })
}
