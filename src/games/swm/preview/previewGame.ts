/**
 * The skirmish the standalone preview (`?preview=swm`) shows, for visual review and the render benchmark: the two
 * squads of the box played through the real engine (commitments, reveals, deployment on the first free squares of
 * each start zone, initiative) up to the first activation. `figures` sets the size: Obi-Wan and Luke against Darth
 * Vader and as many Death Star Troopers as make up the number (200-point limit: up to 20 figures in all). With the
 * lead 'yoda' the light side is Yoda alone, in the Rise of the Empire (a commander, to look at his aura).
 */
import type { Action, SeatId } from '../../../../engine/core/types'
import { commitSquad, swm } from '../../../../engine/games/swm'
import type { SwmState } from '../../../../engine/games/swm'

const SEATS: SeatId[] = ['s1', 's2']
/** A fixed salt: the preview's lists are no secret. */
const SALT = '5a'.repeat(32)

/** The most figures the preview fields: 2 light, Vader and 17 troopers (155 points of 200). */
export const MAX_PREVIEW_FIGURES = 20

/** Applies `action`; the preview's own sequence is legal, so a refusal is a bug worth a loud error. */
function act(state: SwmState, seat: SeatId, action: Action): SwmState {
  const result = swm.apply(state, action, seat)
  if (!result.ok) throw new Error(`preview: ${action.type} refused: ${result.error.reason.en}`)
  return result.state
}

/** Who leads the preview's light side: Obi-Wan and Luke, or Yoda alone. */
export type PreviewLead = 'jedi' | 'yoda'

/** The light squads of the two leads (plain JSON, as the reveal carries them). */
const LIGHT_LISTS: Record<PreviewLead, { faction: string; characters: { id: string; count: number }[] }> = {
  jedi: {
    faction: 'rebel',
    characters: [
      { id: 'obi-wan-kenobi', count: 1 },
      { id: 'luke-skywalker-champion', count: 1 },
    ],
  },
  yoda: { faction: 'republic', characters: [{ id: 'yoda', count: 1 }] },
}

/** The preview's state with `figures` figures on the map (3 to 20, clamped), in round 1 before any activation. */
export function previewState(figures: number, lead: PreviewLead = 'jedi'): SwmState {
  const light = LIGHT_LISTS[lead]
  const troopers = Math.max(0, Math.min(MAX_PREVIEW_FIGURES, Math.round(figures)) - 1 - light.characters.length)
  const lists = {
    s1: light,
    s2: {
      faction: 'imperial',
      characters: [
        { id: 'darth-vader', count: 1 },
        ...(troopers > 0 ? [{ id: 'death-star-trooper', count: troopers }] : []),
      ],
    },
  }
  const era = lead === 'yoda' ? 'rise-of-the-empire' : 'rebellion'
  let state = swm.setup({ pointLimit: 200, allowPartial: true, era }, SEATS, '00')
  for (const seat of SEATS) {
    const hash = commitSquad(lists[seat as 's1' | 's2'], SALT)
    if (!hash.ok) throw new Error(hash.error.reason.en)
    state = act(state, seat, { type: 'commit-squad', payload: { hash: hash.value } })
  }
  for (const seat of SEATS)
    state = act(state, seat, { type: 'reveal-squad', payload: { list: lists[seat as 's1' | 's2'], salt: SALT } })
  while (state.stage === 'deploy') {
    const seat = state.deploying!
    state = act(state, seat, swm.legalActions(state, seat)[0]!)
  }
  for (let n = 1; state.stage === 'initiative'; n++)
    state = act(state, 's1', { type: 'roll-initiative', entropy: n.toString(16).padStart(8, '0') })
  return act(state, state.initiative!.winner!, { type: 'choose-first', payload: { seat: 's1' } })
}
