/** Dice on the sandbox table: fair faces from the log's entropy, the same on every peer, and clean refusals. */
import { describe, expect, it } from 'vitest'
import { DIE_FACES } from '../hoth/data/dice'
import { tabletopNeedsEntropy } from './apply'
import { DIE_FACE_COUNT, DIE_KINDS, HOTH_DIE_FACES } from './dice'
import { tabletop } from './tabletop'
import type { DieKind, TabletopState } from './types'
import { MAX_DICE, MAX_ROLL_DICE } from './types'
import { entropy, ok, refused, start } from './testing/fixtures'

type Rolled = { id: string; kind: DieKind; face: number }

/** Rolls `dice` as s1 with entropy `n`; returns the new state and the event's dice. */
function rollAs(state: TabletopState, dice: { id: string; kind: string }[], n = 7) {
  const result = ok(state, 's1', 'roll', { dice }, entropy(n))
  expect(result.events).toHaveLength(1)
  expect(result.events[0]?.type).toBe('rolled')
  const data = result.events[0]?.data as { seat: string; dice: Rolled[] }
  expect(data.seat).toBe('s1')
  return { state: result.state, rolled: data.dice }
}

describe('roll', () => {
  it('lands every kind on a face in range, logs it and shows it to everyone', () => {
    const dice = DIE_KINDS.map((kind) => ({ id: `die-${kind}`, kind }))
    const { state, rolled } = rollAs(start(), dice)
    expect(rolled.map((d) => d.id)).toEqual(dice.map((d) => d.id))
    for (const { id, kind, face } of rolled) {
      expect(face).toBeGreaterThanOrEqual(0)
      expect(face).toBeLessThan(DIE_FACE_COUNT[kind])
      expect(state.dice[id]).toEqual({ kind, face, rolls: 1 })
    }
    for (const viewer of ['s1', 's2', null]) expect(tabletop.view(state, viewer).dice).toEqual(state.dice)
  })

  it('keeps every face in range over many entropies', () => {
    for (let n = 0; n < 200; n++) {
      const { rolled } = rollAs(
        start(),
        DIE_KINDS.map((kind, i) => ({ id: `d${i}`, kind })),
        n,
      )
      for (const { kind, face } of rolled) expect(face >= 0 && face < DIE_FACE_COUNT[kind]).toBe(true)
    }
  })

  it('is deterministic: the same entropy gives the same faces, another entropy other faces', () => {
    const dice = Array.from({ length: 20 }, (_, i) => ({ id: `d20-${i}`, kind: 'd20' }))
    const a = rollAs(start(), dice, 3).rolled
    expect(rollAs(start(), dice, 3).rolled).toEqual(a)
    expect(rollAs(start(), dice, 4).rolled).not.toEqual(a)
  })

  it('hits every face of a d6 over 600 rolls, none far from a sixth', () => {
    const counts = [0, 0, 0, 0, 0, 0]
    for (let n = 0; n < 30; n++) {
      const dice = Array.from({ length: 20 }, (_, i) => ({ id: `d${i}`, kind: 'd6' }))
      for (const { face } of rollAs(start(), dice, n).rolled) counts[face]!++
    }
    for (const c of counts) expect(c).toBeGreaterThan(60)
    for (const c of counts) expect(c).toBeLessThan(140)
  })

  it('lands a coin on both sides and the Hoth die on every symbol', () => {
    const coin = new Set<number>()
    const hoth = new Set<number>()
    for (let n = 0; n < 20; n++) {
      const dice = [...Array.from({ length: 10 }, (_, i) => ({ id: `h${i}`, kind: 'hoth' })), { id: 'c', kind: 'coin' }]
      for (const { kind, face } of rollAs(start(), dice, n).rolled) (kind === 'coin' ? coin : hoth).add(face)
    }
    expect([...coin].sort()).toEqual([0, 1])
    expect(hoth.size).toBe(6)
  })

  it('counts re-rolls per die, so a re-roll on the same face still shows', () => {
    let state = start()
    state = rollAs(state, [{ id: 'a', kind: 'd6' }], 1).state
    state = rollAs(
      state,
      [
        { id: 'a', kind: 'd6' },
        { id: 'b', kind: 'coin' },
      ],
      2,
    ).state
    state = rollAs(state, [{ id: 'a', kind: 'd6' }], 3).state
    expect(state.dice.a?.rolls).toBe(3)
    expect(state.dice.b?.rolls).toBe(1)
  })

  it('treats Object.prototype names as plain ids', () => {
    const { state } = rollAs(start(), [{ id: 'constructor', kind: 'd6' }])
    expect(state.dice.constructor).toMatchObject({ kind: 'd6', rolls: 1 })
    expect(rollAs(state, [{ id: 'toString', kind: 'coin' }]).state.dice.toString).toMatchObject({ rolls: 1 })
  })

  it('accepts table object ids with colons, dashes and underscores up to 60 characters', () => {
    const id = `p1:die_${'x'.repeat(53)}`
    expect(id).toHaveLength(60)
    expect(rollAs(start(), [{ id, kind: 'd20' }]).state.dice[id]?.kind).toBe('d20')
  })

  it('always needs entropy', () => {
    expect(tabletopNeedsEntropy({ type: 'roll', payload: { dice: [] } })).toBe(true)
  })
})

describe('roll refusals leave the state untouched', () => {
  const one = [{ id: 'a', kind: 'd6' }]

  it('refuses bad payloads as malformed', () => {
    const state = start()
    const e = entropy(1)
    refused(state, 's1', 'roll', { dice: [{ id: 'a', kind: 'd8' }] }, 'malformed-action', e)
    refused(state, 's1', 'roll', { dice: [] }, 'malformed-action', e)
    refused(state, 's1', 'roll', {}, 'malformed-action', e)
    refused(state, 's1', 'roll', { dice: 'd6' }, 'malformed-action', e)
    refused(state, 's1', 'roll', { dice: ['a'] }, 'malformed-action', e)
    const tooMany = Array.from({ length: MAX_ROLL_DICE + 1 }, (_, i) => ({ id: `d${i}`, kind: 'd6' }))
    refused(state, 's1', 'roll', { dice: tooMany }, 'malformed-action', e)
    const twice = refused(state, 's1', 'roll', { dice: [...one, { id: 'a', kind: 'd20' }] }, 'malformed-action', e)
    expect(twice.reason.en).toMatch(/once/)
    for (const id of ['__proto__', '', '-a', 'a b', 'a/b', 'x'.repeat(61), 7, null]) {
      refused(state, 's1', 'roll', { dice: [{ id, kind: 'd6' }] }, 'malformed-action', e)
    }
  })

  it('refuses spectators and rolls without valid entropy', () => {
    const state = start()
    refused(state, 'ghost', 'roll', { dice: one }, 'spectator-cannot-act', entropy(1))
    refused(state, 's1', 'roll', { dice: one }, 'missing-entropy')
    refused(state, 's1', 'roll', { dice: one }, 'bad-entropy', 'xyz')
  })

  it(`remembers at most ${MAX_DICE} dice, but re-rolls of known dice still work at the cap`, () => {
    let state = start()
    for (let n = 0; n < MAX_DICE / MAX_ROLL_DICE; n++) {
      const dice = Array.from({ length: MAX_ROLL_DICE }, (_, i) => ({ id: `d${n}-${i}`, kind: 'd6' }))
      state = rollAs(state, dice, n).state
    }
    expect(Object.keys(state.dice)).toHaveLength(MAX_DICE)
    refused(state, 's1', 'roll', { dice: [{ id: 'new', kind: 'd6' }] }, 'too-many-dice', entropy(1))
    expect(rollAs(state, [{ id: 'd0-0', kind: 'd6' }]).state.dice['d0-0']?.rolls).toBe(2)
  })
})

describe('shared face tables', () => {
  it('takes the Hoth die from the Hoth game, so both tables read a face the same way', () => {
    expect(HOTH_DIE_FACES).toBe(DIE_FACES)
    expect(DIE_FACE_COUNT).toEqual({ d6: 6, d20: 20, hoth: 6, coin: 2 })
  })
})
