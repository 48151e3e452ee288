/**
 * The attack preview in words and numbers for the preview panel: the refusal or the verdict, sight, range and cover
 * (with the corner the attacker shoots from), every modifier with its reason and whether it counts, the natural
 * needed, the hit and critical chances in per cent, the damage; and which allies could add combined fire, asked of
 * the engine's own preview so the list and the attack cannot disagree. Pure.
 */
import type { SeatId } from '../../../../engine/core/types'
import type { AttackPreview, SwmState } from '../../../../engine/games/swm'
import { attackPreview, CHARACTERS_BY_ID } from '../../../../engine/games/swm'
import type { CountedModifier } from '../../../../engine/games/swm/attack/modifiers'
import type { CharacterDef } from '../../../../engine/games/swm/data/types'
import type { Language } from '../../../lib/language'
import type { Words } from './turnText'

/** One modifier as a row: its signed number, its reason, and why it does not count (null when it counts). */
export interface ModifierRow {
  n: string
  reason: string
  applied: boolean
  ignored: string | null
}

/** The preview as the panel shows it. */
export interface PreviewView {
  legal: boolean
  /** The engine's refusal in the reader's language, or null. */
  refusal: string | null
  /** "Extra attack (Flurry …)", or null for the turn's own attack. */
  extra: Words | null
  /** Sight, range, adjacency and cover, one line each. */
  facts: Words[]
  /** Null unless legal. */
  numbers: {
    attack: number
    attackBonus: number
    attackRows: ModifierRow[]
    defense: number
    defenseTotal: number
    defenseRows: ModifierRow[]
    needed: number
    critFrom: number
    /** Chances in whole per cent (twentieths × 5). */
    hitPercent: number
    critPercent: number
    damageHit: number
    damageCritical: number
    /** Why a critical does what it does ("double damage"), or null. */
    critReason: string | null
    damageRows: ModifierRow[]
    forceReroll: boolean
  } | null
}

/** A number with its sign ("+4", "-2"). */
export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`
}

/** A chance in twentieths as whole per cent. */
export function percent(twentieths: number): number {
  return Math.max(0, Math.min(20, twentieths)) * 5
}

/** Counted modifiers as rows in `lang`. */
function rows(mods: readonly CountedModifier[], lang: Language): ModifierRow[] {
  return mods.map((m) => ({
    n: signed(m.n),
    reason: m.reason[lang],
    applied: m.applied,
    ignored: m.applied ? null : (m.ignoredBecause?.[lang] ?? null),
  }))
}

/** Sight, range, adjacency and cover as lines. */
function factsOf(preview: AttackPreview): Words[] {
  const g = preview.geometry
  if (!g) return []
  const facts: Words[] = [{ key: g.lineOfSight ? 'preview.sight' : 'preview.noSight' }]
  facts.push(g.range === null ? { key: 'preview.noRange' } : { key: 'preview.range', values: { range: g.range } })
  if (g.adjacent) facts.push({ key: 'preview.adjacent' })
  else if (g.inCover) facts.push({ key: 'preview.cover' })
  else if (g.bestCorner) {
    const clear = g.corners.filter((c) => !c.cover).length
    facts.push({
      key: 'preview.clear',
      values: { x: g.bestCorner.x, y: g.bestCorner.y, clear, total: g.corners.length },
    })
  }
  return facts
}

/** The preview panel's content in `lang`. */
export function previewView(preview: AttackPreview, lang: Language): PreviewView {
  const n = preview.numbers
  return {
    legal: preview.legal,
    refusal: preview.refusal ? preview.refusal.reason[lang] : null,
    extra: preview.extra ? { key: `preview.extra.${preview.extra}` } : null,
    facts: factsOf(preview),
    numbers: n && {
      attack: n.attack,
      attackBonus: n.attackBonus,
      attackRows: rows(n.attackModifiers, lang),
      defense: n.defense,
      defenseTotal: n.defenseTotal,
      defenseRows: rows(n.defenseModifiers, lang),
      needed: n.neededOnDie,
      critFrom: n.critFrom,
      hitPercent: percent(n.hitChance),
      critPercent: percent(n.critChance),
      damageHit: n.damage.hit.total,
      damageCritical: n.damage.critical.total,
      critReason: n.damage.critical.critReason?.[lang] ?? null,
      damageRows: rows(n.damage.hit.bonusModifiers, lang),
      forceReroll: n.forceReroll,
    },
  }
}

/**
 * The allies that could add combined fire to the running turn's attack: `seat`'s own figures on the map, not yet
 * activated, not the attacker. With a `target`, only those the engine's preview accepts as a helper against it (its
 * sight, melee-only and Mounted Weapon rules), plus those already chosen so they can be unticked. Empty while a
 * choice waits (an extra attack takes no helpers) or when the turn is not `seat`'s.
 */
export function helperCandidates(
  state: SwmState,
  seat: SeatId | null,
  target: string | null,
  chosen: readonly string[],
  roster: ReadonlyMap<string, CharacterDef> = CHARACTERS_BY_ID,
): string[] {
  const attacker = state.turn ? state.figures[state.turn.figure] : undefined
  if (!attacker || attacker.owner !== seat || state.pending.length > 0 || state.result) return []
  return state.order.filter((id) => {
    const f = state.figures[id]
    if (!f || f.owner !== seat || f.id === attacker.id || f.at === null || f.defeated || f.activated) return false
    if (target === null || chosen.includes(id)) return true
    return attackPreview(roster, state, attacker.id, target, [id]).legal
  })
}

/**
 * The preview of the attack the game would make now on `target` with `helpers`: by the offered extra attack's
 * figure, else the running turn's (what the controller previews while the pointer is on the target), or null.
 */
export function previewAgainst(
  state: SwmState,
  target: string,
  helpers: readonly string[],
  roster: ReadonlyMap<string, CharacterDef> = CHARACTERS_BY_ID,
): AttackPreview | null {
  const top = state.pending[state.pending.length - 1]
  const attacker = top?.kind === 'flurry' ? top.attacker : state.turn?.figure
  return attacker === undefined ? null : attackPreview(roster, state, attacker, target, [...helpers])
}
