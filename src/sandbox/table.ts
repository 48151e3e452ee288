/** The sandbox's table chunk: the free-play table for any of src/boxes' boxes (src/games/contract.ts). */
import { BOXES } from '../boxes'
import { setUpBox } from '../boxes/setUpBox'
import type { GameTable } from '../games/contract'
import { SandboxTableView } from './SandboxTableView'

/** The table of sandbox box `id`: its pieces go down once (setUpBox never deals a second copy). */
export function sandboxTable(id: string): GameTable {
  return {
    TableView: SandboxTableView,
    setUp: (doc) => {
      const box = BOXES[id]
      return box ? setUpBox(doc, box) : false
    },
  }
}
