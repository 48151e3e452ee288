/**
 * Races in a Star Wars: The Card Game 2v2 (Balance of the Force) game: four players each act from their own document
 * as soon as their own (possibly stale) screen offers something, over a fake network that delivers updates late,
 * out of order and in random interleavings. Teammates see each other's decisions late, so both click in the same
 * window, a support answer races the next declaration, and priority has moved on before a click arrives. Once
 * everything is delivered, every peer must show the same state (hash), the same verdicts and the same log, and the
 * entries that lost a race must have been refused with a reason, identically everywhere. Rolls (mulligans, random
 * picks) are answered by every other seat's page, as in a room.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { createRng, sha256Hex, type Action, type Json, type Rng, type SeatId } from '../../engine'
import { swlcg, swlcgNeedsEntropy, type SwlcgState } from '../../engine/games/swlcg'
import { teamConfig } from '../../engine/games/swlcg/testing/fixtures'
import { weightedPick } from '../../engine/games/swlcg/testing/randomPlayer'
import { entryHash } from '../../net/log-entry'
import { createLogFolder, type LogFolder } from '../../net/log-folder'
import { appendEntry } from '../../net/signed-log'
import { appendRoll, sit } from '../../net/testing/rolls'
import { createRoomPeers, destroyOpenRooms, keyOf, pendingRolls } from './room-peers'

const CONFIG = teamConfig(true)
const SEATS = CONFIG.players.map((p) => p.seat)
const others = (seat: SeatId) => SEATS.filter((s) => s !== seat)

/** Plays `steps` racing steps with seed `seed`; returns the peers' folders after a full delivery. */
async function race(seed: string, steps: number) {
  const room = createRoomPeers(4, `swlcg-team-race/${seed}`)
  const { docs, net } = room
  const ids = SEATS.map((seat) => keyOf(`swlcg-team-race/${seed}/${seat}`))
  SEATS.forEach((seat, i) => {
    sit(docs[i]!, ids[i]!, seat)
    room.exchange(i, ids[i]!)
  })
  await room.settle()
  const init = { config: CONFIG, seats: SEATS, entropy: sha256Hex(`swlcg-team-race/${seed}/setup`) }
  const folders = docs.map((doc) => createLogFolder(doc, swlcg, init))
  const rng: Rng = createRng(sha256Hex(`swlcg-team-race/${seed}/players`))
  let rolls = 0
  for (let step = 0; step < steps; step++) {
    SEATS.forEach((seat, i) => {
      const state = folders[i]!.state
      if (swlcg.outcome(state) !== null) return
      const options = swlcg
        .legalActions(state, seat)
        // Take-backs have their own tests; in a race they mostly stall the game (a click, its undo, again).
        .filter((a) => a.type !== 'concede' && a.type !== 'undo')
        .map((action) => ({ action }))
      if (options.length === 0) return
      const { action } = weightedPick(rng, options)
      const { entropy: _none, ...bare } = action as Action
      const payload = (bare.payload ?? null) as Json
      if (!swlcgNeedsEntropy(state, action)) {
        appendEntry(docs[i]!, ids[i]!, seat, { game: swlcg.id, type: bare.type, payload })
        return
      }
      const result = appendRoll(docs[i]!, ids[i]!, seat, swlcg.id, { type: bare.type, payload }, others(seat))
      if (result.ok) rolls++
    })
    // Mostly everyone sees everything before the next step; sometimes only part arrives (a stale board).
    if (rng.int(0, 2) === 0) net.deliver(rng.int(0, 6))
    else net.flush()
    await room.react()
  }
  await room.settle()
  return { room, folders, init, rolls }
}

afterEach(destroyOpenRooms)

const verdicts = (folder: LogFolder<SwlcgState>) => folder.steps.map((s) => (s.ok ? 'ok' : s.error.code))

describe('Star Wars: The Card Game 2v2 races between peers', () => {
  for (const seed of ['hoth', 'endor']) {
    it(`four players acting at once converge to one game (seed ${seed})`, { timeout: 180_000 }, async () => {
      const { room, folders, init, rolls } = await race(seed, 400)
      expect(room.net.converged()).toBe(true)
      const [first, ...rest] = folders
      for (const other of rest) {
        expect(other.hash).toBe(first!.hash)
        expect(verdicts(other)).toEqual(verdicts(first!))
        expect(other.entries.map((e) => entryHash(e))).toEqual(first!.entries.map((e) => entryHash(e)))
      }
      for (const doc of room.docs) expect(pendingRolls(doc)).toEqual([])
      for (const folder of folders) expect(folder.pending).toBeNull()
      const refused = first!.steps.filter((s) => !s.ok)
      const accepted = first!.steps.filter((s) => s.ok)
      // Real races happened (stale clicks lost), the game got past both teams' first turns, and every refusal says why.
      expect(refused.length).toBeGreaterThan(1)
      expect(accepted.length).toBeGreaterThan(40)
      expect(first!.state.turn.number).toBeGreaterThan(2)
      expect(rolls).toBeGreaterThan(0)
      for (const s of refused) expect(!s.ok && s.error.reason.en.length && s.error.reason.hu.length).toBeTruthy()
      // A late peer folding the same document from scratch agrees.
      expect(createLogFolder(room.docs[0]!, swlcg, init).hash).toBe(first!.hash)
      folders.forEach((folder) => folder.destroy())
      room.destroy()
    })
  }
})
