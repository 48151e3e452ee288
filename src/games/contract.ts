/**
 * The contract every game of the app keeps: a plug-in is one folder, src/games/<id>, whose index.ts exports a
 * `GameModule` — what the lobby and the invite link need (small, loaded with the lobby) — and whose table chunk,
 * loaded only when a room with that box opens, exports a `GameTable`: the room's first records, the table view
 * (its setup screen until a game starts, then the table with its panels and log) and its help. registry.ts lists
 * the modules; the lobby, the invite link, the room's setup and `TableView` read only the registry.
 */
import type { ComponentType } from 'react'
import type * as Y from 'yjs'
import type { Room, RoomStatus } from '../../net/types'

/** A box's id: what `meta.box` records, `?box=` names in an invite link, and the lobby creates a room with. */
export type BoxId = string

/** Props every game's table view gets. */
export interface TableViewProps {
  room: Room
  status: RoomStatus
}

/** What a new room of a box starts with. */
export interface SetUpOptions {
  /** A scenario to start with (a rematch keeps the last one), for games that have scenarios. */
  scenario?: string
}

/** A game's table chunk: everything a room of its box needs once it is open. */
export interface GameTable {
  /** The table: the setup screen until a game starts, then the game with its panels, prompts and log. */
  TableView: ComponentType<TableViewProps>
  /** What `?` shows at this table; the sandbox's keys when absent. */
  Help?: ComponentType
  /**
   * Writes a new room's first records into `doc`; the caller then records `meta.box`. Returns false when there was
   * nothing to do (the table already had pieces).
   */
  setUp(doc: Y.Doc, options: SetUpOptions): boolean
}

/** One game (or free-play box) the lobby offers. */
export interface GameModule {
  /** The box id. */
  id: BoxId
  /** The key of its name and description under `lobby:boxes.<key>`. */
  lobbyKey: string
  /** Rules mode (an engine enforces the game) or free play on the sandbox table. */
  mode: 'rules' | 'free'
  /** The seats of its table, in order. */
  seats: readonly string[]
  /** Loads the table chunk (each game's code arrives only when its table opens). */
  load(): Promise<GameTable>
}
