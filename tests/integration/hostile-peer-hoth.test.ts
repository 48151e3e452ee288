/**
 * A hostile peer at a Battle of Hoth table: Mallory hijacks, replays, back-dates, deletes, re-rolls and floods while
 * Anna and Béla play First Contact to the end (the kit, hostile-peer-kit.ts, says what each attack is and what
 * must hold). `HOSTILE_SEED=<any text>` replays another seed.
 */
import { describe, expect, it } from 'vitest'
import type * as Y from 'yjs'
import { createRng, sha256Hex, type Action, type Json, type Rng } from '../../engine'
import { ENTROPY_ACTIONS, hexDistance, hoth, type HothAction, type HothState } from '../../engine/games/hoth'
import { weightedPick } from '../../engine/games/hoth/testing/randomPlayer'
import { readGameStart, type GameStart } from '../../net/game-start'
import { ledgerOf } from '../../net/ledger'
import { createLogFolder, type LogFolder } from '../../net/log-folder'
import { readShare } from '../../net/roll-status'
import { ACT } from '../../net/seat-acts'
import { claimSeat, listSeats } from '../../net/seats'
import { startHothGame } from '../../src/games/hoth/session/metaActions'
import { DEFAULT_SETUP, readGame, type HothGameRecord } from '../../src/games/hoth/session/setupModel'
import { forge } from './attacker'
import { createRoomPeers, keyOf } from './room-peers'
import {
  stopPagesAfterEach,
  openPage,
  mallory,
  mayWriteS3,
  validS3,
  record,
  commonAttacks,
  quotaFlood,
  run,
  campaign,
  expectHonestOutcome,
} from './hostile-peer-kit'

stopPagesAfterEach()

// ————————————————————————————————————————————— Battle of Hoth —————————————————————————————————————————————

/** A player who wants the battle over: attacks when it can, closes in, orders, plays its cards. */
function chooseHoth(rng: Rng, state: HothState, options: HothAction[]): HothAction {
  // Now and then anything legal (take-backs, early turn ends, shown hands), as a person might.
  if (rng.int(0, 9) === 0)
    return weightedPick(
      rng,
      options.map((action) => ({ action })),
    ).action
  const useful = options.filter((a) => a.type !== 'undo' && a.type !== 'share-hand')
  const of = (type: string) => useful.filter((a) => a.type === type)
  const attacks = of('attack')
  if (attacks.length > 0) return rng.pick(attacks)
  const moves = of('move') as Extract<HothAction, { type: 'move' }>[]
  if (moves.length > 0) {
    const nearest = (unit: string, hex: string) => {
      const side = state.units[unit]!.side
      const foes = Object.values(state.units).filter((u) => u.side !== side)
      return Math.min(...foes.map((foe) => hexDistance(hex, foe.hex)))
    }
    const scored = moves.map((move) => ({
      move,
      gain:
        nearest(move.payload.unit, state.units[move.payload.unit]!.hex) - nearest(move.payload.unit, move.payload.to),
    }))
    const best = Math.max(...scored.map((s) => s.gain))
    if (best > 0) return rng.pick(scored.filter((s) => s.gain === best)).move
  }
  for (const type of [
    'retreat',
    'keep-roll',
    'breakthrough',
    'play-card',
    'order',
    'confirm-orders',
    'end-moves',
    'fleet-discard',
    'answer-undo',
    'ignore-retreat',
    'skip-breakthrough',
    'barrage',
  ]) {
    const list = of(type)
    if (list.length > 0) return rng.pick(list)
  }
  return rng.pick(useful.length > 0 ? useful : options)
}

const HOTH_SEED = process.env.HOSTILE_SEED ?? 'echo-base'
/** Steps per game at most: far more than a First Contact takes (a runaway game fails the test). */
const HOTH_STEPS = 1500

describe('a hostile peer cannot spoil a game between two honest players', () => {
  it(
    'Battle of Hoth: hijacks, replays, back-dates, deletes, re-rolls and floods change nothing',
    { timeout: 120_000 },
    async () => {
      const room = createRoomPeers(3, `hostile-peer/${HOTH_SEED}`)
      const { docs, net } = room
      const anna = await openPage(room, 0, keyOf(`${HOTH_SEED}/anna`), 's1', 'Anna')
      await room.settle()
      const bela = await openPage(room, 1, keyOf(`${HOTH_SEED}/bela`), 's2', 'Béla')
      await room.settle()
      const pages = [anna, bela]
      const m = mallory(docs[2]!, keyOf(`${HOTH_SEED}/mallory`), HOTH_SEED)

      // Anna presses Start as the table does: a `start-game` roll with the record for the seated players.
      const setup = { ...DEFAULT_SETUP, scenario: 'first-contact' }
      const started = startHothGame(anna.room, setup, Object.keys(listSeats(anna.doc)))
      await room.settle()
      expect(await started).toEqual({ ok: true })
      const startOf = (doc: Y.Doc): GameStart<HothGameRecord> =>
        readGameStart(ledgerOf(doc), hoth.id, readGame, (record) => record.seats)
      const start = startOf(anna.doc)
      if (start.state !== 'started') throw new Error(`the game did not start: ${start.state}`)
      expect(startOf(bela.doc)).toEqual(start)
      expect(start.record.seats).toEqual(['s1', 's2'])
      expect(ledgerOf(bela.doc).roll(start.hash)).toMatchObject({ state: 'complete', contributors: ['s2'] })

      // Mallory sits down in s3 (not a seat of this game) once it has started, and everybody sees her there.
      expect(claimSeat(m.doc, m.id, 's3', { name: 'Mallory', colour: '#000000' }).ok).toBe(true)
      await room.settle()

      const init = { config: start.record.config, seats: start.record.seats, entropy: start.entropy }
      const folders = pages.map((page) => createLogFolder(page.doc, hoth, init, { after: start.hash }))
      const rng = createRng(sha256Hex(`hostile-peer/${HOTH_SEED}/players`))
      const attacks = commonAttacks(m, pages)
      const strike = campaign(m, attacks)
      let moves = 0

      const over = () => folders.every((f) => hoth.outcome(f.state) !== null && f.pending === null)
      for (let step = 0; step < HOTH_STEPS && !over(); step++) {
        for (const i of rng.shuffle([0, 1])) {
          const page = pages[i]!
          const folder = folders[i]!
          // A page whose own roll is still being drawn waits for it, as the table shows "rolling…".
          if (folder.pending || hoth.outcome(folder.state) !== null) continue
          const options = hoth.legalActions(folder.state, page.seat)
          if (options.length === 0) continue
          const { entropy: _none, ...bare } = chooseHoth(rng, folder.state, options)
          const entropy = ENTROPY_ACTIONS.has(bare.type)
          const done = page.room.appendAction(bare as Action, {
            game: hoth.id,
            entropy,
            among: start.record.seats,
            seat: page.seat,
          })
          if (entropy) page.rolls.push(done)
          moves++
        }
        // Mallory strikes between the moves: her attacks in turn, the quota flood once early on.
        if (step === 12 || (step > 12 && m.quota.length === 0)) quotaFlood(m)
        if (step === 3 || step === 9) run(m, attacks, 'flood')
        if (m.rng.int(0, 99) < 60) strike()
        if (m.rng.int(0, 9) === 0) {
          const ok = validS3(m, 'hoth', 'confirm-orders', null)
          if (ok) m.done.set('spectator-move', (m.done.get('spectator-move') ?? 0) + 1)
        }
        // Mostly everything arrives before the next move; sometimes only part of it.
        if (rng.int(0, 3) === 0) net.deliver(rng.int(0, 8))
        else net.flush()
        await room.react()
      }
      await room.settle()
      expect(over()).toBe(true)

      // After the end: an entry dated at lamport 2^40 (it would freeze every later append), and more junk.
      if (!mayWriteS3(m)) await room.settle()
      const future = forge(m.doc, m.id, 's3', { game: 'hoth', type: 'confirm-orders' }, { lamport: 2 ** 40 })
      record(m, 'backdate-future', future, 's3', ['bad-clock'])
      run(m, attacks, 'flood')
      await room.settle()

      // Every attack ran.
      for (const name of [...Object.keys(attacks), 'spectator-move'])
        expect(m.done.get(name) ?? 0, name).toBeGreaterThan(0)
      expect(m.quota.length).toBeGreaterThan(0)
      // No roll here ever times out, so the entries past her quota are refused for that alone.
      expectHonestOutcome(room, pages, m, folders as unknown as LogFolder<Json>[], ['quota'])

      // The battle was played to its end, the same on both sides.
      const [first] = folders as [LogFolder<HothState>]
      expect(hoth.outcome(first.state)).not.toBeNull()
      expect(moves).toBeGreaterThan(20)
      expect(createLogFolder(docs[2]!, hoth, init, { after: start.hash }).hash).toBe(first.hash)
      // None of Mallory's entries is a Hoth move: those she could write (from s3) are refused by the game.
      first.entries.forEach((entry, i) => {
        if (entry.pub === m.id.publicKey) expect(first.steps[i]!.ok).toBe(false)
      })
      const ledger = ledgerOf(anna.doc)
      const mallorys = ledger.accepted().filter((r) => r.entry.pub === m.id.publicKey && r.entry.game === hoth.id)
      expect(mallorys.length).toBeGreaterThan(0)
      expect(mallorys.every((r) => r.entry.seat === 's3')).toBe(true)
      // Every roll completed with the other player's share — once: deleting a share got no second answer.
      const rolls = first.entries.filter((entry) => entry.roll)
      expect(rolls.length).toBeGreaterThan(5)
      first.entries.forEach((entry, i) => {
        if (!entry.roll) return
        const other = entry.seat === 's1' ? 's2' : 's1'
        expect(first.rollAt(i)).toMatchObject({ state: 'complete', contributors: [other] })
      })
      for (const page of pages) {
        const answers = page.written.filter((e) => e.type === ACT.share).map((e) => readShare(e.payload)!.for)
        expect(new Set(answers).size).toBe(answers.length)
        const asked = ledger
          .accepted()
          .filter((r) => r.entry.roll?.from.includes(page.seat))
          .map((r) => r.hash)
        expect(answers.sort()).toEqual(asked.sort())
      }
      expect(m.rerolled.size).toBeGreaterThan(0)
      for (const roll of m.rerolled) {
        const answers = ledger
          .accepted()
          .filter((r) => r.entry.type === ACT.share && readShare(r.entry.payload)?.for === roll)
        expect(answers).toHaveLength(1)
      }
      for (const page of pages)
        for (const settled of await Promise.all(page.rolls)) expect(settled).toEqual({ ok: true })
      folders.forEach((folder) => folder.destroy())
    },
  )
})
