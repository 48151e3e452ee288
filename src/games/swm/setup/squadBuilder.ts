/**
 * The squad builder's model: which characters a seat may field under its rules, a draft as counts per character,
 * the engine's verdict on it, a suggested legal squad near the point limit, and the draft's storage form (kept in
 * localStorage so a reload does not lose it).
 */
import type { LocalizedText, SeatId } from '../../../../engine/core/types'
import { CHARACTERS, CHARACTERS_BY_ID } from '../../../../engine/games/swm/data/characters'
import { FACTIONS, isFaction } from '../../../../engine/games/swm/data/factions'
import type { CharacterDef, Faction } from '../../../../engine/games/swm/data/types'
import { MAX_FIGURES_PER_CHARACTER } from '../../../../engine/games/swm/squadList'
import type { SquadList } from '../../../../engine/games/swm/squadList'
import type { SquadRules } from '../../../../engine/games/swm/squadRules'
import { PALPATINE_GROUP, hasAbility, validateSquad } from '../../../../engine/games/swm/squads'

/** A squad being built: its faction (null until chosen) and how many of each character. */
export interface SquadDraft {
  faction: Faction | null
  counts: Readonly<Record<string, number>>
}

/** A draft with nothing in it. */
export const EMPTY_DRAFT: SquadDraft = { faction: null, counts: {} }

/** The factions a seat may choose under `rules` (any, in free-for-all). */
export function allowedFactions(rules: SquadRules): readonly Faction[] {
  return rules.factions ?? FACTIONS
}

/** The draft's faction if the rules allow it, else the first they allow (a draft from other rules falls back). */
export function factionOf(draft: SquadDraft, rules: SquadRules): Faction {
  const allowed = allowedFactions(rules)
  return draft.faction !== null && allowed.includes(draft.faction) ? draft.faction : allowed[0]!
}

/**
 * The characters a squad of `faction` may field, in the table's order: the faction's own, fringe allies where the rules allow them, and Order 66 characters where Palpatine could join (validateSquad
 * refuses them unless he does). Cards the engine knows only in part are left out unless the rules allow them.
 */
export function fieldable(rules: SquadRules, faction: Faction, roster = CHARACTERS): CharacterDef[] {
  const usable = roster.filter((d) => d.completeness === 'full' || rules.allowPartial)
  const joins = (d: CharacterDef) => d.faction === faction || (d.faction === 'fringe' && rules.fringeAllies)
  const palpatine = usable.some((d) => d.unique?.group === PALPATINE_GROUP && joins(d))
  return usable.filter((d) => joins(d) || (palpatine && hasAbility(d, 'order-66')))
}

/** The draft's points (unknown ids count nothing: validateSquad names them). */
export function draftPoints(draft: SquadDraft): number {
  return Object.entries(draft.counts).reduce((sum, [id, n]) => sum + (CHARACTERS_BY_ID.get(id)?.cost ?? 0) * n, 0)
}

/** The draft as the engine's list, under the faction the rules give it; entries sorted by id, empty ones left out. */
export function draftToList(draft: SquadDraft, rules: SquadRules): SquadList {
  const characters = Object.entries(draft.counts)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, count]) => ({ id, count }))
  return { faction: factionOf(draft, rules), characters }
}

/** The engine's refusal of the draft under `rules`, or null when it may be committed. */
export function draftProblem(draft: SquadDraft, rules: SquadRules): LocalizedText | null {
  const checked = validateSquad(draftToList(draft, rules), rules)
  return checked.ok ? null : checked.error.reason
}

/** The draft with `delta` more (or fewer) of character `id`, never below 0 or above the list's per-character bound. */
export function changeCount(draft: SquadDraft, id: string, delta: number): SquadDraft {
  const n = Math.min(MAX_FIGURES_PER_CHARACTER, Math.max(0, (draft.counts[id] ?? 0) + delta))
  const counts = { ...draft.counts }
  if (n === 0) delete counts[id]
  else counts[id] = n
  return { ...draft, counts }
}

/** The draft switched to `faction`, keeping only the characters that faction may still field. */
export function withFaction(draft: SquadDraft, faction: Faction, rules: SquadRules): SquadDraft {
  const ok = new Set(fieldable(rules, faction).map((d) => d.id))
  return { faction, counts: Object.fromEntries(Object.entries(draft.counts).filter(([id]) => ok.has(id))) }
}

/**
 * A legal squad of `faction` near the point limit: greedily the dearest character that still fits (each unique
 * person once), so leaders come first and troopers fill the rest. Order 66 characters are skipped: they need
 * Palpatine, whom the greedy pick may not take.
 */
export function suggestSquad(rules: SquadRules, faction: Faction): SquadDraft {
  const pool = fieldable(rules, faction)
    .filter((d) => d.faction === faction || d.faction === 'fringe')
    .sort((a, b) => b.cost - a.cost || (a.id < b.id ? -1 : 1))
  const counts: Record<string, number> = {}
  const taken = new Set<string>()
  let left = rules.pointLimit
  for (;;) {
    const pick = pool.find(
      (d) =>
        d.cost > 0 &&
        d.cost <= left &&
        (counts[d.id] ?? 0) < MAX_FIGURES_PER_CHARACTER &&
        !(d.unique && taken.has(d.unique.group)),
    )
    if (!pick) break
    counts[pick.id] = (counts[pick.id] ?? 0) + 1
    if (pick.unique) taken.add(pick.unique.group)
    left -= pick.cost
  }
  return { faction, counts }
}

/** Where a seat's draft is kept for a room. */
export function draftKey(room: string, seat: SeatId): string {
  return `holotable:swm-draft:${room}:${seat}`
}

/**
 * Reads a stored draft; anything corrupt or foreign (bad JSON, wrong shape, unknown faction) gives the empty draft,
 * and counts that are not whole numbers within the list's bound, or name no character, are dropped.
 */
export function parseDraft(raw: string | null): SquadDraft {
  let value: unknown
  try {
    value = JSON.parse(raw ?? 'null')
  } catch {
    return EMPTY_DRAFT
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return EMPTY_DRAFT
  const { faction, counts } = value as { faction?: unknown; counts?: unknown }
  if (faction !== null && !isFaction(faction)) return EMPTY_DRAFT
  if (typeof counts !== 'object' || counts === null || Array.isArray(counts)) return EMPTY_DRAFT
  const kept = Object.entries(counts as Record<string, unknown>).filter(
    (e): e is [string, number] =>
      CHARACTERS_BY_ID.has(e[0]) &&
      typeof e[1] === 'number' &&
      Number.isSafeInteger(e[1]) &&
      e[1] > 0 &&
      e[1] <= MAX_FIGURES_PER_CHARACTER,
  )
  return { faction, counts: Object.fromEntries(kept) }
}

/** The draft's storage form. */
export function serializeDraft(draft: SquadDraft): string {
  return JSON.stringify({ faction: draft.faction, counts: draft.counts })
}
