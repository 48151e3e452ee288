/**
 * The contract between the skirmish table's parts: the controller (session/, which folds the log and turns clicks
 * into engine actions), the 3D map (scene/) and the panels (ui/). The scene and the panels are presentational: they
 * draw what these props say and report clicks; the only engine calls they make are pure look-ups (the character
 * table, stat cards, commander auras, log text).
 */
import type { LocalizedText, SeatId } from '../../../engine/core/types'
import type { AttackPreview, At, MoveHints, SwmAction, SwmState } from '../../../engine/games/swm'
import type { RulesLogLine } from '../../hooks/useRulesGame'

/** The last d20s rolled, to tumble on the table: their naturals, who rolled, and a key that changes per roll. */
export interface ShownRoll {
  key: string
  /** Each die's natural 1–20, in the order rolled. */
  naturals: number[]
  /** The seat whose action rolled them. */
  seat: SeatId
  /** The seats whose entropy went into them (net's fair-roll proof), named under the dice. */
  from: SeatId[]
}

/** Everything the 3D map needs. */
export interface SwmBoardProps {
  state: SwmState
  /** The seat looking (null: a spectator); the camera sits behind its side. */
  seat: SeatId | null
  /** The figure selected (its ring, its move hints), or null. */
  selected: string | null
  /** The selected figure's reachable squares with their cost and the attacks of opportunity on the way. */
  hints: MoveHints | null
  /** The square under the pointer while hints are shown, so its path can be drawn; null otherwise. */
  hoverSquare: At | null
  /** The figure under the pointer, or null. */
  hoverFigure: string | null
  /** The attack the pointer previews (the sight line, the best corner, cover), or null. */
  preview: AttackPreview | null
  /** Squares this seat may deploy to now (its start zone while it deploys), else null. */
  deployZone: readonly At[] | null
  /** Figures this seat may drag now (its own during its deployment), else empty. */
  draggable: ReadonlySet<string>
  lastRoll: ShownRoll | null
  /** Names of the seats' players (the dice's contributors). */
  names: Readonly<Record<SeatId, string>>
  onFigure(id: string): void
  onSquare(at: At): void
  onHover(target: { square: At | null; figure: string | null }): void
  /** A figure dragged onto a square (deployment). */
  onDrop(figure: string, at: At): void
}

/** Everything the panels (turn bar, prompts, figure card, roster, log, victory) need. */
export interface SwmPanelProps {
  state: SwmState
  seat: SeatId | null
  names: Readonly<Record<SeatId, string>>
  /** This seat's legal actions now (without entropy). */
  legal: readonly SwmAction[]
  log: readonly RulesLogLine[]
  /** The figure selected, or null. */
  selected: string | null
  /** The attack the pointer previews, or null. */
  preview: AttackPreview | null
  /** The combined-fire helpers chosen for the next attack. */
  helpers: readonly string[]
  onHelpers(helpers: string[]): void
  onSelect(figure: string | null): void
  /** Sends an action (the controller adds entropy where needed). */
  dispatch(action: SwmAction): void
  /** The last refused action's reason, shown until the next action. */
  refusal: LocalizedText | null
  onRematch(): void
}
