/**
 * What the scene draws for one object: the table map's `TableObject`, plus what cards of the `tabletop` game carry
 * that the map does not (a pile's height, counters lying on a card). Free objects simply leave the extras out.
 */
import type { TableObject } from '../../net/schema'

/** One drawable object; see the file comment. */
export type SceneObject = TableObject & {
  /** Cards in a pile (drawn as a stack this high); absent for single objects. */
  stack?: number
  /** Counters on a card (damage, focus …), drawn as small badges. */
  counters?: Readonly<Record<string, number>>
  /** The back a pile shows (a box's back id); absent for the common back. */
  back?: string
  /** A pile's name, or another object's caption (a rules table's words), shown under it. */
  label?: string
  /** How many times a die was rolled (a re-roll landing on the same face still tumbles). */
  rolls?: number
}
