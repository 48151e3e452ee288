/**
 * Movement (rulebook "Mozgás" and appendices 1–2): where an ordered unit may go this turn and by which path.
 * One unit per hex; no moving through other units or standing structures; impassable terrain stays closed
 * (chasms open to flyers); entering rocks, buildings or wreckage ends the move unless a card lifts that.
 */
import { neighbours } from './hex'
import { terrainSpec } from './data/terrain'
import { activeBonuses, movementAllowance, occupiedHexes, terrainAllows, terrainAt } from './queries'
import type { HexId, HothState, UnitState } from './types'

/** A hex a unit can reach: the hexes moved and the path there (start excluded, destination included). */
export interface Reach {
  hexes: number
  path: HexId[]
}

/** Every hex `unit` can move to this turn (its own hex excluded), by breadth-first search. */
export function reachableHexes(state: HothState, unit: UnitState): Map<HexId, Reach> {
  const { move } = movementAllowance(state, unit)
  const out = new Map<HexId, Reach>()
  if (move === 0) return out
  const occupied = occupiedHexes(state)
  const ignoreStops = activeBonuses(state).some((b) => b.kind === 'ignore-stop-terrain')
  let frontier: HexId[] = [unit.hex]
  const paths = new Map<HexId, HexId[]>([[unit.hex, []]])
  for (let step = 1; step <= move && frontier.length > 0; step++) {
    const next: HexId[] = []
    for (const from of frontier) {
      // A unit that entered stopping terrain cannot go on from there (its own start hex never stops it).
      if (from !== unit.hex && !ignoreStops && terrainSpec(terrainAt(state, from)).stopsMovement) continue
      for (const to of neighbours(from)) {
        if (paths.has(to) || occupied.has(to) || !terrainAllows(state, unit, to)) continue
        const path = [...(paths.get(from) ?? []), to]
        paths.set(to, path)
        out.set(to, { hexes: step, path })
        next.push(to)
      }
    }
    frontier = next
  }
  return out
}
