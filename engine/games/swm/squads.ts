/**
 * Squad validation (rulebook "Csapat összeállítása", glossary "Unique", "Order 66", team play): a faction and its
 * characters (plus fringe), one of each unique person, within the point limit. Every refusal is a typed error naming
 * the character at fault; nothing here throws on a hostile list.
 */
import { CHARACTERS_BY_ID } from './data/characters'
import { isFaction } from './data/factions'
import type { CharacterDef, Faction } from './data/types'
import { squadErrors } from './squadErrors'
import type { SquadError } from './squadErrors'
import { parseSquadList } from './squadList'
import type { CanonicalSquad, Parsed } from './squadList'
import type { SquadRules } from './squadRules'

/** Where characters are looked up: the game's table, or a test's fixtures. */
export type Roster = ReadonlyMap<string, CharacterDef>

/**
 * The unique group of Emperor Palpatine, whom Order 66 characters may join whatever their faction ("lehetnek egy
 * csapatban Palpatine császáral, tekintet nélkül az eredeti csoportjukra"). Our reading: every variant of Palpatine
 * (his one unique group) counts as the Emperor here.
 */
export const PALPATINE_GROUP = 'palpatine'

/** A squad that passed every rule: its canonical list, its members and its points. */
export interface ValidSquad {
  squad: CanonicalSquad
  faction: Faction
  members: readonly { def: CharacterDef; count: number }[]
  points: number
}

/** Whether a character's card has the ability `id`. */
export function hasAbility(def: CharacterDef, id: string): boolean {
  return def.abilities.some((a) => a.id === id)
}

/** The squad's members looked up in `roster`, or the first unknown id. */
export function lookUp(
  entries: readonly (readonly [string, number])[],
  roster: Roster,
): Parsed<{ def: CharacterDef; count: number }[]> {
  const members: { def: CharacterDef; count: number }[] = []
  for (const [id, count] of entries) {
    const def = roster.get(id)
    if (!def) return { ok: false, error: squadErrors.unknownCharacter(id) }
    members.push({ def, count })
  }
  return { ok: true, value: members }
}

/**
 * Whether `def` may join a squad of `faction`: "A csapatod olyan karaktereket tartalmazhat, amelyek vagy az általad
 * választott csoport szimbólumát, vagy a kívülállók (fringe) szimbólumát viselik." Order 66 characters also join a
 * squad with Palpatine.
 */
export function factionError(
  def: CharacterDef,
  faction: Faction,
  rules: SquadRules,
  withPalpatine: boolean,
): SquadError | null {
  if (def.faction === faction) return null
  if (def.faction === 'fringe' && rules.fringeAllies) return null
  if (withPalpatine && hasAbility(def, 'order-66')) return null
  return squadErrors.wrongFaction(def, faction, rules.fringeAllies)
}

/**
 * The first unique rule the members break: "A csapatodban ugyanolyan néven csak egy egyedi karakter lehet", and
 * variants of one person share a unique group. `seen` carries groups already taken (e.g. by the squad, for its
 * reinforcements).
 */
export function uniqueError(
  members: readonly { def: CharacterDef; count: number }[],
  seen: Map<string, CharacterDef> = new Map(),
): SquadError | null {
  for (const { def, count } of members) {
    if (!def.unique) continue
    if (count > 1) return squadErrors.duplicateUnique(def, def)
    const other = seen.get(def.unique.group)
    if (other) return squadErrors.duplicateUnique(def, other)
    seen.set(def.unique.group, def)
  }
  return null
}

/** The members' total cost. */
export function pointsOf(members: readonly { def: CharacterDef; count: number }[]): number {
  return members.reduce((sum, m) => sum + m.def.cost * m.count, 0)
}

/** The squad's faction, if these rules allow it. */
function squadFaction(faction: string, rules: SquadRules): Parsed<Faction> {
  if (!isFaction(faction)) return { ok: false, error: squadErrors.unknownFaction(faction) }
  if (rules.factions === null || rules.factions.includes(faction)) return { ok: true, value: faction }
  return {
    ok: false,
    error:
      faction === 'fringe'
        ? squadErrors.fringeSquadNotAllowed()
        : squadErrors.factionNotAllowed(faction, rules.factions),
  }
}

/**
 * Checks an untrusted squad list against one seat's rules; returns the squad, or the first rule it breaks (in a
 * fixed order: shape, faction, each character by id, unique, points), so every peer gives the same reason.
 */
export function validateSquad(list: unknown, rules: SquadRules, roster: Roster = CHARACTERS_BY_ID): Parsed<ValidSquad> {
  const parsed = parseSquadList(list)
  if (!parsed.ok) return parsed
  const squad = parsed.value
  if (squad.characters.length === 0) return { ok: false, error: squadErrors.empty() }
  const faction = squadFaction(squad.faction, rules)
  if (!faction.ok) return faction
  const found = lookUp(squad.characters, roster)
  if (!found.ok) return found
  const members = found.value
  const withPalpatine = members.some((m) => m.def.unique?.group === PALPATINE_GROUP)
  for (const { def } of members) {
    if (def.completeness === 'partial' && !rules.allowPartial)
      return { ok: false, error: squadErrors.partialCharacter(def) }
    const wrong = factionError(def, faction.value, rules, withPalpatine)
    if (wrong) return { ok: false, error: wrong }
  }
  const unique = uniqueError(members)
  if (unique) return { ok: false, error: unique }
  // "Összesen 100 pontot költhetsz el": at most the limit. The card section's "legalább 100 pontnyi" (at least 100)
  // contradicts the rulebook's own 99-point sample squad, so there is no minimum.
  const points = pointsOf(members)
  if (points > rules.pointLimit) return { ok: false, error: squadErrors.overPoints(points, rules.pointLimit) }
  return { ok: true, value: { squad, faction: faction.value, members, points } }
}

/**
 * Team play: "Egy csoporton belül a két csapat nem tartalmazhat egyforma egyedi karaktereket." The first unique
 * person two squads of one side both field, or null.
 */
export function teamUniqueError(squads: readonly ValidSquad[]): SquadError | null {
  const seen = new Map<string, number>()
  for (const [i, s] of squads.entries()) {
    for (const { def } of s.members) {
      if (!def.unique) continue
      const owner = seen.get(def.unique.group)
      if (owner !== undefined && owner !== i) return squadErrors.duplicateUniqueInTeam(def)
      seen.set(def.unique.group, i)
    }
  }
  return null
}
