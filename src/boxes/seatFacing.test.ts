import { describe, expect, it } from 'vitest'
import { seatQuarter } from '../lib/cameraPresets'
import { BOXES } from './index'
import { facingQuarter, seatSide } from './layout'
import { tabletopConfig } from './setUpBox'
import type { BoxDefinition } from './types'

const boxes = Object.values(BOXES) as BoxDefinition[]
/** The free-play boxes of the four games: two sides, s1 at the near edge (+z), s2 at the far edge (−z). */
const TWO_SIDED = ['swlcg', 'swm', 'hoth-free', 'hkk']
/** How far from the middle a seat's own strip begins (every box lays its sides' things beyond this). */
const STRIP = 3

describe('a seat’s own things face that seat', () => {
  it.each(boxes.map((b) => [b.id, b] as const))('%s: every owned piece and pile is turned to its owner', (_, box) => {
    for (const { id, object } of box.pieces) {
      if (!object.owner) continue
      expect(object.quarter, `${id} of ${object.owner}`).toBe(facingQuarter(object.kind, object.owner))
    }
    // What the sandbox reads back is the start config, so check the piles as written there.
    for (const p of tabletopConfig(box).piles as { pile: string; owner?: string; quarter?: number }[]) {
      if (!p.owner) continue
      expect(p.quarter ?? 0, `pile ${p.pile} of ${p.owner}`).toBe(seatQuarter(p.owner))
    }
  })

  it.each(TWO_SIDED)('%s: everything in a side’s strip is that seat’s, and seat 2 has cards and pieces', (id) => {
    const box = BOXES[id] as BoxDefinition
    const sideOf = (z: number) => (z >= STRIP ? 's1' : z <= -STRIP ? 's2' : null)
    for (const { id: pid, object } of box.pieces) {
      const side = sideOf(object.z)
      if (side) expect(object.owner, pid).toBe(side)
    }
    for (const p of box.piles) {
      const side = sideOf(p.z)
      if (side) expect(p.owner, `pile ${p.pile}`).toBe(side)
    }
    // Seat 2 reads its own cards upright (half round), and owns pieces where seat 1 does (the Card Game: none).
    expect(box.piles.some((p) => p.owner === 's2' && p.quarter === 2)).toBe(true)
    const owns = (seat: string) => box.pieces.some((p) => p.object.owner === seat && p.object.kind !== 'miniature')
    expect(owns('s2')).toBe(owns('s1'))
  })

  it('leaves shared things as they were: boards, tiles and the middle’s tokens belong to nobody', () => {
    for (const box of boxes) {
      for (const { id, object } of box.pieces) {
        if (object.owner) continue
        // A board keeps the turn its map needs (the SWM map lies half round); nothing else shared is turned.
        if (object.kind !== 'board') expect(object.quarter, id).toBe(0)
        expect(['board', 'tile'].includes(object.kind) || Math.abs(object.z) < STRIP, id).toBe(true)
      }
    }
  })

  it('turns a seat’s figures to look across the table, at the other side', () => {
    // Models face +z (toward s1) at quarter 0: s1's figures turn round, s2's stay.
    expect(facingQuarter('miniature', 's1')).toBe(2)
    expect(facingQuarter('miniature', 's2')).toBe(0)
    expect(facingQuarter('token', 's2')).toBe(2)
    expect(facingQuarter('card', 's3')).toBe(1)
  })

  it('builds a seat’s pieces, stacks, dice and piles owned and turned, whatever quarter the caller passes', () => {
    const side = seatSide('s2')
    expect(side.piece('a', 'token', 'x', 0, -3, { quarter: 1 }).object).toMatchObject({ owner: 's2', quarter: 2 })
    expect(side.tokenStacks('t', 'x', 3, 0, -3).every((p) => p.object.owner === 's2' && p.object.quarter === 2)).toBe(
      true,
    )
    expect(side.diceRow('d', 'd6', 2, 0, -3).map((p) => p.object.quarter)).toEqual([2, 2])
    const pile = side.pile('p', { en: 'P', hu: 'P' }, 'deck', 1, -3, ['c'], 'draw')
    expect(pile).toMatchObject({ owner: 's2', quarter: 2, role: 'draw' })
  })
})
