/**
 * Units of figures on a board: in Battle of Hoth a unit is 1–4 figures on one hex, and moving it figure by figure
 * took one drag each. Here a unit is the miniatures of one look that stand in the same cell of the box's grid: a
 * press on one of them takes the whole unit (attachTableInput), and a drop keeps the unit's formation inside the cell
 * it lands in instead of piling every figure onto the cell's centre (freeObjectHandler).
 */
import type { TableObjectKind } from '../../net/schema'
import { cellAt, cellCentre, snapToCell } from '../lib/snap'
import type { TableGrid } from '../lib/snap'

/** What grouping needs to know of an object. */
export interface Placed {
  kind: TableObjectKind
  look: string
  x: number
  z: number
}

/** A drop point of one object (as the input hands drops to a handler). */
export interface DropPoint {
  id: string
  x: number
  z: number
}

/** Float dust off a coordinate (and no −0), as the document stores it. */
const tidy = (v: number) => Math.round(v * 1e6) / 1e6 || 0

const sameCell = (grid: TableGrid, a: Placed, b: Placed) => {
  const ca = cellAt(grid, a.x, a.z)
  const cb = cellAt(grid, b.x, b.z)
  return ca.col === cb.col && ca.row === cb.row
}

/**
 * The unit `id` belongs to: itself and every other miniature of its look in its grid cell that `movable` accepts,
 * `id` first. Just `[id]` for anything else, or on a table without a grid (no cells, so no units).
 */
export function unitOf(
  id: string,
  objects: ReadonlyMap<string, Placed>,
  grid: TableGrid | null,
  movable: (id: string) => boolean,
): string[] {
  const self = objects.get(id)
  if (!grid || !self || self.kind !== 'miniature') return [id]
  const mates: string[] = []
  for (const [other, obj] of objects) {
    if (other === id || obj.kind !== 'miniature' || obj.look !== self.look) continue
    if (sameCell(grid, self, obj) && movable(other)) mates.push(other)
  }
  return [id, ...mates]
}

/**
 * Where dropped miniatures that came from one cell together land: all in the cell their middle is dropped in, each
 * at the place it had in its old cell, so a unit keeps its formation (its figures stand a base apart; snapping each
 * to the centre would stack them). Only such groups get a place; a lone figure snaps as usual.
 */
export function formationPlaces(
  drops: readonly DropPoint[],
  objectAt: (id: string) => Placed | null,
  grid: TableGrid,
): Map<string, { x: number; z: number }> {
  const groups = new Map<string, { drop: DropPoint; was: Placed }[]>()
  for (const drop of drops) {
    const was = objectAt(drop.id)
    if (!was || was.kind !== 'miniature') continue
    const cell = cellAt(grid, was.x, was.z)
    const key = `${cell.col},${cell.row}`
    groups.set(key, [...(groups.get(key) ?? []), { drop, was }])
  }
  const out = new Map<string, { x: number; z: number }>()
  for (const members of groups.values()) {
    if (members.length < 2) continue
    const first = members[0] as { was: Placed }
    const from = cellCentre(grid, cellAt(grid, first.was.x, first.was.z))
    const mid = (pick: (d: DropPoint) => number) => members.reduce((sum, m) => sum + pick(m.drop), 0) / members.length
    const to = snapToCell(
      grid,
      mid((d) => d.x),
      mid((d) => d.z),
    )
    for (const { drop, was } of members)
      out.set(drop.id, { x: tidy(to.x + was.x - from.x), z: tidy(to.z + was.z - from.z) })
  }
  return out
}
