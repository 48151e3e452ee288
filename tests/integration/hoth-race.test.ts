/**
 * Races in Battle of Hoth: four players (two per side, Final Strike with leaders) each act from their own
 * document as soon as their own screen offers something, over a fake network that delivers updates late,
 * out of order and in random interleavings. So players often act on a stale board, and teammates who may
 * both answer a choice for their side (retreat hexes, take-back answers) click at the same moment. Once
 * everything is delivered, every peer must show the same state (hash), the same verdicts and the same log,
 * and some entries must have lost a race and been refused with a reason, identically everywhere.
 *
 * The game starts as in a room: a `start-game` roll in the log (net/game-start.ts), answered by every other seat,
 * whose entropy seeds the setup; two players press Start at once, and every peer plays the same one. Every later
 * roll is a roll entry too, answered by each other seat's page (net/rolls.ts) once it reaches it; each fold waits
 * at a roll until then, so a player's screen may show the board from before a roll still being drawn.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { createRng, sha256Hex, type Action, type Json, type Rng, type SeatId } from '../../engine'
import { ENTROPY_ACTIONS, hoth, type HothConfig, type HothState } from '../../engine/games/hoth'
import { weightedPick } from '../../engine/games/hoth/testing/randomPlayer'
import { START_TYPE, readGameStart, type GameStart } from '../../net/game-start'
import { ledgerOf } from '../../net/ledger'
import { entryHash } from '../../net/log-entry'
import { createLogFolder, type LogFolder } from '../../net/log-folder'
import { appendEntry } from '../../net/signed-log'
import { appendRoll, sit } from '../../net/testing/rolls'
import { readGame, type HothGameRecord } from '../../src/games/hoth/session/setupModel'
import { createRoomPeers, destroyOpenRooms, keyOf, pendingRolls } from './room-peers'

const CONFIG: HothConfig = {
  scenario: 'final-strike',
  players: [
    { seat: 's1', side: 'rebel', leader: 'leia' },
    { seat: 's2', side: 'empire', leader: 'vader' },
    { seat: 's3', side: 'rebel', leader: 'luke' },
    { seat: 's4', side: 'empire', leader: 'piett' },
  ],
}
const SEATS = CONFIG.players.map((p) => p.seat)
/** The record a Start press writes (src/games/hoth/session/metaActions.ts). */
const RECORD: HothGameRecord = { number: 1, config: CONFIG, seats: SEATS }

const others = (seat: SeatId) => SEATS.filter((s) => s !== seat)
const startOf = (ledger: ReturnType<typeof ledgerOf>): GameStart<HothGameRecord> =>
  readGameStart(ledger, hoth.id, readGame, (record) => record.seats)

/** Plays `steps` racing steps with seed `seed`; returns the peers' folders after a full delivery. */
async function race(seed: string, steps: number) {
  const room = createRoomPeers(4, `hoth-race/${seed}`)
  const { docs, net } = room
  const ids = SEATS.map((seat) => keyOf(`hoth-race/${seed}/${seat}`))
  SEATS.forEach((seat, i) => {
    sit(docs[i]!, ids[i]!, seat)
    room.exchange(i, ids[i]!)
  })
  await room.settle()

  // Two players press Start at once: two start rolls, each asking the three other seats.
  const presses = [0, 1].map((i) => {
    const result = appendRoll(
      docs[i]!,
      ids[i]!,
      SEATS[i]!,
      hoth.id,
      { type: START_TYPE, payload: RECORD },
      others(SEATS[i]!),
    )
    if (!result.ok) throw new Error(result.reason.en)
    return entryHash(result.entry)
  })
  // Until the others' shares are in, the start is still being drawn.
  expect(startOf(ledgerOf(docs[0]!))).toMatchObject({ state: 'drawing', waitingFor: ['s2', 's3', 's4'] })
  await room.settle()
  const starts = docs.map((doc) => startOf(ledgerOf(doc)))
  const start = starts[0]!
  if (start.state !== 'started') throw new Error(`the game did not start: ${start.state}`)
  for (const other of starts) expect(other).toEqual(start)
  expect(presses).toContain(start.hash)
  // Nobody picked the first shuffle: every seat added its value.
  expect(ledgerOf(docs[2]!).roll(start.hash)).toMatchObject({ state: 'complete', contributors: others(SEATS[0]!) })

  const init = { config: start.record.config, seats: start.record.seats, entropy: start.entropy }
  const folders = docs.map((doc) => createLogFolder(doc, hoth, init, { after: start.hash }))
  const rng: Rng = createRng(sha256Hex(`hoth-race/${seed}/players`))
  let rolls = 0
  for (let step = 0; step < steps; step++) {
    // Every player whose own (possibly stale) screen offers an action takes one before anything is delivered.
    SEATS.forEach((seat, i) => {
      const state = folders[i]!.state
      if (hoth.outcome(state) !== null) return
      const options = hoth.legalActions(state, seat).map((action) => ({ action }))
      if (options.length === 0) return
      const { action } = weightedPick(rng, options)
      const { entropy: _none, ...bare } = action as Action
      const payload = (bare.payload ?? null) as Json
      if (!ENTROPY_ACTIONS.has(action.type)) {
        appendEntry(docs[i]!, ids[i]!, seat, { game: hoth.id, type: bare.type, payload })
        return
      }
      const result = appendRoll(docs[i]!, ids[i]!, seat, hoth.id, { type: bare.type, payload }, others(seat))
      if (result.ok) rolls++
    })
    // Mostly everyone sees everything before the next step, so teammates see a choice for their side at once;
    // sometimes only part arrives, so players act on a stale board. The pages answer the rolls they received.
    if (rng.int(0, 2) === 0) net.deliver(rng.int(0, 6))
    else net.flush()
    await room.react()
  }
  await room.settle()
  return { room, folders, init, start, presses, rolls }
}

afterEach(destroyOpenRooms)

const verdicts = (folder: LogFolder<HothState>) => folder.steps.map((s) => (s.ok ? 'ok' : s.error.code))

describe('Battle of Hoth races between peers', () => {
  for (const seed of ['echo', 'hoth', 'yavin']) {
    it(`four players acting at once converge to one battle (seed ${seed})`, { timeout: 120_000 }, async () => {
      const { room, folders, init, start, presses, rolls } = await race(seed, 160)
      expect(room.net.converged()).toBe(true)
      const [first, ...rest] = folders
      for (const other of rest) {
        expect(other.hash).toBe(first!.hash)
        expect(verdicts(other)).toEqual(verdicts(first!))
        expect(other.entries.map((e) => entryHash(e))).toEqual(first!.entries.map((e) => entryHash(e)))
      }
      // Every roll settled, with every other seat's share: no fold waits, and no roller drew alone.
      for (const doc of room.docs) expect(pendingRolls(doc)).toEqual([])
      for (const folder of folders) expect(folder.pending).toBeNull()
      expect(rolls).toBeGreaterThan(5)
      first!.entries.forEach((entry, i) => {
        if (entry.roll) expect(first!.rollAt(i)).toMatchObject({ state: 'complete', contributors: others(entry.seat) })
      })
      // The other Start press is a setup record, not a move: the fold skips it, and the game is the one started.
      const [loser] = presses.filter((hash) => hash !== start.hash)
      expect(ledgerOf(room.docs[0]!).get(loser!)).toBeDefined()
      expect(first!.entries.some((e) => entryHash(e) === loser)).toBe(false)
      const refused = first!.steps.filter((s) => !s.ok)
      const accepted = first!.steps.filter((s) => s.ok)
      // Real races happened (stale clicks lost), and the game still moved on.
      expect(refused.length).toBeGreaterThan(1)
      expect(accepted.length).toBeGreaterThan(20)
      for (const s of refused) expect(!s.ok && s.error.reason.en.length).toBeGreaterThan(0)
      // A late peer folding the same document from scratch agrees, from the start it reads itself.
      const late = startOf(ledgerOf(room.docs[0]!))
      expect(late).toEqual(start)
      expect(createLogFolder(room.docs[0]!, hoth, init, { after: start.hash }).hash).toBe(first!.hash)
      folders.forEach((folder) => folder.destroy())
      room.destroy()
    })
  }
})
