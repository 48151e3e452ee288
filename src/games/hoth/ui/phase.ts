/**
 * What the turn bar and the prompt say is expected now: the phase's task for the active seat (or what the
 * others are waiting for), and a pending choice's question for whoever must answer it. Pure: each returns an
 * i18n key under the `hoth` namespace with its values.
 */
import type { SeatId } from '../../../../engine/core/types'
import { orderLimit } from '../../../../engine/games/hoth'
import type { HothAction, HothView, Pending } from '../../../../engine/games/hoth'
import { hexName } from './hexNames'
import { seatName, seatsOfSide, unitName, type HothLang } from './names'

/** A sentence to translate: a key in the `hoth` namespace and its interpolation values. */
export interface Phrase {
  key: string
  values: Record<string, string | number>
}

/** What the turn's phase asks of `seat` (or, for anyone else, what the active player is doing). */
export function turnExpectation(
  view: HothView,
  seat: SeatId | null,
  legal: readonly HothAction[],
  names: Readonly<Record<SeatId, string>>,
): Phrase {
  const turn = view.turn
  if (view.result) return { key: 'expect.over', values: {} }
  if (seat !== turn.seat) return { key: `expect.other.${turn.phase}`, values: { name: seatName(names, turn.seat) } }
  if (turn.phase === 'play' && !legal.some((a) => a.type === 'play-card')) {
    return { key: 'expect.mine.playEmpty', values: {} }
  }
  const count = turn.ordered.length
  return { key: `expect.mine.${turn.phase}`, values: { count, limit: orderLimit(view) ?? count } }
}

/** The seats that may answer the pending choice (a retreat: any player of the retreating unit's side). */
export function pendingChoosers(view: HothView): SeatId[] {
  const pending = view.turn.pending
  if (!pending) return []
  if (pending.kind === 'fleet') return [pending.seat]
  if (pending.kind === 'retreat') {
    const unit = Object.hasOwn(view.units, pending.unit) ? view.units[pending.unit] : undefined
    return unit ? seatsOfSide(view, unit.side) : []
  }
  return [view.turn.seat]
}

/** Key part per pending kind. */
const KIND_KEY: Record<Pending['kind'], string> = {
  reroll: 'reroll',
  retreat: 'retreat',
  breakthrough: 'breakthrough',
  'breakthrough-attack': 'breakthroughAttack',
  fleet: 'fleet',
}

/** The question for `seat` when it must answer the pending choice. */
function yourQuestion(pending: Pending, unit: string): Phrase {
  switch (pending.kind) {
    case 'retreat':
      return {
        key: pending.canIgnore ? 'pending.yours.retreatOrIgnore' : 'pending.yours.retreat',
        values: { unit, count: pending.steps },
      }
    case 'breakthrough':
      return { key: 'pending.yours.breakthrough', values: { unit, hex: hexName(pending.hex) } }
    case 'fleet':
      return { key: pending.draws === 'plus-one' ? 'pending.yours.fleet' : 'pending.yours.fleetSame', values: {} }
    default:
      return { key: `pending.yours.${KIND_KEY[pending.kind]}`, values: { unit } }
  }
}

/** The seats that may answer a pending take-back request: every player of the side not taking its turn. */
export function undoAnswerers(view: HothView): SeatId[] {
  if (!view.undoRequest) return []
  return seatsOfSide(view, view.turn.side === 'rebel' ? 'empire' : 'rebel')
}

/**
 * The banner for a take-back request: the opposing players are asked to allow or refuse it (`mine`), the asker
 * waits for their agreement, everyone else (a teammate, a spectator) waits for their answer.
 */
function undoPrompt(
  view: HothView,
  seat: SeatId | null,
  names: Readonly<Record<SeatId, string>>,
): Phrase & { mine: boolean } {
  const request = view.undoRequest!
  const answerers = undoAnswerers(view)
  const step = request.step === 'end-moves' ? 'endMoves' : 'move'
  const asker = seatName(names, request.seat)
  if (seat !== null && answerers.includes(seat)) {
    return { key: 'pending.yours.undo', values: { name: asker, context: step }, mine: true }
  }
  const name = answerers.map((s) => seatName(names, s)).join(' / ')
  if (seat === request.seat) return { key: 'pending.theirs.undoAsked', values: { name }, mine: false }
  return { key: 'pending.theirs.undo', values: { name, asker }, mine: false }
}

/**
 * The banner for a pending choice or take-back request: `mine` when `seat` must answer it, else who the table
 * waits for (several players of a team are joined with " / "); null when nothing waits or the game is over.
 */
export function pendingPrompt(
  view: HothView,
  seat: SeatId | null,
  names: Readonly<Record<SeatId, string>>,
  lang: HothLang,
): (Phrase & { mine: boolean }) | null {
  if (view.result) return null
  if (view.undoRequest) return undoPrompt(view, seat, names)
  const pending = view.turn.pending
  if (!pending) return null
  const choosers = pendingChoosers(view)
  const unit = 'unit' in pending ? unitName(pending.unit, view, lang) : ''
  if (seat !== null && choosers.includes(seat)) return { ...yourQuestion(pending, unit), mine: true }
  const name = choosers.map((s) => seatName(names, s)).join(' / ')
  return { key: `pending.theirs.${KIND_KEY[pending.kind]}`, values: { name, unit }, mine: false }
}
