/** Star Wars: The Card Game's table chunk (src/games/contract.ts): the table view and its help. */
import type { GameTable } from '../contract'
import { SwlcgTableView } from './session/SwlcgTableView'
import { SwlcgHelp } from './ui/SwlcgHelp'

/** A new SWLCG room starts empty: the decks are chosen at the table and the match starts from the log. */
export const swlcgTable: GameTable = {
  TableView: SwlcgTableView,
  Help: SwlcgHelp,
  setUp: () => true,
}
