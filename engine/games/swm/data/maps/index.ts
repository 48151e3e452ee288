/** SWM battle maps as engine data: the map shape, the drawing format and the maps themselves. */
export type { DoorRole, GridPoint, MapText, Segment, Square, SwmDoor, SwmMap, SwmSide, SwmStartZone } from './types'
export { parseDrawing } from './drawing'
export type { DrawnEdge, ParsedDrawing } from './drawing'
export { buildSwmMap, unitEdgesOf } from './build'
export type { MapMeta } from './build'
export { STARSHIP_DRAWING, STARSHIP_HEIGHT, STARSHIP_MAP, STARSHIP_WIDTH } from './starship'

import { STARSHIP_MAP } from './starship'
import type { SwmMap } from './types'

/** Every map by id. */
export const SWM_MAPS: Readonly<Record<string, SwmMap>> = { [STARSHIP_MAP.id]: STARSHIP_MAP }
