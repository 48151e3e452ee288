/**
 * Undo agreed by the opponent where it matters (docs/games/hoth.md, "Undo"): orders are taken back at once; a
 * move the other side watched is only asked for, and an opposing player (never a teammate of the asker) allows
 * or refuses it; any other step, a die roll or the end of the turn withdraws the request.
 */
import { describe, expect, it } from 'vitest'
import { hoth } from './hoth'
import { BYSTANDERS, CENTRE_CARD, endMoves, inf, legal, move, ordered, play, rejects } from './testing/battle'
import { EMPIRE, REBEL, act, setBoard, startGame } from './testing/fixtures'
import type { HothState } from './types'

const allow = { type: 'answer-undo', payload: { allow: true } }
const refuse = { type: 'answer-undo', payload: { allow: false } }

/** Rebels to play, with two infantry in the centre and an Imperial one two hexes ahead. */
function duel(): HothState {
  const base = startGame()
  const turn = { ...base.turn, seat: REBEL, side: 'rebel' as const, index: base.turnOrder.indexOf(REBEL) }
  return setBoard(base, [...BYSTANDERS, inf('r1', '4,1'), inf('r2', '5,1'), inf('e1', '4,4')], {}, { turn })
}

/** The rebel moved r1 one hex forward (move phase, one move on the undo stack). */
const moved = () => move(ordered(duel(), ['r1', 'r2']), 'r1', '4,2')

/** The rebel asked to take back the move of r1. */
function asked(): HothState {
  const result = act(moved(), REBEL, { type: 'undo' })
  expect(result.events).toEqual([{ type: 'undo-requested', data: { seat: REBEL, step: 'move' } }])
  return result.state
}

/** A four-player game (a, c Rebels; b, d Empire) where `a` moved r1 and asked to take it back. */
function teamAsked(): HothState {
  const players = [
    { seat: 'a', side: 'rebel' as const },
    { seat: 'b', side: 'empire' as const },
    { seat: 'c', side: 'rebel' as const },
    { seat: 'd', side: 'empire' as const },
  ]
  const base = startGame('first-contact', { players })
  const turn = { ...base.turn, seat: 'a', side: 'rebel' as const, index: base.turnOrder.indexOf('a') }
  const start = setBoard(base, [...BYSTANDERS, inf('r1', '4,1')], {}, { turn })
  return act(move(ordered(start, ['r1']), 'r1', '4,2'), 'a', { type: 'undo' }).state
}

describe('undo of orders', () => {
  it('is free: the active player takes orders and their confirmation back at once', () => {
    const card = play(duel(), CENTRE_CARD.rebel)
    const one = act(card, REBEL, { type: 'order', payload: { unit: 'r1' } }).state
    const confirmed = act(one, REBEL, { type: 'confirm-orders' }).state
    expect(hoth.view(confirmed, REBEL)).toMatchObject({ canUndo: true, undoNeedsAgreement: false })
    const back = act(confirmed, REBEL, { type: 'undo' })
    expect(back.state).toEqual(one)
    expect(back.events).toEqual([
      { type: 'undone', data: { seat: REBEL, step: 'confirm-orders', phase: 'order', allowedBy: null } },
    ])
    expect(act(back.state, REBEL, { type: 'undo' }).state).toEqual(card)
    expect(legal(confirmed, EMPIRE)).not.toContain('answer-undo')
  })
})

describe('undo of a move', () => {
  it('needs the other side in a two-player game: undo only asks, and the board stays as it is', () => {
    const before = moved()
    expect(hoth.view(before, REBEL)).toMatchObject({ canUndo: true, undoNeedsAgreement: true })
    expect(hoth.view(before, EMPIRE)).toMatchObject({ canUndo: false, undoNeedsAgreement: false })
    const s = asked()
    expect(s.undoRequest).toEqual({ seat: REBEL, step: 'move' })
    expect(s.units).toEqual(before.units)
    expect(s.undo).toEqual(before.undo)
    expect(legal(s, EMPIRE)).toEqual(['answer-undo', 'answer-undo'])
    expect(hoth.legalActions(s, EMPIRE)).toEqual([allow, refuse])
    expect(legal(s, REBEL)).not.toContain('undo')
    expect(legal(s, REBEL)).not.toContain('answer-undo')
    expect(hoth.view(s, REBEL)).toMatchObject({ canUndo: false, undoRequest: { seat: REBEL, step: 'move' } })
    rejects(s, REBEL, { type: 'undo' }, 'undo-already-requested')
    rejects(s, REBEL, allow, 'not-your-undo-to-answer')
    rejects(s, EMPIRE, { type: 'undo' }, 'not-your-turn')
    rejects(s, EMPIRE, { type: 'answer-undo', payload: { allow: 'yes' } }, 'malformed-action')
    rejects(s, EMPIRE, { type: 'answer-undo' }, 'malformed-action')
  })

  it('is taken back when an opposing player allows it', () => {
    const s = ordered(duel(), ['r1', 'r2'])
    const result = act(asked(), EMPIRE, allow)
    expect(result.state).toEqual(s)
    expect(result.events).toEqual([
      { type: 'undone', data: { seat: REBEL, step: 'move', phase: 'move', allowedBy: EMPIRE } },
    ])
    expect(legal(result.state, EMPIRE)).not.toContain('answer-undo')
  })

  it('stands when refused; the rebel may ask again', () => {
    const s = asked()
    const result = act(s, EMPIRE, refuse)
    expect(result.events).toEqual([{ type: 'undo-refused', data: { seat: EMPIRE, asker: REBEL, step: 'move' } }])
    expect(result.state.units.r1!.hex).toBe('4,2')
    expect(result.state.undoRequest).toBeNull()
    expect(result.state.undo).toEqual(s.undo)
    expect(legal(result.state, REBEL)).toContain('undo')
    expect(legal(result.state, EMPIRE)).toEqual([])
  })

  it('asks for ending the moves too', () => {
    const s = act(endMoves(moved()), REBEL, { type: 'undo' }).state
    expect(s.undoRequest).toEqual({ seat: REBEL, step: 'end-moves' })
    const back = act(s, EMPIRE, allow).state
    expect(back.turn.phase).toBe('move')
    expect(back.units.r1!.hex).toBe('4,2')
  })

  it('is withdrawn by the asker playing on', () => {
    const result = act(asked(), REBEL, { type: 'move', payload: { unit: 'r2', to: '5,2' } })
    expect(result.events[0]).toEqual({ type: 'undo-withdrawn', data: { seat: REBEL, step: 'move' } })
    expect(result.events[1]).toMatchObject({ type: 'moved', data: { unit: 'r2' } })
    expect(result.state.undoRequest).toBeNull()
    expect(result.state.undo.map((u) => u.step)).toEqual(['order', 'order', 'confirm-orders', 'move', 'move'])
    rejects(result.state, EMPIRE, allow, 'no-undo-request')
  })
})

describe('answering a take-back', () => {
  it('is refused without a request, with its code in both languages', () => {
    for (const s of [duel(), moved()]) {
      const error = rejects(s, EMPIRE, allow, 'no-undo-request')
      expect(error.reason.hu).not.toBe(error.reason.en)
      rejects(s, EMPIRE, refuse, 'no-undo-request')
      rejects(s, REBEL, refuse, 'no-undo-request')
    }
  })

  it('belongs to the opposing side in a four-player game: a teammate of the asker cannot answer', () => {
    const s = teamAsked()
    expect(s.undoRequest).toEqual({ seat: 'a', step: 'move' })
    expect(legal(s, 'c')).not.toContain('answer-undo')
    rejects(s, 'c', allow, 'not-your-undo-to-answer')
    expect(legal(s, 'b')).toContain('answer-undo')
    expect(legal(s, 'd')).toContain('answer-undo')
    const back = act(s, 'd', allow)
    expect(back.state.units.r1!.hex).toBe('4,1')
    expect(back.events[0]).toMatchObject({ type: 'undone', data: { seat: 'a', allowedBy: 'd' } })
    rejects(back.state, 'b', refuse, 'no-undo-request')
  })
})

describe('a take-back request', () => {
  it('does not survive a die roll: the roll withdraws it and clears the undo stack', () => {
    const s = act(endMoves(moved()), REBEL, { type: 'undo' }).state
    const rolled = act(s, REBEL, { type: 'attack', payload: { unit: 'r1', target: 'e1' } })
    expect(rolled.events[0]).toEqual({ type: 'undo-withdrawn', data: { seat: REBEL, step: 'end-moves' } })
    expect(rolled.events.some((e) => e.type === 'attack-rolled')).toBe(true)
    expect(rolled.state.undoRequest).toBeNull()
    expect(rolled.state.undo).toEqual([])
    rejects(rolled.state, EMPIRE, allow, 'no-undo-request')
  })

  it('does not survive the end of the turn', () => {
    const ended = act(asked(), REBEL, { type: 'end-turn' })
    expect(ended.events[0]).toEqual({ type: 'undo-withdrawn', data: { seat: REBEL, step: 'move' } })
    expect(ended.state.turn.seat).toBe(EMPIRE)
    expect(ended.state.undoRequest).toBeNull()
    expect(ended.state.undo).toEqual([])
    rejects(ended.state, EMPIRE, allow, 'no-undo-request')
    rejects(ended.state, REBEL, allow, 'no-undo-request')
  })

  it('is kept while someone shows their hand', () => {
    const s = teamAsked()
    const shown = act(s, 'c', { type: 'share-hand' }).state
    expect(shown.undoRequest).toEqual(s.undoRequest)
    expect(shown.undo).toEqual(s.undo)
  })
})
