/** Star Wars Miniatures' table chunk (src/games/contract.ts): the table view and its help. */
import type { GameTable } from '../contract'
import { SwmTableView } from './session/SwmTableView'
import { SwmHelp } from './ui/SwmHelp'

/** A new skirmish room starts empty: the game starts from the log, and the squads are built at the table. */
export const swmTable: GameTable = {
  TableView: SwmTableView,
  Help: SwmHelp,
  setUp: () => true,
}
