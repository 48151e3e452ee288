/**
 * Reinforcements picked after the squads are revealed (glossary "Fringe Reinforcements 30", "Droid Reinforcements
 * 20"): fringe or droid characters added outside the point total. Each pick says which ability's pool it comes from,
 * so a fringe droid is never counted twice or guessed into a pool.
 */
import type { LocalizedText } from '../../core/types'
import { ABILITIES } from './data/abilities'
import { CHARACTERS_BY_ID } from './data/characters'
import type { CharacterDef } from './data/types'
import { squadErrors } from './squadErrors'
import { parseEntries } from './squadList'
import type { Parsed } from './squadList'
import type { SquadRules } from './squadRules'
import { factionError, lookUp, PALPATINE_GROUP, pointsOf, uniqueError } from './squads'
import type { Roster, ValidSquad } from './squads'

/** The two pools, by the ability that opens each. */
const POOLS = {
  fringe: {
    ability: 'fringe-reinforcements',
    // "30 pontnyi fringe karaktert adhatsz a csapatodhoz"
    fits: (def: CharacterDef) => def.faction === 'fringe',
    needed: { en: 'fringe', hu: 'fringe (kívülálló)' },
  },
  droid: {
    ability: 'droid-reinforcements',
    // "20 pontnyi droid karaktert adhatsz a csapatodhoz"; "A kiborg karakter droidnak és nem droidnak is számít."
    fits: (def: CharacterDef) => def.traits.includes('droid') || def.traits.includes('cyborg'),
    needed: { en: 'a droid', hu: 'droid' },
  },
} as const satisfies Record<string, { ability: keyof typeof ABILITIES; fits: unknown; needed: LocalizedText }>

/** A reinforcement pool. */
export type ReinforcementPool = keyof typeof POOLS

/** Reinforcements as a player picks them: characters per pool. */
export interface ReinforcementPicks {
  fringe: readonly { id: string; count: number }[]
  droid: readonly { id: string; count: number }[]
}

/** Checked picks: per pool `[id, count]` pairs sorted by id, their members and their points. */
export interface ValidReinforcements {
  fringe: [string, number][]
  droid: [string, number][]
  members: readonly { def: CharacterDef; count: number; pool: ReinforcementPool }[]
}

/**
 * The points a squad may add to a pool: the sum of the pool ability's numbers over every figure that has it. Our
 * reading: each card's ability adds its own points, so two such characters add twice (the glossary sets no limit).
 */
export function reinforcementAllowance(squad: ValidSquad, pool: ReinforcementPool): number {
  const id = POOLS[pool].ability
  let points = 0
  for (const { def, count } of squad.members)
    for (const a of def.abilities) if (a.id === id) points += (a.n ?? 0) * count
  return points
}

const poolName = (pool: ReinforcementPool): LocalizedText => {
  const { en, hu } = ABILITIES[POOLS[pool].ability]
  return { en, hu }
}

/**
 * Checks untrusted picks for a revealed squad: each pool needs its ability in the squad and stays within its points,
 * each pick is of the pool's kind and may join the squad's faction (they join "a csapatodhoz", your squad), and the
 * unique rule holds across the squad and the picks together.
 */
export function validateReinforcements(
  squad: ValidSquad,
  picks: unknown,
  rules: SquadRules,
  roster: Roster = CHARACTERS_BY_ID,
): Parsed<ValidReinforcements> {
  if (typeof picks !== 'object' || picks === null || Array.isArray(picks))
    return {
      ok: false,
      error: squadErrors.malformed('erősítésenként egy lista kell.', 'expected a list per reinforcement pool.'),
    }
  const out: ValidReinforcements = { fringe: [], droid: [], members: [] }
  const members: { def: CharacterDef; count: number; pool: ReinforcementPool }[] = []
  const withPalpatine = squad.members.some((m) => m.def.unique?.group === PALPATINE_GROUP)
  for (const pool of ['fringe', 'droid'] as const) {
    const raw = (picks as Record<string, unknown>)[pool] ?? []
    const entries = parseEntries(raw)
    if (!entries.ok) return entries
    if (entries.value.length === 0) continue
    const found = lookUp(entries.value, roster)
    if (!found.ok) return found
    const name = poolName(pool)
    const allowance = reinforcementAllowance(squad, pool)
    if (allowance === 0) return { ok: false, error: squadErrors.reinforcementsNotAllowed(name) }
    for (const { def } of found.value) {
      if (!POOLS[pool].fits(def))
        return { ok: false, error: squadErrors.reinforcementsWrongKind(def, name, POOLS[pool].needed) }
      if (def.completeness === 'partial' && !rules.allowPartial)
        return { ok: false, error: squadErrors.partialCharacter(def) }
      const wrong = factionError(def, squad.faction, rules, withPalpatine)
      if (wrong) return { ok: false, error: wrong }
    }
    const points = pointsOf(found.value)
    if (points > allowance) return { ok: false, error: squadErrors.reinforcementsOverPoints(name, points, allowance) }
    out[pool] = entries.value
    members.push(...found.value.map((m) => ({ ...m, pool })))
  }
  const taken = new Map<string, CharacterDef>()
  for (const { def } of squad.members) if (def.unique) taken.set(def.unique.group, def)
  const unique = uniqueError(members, taken)
  if (unique) return { ok: false, error: unique }
  return { ok: true, value: { ...out, members } }
}
