/** The squads the end-to-end skirmish builds through the squad builder, and how many UI steps it may take. */
import { squad } from '../../engine/games/swm/testing/skirmish'

/** Light: Obi-Wan and Luke (87 points); dark: Vader and four Death Star Troopers (71 points:
 * troopers enough to fire together); the limit is 100. */
export const E2E_SQUADS = {
  light: squad('rebel', ['obi-wan-kenobi', 1], ['luke-skywalker-champion', 1]),
  dark: squad('imperial', ['darth-vader', 1], ['death-star-trooper', 4]),
}

/** The most UI steps the e2e test plays before it calls the game stuck. */
export const E2E_STEP_BUDGET = 300
