/**
 * Whose victory pile a destroyed light objective goes to in 2v2. Each dark player keeps their own pile, and the dial
 * turns by the size of that pile only; when a light player destroys a light objective, the dark players decide
 * whose pile it goes to [B:40-44]. The engine asks when a light objective is destroyed during the light team's turn
 * (no dark player's engagement destroyed it): the dark player across from its owner answers for the team, through
 * a `choose` prompt over the dark players' affiliation cards, before the objective leaves play.
 */
import { friendly, isTeamGame, inPlayFacts, playerOfToken, playerToken, sideOfPlayer, teamOf, facing } from './queries'
import type { SlotId } from '../../core/hidden'
import type { Leaving, SwlcgState } from './types'

/**
 * The head of the queue, a card about to leave play, with its victory pile settled: unchanged unless it is a light
 * objective destroyed in the light team's turn of a 2v2 game; then the dark team's pick (null while it is asked).
 */
export function withVictoryPile(draft: SwlcgState, p: Leaving): Leaving | null {
  const card = draft.table[p.card]
  if (!card || p.how !== 'destroyed' || p.instead !== null || p.pile !== undefined || !isTeamGame(draft)) return p
  if (sideOfPlayer(card.owner) !== 'light' || !friendly(draft.turn.active, card.owner)) return p
  if (inPlayFacts(draft, p.card).type !== 'objective') return p
  const options = teamOf(draft, 'dark')
    .map((player) => playerToken(draft, player))
    .filter((slot) => slot !== null)
  if (options.length < 2) return p
  draft.prompt = {
    kind: 'choose',
    side: facing(draft, card.owner),
    options,
    min: 1,
    max: 1,
    players: true,
    forQueue: 'victory-pile',
  }
  return null
}

/** The answer to the prompt `withVictoryPile` asked: the objective at the head of the queue goes to that pile. */
export function victoryPileAt(draft: SwlcgState, token: SlotId): void {
  const [head, ...rest] = draft.queue
  const pile = playerOfToken(draft, token)
  if (head?.kind === 'leave' && pile !== null) draft.queue = [{ ...head, pile }, ...rest]
}
