/**
 * Turn flow through hoth.apply / legalActions / view: playing a card, orders within the card's limits, moves,
 * end of turn (discard, draw, reshuffle), refused actions with typed errors, undo, and legalActions agreeing
 * with apply. Rulebook: "A játék menete", "Parancsok kiosztása", "Laphúzás".
 */
import { describe, expect, it } from 'vitest'
import { moveSlot } from '../../core/hidden'
import type { EngineError } from '../../core/types'
import { ENTROPY_ACTIONS } from './apply'
import { BOARD_HEXES } from './board'
import { standardDeck } from './data/cards'
import { hexDistance } from './hex'
import { hoth } from './hoth'
import { orderLimit } from './orders'
import {
  EMPIRE,
  REBEL,
  act,
  defOf,
  entropy,
  hand,
  passTurn,
  setBoard,
  slots,
  startGame,
  withCard,
} from './testing/fixtures'
import type { PlacedUnit, TestAction } from './testing/fixtures'
import { ordered, play, rejects as rejectsUntouched } from './testing/battle'
import type { HothAction, HothState } from './types'
import { flattenSlotMap, slotGet } from '../../core/slot-map'

/** `rejectsUntouched` (refused with `code`, reasons in both languages, `state` untouched), and the two differ. */
function rejects(state: HothState, seat: string, action: TestAction, code: string): EngineError {
  const error = rejectsUntouched(state, seat, action, code)
  expect(error.reason.hu).not.toBe(error.reason.en)
  return error
}

const legalOf = (s: HothState, seat: string, type: string) =>
  hoth.legalActions(s, seat).filter((a) => a.type === type) as (HothAction & { payload: Record<string, string> })[]
const orderable = (s: HothState) =>
  legalOf(s, s.turn.seat, 'order')
    .map((a) => a.payload.unit)
    .sort()

// West x ≤ 3, centre 3 ≤ x ≤ 6, east x ≥ 6 (x = col, +0.5 in odd rows); '3,2' lies on the west/centre line.
const UNITS: PlacedUnit[] = [
  { id: 'w1', type: 'rebel-infantry', hex: '0,0' },
  { id: 'w2', type: 'rebel-infantry', hex: '2,1' },
  { id: 'd1', type: 'rebel-infantry', hex: '3,2' },
  { id: 'c1', type: 'rebel-infantry', hex: '4,1' },
  { id: 'c2', type: 'rebel-infantry', hex: '5,0' },
  { id: 'e1', type: 'snowspeeder', hex: '8,1' },
  { id: 'i1', type: 'imperial-infantry', hex: '4,5' },
  { id: 'i2', type: 'imperial-infantry', hex: '8,5' },
  { id: 'i3', type: 'imperial-infantry', hex: '1,5' },
]
const board = () => setBoard(startGame(), UNITS)

describe('a turn', () => {
  it('plays a card face up: it leaves the hand and every seat, spectators too, sees it', () => {
    const start = board()
    const slot = hand(start, REBEL)[0]!
    const card = slotGet(start.cards.secrets, slot)!
    expect(hoth.view(start, EMPIRE).cards.cards[slot]).toBeUndefined()
    const s = act(start, REBEL, { type: 'play-card', payload: { slot } }).state
    expect(hand(s, REBEL)).not.toContain(slot)
    expect(slots(s, 'played')).toEqual([slot])
    for (const seat of [REBEL, EMPIRE, null]) expect(hoth.view(s, seat).cards.cards[slot]).toBe(card)
    expect(s.turn.phase).not.toBe('play')
    rejects(s, REBEL, { type: 'play-card', payload: { slot: hand(s, REBEL)[0] } }, 'wrong-phase')
  })

  it('orders units within the card: limit, sector, one order per unit, only own units', () => {
    const s = play(board(), 'reb-skirmish-centre')
    expect(orderable(s)).toEqual(['c1', 'c2', 'd1'])
    rejects(s, REBEL, { type: 'order', payload: { unit: 'w1' } }, 'not-orderable')
    rejects(s, REBEL, { type: 'order', payload: { unit: 'i1' } }, 'not-your-unit')
    const one = act(s, REBEL, { type: 'order', payload: { unit: 'c1' } }).state
    rejects(one, REBEL, { type: 'order', payload: { unit: 'c1' } }, 'already-ordered')
    const two = act(one, REBEL, { type: 'order', payload: { unit: 'c2' } }).state
    rejects(two, REBEL, { type: 'order', payload: { unit: 'd1' } }, 'not-orderable')
    expect(orderable(two)).toEqual([])
    expect(two.turn.ordered).toEqual(['c1', 'c2'])
    // The turn bar's "2 of 2 units ordered"; before a card is played there is no limit to show.
    expect(orderLimit(s)).toBe(2)
    expect(orderLimit(board())).toBeNull()
  })

  it('an action of another phase is refused with what the current phase is for', () => {
    const s = play(board(), 'reb-skirmish-centre')
    const error = rejects(s, REBEL, { type: 'move', payload: { unit: 'c1', to: '4,2' } }, 'wrong-phase')
    expect(error.reason.en).toBe('Not now: orders are being given now.')
    expect(rejects(board(), REBEL, { type: 'order', payload: { unit: 'c1' } }, 'wrong-phase').reason.en).toBe(
      'Not now: play a command card first.',
    )
  })

  it('a class card orders only that class', () => {
    const s = play(board(), 'reb-rogue-squadron')
    expect(orderable(s)).toEqual(['e1'])
    rejects(s, REBEL, { type: 'order', payload: { unit: 'c1' } }, 'not-orderable')
  })

  it('a unit on a dashed hex can be ordered from either sector', () => {
    expect(orderable(play(board(), 'reb-patrol-left'))).toEqual(['d1', 'w1', 'w2'])
    expect(orderable(play(board(), 'reb-patrol-centre'))).toEqual(['c1', 'c2', 'd1'])
    expect(orderable(play(board(), 'reb-patrol-right'))).toEqual(['e1'])
    // One per sector: after w1 takes the left order, d1 must use the centre one, so no other centre unit fits.
    let s = play(board(), 'reb-coordinated-defence')
    s = act(s, REBEL, { type: 'order', payload: { unit: 'd1' } }).state
    s = act(s, REBEL, { type: 'order', payload: { unit: 'w1' } }).state
    rejects(s, REBEL, { type: 'order', payload: { unit: 'c1' } }, 'not-orderable')
    expect(orderable(s)).toEqual(['e1'])
  })

  it('unused orders are lost once the orders are confirmed', () => {
    const s = ordered(board(), ['c1'], 'reb-assault-centre')
    expect(s.turn.phase).toBe('move')
    expect(legalOf(s, REBEL, 'order')).toEqual([])
    rejects(s, REBEL, { type: 'order', payload: { unit: 'c2' } }, 'wrong-phase')
    rejects(s, REBEL, { type: 'move', payload: { unit: 'c2', to: '5,1' } }, 'not-ordered')
    // Confirming no order at all leaves nothing to move: straight to the draw.
    expect(ordered(board(), [], 'reb-assault-centre').turn.phase).toBe('draw')
  })

  it('with no unit in the card’s sector the turn goes straight to the draw', () => {
    const west = setBoard(startGame(), [UNITS[0]!, UNITS[6]!])
    const { state: s, slot } = withCard(west, REBEL, 'reb-patrol-right')
    const played = act(s, REBEL, { type: 'play-card', payload: { slot } })
    expect(played.state.turn.phase).toBe('draw')
    expect(played.events.map((e) => e.type)).toContain('no-orders')
    expect(hoth.legalActions(played.state, REBEL)).toEqual([{ type: 'end-turn' }])
    rejects(played.state, REBEL, { type: 'order', payload: { unit: 'w1' } }, 'wrong-phase')
    rejects(played.state, REBEL, { type: 'move', payload: { unit: 'w1', to: '1,0' } }, 'wrong-phase')
    expect(act(played.state, REBEL, { type: 'end-turn' }).state.turn.seat).toBe(EMPIRE)
  })

  it('moves only in the move phase, each ordered unit at most once', () => {
    let s = play(board(), 'reb-skirmish-centre')
    s = act(s, REBEL, { type: 'order', payload: { unit: 'c1' } }).state
    rejects(s, REBEL, { type: 'move', payload: { unit: 'c1', to: '4,2' } }, 'wrong-phase')
    s = act(s, REBEL, { type: 'confirm-orders' }).state
    s = act(s, REBEL, { type: 'move', payload: { unit: 'c1', to: '4,2' } }).state
    expect(s.units.c1!.hex).toBe('4,2')
    rejects(s, REBEL, { type: 'move', payload: { unit: 'c1', to: '4,3' } }, 'already-moved')
    expect(legalOf(s, REBEL, 'move')).toEqual([])
    rejects(s, REBEL, { type: 'move', payload: { unit: 'w1', to: '1,0' } }, 'not-ordered')
    s = act(s, REBEL, { type: 'end-moves' }).state
    expect(s.turn.phase).toBe('attack')
    rejects(s, REBEL, { type: 'move', payload: { unit: 'c1', to: '4,3' } }, 'wrong-phase')
  })

  it('sides are named from the player’s seat: the Empire’s left is the board’s east', () => {
    const empire = passTurn(board()).state
    expect(empire.turn.seat).toBe(EMPIRE)
    expect(orderable(play(empire, 'emp-recon-left'))).toEqual(['i2'])
    expect(orderable(play(empire, 'emp-recon-right'))).toEqual(['i3'])
    expect(orderable(play(empire, 'emp-recon-centre'))).toEqual(['i1'])
  })

  it('a class card with no unit of its class orders 1 unit anywhere, without the card’s bonus', () => {
    const empire = passTurn(board()).state
    const s = play(empire, 'emp-probe-droid-sweep')
    expect(orderable(s)).toEqual(['i1', 'i2', 'i3'])
    const one = act(s, EMPIRE, { type: 'order', payload: { unit: 'i1' } }).state
    rejects(one, EMPIRE, { type: 'order', payload: { unit: 'i2' } }, 'not-orderable')
    const moving = act(one, EMPIRE, { type: 'confirm-orders' }).state
    const reach = legalOf(moving, EMPIRE, 'move').map((a) => hexDistance('4,5', a.payload.to))
    expect(Math.max(...reach)).toBe(2)
    expect(hexDistance('4,5', '4,2')).toBe(3)
    rejects(moving, EMPIRE, { type: 'move', payload: { unit: 'i1', to: '4,2' } }, 'unreachable')
    // The same unit under a card whose class it has does get the extra hex.
    const bonus = ordered(empire, ['i1'], 'emp-snowtrooper-advance')
    expect(act(bonus, EMPIRE, { type: 'move', payload: { unit: 'i1', to: '4,2' } }).state.units.i1!.hex).toBe('4,2')
  })

  it('end-turn discards the played card, draws one and passes the turn', () => {
    const s = play(board(), 'reb-skirmish-centre')
    const playedSlot = s.turn.cardSlot!
    const deck = slots(s, `deck:${REBEL}`)
    const { state: next, events } = act(s, REBEL, { type: 'end-turn' })
    expect(slots(next, `discard:${REBEL}`)).toEqual([playedSlot])
    expect(slots(next, 'played')).toEqual([])
    expect(hand(next, REBEL)).toHaveLength(4)
    expect(hand(next, REBEL)).toContain(deck[0])
    expect(slots(next, `deck:${REBEL}`)).toHaveLength(deck.length - 1)
    expect(hoth.view(next, EMPIRE).cards.cards[playedSlot]).toBe('reb-skirmish-centre#9')
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['card-drawn', 'turn-started']))
    expect(next.turn).toMatchObject({ seat: EMPIRE, side: 'empire', number: 2, phase: 'play', card: null })
    expect(passTurn(next).state.turn).toMatchObject({ seat: REBEL, number: 3 })
  })
})

describe('refused actions', () => {
  it('out of turn, spectators and unknown action types', () => {
    const s = board()
    rejects(s, EMPIRE, { type: 'play-card', payload: { slot: hand(s, EMPIRE)[0] } }, 'not-your-turn')
    rejects(s, EMPIRE, { type: 'end-turn' }, 'not-your-turn')
    rejects(s, 's9', { type: 'play-card', payload: { slot: hand(s, REBEL)[0] } }, 'spectator-cannot-act')
    for (const type of ['teleport', '__proto__', 'constructor', 'toString'])
      rejects(s, REBEL, { type }, 'unknown-action')
    expect(hoth.legalActions(s, EMPIRE)).toEqual([])
    expect(hoth.legalActions(s, 's9')).toEqual([])
  })

  it('malformed payloads and cards that are not in your hand', () => {
    const s = board()
    const malformed: TestAction[] = [
      { type: 'play-card' },
      { type: 'play-card', payload: 'slot:0' },
      { type: 'play-card', payload: [] },
      { type: 'play-card', payload: { slot: 7 } },
      { type: 'play-card', payload: { slot: '' } },
      { type: 'play-card', payload: { slot: 'x'.repeat(100_000) } },
      { type: 'play-card', payload: { slot: hand(s, REBEL)[0] }, entropy: 5 as unknown as string },
    ]
    for (const action of malformed) rejects(s, REBEL, action, 'malformed-action')
    const elsewhere = [hand(s, EMPIRE)[0], slots(s, `deck:${REBEL}`)[0], 'slot:99999', 'hand:s1']
    for (const slot of elsewhere) rejects(s, REBEL, { type: 'play-card', payload: { slot } }, 'card-not-in-hand')
  })

  it('malformed orders and moves: unknown units, wrong types, off-board hexes', () => {
    const orders = play(board(), 'reb-skirmish-centre')
    rejects(orders, REBEL, { type: 'order', payload: { unit: 'ghost' } }, 'unknown-unit')
    rejects(orders, REBEL, { type: 'order', payload: { unit: ['c1'] } }, 'malformed-action')
    rejects(orders, REBEL, { type: 'order', payload: {} }, 'malformed-action')
    rejects(orders, REBEL, { type: 'order', payload: { unit: 'c'.repeat(5000) } }, 'malformed-action')
    const moves = act(orders, REBEL, { type: 'order', payload: { unit: 'c1' } }).state
    const s = act(moves, REBEL, { type: 'confirm-orders' }).state
    for (const to of ['10,2', '9,1', '-1,1', '3,7', '4', 'abc']) {
      rejects(s, REBEL, { type: 'move', payload: { unit: 'c1', to } }, 'not-on-board')
    }
    rejects(s, REBEL, { type: 'move', payload: { unit: 'c1', to: '4,2'.repeat(20) } }, 'malformed-action')
    rejects(s, REBEL, { type: 'move', payload: { unit: 'c1', to: 42 } }, 'malformed-action')
    rejects(s, REBEL, { type: 'move', payload: { unit: 'c1' } }, 'malformed-action')
    rejects(s, REBEL, { type: 'move', payload: { unit: 'nobody', to: '4,2' } }, 'unknown-unit')
    rejects(s, REBEL, { type: 'move', payload: { unit: 'i1', to: '4,4' } }, 'not-your-unit')
  })

  describe('ids that name no unit, Object.prototype keys included, are unknown', () => {
    const duel = () =>
      setBoard(startGame(), [
        { id: 'a1', type: 'rebel-infantry', hex: '4,2' },
        { id: 't1', type: 'imperial-infantry', hex: '4,3' },
      ])
    const ghosts = ['ghost', '__proto__', 'constructor', 'toString']
    it.each(ghosts)('order and move %s: unknown-unit', (unit) => {
      rejects(play(duel(), 'reb-patrol-centre'), REBEL, { type: 'order', payload: { unit } }, 'unknown-unit')
      const moves = ordered(duel(), ['a1'], 'reb-patrol-centre')
      rejects(moves, REBEL, { type: 'move', payload: { unit, to: '4,1' } }, 'unknown-unit')
    })
    it.each(ghosts)('attack %s: unknown-target', (target) => {
      const s = act(ordered(duel(), ['a1'], 'reb-patrol-centre'), REBEL, { type: 'end-moves' }).state
      rejects(s, REBEL, { type: 'attack', payload: { unit: 'a1', target } }, 'unknown-target')
    })
    it.each(ghosts)('barrage %s: unknown-target', (target) => {
      const s = play(duel(), 'leia-covering-fire')
      expect(s.turn.phase).toBe('barrage')
      rejects(s, REBEL, { type: 'barrage', payload: { target } }, 'unknown-target')
    })
  })

  it('attack and end-turn need entropy from the log', () => {
    const duel = setBoard(startGame(), [
      { id: 'a1', type: 'rebel-infantry', hex: '4,2' },
      { id: 't1', type: 'imperial-infantry', hex: '4,3' },
    ])
    const s = act(ordered(duel, ['a1'], 'reb-patrol-centre'), REBEL, { type: 'end-moves' }).state
    const attack = { type: 'attack', payload: { unit: 'a1', target: 't1' } }
    expect(legalOf(s, REBEL, 'attack')).toEqual([attack])
    for (const action of [attack, { type: 'end-turn' }]) {
      const before = structuredClone(s)
      const result = hoth.apply(s, action as HothAction, REBEL)
      expect(result.ok ? null : result.error.code).toBe('missing-entropy')
      expect(s).toEqual(before)
      rejects(s, REBEL, { ...action, entropy: 'not-hex!' }, 'bad-entropy')
    }
  })
})

describe('deck reshuffle', () => {
  it('an empty deck takes the discard pile, played card included, reshuffled under fresh slot ids', () => {
    const start = board()
    let cards = start.cards
    for (const slot of slots(start, `deck:${REBEL}`)) cards = moveSlot(cards, slot, `discard:${REBEL}`)
    const s = play({ ...start, cards }, 'reb-skirmish-centre')
    const old = new Set(Object.keys(flattenSlotMap(s.cards.secrets)))
    const { state: next, events } = act(s, REBEL, { type: 'end-turn' })
    expect(events.find((e) => e.type === 'reshuffled')?.data).toEqual({ seat: REBEL, cards: 13 })
    expect(slots(next, `discard:${REBEL}`)).toEqual([])
    expect(hand(next, REBEL)).toHaveLength(4)
    const deck = slots(next, `deck:${REBEL}`)
    expect(deck).toHaveLength(12)
    expect(deck.filter((slot) => old.has(slot))).toEqual([])
    for (const seat of [REBEL, EMPIRE, null]) {
      for (const slot of deck) expect(hoth.view(next, seat).cards.cards[slot]).toBeUndefined()
    }
  })

  it('over many turns each seat keeps its 16 cards and 4 in hand, reshuffling when its deck runs out', () => {
    let s = startGame()
    const reshuffles: Record<string, number> = { [REBEL]: 0, [EMPIRE]: 0 }
    for (let turn = 0; turn < 30; turn++) {
      const seat = s.turn.seat
      const step = passTurn(s)
      s = step.state
      if (step.events.some((e) => e.type === 'reshuffled')) reshuffles[seat]!++
      for (const [who, side] of [
        [REBEL, 'rebel'],
        [EMPIRE, 'empire'],
      ] as const) {
        const mine = ['deck', 'hand', 'discard'].flatMap((z) => slots(s, `${z}:${who}`))
        expect(mine.map((slot) => defOf(s, slot)).sort()).toEqual(standardDeck(side).sort())
        expect(hand(s, who)).toHaveLength(4)
      }
    }
    expect(reshuffles).toEqual({ [REBEL]: 1, [EMPIRE]: 1 })
  })
})

describe('undo', () => {
  it('takes back orders and moves step by step, restoring the exact state', () => {
    const s0 = play(board(), 'reb-skirmish-centre')
    const steps: TestAction[] = [
      { type: 'order', payload: { unit: 'c1' } },
      { type: 'order', payload: { unit: 'c2' } },
      { type: 'confirm-orders' },
      { type: 'move', payload: { unit: 'c1', to: '4,2' } },
      { type: 'move', payload: { unit: 'c2', to: '6,0' } },
      { type: 'end-moves' },
    ]
    const states = [s0]
    for (const step of steps) states.push(act(states.at(-1)!, REBEL, step).state)
    let s = states.at(-1)!
    expect(s.units.c2!.hex).toBe('6,0')
    expect(hoth.view(s, REBEL).canUndo).toBe(true)
    expect(hoth.view(s, EMPIRE).canUndo).toBe(false)
    rejects(s, EMPIRE, { type: 'undo' }, 'not-your-turn')
    for (let i = states.length - 2; i >= 0; i--) {
      s = act(s, REBEL, { type: 'undo' }).state
      // The Empire watched the moves, so it agrees to their take-back (undo.test.ts covers asking and refusing).
      if (s.undoRequest) s = act(s, EMPIRE, { type: 'answer-undo', payload: { allow: true } }).state
      expect(s).toEqual(states[i])
    }
    expect(s.units.c1!.hex).toBe('4,1')
    expect(hoth.view(s, REBEL).canUndo).toBe(false)
    rejects(s, REBEL, { type: 'undo' }, 'nothing-to-undo')
    // After an undone move the unit may move again.
    const again = act(states[3]!, REBEL, { type: 'move', payload: { unit: 'c1', to: '4,2' } }).state
    const asked = act(again, REBEL, { type: 'undo' }).state
    const back = act(asked, EMPIRE, { type: 'answer-undo', payload: { allow: true } }).state
    expect(act(back, REBEL, { type: 'move', payload: { unit: 'c1', to: '3,1' } }).state.units.c1!.hex).toBe('3,1')
  })

  it('has nothing to undo at the start of a turn or after an attack roll', () => {
    rejects(board(), REBEL, { type: 'undo' }, 'nothing-to-undo')
    rejects(passTurn(board()).state, EMPIRE, { type: 'undo' }, 'nothing-to-undo')
    const duel = setBoard(startGame(), [
      { id: 'a1', type: 'rebel-infantry', hex: '4,2' },
      { id: 't1', type: 'imperial-infantry', hex: '4,3', figures: 4 },
    ])
    const s = act(ordered(duel, ['a1'], 'reb-patrol-centre'), REBEL, { type: 'end-moves' }).state
    expect(hoth.legalActions(s, REBEL)).toContainEqual({ type: 'undo' })
    const rolled = [...Array(200).keys()]
      .map((i) =>
        hoth.apply(s, { type: 'attack', payload: { unit: 'a1', target: 't1' }, entropy: entropy(i + 1) }, REBEL),
      )
      .map((r) => (r.ok && r.state.turn.pending === null ? r.state : null))
      .find((r) => r !== null)!
    expect(rolled.turn.attacked).toEqual(['a1'])
    expect(hoth.legalActions(rolled, REBEL)).not.toContainEqual({ type: 'undo' })
    rejects(rolled, REBEL, { type: 'undo' }, 'nothing-to-undo')
  })
})

/** Every action legalActions lists for any seat is accepted by apply (with entropy where it needs it). */
function expectListedAccepted(s: HothState): void {
  for (const seat of s.players.map((p) => p.seat)) {
    for (const action of hoth.legalActions(s, seat)) {
      const full = ENTROPY_ACTIONS.has(action.type) ? { ...action, entropy: entropy(99) } : action
      const result = hoth.apply(s, full, seat)
      expect(result.ok ? 'ok' : result.error.code, `${seat} ${JSON.stringify(action)}`).toBe('ok')
    }
  }
}

describe('legalActions agrees with apply', () => {
  it('in the play, order, move, attack and draw phases', () => {
    const play1 = board()
    const order = play(play1, 'reb-coordinated-defence')
    const move = ordered(play1, ['c1', 'd1'], 'reb-skirmish-centre')
    const duel = setBoard(startGame(), [...UNITS, { id: 'i4', type: 'imperial-infantry', hex: '5,2' }])
    const attack = act(ordered(duel, ['c1', 'c2'], 'reb-skirmish-centre'), REBEL, { type: 'end-moves' }).state
    const draw = play(setBoard(startGame(), [UNITS[0]!, UNITS[6]!]), 'reb-patrol-right')
    const barrage = play(board(), 'leia-covering-fire')
    const fleet = play(passTurn(board()).state, 'emp-fleet-deployment')
    for (const s of [play1, order, move, attack, draw, barrage, fleet]) expectListedAccepted(s)
    expect(legalOf(attack, REBEL, 'attack').length).toBeGreaterThan(0)
    expect(legalOf(barrage, REBEL, 'barrage').map((a) => a.payload.target)).toEqual(['i1', 'i2', 'i3'])
    expect(legalOf(fleet, EMPIRE, 'fleet-discard')).toHaveLength(8)
    expect(hoth.legalActions(fleet, REBEL)).toEqual([])

    // What is not listed is refused: orders, moves to every hex, attacks on every unit.
    for (const unit of Object.keys(order.units)) {
      const listed = legalOf(order, REBEL, 'order').some((a) => a.payload.unit === unit)
      expect(hoth.apply(order, { type: 'order', payload: { unit } }, REBEL).ok, unit).toBe(listed)
    }
    for (const unit of ['c1', 'd1', 'w1']) {
      for (const to of BOARD_HEXES) {
        const listed = legalOf(move, REBEL, 'move').some((a) => a.payload.unit === unit && a.payload.to === to)
        expect(hoth.apply(move, { type: 'move', payload: { unit, to } }, REBEL).ok, `${unit}→${to}`).toBe(listed)
      }
    }
    for (const unit of ['c1', 'c2', 'd1']) {
      for (const target of Object.keys(attack.units)) {
        const listed = legalOf(attack, REBEL, 'attack').some(
          (a) => a.payload.unit === unit && a.payload.target === target,
        )
        const r = hoth.apply(attack, { type: 'attack', payload: { unit, target }, entropy: entropy(3) }, REBEL)
        expect(r.ok, `${unit}→${target}`).toBe(listed)
      }
    }
    for (const s of [order, move, attack, draw]) {
      expect(hoth.legalActions(s, REBEL).some((a) => a.type === 'play-card')).toBe(false)
      rejects(s, EMPIRE, { type: 'end-turn' }, 'not-your-turn')
    }
  })
})
