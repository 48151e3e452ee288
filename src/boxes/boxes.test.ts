import { describe, expect, it } from 'vitest'
import { tabletop } from '../../engine/games/tabletop'
import { MAX_NAME_LENGTH } from '../../engine/games/tabletop/types'
import { TABLE_HALF_X, TABLE_HALF_Z, footprintOf, halfExtents } from '../../net/table'
import { FELT_HALF_X, FELT_HALF_Z } from '../lib/dimensions'
import { MINIATURE_MODELS, parseMiniatureLook } from '../lib/miniatureModels'
import { tileDef } from '../lib/tilePainter'
import { HOTH_TILE, boardGeometry } from './boardGeometry'
import { BOXES, cardBack, cardFace, emphasisLook, miniatureFace, miniatureModelLook, tokenFace } from './index'
import type { BoxDefinition } from './types'

const DIE_KINDS = ['d6', 'd20', 'hoth', 'coin']

/** A rectangle on the table: centre and half extents. */
interface Rect {
  what: string
  x: number
  z: number
  hx: number
  hz: number
  layer: number
}

function pieceRects(box: BoxDefinition): Rect[] {
  return box.pieces.map((p) => ({
    what: p.id,
    x: p.object.x,
    z: p.object.z,
    ...halfExtents(p.object.kind, p.object.quarter, p.object),
    layer: p.object.layer,
  }))
}

function pileRects(box: BoxDefinition): Rect[] {
  return box.piles.map((p) => ({ what: `pile ${p.pile}`, x: p.x, z: p.z, hx: 0.315, hz: 0.44, layer: -1 }))
}

const overlap = (a: Rect, b: Rect) =>
  Math.abs(a.x - b.x) < a.hx + b.hx - 1e-6 && Math.abs(a.z - b.z) < a.hz + b.hz - 1e-6

describe.each(Object.values(BOXES).map((b) => [b.id, b] as const))('box %s', (_id, box) => {
  it('lays everything within the table: centres where objects may go, edges on the felt', () => {
    for (const r of [...pieceRects(box), ...pileRects(box)]) {
      expect(Math.abs(r.x), r.what).toBeLessThanOrEqual(TABLE_HALF_X)
      expect(Math.abs(r.z), r.what).toBeLessThanOrEqual(TABLE_HALF_Z)
      expect(Math.abs(r.x) + r.hx, r.what).toBeLessThanOrEqual(FELT_HALF_X)
      expect(Math.abs(r.z) + r.hz, r.what).toBeLessThanOrEqual(FELT_HALF_Z)
    }
  })

  it('gives every piece and pile its own id; pile ids and names are ones the tabletop game accepts', () => {
    const ids = box.pieces.map((p) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    const piles = box.piles.map((p) => p.pile)
    expect(new Set(piles).size).toBe(piles.length)
    for (const p of box.piles) {
      expect(p.pile).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/)
      expect(p.name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH)
      expect(p.label.hu).toBeTruthy()
      expect(p.shuffle).toBeUndefined()
    }
    expect(() =>
      tabletop.setup({ piles: box.piles.map(({ label: _label, ...spec }) => spec) }, ['s1', 's2'], '00'.repeat(32)),
    ).not.toThrow()
  })

  it('has a face and a back for every card and a face for every token it puts down', () => {
    for (const p of box.piles) {
      for (const card of p.cards) {
        expect(cardFace(card), card).toBeDefined()
        expect(typeof cardBack(card)).toBe('string')
      }
    }
    for (const p of box.pieces) {
      const o = p.object
      if (o.kind === 'token') expect(tokenFace(o.look)?.name.en, p.id).toBeTruthy()
      if (o.kind === 'die') expect(DIE_KINDS, p.id).toContain(o.look)
      if (o.kind === 'board') expect(boardGeometry(o.look), p.id).toBeDefined()
      if (o.kind === 'tile') expect(tileDef(o.look), p.id).toBeDefined()
      if (o.kind !== 'miniature') continue
      // A named figure's look stands for its model; any other look is a model path.
      const model = miniatureModelLook(o.look)
      expect(MINIATURE_MODELS).toContain(model.split('#')[0])
      expect(parseMiniatureLook(model).model).toBe(model.split('#')[0])
      if (model !== o.look) expect(miniatureFace(o.look)?.name.hu, p.id).toBeTruthy()
    }
  })

  it('lays nothing on anything else by accident: only stacks (higher layers) and objects on a board overlap', () => {
    const rects = [...pieceRects(box), ...pileRects(box)]
    for (let i = 0; i < rects.length; i++) {
      for (let j = i + 1; j < rects.length; j++) {
        const a = rects[i] as Rect
        const b = rects[j] as Rect
        if (a.layer !== b.layer || !overlap(a, b)) continue
        expect.fail(`${a.what} and ${b.what} overlap on layer ${a.layer}`)
      }
    }
  })

  it('keeps a board under what stands on it, and sizes boards and tiles from their geometry', () => {
    const boards = box.pieces.filter((p) => p.object.kind === 'board')
    for (const b of boards) {
      expect(b.object.layer).toBe(0)
      expect(b.object.locked).toBe(true)
      const g = boardGeometry(b.object.look)
      expect(footprintOf('board', b.object)).toEqual({ w: g?.w, d: g?.d })
      const board = { x: b.object.x, z: b.object.z, ...halfExtents('board', b.object.quarter, b.object), layer: 0 }
      for (const r of pieceRects(box)) {
        if (r.what !== b.id && overlap({ ...board, what: b.id }, r)) expect(r.layer, r.what).toBeGreaterThan(0)
      }
      for (const r of pileRects(box)) expect(overlap({ ...board, what: b.id }, r), r.what).toBe(false)
    }
    expect(box.grid !== undefined).toBe(boards.length > 0)
    for (const t of box.pieces.filter((p) => p.object.kind === 'tile')) {
      expect(footprintOf('tile', t.object)).toEqual(HOTH_TILE)
    }
  })
})

describe('the boxes', () => {
  it('are the sandbox deck, the four games and the blank table', () => {
    expect(Object.keys(BOXES).sort()).toEqual(['blank', 'hkk', 'hoth-free', 'sandbox', 'swlcg', 'swm'])
  })

  it('names every box in both languages', () => {
    for (const box of Object.values(BOXES)) {
      expect(box.name.en).toBeTruthy()
      expect(box.name.hu).toBeTruthy()
    }
  })
})

describe('emphasis looks', () => {
  it('give the card face with only the stat keys the card has, its back, and nothing for an unknown card', () => {
    const look = emphasisLook('swlcg/core-1-2', ['unitDamage', 'bogus', 'tactics'])
    const face = cardFace(look)
    expect(face && face.frame !== 'playing' ? face.emphasis : null).toEqual(['unitDamage', 'tactics'])
    expect(face?.name).toEqual(cardFace('swlcg/core-1-2')?.name)
    expect(cardBack(look)).toBe(cardBack('swlcg/core-1-2'))
    expect(cardFace(emphasisLook('swlcg/no-such-card', ['unitDamage']))).toBeUndefined()
    // The plain face stays plain.
    const plain = cardFace('swlcg/core-1-2')
    expect(plain && plain.frame !== 'playing' ? plain.emphasis : null).toBeUndefined()
  })
})
