/** Battle of Hoth's table chunk: the room's first records, the table view and its help (src/games/contract.ts). */
import { schema } from '../../../net/schema'
import type { GameTable } from '../contract'
import { HothTableView } from './session/HothTableView'
import { DEFAULT_SETUP, readSetup } from './session/setupModel'
import { HothHelp } from './ui/HothHelp'

/** A new Battle of Hoth room starts with the default setup choices (a rematch keeps its scenario) and no table. */
export const hothTable: GameTable = {
  TableView: HothTableView,
  Help: HothHelp,
  setUp(doc, { scenario }) {
    schema.meta(doc).set('hothSetup', readSetup({ ...DEFAULT_SETUP, ...(scenario ? { scenario } : {}) }))
    return true
  },
}
