/**
 * A hostile peer at a sandbox table: Mallory stalls rolls, rewrites the setup piles and attacks as at the Hoth table
 * while Anna and Béla play (the kit, hostile-peer-kit.ts, says what each attack is and what must hold).
 * `HOSTILE_SEED=<any text>` replays another seed.
 */
import { describe, expect, it } from 'vitest'
import type * as Y from 'yjs'
import { createRng, sha256Hex, type Action, type Json, type Rng, type SeatId } from '../../engine'
import { tabletop, tabletopNeedsEntropy, type TabletopConfig, type TabletopState } from '../../engine/games/tabletop'
import { randomAction } from '../../engine/games/tabletop/testing/randomActions'
import { chainValue } from '../../net/chain-values'
import { readGameStart, START_TYPE } from '../../net/game-start'
import { ledgerOf } from '../../net/ledger'
import { entryHash, isWellFormedEntry } from '../../net/log-entry'
import { createLogFolder, type LogFolder } from '../../net/log-folder'
import { readTimeout } from '../../net/roll-status'
import { ACT } from '../../net/seat-acts'
import { claimSeat, heldBy, listSeats } from '../../net/seats'
import { schema } from '../../net/schema'
import { appendEntry } from '../../net/signed-log'
import { TEST_ROOM } from '../../net/testing/rolls'
import { readStartConfig, SANDBOX_SEATS, sandboxSeatsOf, tabletopInit } from '../../src/sandbox/tabletopSetup'
import { deleteSome, forge, honestBody, randomHex, reasonsFor } from './attacker'
import { createRoomPeers, keyOf, pendingRolls, ROLL_WAIT_MS } from './room-peers'
import { CONFIG as TABLETOP_CONFIG, slots } from './tabletop-peers'
import { BACKDATE_WINDOW } from '../../net/ledger-finality'
import type { AcceptedEntry } from '../../net/ledger-pass'
import {
  cleanups,
  stopPagesAfterEach,
  type Page,
  openPage,
  mallory,
  mayWriteS3,
  record,
  commonAttacks,
  quotaFlood,
  run,
  campaign,
  expectHonestOutcome,
} from './hostile-peer-kit'

stopPagesAfterEach()

// ———————————————————————————————————————————————— Sandbox ————————————————————————————————————————————————

const SANDBOX_SEED = process.env.HOSTILE_SEED ?? 'cantina'

/** The sandbox's fold start as src/sandbox/useTabletop.ts reads it: the start in the log decides, `meta` only previews. */
function sandboxStart(doc: Y.Doc) {
  const start = readGameStart(ledgerOf(doc), tabletop.id, readStartConfig, sandboxSeatsOf, { everySeat: false })
  const preview = tabletopInit(schema.meta(doc).get('tabletop') ?? null)
  return { start, init: start.state === 'started' ? { ...preview.init, config: start.record } : preview.init }
}

/** src/sandbox/useTabletop.ts `useStartWriter`: once seated and with no start yet, writes the box's piles as the start. */
function startWriter(page: Page): void {
  let written: string | null = null
  const check = () => {
    const raw = schema.meta(page.doc).get('tabletop') ?? null
    const { start } = sandboxStart(page.doc)
    const seat = heldBy(page.doc, page.id.publicKey)[0] ?? null
    const config = start.state === 'none' && !tabletopInit(raw).broken ? raw : null
    if (!seat || config === null) return
    const key = JSON.stringify(config)
    if (written === key) return
    written = key
    page.rolls.push(
      page.room.appendAction(
        { type: START_TYPE, payload: config },
        { game: tabletop.id, entropy: true, among: SANDBOX_SEATS, seat },
      ),
    )
  }
  let scheduled = false
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      check()
    })
  }
  const stop = ledgerOf(page.doc).onChange(schedule)
  schema.meta(page.doc).observe(schedule)
  cleanups.push(() => {
    stop()
    schema.meta(page.doc).unobserve(schedule)
  })
  check()
}

/** A sandbox player: shuffles, draws, deals, plays, discards, flips, rolls dice, and now and then fumbles. */
function chooseSandbox(rng: Rng, state: TabletopState, seat: SeatId, fresh: () => number): Action {
  const hand = slots(state, `hand:${seat}`)
  const deck = slots(state, 'pile:deck')
  const table = slots(state, 'table')
  const options: Action[] = [
    { type: 'roll', payload: { dice: [{ id: `die-${seat}`, kind: rng.pick(['d6', 'd20']) }] } },
  ]
  if (deck.length > 1) options.push({ type: 'shuffle', payload: { pile: 'deck' } })
  if (deck.length > 0) options.push({ type: 'draw', payload: { pile: 'deck', count: rng.int(1, 2) } })
  if (deck.length > 1) options.push({ type: 'deal', payload: { pile: 'deck', count: 1, seats: ['s1', 's2'] } })
  if (hand.length > 0) {
    const slot = rng.pick(hand)
    options.push({ type: 'play', payload: { slot, x: rng.int(-30, 30) / 10, z: rng.int(-20, 20) / 10, faceUp: true } })
    options.push({ type: 'move', payload: { slot, to: { pile: 'discard', position: 'top' } } })
  }
  if (table.length > 0) options.push({ type: 'flip', payload: { slot: rng.pick(table) } })
  if (rng.int(0, 4) === 0) return randomAction(rng, state, seat, fresh)
  return rng.pick(options)
}

/** Piles Mallory writes into `meta` mid-game: if anyone read them, the table would change completely. */
const MALLORYS_PILES: TabletopConfig = {
  piles: [{ pile: 'loot', name: 'Loot', kind: 'deck', x: 0, z: 0, cards: ['mallory/ace#1', 'mallory/king#1'] }],
}

const SANDBOX_ACTIONS = 70

describe('a hostile peer cannot spoil a sandbox game', () => {
  it(
    'Sandbox: stalls, back-dated claims and answers, a rewritten setup, deletes and floods change nothing',
    { timeout: 120_000 },
    async () => {
      const room = createRoomPeers(3, `hostile-peer/${SANDBOX_SEED}`)
      const { docs, net } = room
      // The box was opened: its piles wait in `meta` until the first player sits down.
      schema.meta(docs[0]!).set('tabletop', TABLETOP_CONFIG as unknown as Json)
      await room.settle()
      // Anna sits down first: her page writes the piles into the log as the start.
      const anna = await openPage(room, 0, keyOf(`${SANDBOX_SEED}/anna`), 's1', 'Anna')
      startWriter(anna)
      await room.settle()
      const bela = await openPage(room, 1, keyOf(`${SANDBOX_SEED}/bela`), 's2', 'Béla')
      startWriter(bela)
      await room.settle()
      const pages = [anna, bela]
      // Mallory sits in s3, a seat of the sandbox: every roll from now on asks her. She never answers (no exchange).
      const m = mallory(docs[2]!, keyOf(`${SANDBOX_SEED}/mallory`), SANDBOX_SEED)
      expect(claimSeat(m.doc, m.id, 's3', { name: 'Mallory', colour: '#000000' }).ok).toBe(true)
      await room.settle()

      const { start, init } = sandboxStart(anna.doc)
      if (start.state !== 'started') throw new Error(`the sandbox did not start: ${start.state}`)
      expect(sandboxStart(bela.doc).start).toEqual(start)
      expect(ledgerOf(anna.doc).get(start.hash)?.entry.seat).toBe('s1')
      const folders = pages.map((page) =>
        createLogFolder(page.doc, tabletop, sandboxStart(page.doc).init, { after: start.hash }),
      )

      const rng = createRng(sha256Hex(`hostile-peer/${SANDBOX_SEED}/players`))
      const attacks: Record<string, () => boolean> = {
        ...commonAttacks(m, pages),
        // A claim of the free seat s4, dated to the first tick: far behind a roll that completed without it.
        'backdate-claim': () => {
          const ledger = ledgerOf(m.doc)
          const far = (r: AcceptedEntry) => r.entry.lamport > 1 + BACKDATE_WINDOW
          if (!ledger.accepted().some((r) => r.entry.roll && far(r) && ledger.roll(r.hash)?.state === 'complete'))
            return false
          const claim = forge(
            m.doc,
            m.id,
            's4',
            { game: '', type: ACT.claim, payload: { name: 'Mallory', colour: '#000000', anchor: randomHex(m.rng) } },
            { n: 0, prev: '', seen: [], lamport: 1 },
          )
          record(m, 'backdate-claim', claim, 's4', ['bad-clock'])
          return true
        },
        // The setup piles in `meta`, rewritten: every page already plays the start in the log.
        'rewrite-setup': () => {
          schema.meta(m.doc).set('tabletop', MALLORYS_PILES as unknown as Json)
          return true
        },
      }
      const strike = campaign(m, attacks)
      /**
       * The timeout that named her, deleted, and her answer written by the honest append as if it had never been,
       * dated after it (one dated before it is the late answer below). At a quiet moment: no roll pending, so no
       * other timeout is written before every page has her answer (one naming her chain's place below it would
       * refuse it).
       */
      const deleteTimeout = (): boolean => {
        if (!mayWriteS3(m)) return false
        const ledger = ledgerOf(m.doc)
        const named = ledger
          .accepted()
          .find(
            (r) => r.entry.type === ACT.timeout && readTimeout(r.entry.payload)!.missing.some((x) => x.seat === 's3'),
          )
        if (!named || honestBody(m.doc, 's3', { game: '', type: ACT.share }).lamport <= named.entry.lamport)
          return false
        const head = ledger.head('s3')
        const place = { room: TEST_ROOM, seat: 's3', tenure: head.tenure!.claimN, anchor: head.anchorIndex }
        const value = chainValue(m.id, place, head.used)
        deleteSome(m.doc, m.rng, 1, (v, shard) => isWellFormedEntry(v, shard) && entryHash(v) === named.hash)
        m.deleted.add(named.hash)
        const payload = { for: readTimeout(named.entry.payload)!.for, value }
        const answer = appendEntry(m.doc, m.id, 's3', { game: '', type: ACT.share, payload })
        if (!answer.ok) throw new Error(answer.reason.en)
        m.late.push(answer.entry)
        return true
      }
      let fresh = 0
      const timedOut = new Set<string>()

      /** Her answer to a roll that already went on without her, dated before the timeouts that named her. */
      const lateAnswer = (): boolean => {
        if (!mayWriteS3(m)) return false
        const ledger = ledgerOf(m.doc)
        const head = ledger.head('s3')
        const mine = ledger.get(head.head)?.entry
        if (!mine || !head.tenure) return false
        const timeouts = ledger.accepted().filter((r) => r.entry.type === ACT.timeout)
        for (const roll of ledger.accepted()) {
          // A roll after her own last entry (her clock must still follow from it), settled without her.
          if (!roll.entry.roll?.from.includes('s3') || roll.entry.lamport < head.lamport || timedOut.has(roll.hash))
            continue
          const named = timeouts.filter((t) => readTimeout(t.entry.payload)?.for === roll.hash)
          if (named.length === 0) continue
          // What she had seen when the roll arrived: the roll, and of the other chains what her last entry had seen.
          const seen = [...mine.seen.filter((h) => ledger.get(h)?.entry.seat !== roll.entry.seat), roll.hash].sort()
          const clocks = seen.map((h) => ledger.get(h)?.entry.lamport)
          if (clocks.some((c) => c === undefined)) continue
          const lamport = 1 + Math.max(head.lamport, ...(clocks as number[]))
          if (named.some((t) => t.entry.lamport <= lamport)) continue
          timedOut.add(roll.hash)
          const place = { room: TEST_ROOM, seat: 's3', tenure: head.tenure.claimN, anchor: head.anchorIndex }
          const value = chainValue(m.id, place, head.used)
          const payload = { for: roll.hash, value }
          // Dated as if written when the roll arrived: refused when that is far behind the timeout, and either
          // way it does not count for the roll (every stalled roll is checked complete without s3 below).
          const share = forge(m.doc, m.id, 's3', { game: '', type: ACT.share, payload }, { seen, lamport })
          if (named.every((t) => t.entry.lamport - lamport > BACKDATE_WINDOW))
            record(m, 'late-answer', share, 's3', ['bad-clock'])
          m.floor = Math.max(m.floor, lamport)
          return true
        }
        return false
      }

      /** The honest pages name Mallory in a timeout once the wait is over (the exchanges read the fake clock). */
      const waitOutStalls = async () => {
        for (let round = 0; round < 5; round++) {
          await room.settle()
          const stalled = pages.some((page) => pendingRolls(page.doc).length > 0)
          if (!stalled) return
          await room.advance(ROLL_WAIT_MS + 1)
        }
        throw new Error('a roll is still waiting after the timeouts')
      }

      // The first moves of the evening, then whatever each player's own screen suggests.
      const opening: Action[] = [
        { type: 'shuffle', payload: { pile: 'deck' } },
        { type: 'deal', payload: { pile: 'deck', count: 3, seats: ['s1', 's2'] } },
        { type: 'draw', payload: { pile: 'deck', count: 1 } },
        { type: 'roll', payload: { dice: [{ id: 'die-s1', kind: 'd6' }] } },
      ]
      let actions = 0
      for (let step = 0; actions < SANDBOX_ACTIONS; step++) {
        for (const i of rng.shuffle([0, 1])) {
          const page = pages[i]!
          const state = folders[i]!.state
          const scripted = i === 0 ? opening[step] : undefined
          const hand = slots(state, `hand:${page.seat}`)
          const played: Action | undefined =
            step === opening.length && hand.length > 0
              ? { type: 'play', payload: { slot: hand[0]!, x: i, z: 1, faceUp: true } }
              : undefined
          const action = scripted ?? played ?? chooseSandbox(rng, state, page.seat, () => fresh++)
          const { entropy: _none, ...bare } = action
          const entropy = tabletopNeedsEntropy(bare)
          const done = page.room.appendAction(bare, {
            game: tabletop.id,
            entropy,
            among: SANDBOX_SEATS,
            seat: page.seat,
          })
          if (entropy) page.rolls.push(done)
          actions++
        }
        if (step >= 6 && m.quota.length === 0) {
          // The quota flood at a quiet moment: every page has seen every timeout, so none is dated behind it.
          await waitOutStalls()
          quotaFlood(m)
          await room.settle()
        }
        if (step >= 12 && !m.done.has('delete-timeout')) {
          await waitOutStalls()
          if (deleteTimeout()) m.done.set('delete-timeout', 1)
          await room.settle()
        }
        if (step === 3 || step === 9) run(m, attacks, 'flood')
        if (m.rng.int(0, 99) < 80) strike()
        if (m.rng.int(0, 4) === 0 && lateAnswer()) m.done.set('late-answer', (m.done.get('late-answer') ?? 0) + 1)
        if (rng.int(0, 3) === 0) net.deliver(rng.int(0, 8))
        else net.flush()
        await room.react()
        // Mallory never answers: after the wait, the other honest page names her.
        if (rng.int(0, 2) === 0) await waitOutStalls()
      }
      await waitOutStalls()
      // The late answer needs a roll she was named for; the last rolls give her one if the game did not.
      for (let tries = 0; tries < 5 && !m.done.get('late-answer'); tries++) {
        anna.rolls.push(
          anna.room.appendAction(
            { type: 'roll', payload: { dice: [{ id: 'die-s1', kind: 'd6' }] } },
            { game: tabletop.id, entropy: true, among: SANDBOX_SEATS, seat: 's1' },
          ),
        )
        await waitOutStalls()
        if (lateAnswer()) m.done.set('late-answer', 1)
        await waitOutStalls()
      }

      for (const name of [...Object.keys(attacks), 'late-answer', 'delete-timeout'])
        expect(m.done.get(name) ?? 0, name).toBeGreaterThan(0)
      // Past her quota, or (from the place a timeout named on) dated behind that timeout.
      expectHonestOutcome(room, pages, m, folders as unknown as LogFolder<Json>[], ['quota', 'bad-clock'])

      const [first] = folders as [LogFolder<TabletopState>]
      // The same as a fresh fold of either document, from the start each reads itself; `meta` says something else.
      for (const doc of room.docs) {
        const fresh = sandboxStart(doc)
        expect(fresh.start).toEqual(start)
        expect(fresh.init).toEqual(init)
        expect(createLogFolder(doc, tabletop, fresh.init, { after: start.hash }).hash).toBe(first.hash)
        expect(schema.meta(doc).get('tabletop')).toEqual(MALLORYS_PILES)
      }
      expect(tabletopInit(MALLORYS_PILES).init.config).not.toEqual(init.config)
      // A real game: every kind of move happened, and most counted.
      const okTypes = new Set(first.entries.filter((_, i) => first.steps[i]!.ok).map((e) => e.type))
      for (const type of ['shuffle', 'draw', 'deal', 'play', 'roll']) expect([...okTypes]).toContain(type)
      expect(first.entries.length).toBeGreaterThanOrEqual(60)
      // Her back-dated claim of s4 took nothing: the seat is free everywhere.
      for (const doc of room.docs) expect(listSeats(doc).s4).toBeUndefined()

      // Every roll completed with the other honest player's share; each stall is a `@timeout` naming her.
      const ledger = ledgerOf(anna.doc)
      const rolls = ledger.accepted().filter((r) => r.entry.roll && r.entry.game === tabletop.id)
      const stalled = rolls.filter((r) => r.entry.roll!.from.includes('s3'))
      expect(stalled.length).toBeGreaterThan(5)
      for (const roll of stalled) {
        const other = roll.entry.seat === 's1' ? 's2' : 's1'
        expect(roll.entry.roll!.from).toEqual([other, 's3'])
        expect(ledger.roll(roll.hash)).toMatchObject({ state: 'complete', contributors: [other], missing: ['s3'] })
        const timeouts = ledger
          .accepted()
          .filter((r) => r.entry.type === ACT.timeout && readTimeout(r.entry.payload)?.for === roll.hash)
        expect(timeouts.length).toBeGreaterThan(0)
        for (const timeout of timeouts) {
          expect(timeout.entry.seat).toBe(other)
          expect(readTimeout(timeout.entry.payload)!.missing.map((miss) => miss.seat)).toEqual(['s3'])
        }
      }
      first.entries.forEach((entry, i) => {
        if (entry.roll) expect(first.rollAt(i)?.state).toBe('complete')
      })
      // Her answer after the (deleted, then restored) timeout changed no roll (above: none counts). Deleting the
      // timeout cut its author's chain in her view, so her answer usually un-sees part of it and is refused.
      expect(m.late.length).toBeGreaterThan(0)
      for (const answer of m.late) {
        const refused = pages.map((page) => reasonsFor(page.doc, { value: answer, shard: 's3', why: [], label: '' }))
        // Refused for its clock, or cut off behind an earlier refused entry of hers: the same on both pages.
        expect(refused[1]).toEqual(refused[0])
        if (ledger.get(entryHash(answer)) === undefined)
          for (const why of refused[0]!) expect(['bad-clock', 'broken-chain']).toContain(why)
        else expect(refused).toEqual([[], []])
      }
      for (const page of pages)
        for (const settled of await Promise.all(page.rolls)) expect(settled).toEqual({ ok: true })
      folders.forEach((folder) => folder.destroy())
    },
  )
})
