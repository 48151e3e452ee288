import { describe, expect, it } from 'vitest'
import { Vector3 } from 'three'
import { ATLAS_SIZE, atlasCells, atlasKey, cellUv, placardTitle } from './seatAtlas'
import type { AtlasFace } from './seatAtlas'
import { backMarks, boxMarks, faceQuads, quadGeometry } from './seatMeshes'
import { seatModel } from './seatModel'
import { previewView } from './previewGame'

const fourPlayers = () => previewView('final-strike', { players: 4, leaders: true, turns: 3, play: true, seat: 's2' })

describe('seat meshes', () => {
  it('draws a back for every card in the hands the seat may not see, and one on each deck', () => {
    const seats = seatModel(fourPlayers(), 's2')
    const backs = backMarks(seats, 'empire')
    for (const side of ['rebel', 'empire'] as const) {
      const mine = seats.filter((s) => s.side === side)
      const fans = mine.filter((s) => s.showHand).reduce((n, s) => n + s.hand, 0)
      expect(backs[side]).toHaveLength(fans + mine.filter((s) => s.deck > 0).length)
    }
    // s2 looks: its own hand is the DOM fan, so the Empire's backs are s4's hand and the two decks.
    const s4 = seats.find((s) => s.seat === 's4')!
    expect(backs.empire).toHaveLength(s4.hand + 2)
  })

  it('makes two piles and a stand per seat, the piles as tall as their counts', () => {
    const seats = seatModel(fourPlayers(), null)
    const boxes = boxMarks(seats, 'rebel')
    expect(boxes).toHaveLength(seats.length * 3)
    const heights = boxes.map((b) => new Vector3().setFromMatrixScale(b.matrix).y)
    seats.forEach((s, i) => {
      expect(heights[i * 3]! > 0.1).toBe(s.deck > 8)
    })
  })

  it('lays out a face per placard, badge, discard top and played card, all facing the viewer', () => {
    const view = fourPlayers()
    const seats = seatModel(view, 's2')
    const { faces, quads } = faceQuads(seats, 'empire')
    const count = (kind: AtlasFace['kind']) => faces.filter((f) => f.kind === kind).length
    expect(count('placard')).toBe(4)
    expect(count('card')).toBe(seats.filter((s) => s.discardTop).length + 1)
    expect(count('badge')).toBe(4 * 2 + 3)
    expect(quads).toHaveLength(faces.length)
    // The Empire's camera is at −z, above: every face's normal points up and toward −z (or straight up).
    for (const q of quads) {
      const n = new Vector3().crossVectors(q.right, q.up).normalize()
      expect(n.y).toBeGreaterThan(0.5)
      expect(n.z).toBeLessThanOrEqual(1e-9)
    }
    const g = quadGeometry(quads, faces)
    expect(g.getAttribute('position').count).toBe(quads.length * 4)
    expect(g.getIndex()!.count).toBe(quads.length * 6)
    g.dispose()
  })
})

describe('seat atlas', () => {
  it('gives every face its own cell inside the atlas, at the most a table can show', () => {
    const seats = seatModel(fourPlayers(), null)
    const card = { kind: 'card', def: seats.find((s) => s.played)!.played!, played: false } as const
    const faces: AtlasFace[] = [
      ...Array.from({ length: 5 }, () => card),
      ...seats.map((info) => ({ kind: 'placard', info }) as const),
      ...Array.from({ length: 12 }, (_, i) => ({ kind: 'badge', side: 'rebel', count: i }) as const),
    ]
    const cells = atlasCells(faces)
    cells.forEach((c, i) => {
      expect(c.x + c.w).toBeLessThanOrEqual(ATLAS_SIZE.w)
      expect(c.y + c.h).toBeLessThanOrEqual(ATLAS_SIZE.h)
      for (const d of cells.slice(i + 1)) {
        const apart = c.x + c.w <= d.x || d.x + d.w <= c.x || c.y + c.h <= d.y || d.y + d.h <= c.y
        expect(apart).toBe(true)
      }
      const uv = cellUv(c)
      expect(uv.u0).toBeLessThan(uv.u1)
      expect(uv.v0).toBeLessThan(uv.v1)
    })
  })

  it('repaints when a count, a card, whose turn it is or the language changes, not otherwise', () => {
    const seats = seatModel(fourPlayers(), null)
    const faces = faceQuads(seats, 'rebel').faces
    expect(atlasKey(faces, 'en')).toBe(atlasKey(faceQuads(seatModel(fourPlayers(), null), 'rebel').faces, 'en'))
    expect(atlasKey(faces, 'hu')).not.toBe(atlasKey(faces, 'en'))
    const moreCards = seats.map((s, i) => (i === 0 ? { ...s, hand: s.hand + 1 } : s))
    expect(atlasKey(faceQuads(moreCards, 'rebel').faces, 'en')).not.toBe(atlasKey(faces, 'en'))
  })

  it('names the leader on a placard, else the side, telling two players of a side apart', () => {
    const [luke] = seatModel(fourPlayers(), null)
    expect(placardTitle(luke!, 'hu')).toEqual({ over: 'Vezető · Lázadók', title: 'Luke Skywalker' })
    expect(placardTitle({ ...luke!, leader: null }, 'en')).toEqual({ over: 'Rebels', title: 'Player 1' })
    expect(placardTitle({ ...luke!, leader: null, teamSize: 1 }, 'hu')).toEqual({ over: '', title: 'Lázadók' })
  })
})
