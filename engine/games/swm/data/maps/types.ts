/**
 * The shape of a Star Wars Miniatures battle map as engine data (../shared/research/swm-rules-analysis.md §2.2).
 *
 * Coordinates: square (x, y) is the unit cell [x, x + 1] × [y, y + 1]; grid points run from (0, 0) to (width, height),
 * y grows toward the bottom of the drawing. Every wall, door and wall square lies on the grid, so every geometric
 * question about a map is a question about whole numbers.
 */

/** A point where grid lines cross, 0…width by 0…height. */
export interface GridPoint {
  readonly x: number
  readonly y: number
}

/** A square of the map, named by its top-left grid point. */
export interface Square {
  readonly x: number
  readonly y: number
}

/** A straight piece of grid line, `from` before `to` (left to right or top to bottom). */
export interface Segment {
  readonly from: GridPoint
  readonly to: GridPoint
}

/** A text in both of the app's languages. */
export interface MapText {
  readonly en: string
  readonly hu: string
}

/** The doors squads enter by; they stand on the map edge and never open (§14). */
export type DoorRole = 'airlock' | 'blast-door'

/** A door: a run of grid-line edges that acts as a wall while closed ("zárva … falként funkcionálnak"). */
export interface SwmDoor {
  readonly id: string
  readonly role?: DoorRole
  /** The whole door, end to end. */
  readonly segment: Segment
  /** The same door as unit edges, the pieces the geometry works with. */
  readonly edges: readonly Segment[]
  /**
   * Squares where a figure ending its move opens the door (the rulebook's hatched squares are lost; by default the
   * squares on both sides of the door and the diagonal squares at its two ends, §14 [A]).
   */
  readonly adjacent: readonly Square[]
}

/** Which side sets up in a start zone. */
export type SwmSide = 'light' | 'dark' | 'fringe'

/** Where one side sets up: explicit squares, used as data rather than recomputed. */
export interface SwmStartZone {
  readonly side: SwmSide
  readonly name: MapText
  readonly squares: readonly Square[]
}

/** A square-grid battle map with everything the rules read from it. */
export interface SwmMap {
  readonly id: string
  readonly name: MapText
  readonly width: number
  readonly height: number
  /**
   * Every wall as unit grid-line edges, the map edge included ("A tábla szélei áthatolhatatlan falak"), except where
   * a door stands on it. Edges only: a wall square's sides are listed here too when the drawing walls it in.
   */
  readonly walls: readonly Segment[]
  /** Solid squares that count as walls ("Néhány nagyobb tereptárgy szintén falnak számít"). */
  readonly wallSquares: readonly Square[]
  readonly doors: readonly SwmDoor[]
  /** Wall corners a diagonal move or line may pass (colour-coded corners on a printed map); none on ours. */
  readonly bevelled: readonly GridPoint[]
  readonly lowObjects: readonly Square[]
  readonly difficult: readonly Square[]
  readonly pits: readonly Square[]
  readonly startZones: readonly SwmStartZone[]
  /** The middle of the map, for the 10-round tiebreak ("közelebb van a tábla közepéhez"). */
  readonly centre: readonly Square[]
}
