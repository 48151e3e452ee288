/**
 * Does a room file delete history? A room file is a Yjs update, and an update can carry deletions as well as
 * content: merged into a room that holds the same items, a crafted file would remove chat lines and signed log
 * entries. Chat and log shards are append-only (no honest code ever deletes from them), so a file that would
 * delete any of their items is refused. Overwrites and deletions in maps (`table` fields and objects, `meta`)
 * are ordinary last-writer-wins edits and are not judged here.
 *
 * How: the file was already applied alone to a scratch document (room-file.ts), which must have had every item
 * its deletions name (otherwise they wait as `pendingDs`, and the file is refused as corrupted). So every item
 * the file could delete is in that scratch's delete set, under the same ids the room uses. If any live item of
 * the room's chat or log shards lies in it, the merge would delete it. This costs a walk of the room's history
 * arrays and no copy of the room.
 */
import * as Y from 'yjs'
import { ROOM_SEATS } from './ledger'
import { schema } from './schema'

/** The deletions a document knows of: client → sorted, non-overlapping clock ranges. */
export type Deletions = ReturnType<typeof Y.createDeleteSetFromStructStore>

/** Every item `doc` holds as deleted (what merging `doc`'s full state into another document deletes there). */
export function deletionsOf(doc: Y.Doc): Deletions {
  return Y.createDeleteSetFromStructStore(doc.store)
}

/** True when `deletions` would delete a live chat line or log-shard entry of `room`. */
export function deletesHistory(room: Y.Doc, deletions: Deletions): boolean {
  if (deletions.clients.size === 0) return false
  // The first item of each history array; `_start` and `right` walk every item, deleted ones included.
  const firsts = [schema.chat(room)._start, ...ROOM_SEATS.map((seat) => schema.logShard(room, seat)._start)]
  for (const first of firsts) {
    for (let item = first; item !== null; item = item.right) {
      if (!item.deleted && overlaps(deletions, item.id.client, item.id.clock, item.length)) return true
    }
  }
  return false
}

/** Whether `deletions` covers any clock of `client` in [clock, clock + length). */
function overlaps(deletions: Deletions, client: number, clock: number, length: number): boolean {
  const ranges = deletions.clients.get(client)
  if (!ranges) return false
  // Binary search for the last range starting before the item's end; only it can reach into the item.
  let lo = 0
  let hi = ranges.length - 1
  let found = -1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (ranges[mid]!.clock < clock + length) {
      found = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  const range = found >= 0 ? ranges[found]! : undefined
  return range !== undefined && range.clock + range.len > clock
}
