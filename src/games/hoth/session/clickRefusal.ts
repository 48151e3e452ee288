/**
 * Why a click on the board does nothing: what it was trying to do in this phase, so the table can answer
 * every click. Where the click stands for an action (ordering that unit, moving the selected unit there,
 * attacking that piece), the engine judges the action and its reason is shown, the same words any peer would
 * give; where it stands for none (an empty hex while attacking), a hint says what to click instead.
 */
import type { LocalizedText } from '../../../../engine/core/types'
import type { HexId, HothAction, HothView } from '../../../../engine/games/hoth'
import { attackerProblem } from '../../../../engine/games/hoth'

/** An action for the engine to refuse with its reason, the engine's reason itself, or a hint. */
export type RefusedClick = { attempt: HothAction } | { reason: LocalizedText }

/** What to click instead, when a click stands for no action. */
export const CLICK_HINTS = {
  orderUnit: {
    hu: 'Kattints egy kiemelt egységre, hogy parancsot adj neki.',
    en: 'Click a highlighted unit to give it an order.',
  },
  pickUnit: {
    hu: 'Előbb válaszd ki az egyik kiemelt egységedet.',
    en: 'First click one of your highlighted units.',
  },
  noTarget: {
    hu: 'Ott nincs megtámadható célpont: kattints egy kiemelt célpontra.',
    en: 'There is nothing to attack there: click a highlighted target.',
  },
  noTargets: {
    hu: 'Ennek az egységnek nincs célpontja hatótávon és látóvonalon belül.',
    en: 'No enemy is in range and in sight of this unit.',
  },
} satisfies Record<string, LocalizedText>

/**
 * The refusal for a click with no legal meaning on `piece` (a unit or structure, or null) at `hex`, with
 * `actor` selected (or null), by a seat whose turn it is (`myTurn`) or not.
 */
export function refusedClick(
  view: HothView,
  myTurn: boolean,
  actor: string | null,
  piece: string | null,
  hex: HexId,
): RefusedClick {
  const unitId = piece !== null && Object.hasOwn(view.units, piece) ? piece : null
  // Not this seat's turn, or a choice is pending: the engine says so before anything about the click.
  if (!myTurn || view.turn.pending) return { attempt: order(unitId ?? '') }
  const unit = unitId === null ? null : view.units[unitId]!
  const own = unit !== null && unit.side === view.turn.side
  switch (view.turn.phase) {
    case 'order':
      return unitId === null ? { reason: CLICK_HINTS.orderUnit } : { attempt: order(unitId) }
    case 'move':
      if (actor) return { attempt: { type: 'move', payload: { unit: actor, to: hex } } }
      return unitId === null
        ? { reason: CLICK_HINTS.pickUnit }
        : { attempt: { type: 'move', payload: { unit: unitId, to: hex } } }
    case 'attack':
      if (actor) return piece ? { attempt: attack(actor, piece) } : { reason: CLICK_HINTS.noTarget }
      if (!own) return { reason: CLICK_HINTS.pickUnit }
      return { reason: attackerProblem(view, unit)?.reason ?? CLICK_HINTS.noTargets }
    case 'barrage':
      return { attempt: { type: 'barrage', payload: { target: piece ?? '' } } }
    default:
      // Play and draw: whatever a board click means, the engine says what the phase is for.
      return { attempt: order(unitId ?? '') }
  }
}

function order(unit: string): HothAction {
  return { type: 'order', payload: { unit } }
}

function attack(unit: string, target: string): HothAction {
  return { type: 'attack', payload: { unit, target } }
}
