/**
 * Targets (21.5): a card names its targets when played, before payment and reactions. A target is a player, a
 * creature or a building (21.5.7); with no legal target the card cannot be played (21.5.3), and a charm, skill,
 * body part or item played onto a card always targets its host (21.5.2, 21.6.3). On-enter targets are chosen at the
 * same time but a missing one only makes that effect fizzle (our reading, A§19 #4: Cinder Imp is still playable).
 */
import type { SlotId } from '../../core/hidden'
import type { HkkTarget } from './data/types'
import { ATTACHMENT_TYPES } from './data/validate'
import { buildings, creatures, defOf, other, PLAYERS, playZone } from './queries'
import type { Def, HkkState, Player, Plain } from './types'

/** A target spec and whether it may be left out (on-enter targets). */
export type TargetSlot = { spec: Plain<HkkTarget>; optional: boolean }

/**
 * Whether a card goes onto a host: a charm, skill, body part or item whose first on-play ability names a target —
 * that target 0 is the host (data/build.ts `attachTo`; 21.5.2, 21.6.3).
 */
export function isAttachment(def: Def): boolean {
  if (!ATTACHMENT_TYPES.includes(def.type)) return false
  const first = def.abilities.find((a) => a.trigger === 'on-play')
  return first?.trigger === 'on-play' && (first.targets?.length ?? 0) > 0
}

/** Every target a played card names, in payload order: on-play targets (the host first), then on-enter ones. */
export function playTargets(def: Def): TargetSlot[] {
  const out: TargetSlot[] = []
  for (const a of def.abilities)
    if (a.trigger === 'on-play') for (const spec of a.targets ?? []) out.push({ spec, optional: false })
  for (const a of def.abilities)
    if (a.trigger === 'on-enter') for (const spec of a.targets ?? []) out.push({ spec, optional: true })
  return out
}

/** Whether `side` (relative to `p`) admits `owner`. */
const sideOk = (side: HkkTarget['side'], p: Player, owner: Player): boolean =>
  side === undefined || side === 'any' || (side === 'you' ? owner === p : owner === other(p))

/** Every legal choice for one target spec, chosen by `p` (players as 'p1'/'p2', cards as slot ids). */
export function legalTargets(state: HkkState, p: Player, spec: Plain<HkkTarget>): string[] {
  const out: string[] = []
  for (const q of PLAYERS) {
    if (!sideOk(spec.side, p, q)) continue
    if (spec.kind === 'player' || spec.kind === 'any') out.push(q)
    if (spec.kind === 'creature' || spec.kind === 'any') {
      for (const s of creatures(state, q)) {
        if (spec.zone && playZone(state, s) !== spec.zone) continue
        if (spec.subtype && defOf(state, s).type !== spec.subtype) continue
        out.push(s)
      }
    }
    if ((spec.kind === 'building' || spec.kind === 'any') && (!spec.zone || spec.zone === 'field')) {
      out.push(...buildings(state, q))
    }
  }
  return out
}

/**
 * Checks the targets given for `slots`: 'none' when a required target has no legal choice (no play), 'bad' when a
 * given one is not legal or one is missing, else null.
 */
export function targetProblem(state: HkkState, p: Player, slots: TargetSlot[], given: string[]): 'none' | 'bad' | null {
  if (given.length > slots.length) return 'bad'
  for (let i = 0; i < slots.length; i++) {
    const { spec, optional } = slots[i]!
    const legal = legalTargets(state, p, spec)
    if (legal.length === 0 && !optional) return 'none'
    const g = given[i]
    if (g === undefined || g === '') {
      if (optional && legal.length === 0) continue
      return optional ? (legal.length === 0 ? null : 'bad') : 'bad'
    }
    if (!legal.includes(g)) return 'bad'
  }
  return null
}

/** A first legal choice for every target (on-enter ones left empty when none is legal), or null when none. */
export function firstTargets(state: HkkState, p: Player, slots: TargetSlot[], firstPick = 0): string[] | null {
  const out: string[] = []
  for (let i = 0; i < slots.length; i++) {
    const legal = legalTargets(state, p, slots[i]!.spec)
    if (legal.length === 0) {
      if (!slots[i]!.optional) return null
      out.push('')
      continue
    }
    out.push(i === 0 ? (legal[firstPick % legal.length] as string) : (legal[0] as string))
  }
  return out
}

/** Whether a target string still names something (a player, or a card in play). */
export const stillThere = (state: HkkState, t: string | SlotId): boolean =>
  t === 'p1' || t === 'p2' || Object.hasOwn(state.perms, t)
