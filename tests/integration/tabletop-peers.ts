/**
 * TEST-ONLY: a sandbox card table shared by simulated peers for the tabletop race tests. Each peer has its own
 * Y.Doc, seat and signing identity; the fake network delivers updates late and out of order; every peer folds
 * the room's signed log with `tabletop` through createLogFolder, exactly as the sandbox table does. Actions that
 * shuffle or roll carry real fair-entropy proofs (every other seat contributes a share).
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { isValidEntropy, sha256Hex } from '../../engine'
import type { Action, FoldInit, SeatId } from '../../engine'
import { tabletop, type TabletopConfig, type TabletopState } from '../../engine/games/tabletop'
import { identityFromSecret } from '../../net/identity'
import { createLogFolder, type LogFolder } from '../../net/log-folder'
import type { LogEntry } from '../../net/schema'
import { claimSeat } from '../../net/seats'
import { appendSignedAction } from '../../net/signed-log'
import { appendFairAction } from '../../net/testing/fair-roll'
import { createFakeNetwork, type FakeNetwork } from '../../net/testing/fake-network'

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
  seats: SeatId[]
  init: FoldInit<TabletopConfig>
  /** One folder per seated peer, same index as `seats`. */
  folders: LogFolder<TabletopState>[]
  /** Appends `action` from peer `i` (with a fair-entropy proof when it carries or needs entropy). */
  act(i: number, action: Action): LogEntry | null
  /** The verdict ('ok' or the error code) of an appended entry, as peer `i` folds it now. */
  verdict(i: number, entry: LogEntry): string
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
  const net = createFakeNetwork(seatCount + extraDocs, `tabletop-race/${seed}`)
  beforeClaims?.(net)
  const seats = Array.from({ length: seatCount }, (_, i) => `s${i + 1}`)
  const ids = seats.map((seat) => identityFromSecret(sha256(utf8ToBytes(`tabletop-race/${seed}/${seat}`))))
  seats.forEach((seat, i) =>
    claimSeat(net.docs[i]!, seat, { name: seat, colour: '#888', publicKey: ids[i]!.publicKey }),
  )
  net.flush()
  const init: FoldInit<TabletopConfig> = { config: CONFIG, seats, entropy: sha256Hex(`tabletop-race/${seed}/setup`) }
  const folders = seats.map((_, i) => createLogFolder(net.docs[i]!, tabletop, init))
  let shares = 0
  const act = (i: number, action: Action): LogEntry | null => {
    const seat = seats[i]!
    const { entropy, ...bare } = action
    if (entropy === undefined || !isValidEntropy(entropy)) {
      const result = appendSignedAction(net.docs[i]!, ids[i]!, seat, action)
      return result.ok ? result.entry : null
    }
    const others = seats.flatMap((s, j) => (j === i ? [] : [{ seat: s, identity: ids[j]! }]))
    const round = shares++
    const result = appendFairAction(net.docs[i]!, ids[i]!, seat, bare, others, (s) =>
      sha256Hex(`${seed}/${round}/${s}`),
    )
    return result.ok ? result.entry : null
  }
  const verdict = (i: number, entry: LogEntry): string => {
    const folder = folders[i]!
    const at = folder.entries.findIndex((e) => e.seat === entry.seat && e.n === entry.n)
    if (at < 0) return 'missing'
    const step = folder.steps[at]!
    return step.ok ? 'ok' : step.error.code
  }
  return { net, seats, init, folders, act, verdict }
}

/** Entropy for an action that needs it (the fair exchange replaces it with a fairly drawn value). */
export const FAIR = '00'.repeat(16)

/** Every folder's (seat/n, verdict) list, to compare peers. */
export function verdicts(folder: LogFolder<TabletopState>): string[] {
  return folder.steps.map((s, i) => `${folder.entries[i]!.seat}/${folder.entries[i]!.n}:${s.ok ? 'ok' : s.error.code}`)
}

/** Cards in play and in the box: the number never changes except by add-pile. */
export function cardCount(state: TabletopState): number {
  return Object.values(state.cards.zones).reduce((sum, zone) => sum + zone.slots.length, 0)
}

/** The slots of `zone` in `state`. */
export function slots(state: TabletopState, zone: string): string[] {
  return (state.cards.zones[zone]?.slots ?? []).slice()
}
