/**
 * SWM geometry: exact, whole-number answers to the rules' spatial questions on a map with its doors in one state.
 * Start with `blockersFor(map, openDoors)` and pass the result to every predicate.
 */
export { blockersFor, blockingCorner, blocksHorizontal, blocksVertical, isWallSquare } from './blockers'
export type { Blockers, OpenDoors } from './blockers'
export { cornersOf, keyOf, SIZE_SPAN, spaceOf, spacesOverlap, spacesTouch, squareSpace, squaresOf } from './squares'
export type { FigureSize, GridPoint, Space, Square } from './squares'
export { terrainOf, spaceHas, LOW_OBJECT, DIFFICULT, PIT } from './terrain'
export { baseStepCost, moveStepCost, pathCost, spaceFits, spaceStepAllowed, squareStepAllowed, STEPS } from './steps'
export type { Step } from './steps'
export { range, rangeField, squareRange } from './range'
export { findSight, lineOfSight, rectOf } from './sight'
export type { RationalPoint, Rect, SightWitness } from './sight'
export { adjacent } from './adjacent'
export { coverFromCorner, hasCover } from './cover'
export type { CoverScene } from './cover'
export { nearestEnemies } from './nearest'
export type { PlacedFigure } from './nearest'
export { reachable } from './reachable'
export type { MoveQuery, Reach } from './reachable'
