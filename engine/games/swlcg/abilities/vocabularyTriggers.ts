/**
 * The effect vocabulary's triggers (what reactions and interrupts answer) and constant modifiers, split from
 * ./vocabulary.ts (which re-exports them) to keep each module short; see that module's comment.
 */
import type { Keyword, Side } from '../data/types'
import type { Filter, Icons, Target, Whose } from './vocabulary'

/** What happened (reactions) or is about to happen (interrupts): the triggers an ability answers. */
export type Trigger =
  /** A turn began / a phase began (whose turn). */
  | { on: 'turn-began'; whose: Whose }
  | { on: 'phase-began'; phase: 'draw' | 'deployment'; whose: Whose }
  /** A turn ended (whose: a team's turn in 2v2). */
  | { on: 'turn-ended'; whose: Whose }
  /** After your refresh step (the FAQ moves it after refresh step 3); `phaseEnd` for the errata's "after your refresh phase ends". */
  | { on: 'refreshed'; phaseEnd?: true }
  /** You play / a player plays a card matching the filter (events: "an event card is played"). */
  | { on: 'card-played'; filter: Filter; by?: Whose }
  /**
   * This card enters play, optionally only during an engagement, or only when played (`played`: not put into play by
   * an effect).
   */
  | { on: 'entered-play'; card: 'self'; duringEngagement?: true; played?: true }
  /** A card in play matching the reference or filter leaves play / is destroyed. */
  | { on: 'leaves-play'; card: 'self' | 'host' | Filter }
  | { on: 'destroyed'; card: 'self' | Filter }
  /** One of your objectives (other than this one) is engaged. */
  | { on: 'objective-engaged'; card: Filter }
  /** A unit is declared as an attacker / attacker or defender. */
  | { on: 'declared'; card: 'self'; as: 'attacker' | 'attacker-or-defender' }
  /** A unit is focused to strike (`self`, the host, or any unit matching the filter), optionally as an attacker. */
  | { on: 'focused-to-strike'; card: 'self' | 'host' | Filter; asAttacker?: true }
  /** A unit matching the filter resolved a strike. */
  | { on: 'strike-resolved'; card: Filter }
  /** This unit damaged a card matching the filter. */
  | { on: 'dealt-damage'; card: Filter }
  /** Damage is about to be dealt to a card matching the filter (interrupts: prevent, redirect). */
  | { on: 'damage'; card: Filter }
  /** You won an edge battle (optionally as the attacker). */
  | { on: 'edge-won'; asAttacker?: true }
  /** This unit survived an engagement as an attacker (optionally an unopposed one). */
  | { on: 'survived'; unopposed?: true }
  /** You committed this unit to the Force. */
  | { on: 'committed'; card: 'self' }
  /** An objective (yours, the opponent's or any) was destroyed. */
  | { on: 'objective-destroyed'; whose?: Whose }
  /** The host objective generated resources. */
  | { on: 'resources-generated'; card: 'host' }
  /** You captured an enemy unit from play. */
  | { on: 'captured-unit' }
  /** Another interrupt is being executed (It's Worse). */
  | { on: 'interrupt-used' }
  /** Your side won a Force struggle (optionally by at least `margin` Force icons). */
  | { on: 'force-won'; margin?: number }
  /** The Death Star dial went up. */
  | { on: 'dial-raised' }
  /** A player declared defenders (optionally exactly `count` of them; a lone defender is the trigger's card). */
  | { on: 'defenders-declared'; by: Whose; count?: number }
  /** You took control of a unit (it is the trigger's card). */
  | { on: 'took-control' }
  /** You played a card from another player's common reserve (it is the trigger's card). */
  | { on: 'played-from-reserve' }

/** The kinds of trigger, by their `on`. */
export type TriggerKind = Trigger['on']

/** A constant modifier, recomputed from the state whenever it is read. */
export type Modifier =
  /** Cards gain icons (times the count when `per` is set). */
  | { gain: 'icons'; to: Target; icons: Icons; per?: Filter }
  /** Cards gain a keyword. */
  | { gain: 'keyword'; to: Target; keyword: Keyword }
  /** Cards' damage capacity changes. */
  | { gain: 'capacity'; to: Target; by: number }
  /** Force icons for your side in the Force struggle (times the cards in that side's common reserves, `perReserve`). */
  | { gain: 'force-icons'; by: number; perReserve?: Side }
  /** Your reserve value changes. */
  | { gain: 'reserve'; by: number }
  /** The first card matching the filter you play each turn costs less. */
  | { gain: 'first-cost-less'; filter: Filter; by: number }
  /** You may ignore resource match for cards played from hand. */
  | { gain: 'ignore-match' }
  /** Resources the host generates match every affiliation. */
  | { gain: 'match-all' }
  /** Only units matching the filter may attack this objective / at most N attackers. */
  | { gain: 'attackers-only'; filter: Filter }
  | { gain: 'max-attackers'; count: number }
  /** Never among the attackers its controller declares. */
  | { gain: 'cannot-attack' }
  /** You may play this card from your discard pile as if it were in your hand. */
  | { gain: 'play-from-discard' }
  /** Losing this objective to destruction ends the game in its controller's defeat. */
  | { gain: 'lose-if-destroyed' }
  /** This enhancement cannot be targeted. */
  | { gain: 'untargetable' }
  /** To declare any defenders against the engagement, the defending player must declare at least `count`. */
  | { gain: 'min-defenders'; count: number }
  /** This unit may strike in the engagement even though it is not participating. */
  | { gain: 'strike-unengaged' }

/** The kinds of modifier, by their `gain`. */
export type ModifierKind = Modifier['gain']
