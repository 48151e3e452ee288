/**
 * The contract between Battle of Hoth's table parts: the controller (session/, which folds the log and turns
 * clicks into engine actions), the 3D board (scene/) and the panels (ui/). The scene and the panels are
 * presentational: they draw what these props say and report clicks; they never call the engine themselves.
 */
import type { SeatId } from '../../../engine/core/types'
import type { RulesLogLine } from '../../hooks/useRulesGame'
import type { HexId, HothAction, HothView } from '../../../engine/games/hoth'

/** How a highlighted hex is drawn (and what clicking it does, decided by the controller). */
export type HexHighlight = 'move' | 'retreat' | 'breakthrough' | 'path'

/** How a highlighted unit or structure is drawn. */
export type UnitHighlight = 'orderable' | 'ordered' | 'selected' | 'can-attack' | 'target' | 'done'

/** A line of sight to draw while hovering a possible target. */
export interface SightLine {
  from: HexId
  to: HexId
  clear: boolean
}

/** Everything the 3D board needs. */
export interface HothBoardProps {
  view: HothView
  /** The seat looking (null: spectator); the camera sits behind its side. */
  seat: SeatId | null
  hexHighlights: ReadonlyMap<HexId, HexHighlight>
  /** Unit ids and structure ids. */
  unitHighlights: ReadonlyMap<string, UnitHighlight>
  sight: SightLine | null
  /** Dice faces of the last roll to show on the table (engine face names), or null. */
  lastRoll: { faces: string[]; key: string } | null
  onHexClick(hex: HexId): void
  onUnitClick(id: string): void
  onHover(target: { hex: HexId; id: string | null } | null): void
}

/** One line of the game log: the event, its turn and who acted. */
export type HothLogLine = RulesLogLine

/** Everything the panels (hand, turn bar, log, prompts, victory) need. */
export interface HothPanelProps {
  view: HothView
  seat: SeatId | null
  /** Names of the seats' players, for the log and the turn indicator. */
  names: Readonly<Record<SeatId, string>>
  /** This seat's legal actions now (without entropy). */
  legal: readonly HothAction[]
  log: readonly HothLogLine[]
  /** Sends an action (the controller adds entropy where needed). */
  dispatch(action: HothAction): void
  /** The last refused action's reason, shown until the next action. */
  refusal: { hu: string; en: string } | null
  /** Asks the engine why `action` (a click that is not legal now) cannot be made, and shows its reason. */
  refuse(action: HothAction): void
  onRematch(): void
}
