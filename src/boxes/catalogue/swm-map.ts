/**
 * The Star Wars Miniatures battle map for the sandbox box, read from the engine's map data
 * (engine/games/swm/data/maps), as the Hoth catalogue reads its tables: the drawing, its parser and the rules'
 * view of the map live there; this file adds only what the table needs (the outline colours) and lists the walls
 * the painter draws as whole runs without the map edge, which the painter draws itself.
 */
import {
  parseDrawing,
  STARSHIP_DRAWING,
  STARSHIP_HEIGHT,
  STARSHIP_MAP,
  STARSHIP_WIDTH,
} from '../../../engine/games/swm/data/maps'
import type { Segment as EngineSegment, SwmMap } from '../../../engine/games/swm/data/maps'
import type { Door, Segment, SquareMapDef, StartZone } from './types'

/** Squares across. */
export const MAP_WIDTH = STARSHIP_WIDTH
/** Squares from top to bottom. */
export const MAP_HEIGHT = STARSHIP_HEIGHT

/** The map as drawn (format: engine/games/swm/data/maps/drawing.ts). */
export const MAP_DRAWING: readonly string[] = STARSHIP_DRAWING

/** Joins the unit wall edges that do not lie on the map edge into runs along their grid lines, in order. */
function innerWallRuns(map: SwmMap): Segment[] {
  const onMapEdge = (w: EngineSegment) =>
    (w.from.y === w.to.y && (w.from.y === 0 || w.from.y === map.height)) ||
    (w.from.x === w.to.x && (w.from.x === 0 || w.from.x === map.width))
  const out: Segment[] = []
  for (const w of map.walls) {
    if (onMapEdge(w)) continue
    const last = out[out.length - 1]
    const sameLine = last && (last.from.y === last.to.y) === (w.from.y === w.to.y)
    if (last && sameLine && last.to.x === w.from.x && last.to.y === w.from.y)
      out[out.length - 1] = { ...last, to: w.to }
    else out.push({ from: w.from, to: w.to })
  }
  return out
}

const DOORS: Door[] = STARSHIP_MAP.doors.map((d) => ({
  from: d.segment.from,
  to: d.segment.to,
  id: d.id,
  ...(d.role ? { role: d.role } : {}),
}))

const START_ZONES: StartZone[] = STARSHIP_MAP.startZones.flatMap((z) =>
  z.side === 'fringe' ? [] : [{ side: z.side, name: z.name, squares: z.squares }],
)

/** The battle map. Outline colours follow the rulebook: magenta walls, rows of small blue rectangles for doors,
 * green low objects, lemon-yellow difficult terrain and orange pits. */
export const SWM_MAP: SquareMapDef = {
  id: STARSHIP_MAP.id,
  name: STARSHIP_MAP.name,
  count: 1,
  grid: 'square',
  width: STARSHIP_MAP.width,
  height: STARSHIP_MAP.height,
  walls: innerWallRuns(STARSHIP_MAP),
  doors: DOORS,
  lowObjects: STARSHIP_MAP.lowObjects,
  difficult: STARSHIP_MAP.difficult,
  pits: STARSHIP_MAP.pits,
  startZones: START_ZONES,
  colours: { wall: '#d0208c', door: '#2f6fd6', lowObject: '#2e9e44', difficult: '#f2e400', pit: '#f08a00' },
}

/** The drawing's parser at this map's size, for tests that feed it broken drawings. */
export const parseMapDrawing = (drawing: readonly string[]) => parseDrawing(drawing, MAP_WIDTH, MAP_HEIGHT)
