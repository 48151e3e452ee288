/**
 * Adjacency. "adjacent - szomszédos: Azok a négyzetek, melyek egy adott négyzet közvetlen közelében találhatók
 * (átlósan is). A karakterek nem szomszédosak egymással egy fal két oldalán." and "Két karakter csak akkor
 * szomszédos, ha megvan köztük a látótengely." So: the spaces touch along an edge or at a corner, and they are in
 * line of sight.
 */
import type { Blockers } from './blockers'
import { lineOfSight } from './sight'
import { spacesTouch } from './squares'
import type { Space } from './squares'

/** Whether two figures' spaces are adjacent: touching (edge or corner) and in line of sight. */
export function adjacent(b: Blockers, a: Space, t: Space): boolean {
  return spacesTouch(a, t) && lineOfSight(b, a, t)
}
