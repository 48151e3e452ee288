/** Star Wars: The Card Game's table chunk (src/games/contract.ts): the table views (1v1 and 2v2) and the help. */
import { createElement } from 'react'
import type { GameTable, TableViewProps } from '../contract'
import { SwlcgTableView } from './session/SwlcgTableView'
import { DUEL, TEAMS } from './session/setupModel'
import { SwlcgHelp } from './ui/SwlcgHelp'

/** A new SWLCG room starts empty: the decks are chosen at the table and the match starts from the log. */
export const swlcgTable: GameTable = {
  TableView: (props: TableViewProps) => createElement(SwlcgTableView, { ...props, format: DUEL }),
  Help: SwlcgHelp,
  setUp: () => true,
}

/** The Balance of the Force 2v2 table: the same table for four seats. */
export const swlcgTeamTable: GameTable = {
  TableView: (props: TableViewProps) => createElement(SwlcgTableView, { ...props, format: TEAMS }),
  Help: SwlcgHelp,
  setUp: () => true,
}
