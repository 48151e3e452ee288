/**
 * TEST-ONLY: a sandbox card table shared by simulated peers for the tabletop race tests. Each peer has its own
 * Y.Doc of one room, seat and signing identity; the fake network delivers updates late and out of order; every
 * seated peer folds the room's signed log with `tabletop` through createLogFolder, exactly as the sandbox table
 * does, and runs the roll exchange (net/rolls.ts), so it answers the others' rolls once they reach it. An action
 * that shuffles or rolls is written as a roll asking the other seats; the folds wait at it until every share has
 * arrived, so a test settles the table (`settle`) before it compares peers.
 */
import { isValidEntropy, sha256Hex } from '../../engine'
import type { Action, FoldInit, Json, SeatId } from '../../engine'
import { tabletop, type TabletopConfig, type TabletopState } from '../../engine/games/tabletop'
import type { Identity } from '../../net/identity'
import { ledgerOf } from '../../net/ledger'
import { entryHash } from '../../net/log-entry'
import { createLogFolder, type LogFolder } from '../../net/log-folder'
import type { LogEntry } from '../../net/schema'
import { appendEntry } from '../../net/signed-log'
import type { FakeNetwork } from '../../net/testing/fake-network'
import { appendRoll, sit } from '../../net/testing/rolls'
import { createRoomPeers, keyOf, type RoomPeers } from './room-peers'

/** The cards of the test deck, top first, distinct so a test can follow any one of them. */
export const DECK = Array.from({ length: 30 }, (_, i) => `race/card-${String(i).padStart(2, '0')}#1`)

/** The table every race starts from: one 30-card deck and an empty discard pile. */
export const CONFIG: TabletopConfig = {
  piles: [
    { pile: 'deck', name: 'Deck', kind: 'deck', x: 0, z: 0, cards: DECK, shuffle: true },
    { pile: 'discard', name: 'Discard', kind: 'discard', x: 3, z: 0, cards: [] },
  ],
}

/** Simulated peers around one table. */
export interface Table {
  net: FakeNetwork
  room: RoomPeers
  seats: SeatId[]
  ids: Identity[]
  init: FoldInit<TabletopConfig>
  /** One folder per seated peer, same index as `seats`. */
  folders: LogFolder<TabletopState>[]
  /**
   * Appends `action` from peer `i`: as a roll asking the other seats it sees held when the action carries valid
   * entropy (`FAIR`: the sandbox asks net for a roll), as a plain entry otherwise (an action that needs entropy
   * then reaches the engine without any, as from a page that skipped the roll). Returns the entry, or null when
   * the peer's own log refused to write it.
   */
  act(i: number, action: Action): LogEntry | null
  /** The verdict ('ok', the error code, or 'missing' when not folded) of an appended entry, as peer `i` folds it now. */
  verdict(i: number, entry: LogEntry): string
  /** Delivers everything and lets every peer answer the rolls, until nothing is left in flight. */
  settle(): Promise<void>
  destroy(): void
}

/**
 * `seatCount` seated peers (seats s1, s2, …) plus `extraDocs` unseated documents on the same network, seeded
 * with `seed`; the seat claims are delivered before this returns unless a test partitions first.
 */
export function createTable(
  seed: string,
  seatCount = 3,
  extraDocs = 0,
  beforeClaims?: (net: FakeNetwork) => void,
): Table {
  const room = createRoomPeers(seatCount + extraDocs, `tabletop-race/${seed}`)
  const { net, docs } = room
  beforeClaims?.(net)
  const seats = Array.from({ length: seatCount }, (_, i) => `s${i + 1}`)
  const ids = seats.map((seat) => keyOf(`tabletop-race/${seed}/${seat}`))
  seats.forEach((seat, i) => {
    sit(docs[i]!, ids[i]!, seat)
    room.exchange(i, ids[i]!)
  })
  net.flush()
  const init: FoldInit<TabletopConfig> = { config: CONFIG, seats, entropy: sha256Hex(`tabletop-race/${seed}/setup`) }
  const folders = seats.map((_, i) => createLogFolder(docs[i]!, tabletop, init))
  const act = (i: number, action: Action): LogEntry | null => {
    const seat = seats[i]!
    const { entropy, ...bare } = action
    const doc = docs[i]!
    let result
    if (entropy === undefined || !isValidEntropy(entropy)) {
      result = appendEntry(doc, ids[i]!, seat, { game: tabletop.id, type: bare.type, payload: bare.payload ?? null })
    } else {
      const held = ledgerOf(doc).bindings()
      const from = seats.filter((s) => s !== seat && held.has(s))
      result = appendRoll(
        doc,
        ids[i]!,
        seat,
        tabletop.id,
        { type: bare.type, payload: (bare.payload ?? null) as Json },
        from,
      )
    }
    return result.ok ? result.entry : null
  }
  const verdict = (i: number, entry: LogEntry): string => {
    const folder = folders[i]!
    const hash = entryHash(entry)
    const at = folder.entries.findIndex((e) => entryHash(e) === hash)
    if (at < 0) return 'missing'
    const step = folder.steps[at]!
    return step.ok ? 'ok' : step.error.code
  }
  return {
    net,
    room,
    seats,
    ids,
    init,
    folders,
    act,
    verdict,
    settle: () => room.settle(),
    destroy() {
      folders.forEach((folder) => folder.destroy())
      room.destroy()
    },
  }
}

/** Marks an action that shuffles or rolls: `act` writes it as a roll drawn with the other seats. */
export const FAIR = '00'.repeat(16)

/** Every folder's (seat/n, verdict) list, to compare peers. */
export function verdicts(folder: LogFolder<TabletopState>): string[] {
  return folder.steps.map((s, i) => `${folder.entries[i]!.seat}/${folder.entries[i]!.n}:${s.ok ? 'ok' : s.error.code}`)
}

/** The entropy the engine got for `folder.entries[i]` (a settled roll's), or undefined. */
export function entropyAt(folder: LogFolder<TabletopState>, i: number): string | undefined {
  const roll = folder.rollAt(i)
  return roll?.state === 'complete' ? roll.entropy : undefined
}

/** Cards in play and in the box: the number never changes except by add-pile. */
export function cardCount(state: TabletopState): number {
  return Object.values(state.cards.zones).reduce((sum, zone) => sum + zone.slots.length, 0)
}

/** The slots of `zone` in `state`. */
export function slots(state: TabletopState, zone: string): string[] {
  return (state.cards.zones[zone]?.slots ?? []).slice()
}
