import { describe, expect, it } from 'vitest'
import { Vector3 } from 'three'
import { hoth } from '../../../../engine/games/hoth'
import type { HothView } from '../../../../engine/games/hoth'
import { GROUND_TOP, hexWorld } from './boardLayout'
import { medalGoal, trackSlots } from './medalTrack'
import { boardPieces, figuresByKind } from './unitLayout'

function opening(scenario: string): HothView {
  const players = [
    { seat: 's1', side: 'rebel' as const },
    { seat: 's2', side: 'empire' as const },
  ]
  return hoth.view(hoth.setup({ scenario, players }, ['s1', 's2'], '0123456789abcdef'), null)
}

describe('board pieces', () => {
  it('lists every unit and standing structure once, sorted, on its hex and terrain', () => {
    const view = opening('final-strike')
    const pieces = boardPieces(view)
    expect(pieces).toHaveLength(Object.keys(view.units).length + Object.keys(view.structures).length)
    expect(pieces.map((p) => p.id)).toEqual([...pieces.map((p) => p.id)].sort())
    for (const p of pieces) {
      expect(p.x).toBeCloseTo(hexWorld(p.hex).x)
      expect(p.y).toBe(GROUND_TOP[view.terrain[p.hex] ?? 'snow'])
    }
    const generator = pieces.find((p) => p.kind === 'shield-generator')!
    expect(generator.structure).toEqual({ hits: 2, maxHits: 2 })
    expect(generator.side).toBe('rebel')
  })

  it('leaves destroyed structures out (they are drawn as wreckage) and shows badges with the E-Web’s side', () => {
    const view = opening('ion-cannon-raid')
    const destroyed = { ...view, structures: { 'ion-cannon': { ...view.structures['ion-cannon']!, destroyed: true } } }
    expect(boardPieces(destroyed).some((p) => p.kind === 'ion-cannon')).toBe(false)
    const badges = boardPieces(view).flatMap((p) => (p.badge ? [p.badge] : []))
    expect(badges.sort()).toEqual(['commando', 'e-web-deployed', 'elite-squadron', 'elite-troops', 'recon'])
    const eweb = Object.values(view.units).find((u) => u.badge === 'e-web')!
    const mobile = { ...view, units: { ...view.units, [eweb.id]: { ...eweb, deployed: false } } }
    expect(boardPieces(mobile).find((p) => p.id === eweb.id)!.badge).toBe('e-web-mobile')
  })
})

describe('figures', () => {
  it('draws one figure per remaining figure, inside the unit’s hex, so losses show', () => {
    const view = opening('first-contact')
    const unit = Object.values(view.units).find((u) => u.type === 'imperial-infantry')!
    const hurt = { ...view, units: { ...view.units, [unit.id]: { ...unit, figures: 2 } } }
    const count = (v: HothView) =>
      figuresByKind(boardPieces(v))
        .get('imperial-infantry')!
        .filter((f) => f.id === unit.id)
    expect(count(view)).toHaveLength(4)
    const two = count(hurt)
    expect(two).toHaveLength(2)
    const centre = hexWorld(unit.hex)
    for (const f of two) {
      const at = new Vector3().setFromMatrixPosition(f.matrix)
      expect(Math.hypot(at.x - centre.x, at.z - centre.z)).toBeLessThan(0.3)
    }
  })

  it('groups figures by model kind', () => {
    const byKind = figuresByKind(boardPieces(opening('walkers-in-the-valley')))
    expect([...byKind.keys()].sort()).toEqual(
      ['at-at', 'imperial-infantry', 'probe-droid', 'rebel-infantry', 'snowspeeder'].sort(),
    )
    expect(byKind.get('at-at')).toHaveLength(2)
    expect(byKind.get('snowspeeder')).toHaveLength(9)
  })
})

describe('medal tracks', () => {
  it('has as many slots as medals to win, filled by medalCount', () => {
    const view = opening('frozen-outpost')
    expect(medalGoal(view, 'rebel')).toBe(5)
    expect(trackSlots(view)).toEqual({ rebel: { slots: 5, filled: 0 }, empire: { slots: 5, filled: 0 } })
    const won = { ...view, medals: { ...view.medals, empire: [{ source: 'unit' as const, ref: 'snowspeeder' }] } }
    expect(trackSlots(won).empire).toEqual({ slots: 5, filled: 1 })
  })

  it('counts a temporary medal hex while the side holds it', () => {
    const view = opening('frozen-outpost')
    const m = view.medalHexes.find((h) => h.kind === 'temporary' && h.side === 'empire')!
    const trooper = Object.values(view.units).find((u) => u.side === 'empire')!
    const held = { ...view, units: { ...view.units, [trooper.id]: { ...trooper, hex: m.hex } } }
    // The Rebel unit that starts there is moved out of the way.
    for (const u of Object.values(held.units))
      if (u.hex === m.hex && u.side === 'rebel') held.units[u.id] = { ...u, hex: '9,3' }
    expect(trackSlots(held).empire.filled).toBe(1)
  })

  it('gives a side that wins another way only the medals it holds', () => {
    const view = opening('final-strike')
    expect(medalGoal(view, 'empire')).toBeNull()
    expect(trackSlots(view).empire).toEqual({ slots: 0, filled: 0 })
  })
})
