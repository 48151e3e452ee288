/**
 * What one seat's squad may hold, from the room's choices (rulebook "Csapat összeállítása" and "Játékleírások és
 * opciók"): the point limit, the factions its era and side allow, and the fringe options of the variants.
 */
import { ERA_FACTIONS, isEra } from './data/factions'
import type { Era, Faction, Side } from './data/types'
import { squadErrors } from './squadErrors'
import type { Parsed } from './squadList'

/** The point limits: 100 by the rulebook ("Összesen 100 pontot költhetsz el"), 150 and 200 as in organised play. */
export const POINT_LIMITS = [100, 150, 200] as const
export type PointLimit = (typeof POINT_LIMITS)[number]

/** The game variants that change squad building. Era against era is 'standard' with each seat's own era. */
export type SquadVariant = 'standard' | 'fringe-squad' | 'free-for-all' | 'three-way'

/** One seat's squad-building rules. */
export interface SquadRules {
  pointLimit: PointLimit
  /** The factions the squad may choose; null: any (free-for-all). */
  factions: readonly Faction[] | null
  /** Fringe characters may join a squad of another faction (not the light and dark squads of a three-way game). */
  fringeAllies: boolean
  /** Characters whose cards the engine knows only in part may be fielded. */
  allowPartial: boolean
}

/** The room's choices for one seat. `side: 'fringe'` is the third player of a three-way game. */
export interface SquadRulesOptions {
  pointLimit?: number
  variant?: SquadVariant
  era?: Era
  side?: Side | 'fringe'
  allowPartial?: boolean
}

/**
 * The rules for one seat. Standard: the era table's factions for the seat's side, plus fringe allies. Fringe squad
 * ("alkothatsz teljesen tiszta fringe csapatot"): the same, or a squad of fringe alone. Free-for-all ("a
 * csoportusásokra való tekintet nélkül állítasz össze csapatokat"): any faction, still one faction plus fringe per
 * squad (our reading: the option frees the choice of faction, not the mix inside a squad). Three-way: the third
 * player fields pure fringe, and "fringe karakterek nem lehetnek a másik két csapatban".
 */
export function squadRules(options: SquadRulesOptions): Parsed<SquadRules> {
  const bad = (hu: string, en: string): Parsed<SquadRules> => ({ ok: false, error: squadErrors.badRules(hu, en) })
  const o = typeof options === 'object' && options !== null ? options : {}
  const pointLimit = o.pointLimit ?? 100
  if (!(POINT_LIMITS as readonly number[]).includes(pointLimit))
    return bad('a pontkeret 100, 150 vagy 200 lehet.', 'the point limit must be 100, 150 or 200.')
  const variant = o.variant ?? 'standard'
  const allowPartial = o.allowPartial === true
  const rules = (factions: readonly Faction[] | null, fringeAllies: boolean): Parsed<SquadRules> => ({
    ok: true,
    value: { pointLimit: pointLimit as PointLimit, factions, fringeAllies, allowPartial },
  })
  if (variant === 'free-for-all') return rules(null, true)
  if (variant === 'three-way' && o.side === 'fringe') return rules(['fringe'], true)
  if (!isEra(o.era)) return bad('ismeretlen korszak.', 'unknown era.')
  if (o.side !== 'light' && o.side !== 'dark')
    return bad('a hely oldala világos vagy sötét.', "the seat's side must be light or dark.")
  const own = ERA_FACTIONS[o.era][o.side]
  switch (variant) {
    case 'standard':
      return rules(own, true)
    case 'fringe-squad':
      return rules([...own, 'fringe'], true)
    case 'three-way':
      return rules(own, false)
    default:
      return bad('ismeretlen játékváltozat.', 'unknown variant.')
  }
}
