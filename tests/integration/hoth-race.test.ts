/**
 * Races in Battle of Hoth: four players (two per side, Final Strike with leaders) each act from their own
 * document as soon as their own screen offers something, over a fake network that delivers updates late,
 * out of order and in random interleavings. So players often act on a stale board, and teammates who may
 * both answer a choice for their side (retreat hexes, take-back answers) click at the same moment. Once
 * everything is delivered, every peer must show the same state (hash), the same verdicts and the same log,
 * and some entries must have lost a race and been refused with a reason, identically everywhere. Rolls go
 * through real fair-entropy proofs (every other seat contributes a share).
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import { createRng, sha256Hex, type Rng } from '../../engine'
import { ENTROPY_ACTIONS, hoth, type HothConfig, type HothState } from '../../engine/games/hoth'
import { weightedPick } from '../../engine/games/hoth/testing/randomPlayer'
import { identityFromSecret } from '../../net/identity'
import { createLogFolder, type LogFolder } from '../../net/log-folder'
import { claimSeat } from '../../net/seats'
import { appendSignedAction } from '../../net/signed-log'
import { appendFairAction } from '../../net/testing/fair-roll'
import { createFakeNetwork } from '../../net/testing/fake-network'

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

/** Plays `steps` racing steps with seed `seed`; returns the peers' folders after a full delivery. */
function race(seed: string, steps: number) {
  const net = createFakeNetwork(4, `hoth-race/${seed}`)
  const ids = SEATS.map((seat) => identityFromSecret(sha256(utf8ToBytes(`hoth-race/${seed}/${seat}`))))
  SEATS.forEach((seat, i) =>
    claimSeat(net.docs[i]!, seat, { name: seat, colour: '#888', publicKey: ids[i]!.publicKey }),
  )
  net.flush()
  const init = { config: CONFIG, seats: SEATS, entropy: sha256Hex(`hoth-race/${seed}/setup`) }
  const folders = net.docs.map((doc) => createLogFolder(doc, hoth, init))
  const rng: Rng = createRng(sha256Hex(`hoth-race/${seed}/players`))
  for (let step = 0; step < steps; step++) {
    // Every player whose own (possibly stale) screen offers an action takes one before anything is delivered.
    SEATS.forEach((seat, i) => {
      const state = folders[i]!.state
      if (hoth.outcome(state) !== null) return
      const options = hoth.legalActions(state, seat).map((action) => ({ action }))
      if (options.length === 0) return
      const { action } = weightedPick(rng, options)
      if (!ENTROPY_ACTIONS.has(action.type)) return void appendSignedAction(net.docs[i]!, ids[i]!, seat, action)
      const others = SEATS.flatMap((s, j) => (j === i ? [] : [{ seat: s, identity: ids[j]! }]))
      appendFairAction(net.docs[i]!, ids[i]!, seat, action, others, (s) => sha256Hex(`${seed}/${step}/${s}`))
    })
    // Mostly everyone sees everything before the next step, so teammates see a choice for their side at once;
    // sometimes only part arrives, so players act on a stale board.
    if (rng.int(0, 2) === 0) net.deliver(rng.int(0, 6))
    else net.flush()
  }
  net.flush()
  return { folders, docs: net.docs, init }
}

const verdicts = (folder: LogFolder<HothState>) => folder.steps.map((s) => (s.ok ? 'ok' : s.error.code))

describe('Battle of Hoth races between peers', () => {
  for (const seed of ['echo', 'hoth', 'yavin']) {
    it(`four players acting at once converge to one battle (seed ${seed})`, { timeout: 120_000 }, () => {
      const { folders, docs, init } = race(seed, 160)
      const [first, ...rest] = folders
      for (const other of rest) {
        expect(other.hash).toBe(first!.hash)
        expect(verdicts(other)).toEqual(verdicts(first!))
        expect(other.entries.map((e) => `${e.seat}/${e.n}`)).toEqual(first!.entries.map((e) => `${e.seat}/${e.n}`))
      }
      const refused = first!.steps.filter((s) => !s.ok)
      const accepted = first!.steps.filter((s) => s.ok)
      // Real races happened (stale clicks lost), and the game still moved on.
      expect(refused.length).toBeGreaterThan(0)
      expect(accepted.length).toBeGreaterThan(20)
      for (const s of refused) expect(!s.ok && s.error.reason.en.length).toBeGreaterThan(0)
      // A late peer folding the same document from scratch agrees.
      expect(createLogFolder(docs[0]!, hoth, init).hash).toBe(first!.hash)
    })
  }
})
