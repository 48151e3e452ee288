/**
 * Races at the sandbox card table: simulated peers, each with its own document, seat and signing identity, act
 * at the same moment on what their own (possibly stale) screen shows, over a fake network that delivers late and
 * out of order. Every peer folds the signed log with the `tabletop` engine. The log's order is (lamport, seat,
 * n): two entries made without seeing each other carry the same lamport when both peers had seen the same log,
 * so the lower seat id sorts first; a peer that had appended something the other had not yet seen sorts later.
 * A shuffle or a roll is a roll entry that the other seats answer with their shares once it reaches them; every
 * fold waits at it until they have. Whatever the order, every peer must end with the same state hash, entries
 * and verdicts, no roll left waiting, and the loser of a race refused with a typed error and a reason, on every
 * peer alike.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { createRng, slotGet, type Action } from '../../engine'
import { tabletop, type TabletopAction, type TabletopState } from '../../engine/games/tabletop'
import { randomAction } from '../../engine/games/tabletop/testing/randomActions'
import { ledgerOf } from '../../net/ledger'
import { entryHash } from '../../net/log-entry'
import { createLogFolder, type LogFolder } from '../../net/log-folder'
import { logLines } from '../../src/sandbox/log/logLines'
import { destroyOpenRooms, pendingRolls } from './room-peers'
import { FAIR, cardCount, createTable, entropyAt, slots, verdicts, type Table } from './tabletop-peers'

const NAMES = { s1: 'Anna', s2: 'Béla', s3: 'Cili' }

// Tables still open when a test ends (a failed expectation included): their exchanges are stopped.
afterEach(destroyOpenRooms)

/** Every peer agrees: hash, entries in order, verdicts, nothing dropped before the engine, no roll waiting. */
function expectConverged(table: Table): void {
  expect(table.net.converged()).toBe(true)
  const [first, ...rest] = table.folders
  for (const other of rest) {
    expect(other.hash).toBe(first!.hash)
    expect(verdicts(other)).toEqual(verdicts(first!))
  }
  for (const folder of table.folders) {
    expect(folder.rejected).toEqual([])
    expect(folder.pending).toBeNull()
  }
  for (const doc of table.room.docs) expect(pendingRolls(doc)).toEqual([])
}

/** Puts the deck's top card face up on the loose table (by s3) and returns its slot, delivered everywhere. */
async function looseCard(table: Table): Promise<string> {
  const slot = slots(table.folders[2]!.state, 'pile:deck')[0]!
  table.act(2, { type: 'move', payload: { slot, to: { table: { x: 1, z: 1, faceUp: true } } } })
  await table.settle()
  return slot
}

const toHand = (slot: string, seat: string): Action => ({ type: 'move', payload: { slot, to: { hand: seat } } })
const onTable = (slot: string): Action => ({
  type: 'move',
  payload: { slot, to: { table: { x: -2, z: 2, faceUp: true } } },
})
/** An unrelated action a peer makes just before the race and has not sent yet: its next entry sorts later. */
const fidget: Action = { type: 'move-pile', payload: { pile: 'discard', x: 4, z: 0 } }

describe('two people grab the same loose card', () => {
  it('both into their own hands: the first in log order gets it, the other is refused with a reason', async () => {
    for (const [seed, s1First] of [
      ['grab-a', true],
      ['grab-b', false],
    ] as const) {
      const table = createTable(seed)
      const slot = await looseCard(table)
      if (!s1First) table.act(0, fidget)
      const a = table.act(0, toHand(slot, 's1'))!
      const b = table.act(1, toHand(slot, 's2'))!
      await table.settle()
      expectConverged(table)
      const [winner, loser, loserPeer] = s1First ? [a, b, 1] : [b, a, 0]
      for (let i = 0; i < 3; i++) {
        expect(table.verdict(i, winner)).toBe('ok')
        // The card is in the winner's hand by then, and nobody may take from another's hand.
        expect(table.verdict(i, loser)).toBe('not-your-hand')
      }
      const state = table.folders[0]!.state
      expect(slots(state, `hand:${winner.seat}`)).toEqual([slot])
      expect(slots(state, `hand:${loser.seat}`)).toEqual([])
      expect(cardCount(state)).toBe(30)
      // The loser's own table log says why, in the reader's language.
      const folder = table.folders[loserPeer]!
      for (const [lang, reason] of [
        ['en', "cannot touch the cards in another player's hand"],
        ['hu', 'Más játékos kezében lévő lapokhoz nem nyúlhatsz'],
      ] as const) {
        const lines = logLines(folder.steps, folder.entries, { lang, names: NAMES, piles: {} })
        const refusal = lines.find((l) => l.type === 'action-refused')
        expect(refusal?.seat).toBe(loser.seat)
        expect(refusal?.text).toContain(reason)
      }
      table.destroy()
    }
  })

  it('one slides it on the table while the other takes it: the slide first leaves both applied, else the slide is refused', async () => {
    // s1 slides, s2 takes. Tied, s1's slide sorts first: both apply and the card ends in s2's hand.
    let table = createTable('slide-a')
    let slot = await looseCard(table)
    let slide = table.act(0, onTable(slot))!
    let take = table.act(1, toHand(slot, 's2'))!
    await table.settle()
    expectConverged(table)
    expect([table.verdict(0, slide), table.verdict(0, take)]).toEqual(['ok', 'ok'])
    expect(slots(table.folders[2]!.state, 'hand:s2')).toEqual([slot])
    table.destroy()

    // s1 fidgeted first, so its slide sorts after s2's take: the card is gone from the table by then.
    table = createTable('slide-b')
    slot = await looseCard(table)
    table.act(0, fidget)
    slide = table.act(0, onTable(slot))!
    take = table.act(1, toHand(slot, 's2'))!
    await table.settle()
    expectConverged(table)
    expect([table.verdict(1, take), table.verdict(1, slide)]).toEqual(['ok', 'not-your-hand'])
    expect(slots(table.folders[0]!.state, 'hand:s2')).toEqual([slot])
    expect(table.folders[0]!.state.table[slot]).toBeUndefined()
    table.destroy()
  })
})

describe('one shuffles while another draws', () => {
  for (const [seed, shuffleFirst] of [
    ['shuffle-a', true],
    ['shuffle-b', false],
  ] as const) {
    it(`every peer agrees the draw came ${shuffleFirst ? 'after' : 'before'} the shuffle (seed ${seed})`, async () => {
      const table = createTable(seed)
      const before = slots(table.folders[0]!.state, 'pile:deck')
      if (!shuffleFirst) table.act(0, fidget)
      const shuffle = table.act(0, { type: 'shuffle', payload: { pile: 'deck' }, entropy: FAIR })!
      const draw = table.act(1, { type: 'draw', payload: { pile: 'deck', count: 3 } })!
      // The shuffle is a roll asking the two other seats; until both shares are in, s1's own fold waits at it.
      expect(shuffle.roll?.from).toEqual(['s2', 's3'])
      expect(table.folders[0]!.pending?.hash).toBe(entryHash(shuffle))
      // Late, interleaved delivery: one message at a time, each peer answering the roll once it has it.
      for (;;) {
        await table.room.react()
        if (table.net.deliver(1) === 0) break
      }
      expectConverged(table)
      // Every peer derived the same entropy from the roller's and both other seats' values.
      const statuses = table.room.docs.map((doc) => ledgerOf(doc).roll(entryHash(shuffle)))
      expect(statuses[0]).toMatchObject({ state: 'complete', contributors: ['s2', 's3'], missing: [] })
      for (const status of statuses) expect(status).toEqual(statuses[0])
      const folder = table.folders[2]!
      const at = (e: typeof shuffle) => folder.entries.findIndex((x) => entryHash(x) === entryHash(e))
      expect(at(shuffle) < at(draw)).toBe(shuffleFirst)
      expect([table.verdict(2, shuffle), table.verdict(2, draw)]).toEqual(['ok', 'ok'])
      const state = folder.state
      expect(cardCount(state)).toBe(30)
      expect(slots(state, 'hand:s2')).toHaveLength(3)
      expect(slots(state, 'pile:deck')).toHaveLength(27)
      const shuffled = folder.steps[at(shuffle)]!.events[0]!.data as { count: number }
      expect(shuffled.count).toBe(shuffleFirst ? 30 : 27)
      // Drawn before the shuffle: the deck's old top slots. After: fresh slots the shuffle made.
      const drawn = (folder.steps[at(draw)]!.events[0]!.data as { slots: string[] }).slots
      if (shuffleFirst) expect(drawn.some((s) => before.includes(s))).toBe(false)
      else expect(drawn).toEqual(before.slice(0, 3))
      table.destroy()
    })
  }

  it('a shuffle written without a roll reaches the engine without entropy and is refused everywhere', async () => {
    const table = createTable('shuffle-bare')
    // A page that skips the roll cannot bring entropy of its own: the log has no place for it.
    const bare = table.act(0, { type: 'shuffle', payload: { pile: 'deck' } })!
    expect(bare.roll).toBeUndefined()
    await table.settle()
    expectConverged(table)
    for (let i = 0; i < 3; i++) expect(table.verdict(i, bare)).toBe('missing-entropy')
    table.destroy()
  })
})

describe('two people draw the last card', () => {
  for (const [seed, s2First] of [
    ['last-a', true],
    ['last-b', false],
  ] as const) {
    it(`exactly one gets it, the other is told there are not enough cards (seed ${seed})`, async () => {
      const table = createTable(seed)
      table.act(0, { type: 'draw', payload: { pile: 'deck', count: 29 } })
      await table.settle()
      if (!s2First) table.act(1, fidget)
      const b = table.act(1, { type: 'draw', payload: { pile: 'deck', count: 1 } })!
      const c = table.act(2, { type: 'draw', payload: { pile: 'deck', count: 1 } })!
      await table.settle()
      expectConverged(table)
      const [winner, loser] = s2First ? [b, c] : [c, b]
      for (let i = 0; i < 3; i++) {
        expect(table.verdict(i, winner)).toBe('ok')
        expect(table.verdict(i, loser)).toBe('not-enough-cards')
      }
      const state = table.folders[0]!.state
      expect(slots(state, `hand:${winner.seat}`)).toHaveLength(1)
      expect(slots(state, `hand:${loser.seat}`)).toHaveLength(0)
      expect(slots(state, 'pile:deck')).toHaveLength(0)
      const folder = table.folders[0]!
      const step = folder.steps[folder.entries.findIndex((e) => entryHash(e) === entryHash(loser))]!
      expect(!step.ok && step.error.reason.en).toContain('holds 0 cards')
      table.destroy()
    })
  }
})

/** Who has seen each card, as a physical table would remember it (ids are unique in the soak). */
type Knowledge = Map<string, Set<string>>

/** Records what each seat sees now: own hand, face-up table cards, discard piles, a pile it searches. */
function observe(state: TabletopState, known: Knowledge): void {
  for (const [zone, { slots: list }] of Object.entries(state.cards.zones)) {
    if (zone === 'box') continue
    const pile = zone.startsWith('pile:') ? state.piles[zone.slice(5)] : undefined
    for (const slot of list) {
      const card = slotGet(state.cards.secrets, slot) as string
      const who = known.get(card) ?? new Set<string>()
      known.set(card, who)
      if (zone.startsWith('hand:')) who.add(zone.slice(5))
      if (zone === 'table' && state.table[slot]?.faceUp) who.add('*')
      if (pile?.kind === 'discard') who.add('*')
      if (pile?.searchedBy) who.add(pile.searchedBy)
    }
  }
}

/** Replays the agreed log and returns who may know each card at the end (a shuffle makes everyone forget). */
function knowledgeOf(table: Table): Knowledge {
  const folder = table.folders[0]!
  const known: Knowledge = new Map()
  let state = tabletop.setup(table.init.config, table.init.seats, table.init.entropy)
  observe(state, known)
  folder.entries.forEach((entry, i) => {
    if (!folder.steps[i]!.ok) return
    // The log's entry as the engine receives it: a roll with the entropy its shares made (the type is not checked).
    const entropy = entropyAt(folder, i)
    const action = { type: entry.type, payload: entry.payload, entropy } as unknown as TabletopAction
    const p = entry.payload as { pile?: string; shuffle?: boolean }
    const searched = Object.keys(state.piles).find((id) => state.piles[id]!.searchedBy === entry.seat)
    const forget = entry.type === 'shuffle' ? p.pile : entry.type === 'end-search' && p.shuffle ? searched : undefined
    if (forget !== undefined)
      for (const s of slots(state, `pile:${forget}`)) known.delete(slotGet(state.cards.secrets, s) as string)
    const result = tabletop.apply(state, action, entry.seat)
    if (!result.ok) throw new Error(`replay refused ${entry.type}: ${result.error.code}`)
    state = result.state
    observe(state, known)
  })
  return known
}

describe('random soak', () => {
  it(
    'three players acting at once and a late joiner end with one table, and no hand shows what its viewer never saw',
    { timeout: 120_000 },
    async () => {
      // Peer 3 is a spectator's browser that is offline until half-way.
      const table = createTable('soak', 3, 1, (net) => net.partition([[0, 1, 2], [3]], 'drop'))
      const rng = createRng('50a4'.repeat(8))
      let joiner: LogFolder<TabletopState> | null = null
      const fresh = table.seats.map((_, i) => {
        let n = 0
        return () => (i + 1) * 1000 + n++
      })
      const STEPS = 150
      let rolls = 0
      for (let step = 0; step < STEPS; step++) {
        for (const i of rng.shuffle([0, 1, 2])) {
          // Each player acts on what its own screen shows: a fold that waits at a roll shows the table before it.
          const action = randomAction(rng, table.folders[i]!.state, table.seats[i]!, fresh[i]!)
          if (table.act(i, action)?.roll) rolls++
        }
        if (rng.int(0, 3) === 0) table.net.flush()
        else table.net.deliver(rng.int(0, 8))
        // The pages answer the rolls that reached them; their shares travel with the next deliveries.
        await table.room.react()
        if (step === STEPS / 2) {
          table.net.heal()
          await table.settle()
          joiner = createLogFolder(table.room.docs[3]!, tabletop, table.init)
        }
      }
      await table.settle()
      expectConverged(table)
      const first = table.folders[0]!
      expect(joiner!.hash).toBe(first.hash)
      expect(verdicts(joiner!)).toEqual(verdicts(first))
      // A peer folding the whole document from scratch agrees too.
      expect(createLogFolder(table.room.docs[1]!, tabletop, table.init).hash).toBe(first.hash)

      const refused = first.steps.filter((s) => !s.ok)
      expect(first.entries.length).toBeGreaterThan(400)
      expect(refused.length).toBeGreaterThan(20)
      expect(first.steps.length - refused.length).toBeGreaterThan(150)
      for (const s of refused) expect(!s.ok && s.error.reason.en.length > 0 && s.error.reason.hu.length > 0).toBe(true)
      // Rolls happened, and every one was drawn with both other seats.
      expect(rolls).toBeGreaterThan(10)
      first.entries.forEach((entry, i) => {
        if (entry.roll) expect(first.rollAt(i)).toMatchObject({ state: 'complete', contributors: entry.roll.from })
      })

      // Every peer's view of another seat's hand shows only cards its seat saw elsewhere (or everyone saw).
      const known = knowledgeOf(table)
      let hidden = 0
      table.seats.forEach((viewer, i) => {
        const view = tabletop.view(table.folders[i]!.state, viewer)
        for (const other of table.seats.filter((s) => s !== viewer)) {
          for (const slot of view.cards.zones[`hand:${other}`]?.slots ?? []) {
            const card = view.cards.cards[slot]
            if (card === undefined) hidden++
            else expect(known.get(card)?.has(viewer) || known.get(card)?.has('*')).toBe(true)
          }
        }
      })
      expect(hidden).toBeGreaterThan(0)
      // The late joiner holds no seat: it sees in the hands only cards that everyone saw.
      const spectator = tabletop.view(joiner!.state, null)
      for (const seat of table.seats) {
        for (const slot of spectator.cards.zones[`hand:${seat}`]?.slots ?? []) {
          const card = spectator.cards.cards[slot]
          if (card !== undefined) expect(known.get(card)?.has('*')).toBe(true)
        }
      }
      joiner!.destroy()
      table.destroy()
    },
  )
})
