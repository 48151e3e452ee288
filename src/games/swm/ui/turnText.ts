/**
 * What the turn bar says, as i18n keys (namespace `swm`) with their values: the stage in words, whose phase it is and
 * how many activations it has left, the figure whose turn runs, and the round's initiative rolls. Pure.
 */
import type { SeatId } from '../../../../engine/core/types'
import type { SwmState } from '../../../../engine/games/swm'
import type { Language } from '../../../lib/language'
import { figureName, seatLabel } from './names'

/** A translation: a key of namespace `swm` and its values. */
export interface Words {
  key: string
  values?: Record<string, string | number>
}

/** The stage (and whose it is) in words. */
export function stageWords(
  state: SwmState,
  seat: SeatId | null,
  names: Readonly<Record<SeatId, string>>,
  lang: Language,
): Words {
  const name = (s: SeatId) => seatLabel(state, names, s, lang)
  switch (state.stage) {
    case 'deploy':
      if (state.deploying === null) return { key: 'stage.deploy' }
      return state.deploying === seat
        ? { key: 'stage.deployMine' }
        : { key: 'stage.deployOther', values: { name: name(state.deploying) } }
    case 'choose-first': {
      const winner = state.initiative?.winner ?? null
      if (winner === null) return { key: 'stage.choose-first' }
      return winner === seat
        ? { key: 'stage.chooseMine' }
        : { key: 'stage.chooseOther', values: { name: name(winner) } }
    }
    case 'phases': {
      const phase = state.phase
      if (!phase) return { key: 'stage.phases' }
      const values = { count: phase.left }
      return phase.seat === seat
        ? { key: 'stage.phaseMine', values }
        : { key: 'stage.phaseOther', values: { ...values, name: name(phase.seat) } }
    }
    default:
      return { key: `stage.${state.stage}` }
  }
}

/** The figure whose turn runs, named, or null when no turn runs. */
export function activeWords(state: SwmState, lang: Language): Words | null {
  const turn = state.turn
  if (!turn) return null
  return { key: 'turn.active', values: { figure: figureName(state, turn.figure, lang) } }
}

/**
 * The round's initiative: each roll's naturals by player ("Anna 14 · Béla 9", earlier ties first) and who won and
 * chose to go first. Null before the first roll of the round.
 */
export function initiativeWords(
  state: SwmState,
  names: Readonly<Record<SeatId, string>>,
  lang: Language,
): Words | null {
  const init = state.initiative
  if (!init || init.rolls.length === 0) return null
  const rolls = init.rolls
    .map((roll) => roll.map((r) => `${seatLabel(state, names, r.seat, lang)} ${r.natural}`).join(' · '))
    .join(' / ')
  if (init.winner === null) return { key: 'turn.initiative', values: { rolls } }
  const winner = seatLabel(state, names, init.winner, lang)
  if (init.first === null) return { key: 'turn.initiativeWon', values: { rolls, winner } }
  return {
    key: 'turn.initiativeFirst',
    values: { rolls, winner, first: seatLabel(state, names, init.first, lang) },
  }
}
