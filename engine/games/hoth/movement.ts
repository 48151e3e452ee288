/**
 * Movement (rulebook "Mozgás" and appendices 1–2): where an ordered unit may go this turn and by which path.
 * One unit per hex; no moving through other units or standing structures; impassable terrain stays closed
 * (chasms open to flyers); entering rocks, buildings or wreckage ends the move unless a card lifts that — and
 * even then, stepping on such terrain (passing over it included) forbids attacking this turn.
 */
import { neighbours } from './hex'
import { terrainSpec } from './data/terrain'
import { activeBonuses, movementAllowance, occupiedHexes, terrainAllows, terrainAt } from './queries'
import type { HexId, HothBoard, UnitState } from './types'

/** A hex a unit can reach: hexes moved, the path (destination included) and whether attacking is then barred. */
export type Reach = {
  hexes: number
  path: HexId[]
  /** The path steps on terrain that forbids attacking after entering it (the destination included). */
  enteredNoAttack: boolean
}

/** Shortest paths (breadth-first) from the unit's hex, going on only from hexes where `canContinue`. */
function shortestPaths(
  state: HothBoard,
  unit: UnitState,
  move: number,
  canContinue: (hex: HexId) => boolean,
): Map<HexId, HexId[]> {
  const occupied = occupiedHexes(state)
  const paths = new Map<HexId, HexId[]>([[unit.hex, []]])
  let frontier: HexId[] = [unit.hex]
  for (let step = 1; step <= move && frontier.length > 0; step++) {
    const next: HexId[] = []
    for (const from of frontier) {
      // The unit's own start hex never holds it back.
      if (from !== unit.hex && !canContinue(from)) continue
      for (const to of neighbours(from)) {
        if (paths.has(to) || occupied.has(to) || !terrainAllows(state, unit, to)) continue
        paths.set(to, [...(paths.get(from) ?? []), to])
        next.push(to)
      }
    }
    frontier = next
  }
  paths.delete(unit.hex)
  return paths
}

/**
 * Every hex `unit` can move to this turn (its own hex excluded). Where a card lets units pass over stopping
 * terrain, a route that avoids it is preferred when it still leaves the unit free to attack.
 */
export function reachableHexes(state: HothBoard, unit: UnitState): Map<HexId, Reach> {
  const { move, moveAndAttack } = movementAllowance(state, unit)
  const out = new Map<HexId, Reach>()
  if (move === 0) return out
  const barsAttack = (hex: HexId) => terrainSpec(terrainAt(state, hex)).noAttackAfterEntering
  const ignoreStops = activeBonuses(state).some((b) => b.kind === 'ignore-stop-terrain')
  const any = shortestPaths(
    state,
    unit,
    move,
    (hex) => ignoreStops || !terrainSpec(terrainAt(state, hex)).stopsMovement,
  )
  const clean = ignoreStops ? shortestPaths(state, unit, move, (hex) => !barsAttack(hex)) : any
  for (const [hex, path] of any) {
    const cleanPath = clean.get(hex)
    const chosen =
      cleanPath && (cleanPath.length <= moveAndAttack || cleanPath.length === path.length) ? cleanPath : path
    out.set(hex, { hexes: chosen.length, path: chosen, enteredNoAttack: chosen.some(barsAttack) })
  }
  return out
}
