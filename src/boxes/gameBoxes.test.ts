import { describe, expect, it } from 'vitest'
import { FIGURES_IN_BOX } from './catalogue/hoth'
import { CATALOGUE } from './catalogue'
import { BOXES, parseDialLook, tokenFace } from './index'
import { swmSquareOnTable } from './swm'
import type { BoxDefinition } from './types'

const box = (id: string) => BOXES[id] as BoxDefinition
const pilesOf = (b: BoxDefinition) => new Map(b.piles.map((p) => [p.pile, p]))
const looks = (b: BoxDefinition, kind: string) =>
  b.pieces.filter((p) => p.object.kind === kind).map((p) => p.object.look)

describe('the SWLCG box', () => {
  const b = box('swlcg')
  const piles = pilesOf(b)
  const decks = [
    ['jedi', 'swlcg/starter-jedi', 1],
    ['rebel', 'swlcg/starter-rebel-alliance', 1],
    ['sith', 'swlcg/starter-sith', -1],
    ['navy', 'swlcg/starter-imperial-navy', -1],
  ] as const

  it.each(decks)('lays the %s starter deck exactly as the catalogue lists it, at its side', (prefix, deckId, side) => {
    const deck = CATALOGUE.swlcg.decks.find((d) => d.id === deckId)
    expect(deck).toBeDefined()
    for (const [role, kind] of [
      ['affiliation', 'discard'],
      ['objectives', 'deck'],
      ['command', 'deck'],
    ] as const) {
      const pile = piles.get(`${prefix}-${role}`)
      const source = deck?.piles.find((p) => p.id.endsWith(`/${role}`))
      expect(pile?.kind).toBe(kind)
      expect(pile?.cards).toEqual(source?.cards)
      expect(Math.sign(pile?.z ?? 0)).toBe(side)
    }
    expect(piles.get(`${prefix}-objectives`)?.cards).toHaveLength(8)
    expect(piles.get(`${prefix}-command`)?.cards).toHaveLength(40)
    expect(piles.get(`${prefix}-discard`)?.cards).toEqual([])
  })

  it('puts both sides’ three Force cards face up, the dials at their start and the tokens in the middle', () => {
    expect(piles.get('force-light')?.cards).toEqual(Array(3).fill('swlcg/force-light'))
    expect(piles.get('force-dark')?.cards).toEqual(Array(3).fill('swlcg/force-dark'))
    expect(piles.get('force-light')?.kind).toBe('discard')
    const dials = looks(b, 'token').filter((l) => parseDialLook(l))
    expect(dials.sort()).toEqual(['swlcg/death-star-dial@0', 'swlcg/multiplayer-dial@0'])
    expect(tokenFace('swlcg/death-star-dial@7')?.mark).toBe('7')
    expect(tokenFace('swlcg/death-star-dial@99')?.mark).toBe('12')
    const middle = b.pieces.filter((p) => p.object.kind === 'token')
    for (const p of middle) expect(Math.abs(p.object.z)).toBeLessThan(1)
    expect(looks(b, 'token')).toContain('swlcg/balance-of-the-force')
  })
})

describe('the SWM box', () => {
  const b = box('swm')
  const zone = (side: 'light' | 'dark') =>
    (CATALOGUE.swm.boards[0]?.grid === 'square' ? CATALOGUE.swm.boards[0].startZones : [])
      .filter((z) => z.side === side)
      .flatMap((z) => z.squares.map(swmSquareOnTable))

  it('stands every figure of both squads in its own start zone, light at s1’s end', () => {
    const figures = b.pieces.filter((p) => p.object.kind === 'miniature')
    expect(figures).toHaveLength(CATALOGUE.swm.miniatures.reduce((n, m) => n + m.count, 0))
    for (const f of figures) {
      const light = f.id.includes('obi-wan') || f.id.includes('luke')
      const places = zone(light ? 'light' : 'dark')
      expect(
        places.some((p) => p.x === f.object.x && p.z === f.object.z),
        f.id,
      ).toBe(true)
      expect(Math.sign(f.object.z)).toBe(light ? 1 : -1)
    }
  })

  it('lays each stat card face up on its own pile at its squad’s edge, with a d20 a side', () => {
    const cards = b.piles.flatMap((p) => p.cards)
    expect(cards.sort()).toEqual(CATALOGUE.swm.cards.map((c) => c.id).sort())
    for (const p of b.piles) expect(p.kind).toBe('discard')
    expect(looks(b, 'die')).toEqual(['d20', 'd20'])
  })
})

describe('the Battle of Hoth free-play box', () => {
  const b = box('hoth-free')

  it('stands every figure of the box on the battlefield, each army at its own edge', () => {
    const figures = b.pieces.filter((p) => p.object.kind === 'miniature')
    for (const [type, count] of Object.entries(FIGURES_IN_BOX)) {
      const mine = figures.filter((f) => f.object.look === `models/hoth/${type}.glb`)
      expect(mine, type).toHaveLength(count)
      const rebel = type.startsWith('rebel') || type === 'snowspeeder' || type === 'heavy-cannon'
      for (const f of mine) expect(Math.sign(f.object.z), f.id).toBe(rebel ? 1 : -1)
    }
  })

  it('has every tile, both command decks, the leaders’ cards, 8 battle dice and the medals', () => {
    for (const tile of CATALOGUE.hoth.tiles)
      expect(looks(b, 'tile').filter((l) => l === tile.id)).toHaveLength(tile.count)
    const piles = pilesOf(b)
    const deck = (side: string) => CATALOGUE.hoth.decks.find((d) => d.id === `hoth/deck-${side}`)?.piles[0]?.cards
    expect(piles.get('rebel-command')?.cards).toEqual(deck('rebel'))
    expect(piles.get('empire-command')?.cards).toEqual(deck('empire'))
    expect(b.piles.filter((p) => p.pile.startsWith('leader-'))).toHaveLength(6)
    expect(looks(b, 'die')).toEqual(Array(8).fill('hoth'))
    expect(looks(b, 'token').filter((l) => l === 'hoth/medal')).toHaveLength(6)
  })
})

describe('the HKK box', () => {
  const b = box('hkk')
  it('gives each player a demo deck, a discard pile, a VP counter at 0 and a life counter at 20', () => {
    expect(b.piles.filter((p) => p.kind === 'deck').map((p) => p.cards.length)).toEqual([20, 20])
    expect(looks(b, 'token').filter((l) => l.startsWith('hkk/vp-counter'))).toEqual([
      'hkk/vp-counter@0',
      'hkk/vp-counter@0',
    ])
    expect(looks(b, 'token').filter((l) => l.startsWith('hkk/life'))).toEqual([
      'hkk/life-counter@20',
      'hkk/life-counter@20',
    ])
    expect(looks(b, 'die').sort()).toEqual(['coin', 'd6'])
  })
})

describe('the blank box', () => {
  it('is an empty table with a d6 and a coin', () => {
    const b = box('blank')
    expect(b.piles).toEqual([])
    expect(looks(b, 'die').sort()).toEqual(['coin', 'd6'])
    expect(b.pieces).toHaveLength(2)
  })
})
