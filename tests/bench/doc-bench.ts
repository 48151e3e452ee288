/**
 * Document-size benchmark (Node only): how many bytes the shared Yjs document grows by for what people do.
 * - a logged action: signed and appended to a seat's log shard by net/signed-log.ts appendEntry (what
 *   Room.appendAction uses), in a room whose seat was claimed in the log first
 * - 1,000 drag moves: these go through awareness only, so the document must not grow at all
 * - a committed drop: one net/table.ts moveObject when the drag ends
 * Prints medians over several runs. Run: `npx tsx tests/bench/doc-bench.ts`.
 */
import * as Y from 'yjs'
import { Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness'
import { setRoomDomain } from '../../net/domain'
import { createEphemeralIdentity } from '../../net/identity'
import { claimSeat } from '../../net/seats'
import { appendEntry } from '../../net/signed-log'
import type { TableObject } from '../../net/schema'
import type { Presence } from '../../net/types'
import { addObject, moveObject } from '../../net/table'

const RUNS = 5
const ACTIONS = 1000
const DRAG_MOVES = 1000
/** The object being dragged: one sandbox card. */
const CARD: TableObject = {
  kind: 'card',
  x: 0,
  z: 0,
  layer: 0,
  quarter: 0,
  faceUp: true,
  look: 'core-001',
  owner: '',
  locked: false,
}

/** Median of a non-empty list. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Full-state size of a document: what a late joiner downloads. */
function docBytes(doc: Y.Doc): number {
  return Y.encodeStateAsUpdate(doc).length
}

/**
 * Signs and appends `count` actions as seat s1 with net/signed-log.ts, one transaction each (one per click).
 * Also times the first and the last 100 appends: an append that re-reads the whole chain slows down as
 * the log grows.
 */
function logActions(count: number): { bytesPerAction: number; msFirst100: number; msLast100: number } {
  const doc = new Y.Doc()
  setRoomDomain(doc, 'BENCHROOM')
  const identity = createEphemeralIdentity()
  const claimed = claimSeat(doc, identity, 's1', { name: 'Anna', colour: '#58d0ff' })
  if (!claimed.ok) throw new Error(claimed.reason.en)
  const empty = docBytes(doc)
  const times: number[] = []
  for (let n = 0; n < count; n++) {
    // A typical small game action: which card, where to.
    const payload = { card: `core-${(n * 7) % 240}`, to: 'battlefield', target: n % 3 === 0 ? 'obj-2' : null }
    const started = performance.now()
    const result = appendEntry(doc, identity, 's1', { game: 'hoth', type: 'play-card', payload })
    times.push(performance.now() - started)
    if (!result.ok) throw new Error(result.reason.en)
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
  return {
    bytesPerAction: (docBytes(doc) - empty) / count,
    msFirst100: mean(times.slice(0, 100)),
    msLast100: mean(times.slice(-100)),
  }
}

/** The same payloads pushed unsigned (no pub/sig/prev/seen/lamport), to show what signing costs in bytes. */
function unsignedActions(count: number): number {
  const doc = new Y.Doc()
  const arr = doc.getArray('plain')
  const empty = docBytes(doc)
  for (let n = 0; n < count; n++) {
    arr.push([{ seat: 's1', n, type: 'play-card', payload: { card: `core-${(n * 7) % 240}`, to: 'battlefield' } }])
  }
  return (docBytes(doc) - empty) / count
}

/** A presence record as the app sends it. */
function presence(drag: Presence['drag']): Presence {
  return {
    user: { name: 'Anna', colour: '#58d0ff', publicKey: 'ab'.repeat(32) },
    seat: 's1',
    cursor: drag ? { x: drag.x, z: drag.z } : null,
    drag,
    hover: drag?.id ?? null,
    camera: null,
  }
}

/** 1,000 drag moves through awareness: document growth (must be 0) and awareness bytes per move. */
function dragMoves(count: number): { docDelta: number; awarenessBytesPerMove: number } {
  const doc = new Y.Doc()
  addObject(doc, 'card-1', CARD)
  const awareness = new Awareness(doc)
  const before = docBytes(doc)
  let wire = 0
  for (let i = 0; i < count; i++) {
    awareness.setLocalState(presence({ id: 'card-1', x: Math.sin(i / 50) * 5, z: Math.cos(i / 70) * 3 }))
    // What y-webrtc broadcasts for this change: an awareness update of our own client.
    wire += encodeAwarenessUpdate(awareness, [doc.clientID]).length
  }
  const docDelta = docBytes(doc) - before
  awareness.destroy()
  return { docDelta, awarenessBytesPerMove: wire / count }
}

/** Bytes one committed drop (moveObject) adds, and what 1,000 committed moves would add instead of awareness. */
function drops(count: number): { oneDrop: number; perMoveIfCommitted: number } {
  const doc = new Y.Doc()
  addObject(doc, 'card-1', CARD)
  const before = docBytes(doc)
  moveObject(doc, 'card-1', 4.5, -2.25)
  const oneDrop = docBytes(doc) - before
  const start = docBytes(doc)
  for (let i = 0; i < count; i++) moveObject(doc, 'card-1', Math.sin(i / 50) * 5, Math.cos(i / 70) * 3)
  return { oneDrop, perMoveIfCommitted: (docBytes(doc) - start) / count }
}

/** Runs `fn` RUNS times and returns the median of each numeric field. */
function medians<T extends Record<string, number>>(fn: () => T): T {
  const results = Array.from({ length: RUNS }, fn)
  const out: Record<string, number> = {}
  for (const key of Object.keys(results[0]!)) out[key] = median(results.map((r) => r[key]!))
  return out as T
}

const fmt = (n: number, digits = 1) => n.toFixed(digits)

const log = medians(() => logActions(ACTIONS))
const plain = medians(() => ({ bytes: unsignedActions(ACTIONS) }))
const drag = medians(() => dragMoves(DRAG_MOVES))
const drop = medians(() => drops(DRAG_MOVES))

console.log(`Document size (Yjs encodeStateAsUpdate, v1), median of ${RUNS} runs\n`)
console.table([
  {
    measure: `logged action (net/signed-log appendEntry), ${ACTIONS} actions`,
    value: `${fmt(log.bytesPerAction)} B/action`,
    note: `sign + append: ${fmt(log.msFirst100, 2)} ms (first 100), ${fmt(log.msLast100, 2)} ms (last 100)`,
  },
  {
    measure: 'same payload unsigned (plain Y.Array push)',
    value: `${fmt(plain.bytes)} B/action`,
    note: 'for comparison',
  },
  {
    measure: `${DRAG_MOVES} drag moves through awareness`,
    value: `${drag.docDelta} B added to the document`,
    note: `${fmt(drag.awarenessBytesPerMove)} B awareness update per move (wire, not stored)`,
  },
  { measure: 'one committed drop (net/table moveObject)', value: `${drop.oneDrop} B`, note: '' },
  {
    measure: `if every drag move were committed (${DRAG_MOVES} moveObject)`,
    value: `${fmt(drop.perMoveIfCommitted)} B/move`,
    note: 'why drags stay in awareness',
  },
])
if (drag.docDelta !== 0) {
  console.error(`FAIL: drag moves grew the document by ${drag.docDelta} bytes`)
  process.exitCode = 1
}
