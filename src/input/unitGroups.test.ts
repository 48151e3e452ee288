import { describe, expect, it } from 'vitest'
import { BOXES } from '../boxes'
import { CATALOGUE } from '../boxes/catalogue'
import { hothHexOnTable } from '../boxes/hothFree'
import type { BoxDefinition } from '../boxes/types'
import { cellAt, parseGrid } from '../lib/snap'
import type { Placed } from './unitGroups'
import { formationPlaces, unitOf } from './unitGroups'

const box = BOXES['hoth-free'] as BoxDefinition
const grid = parseGrid(box.grid)!
const objects = new Map<string, Placed>(box.pieces.map((p) => [p.id, p.object]))
const movable = () => true
const perUnit = (type: string) => CATALOGUE.hoth.miniatures.find((m) => m.id === `hoth/figure-${type}`)?.perUnit

describe('units of figures', () => {
  it('finds every Battle of Hoth unit as the figures of one look on one hex, as many as the unit has', () => {
    for (const [id, obj] of objects) {
      if (obj.kind !== 'miniature') continue
      const type = id.replace(/^hoth-/, '').replace(/-\d+$/, '')
      const unit = unitOf(id, objects, grid, movable)
      expect(unit[0]).toBe(id)
      expect(unit, id).toHaveLength(perUnit(type) ?? 1)
      const cell = cellAt(grid, obj.x, obj.z)
      for (const mate of unit) expect(cellAt(grid, objects.get(mate)!.x, objects.get(mate)!.z)).toEqual(cell)
    }
  })

  it('is just the object itself for anything else, without a grid, or when a mate cannot move', () => {
    const trooper = 'hoth-rebel-infantry-1'
    expect(unitOf('hoth-battlefield', objects, grid, movable)).toEqual(['hoth-battlefield'])
    expect(unitOf(trooper, objects, null, movable)).toEqual([trooper])
    expect(unitOf(trooper, objects, grid, (id) => id === trooper)).toEqual([trooper])
  })

  it('moves a unit into the hex its middle lands in, each figure keeping its place in the hex', () => {
    const unit = unitOf('hoth-rebel-infantry-1', objects, grid, movable)
    // The first Rebel infantry unit stands on hex (0, 1); it moves to hex (1, 2).
    const from = hothHexOnTable(0, 1)
    const to = hothHexOnTable(1, 2)
    expect(cellAt(grid, objects.get(unit[0]!)!.x, objects.get(unit[0]!)!.z)).toEqual(cellAt(grid, from.x, from.z))
    // Dragged roughly (a little off the target hex's centre), as a hand does.
    const dx = to.x - from.x + 0.05
    const dz = to.z - from.z - 0.04
    const drops = unit.map((id) => ({ id, x: objects.get(id)!.x + dx, z: objects.get(id)!.z + dz }))
    const places = formationPlaces(drops, (id) => objects.get(id) ?? null, grid)
    expect([...places.keys()].sort()).toEqual([...unit].sort())
    for (const id of unit) {
      const was = objects.get(id)!
      const now = places.get(id)!
      expect(now.x - to.x).toBeCloseTo(was.x - from.x, 5)
      expect(now.z - to.z).toBeCloseTo(was.z - from.z, 5)
    }
  })

  it('leaves a lone figure and figures from different hexes to the usual snapping', () => {
    const a = objects.get('hoth-rebel-infantry-1')!
    const b = objects.get('hoth-at-at-1')!
    const drops = [
      { id: 'hoth-rebel-infantry-1', x: a.x, z: a.z },
      { id: 'hoth-at-at-1', x: b.x, z: b.z },
    ]
    expect(formationPlaces(drops, (id) => objects.get(id) ?? null, grid).size).toBe(0)
  })
})
