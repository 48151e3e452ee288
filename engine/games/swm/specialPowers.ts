/**
 * Plays the powers family's rows (specialPowerRows.ts) for `use-power`: reads the extra payload fields (`target`;
 * Force Lightning's `also`, the two figures next to the target it hits too; Lightsaber Assault's `targets`), says why
 * a choice is refused, lists every accepted choice for `legalActions`, and carries the effect out. Area damage goes
 * through harm.ts (defeat, Avoid Defeat, Force Spirit, victory). Saves roll from the power's entropy, one die per
 * figure. Powers "nem számít támadásnak és nem kell rá kockával dobni" deal their damage with no attack roll.
 */
import { payloadError } from '../../core/game'
import type { EngineError, EngineEvent, Json } from '../../core/types'
import { dieStream, rollD20 } from './attack/dice'
import { abilityOf } from './attack/figure'
import { save, SAVE_11 } from './attack/saves'
import { assaultTargetProblem, attackEach, barrageTargets } from './attackPowers'
import type { Ctx } from './context'
import { defOf, enemies, figureById, placedFigures, spaceOfFigure } from './context'
import { ABILITIES, type AbilityId } from './data/abilities'
import { swmErrors } from './errors'
import { proceed } from './flow'
import { turnRef } from './forcePoints'
import { adjacent, lineOfSight, range } from './geometry'
import { dealDamage } from './harm'
import { specialPowerErrors } from './specialPowerErrors'
import type { BlastSave, SpecialPowerRow } from './specialPowerRows'
import { targetProblem } from './targeting'
import { lendTurn } from './turnStack'
import { offerSpecialReroll, type HeldSpecial } from './saveRerolls'
import type { Figure, SwmState } from './types'
import { registerSteps } from './pipeline'

/** The choices a `use-power` of this family names, as figure ids. */
export type SpecialPlan = { target?: string; also?: string[]; targets?: string[] }

type Blast = SpecialPowerRow & { kind: 'blast' }

/** Reads a list of figure ids of at most `max` entries (absent: none); a malformed one is refused. */
function readIds(payload: { [key: string]: Json }, key: string, max: number): string[] {
  const raw = payload[key]
  if (raw === undefined) return []
  if (!Array.isArray(raw) || raw.length > max || raw.some((x) => typeof x !== 'string' || x === '' || x.length > 120))
    payloadError(`a(z) „${key}” mező hibás figuralista.`, `field "${key}" must be a short list of figure ids.`)
  return raw as string[]
}

/** Reads the payload fields `row` needs (a hostile shape throws PayloadError, which apply turns into a refusal). */
export function readSpecialPlan(payload: { [key: string]: Json }, row: SpecialPowerRow): SpecialPlan {
  const target = (): string => {
    const v = payload.target
    if (typeof v !== 'string' || v === '' || v.length > 120)
      payloadError('a „target” mezőnek szövegnek kell lennie.', 'field "target" must be a non-empty string.')
    return v
  }
  switch (row.kind) {
    case 'blast':
      return row.reach === 'two-adjacent'
        ? { target: target(), also: readIds(payload, 'also', 2) }
        : { target: target() }
    case 'borrow':
      return { target: target() }
    case 'assault':
      return { targets: readIds(payload, 'targets', row.attacks) }
    default:
      return {}
  }
}

/** The figures other than `target` adjacent to it, in the fixed order. */
function neighbours(state: SwmState, ctx: Ctx, target: Figure): Figure[] {
  const there = spaceOfFigure(ctx, target)!
  return placedFigures(state).filter((f) => f.id !== target.id && adjacent(ctx.blockers, there, spaceOfFigure(ctx, f)!))
}

/** Squares between two figures on the map, counted around walls (null: no way around). */
function squaresBetween(ctx: Ctx, a: Figure, b: Figure): number | null {
  return range(ctx.blockers, spaceOfFigure(ctx, a)!, spaceOfFigure(ctx, b)!)
}

/** Why the blast's named target (and Force Lightning's picks) are refused, or null. */
function blastProblem(state: SwmState, ctx: Ctx, user: Figure, row: Blast, plan: SpecialPlan): EngineError | null {
  const target = figureById(state, plan.target ?? '')
  if (row.aim === 'legal') {
    const problem = targetProblem(state, ctx, user, target)
    if (problem) return problem
  } else if (!target || target.at === null || target.defeated || !enemies(user, target)) return swmErrors.notEnemy()
  const r = squaresBetween(ctx, user, target!)
  if (r === null || r > row.within) return swmErrors.outOfRange(row.within)
  if (row.reach !== 'two-adjacent') return null
  const around = neighbours(state, ctx, target!).map((f) => f.id)
  const needed = Math.min(2, around.length)
  const picks = plan.also ?? []
  if (picks.length !== needed || new Set(picks).size !== needed || picks.some((id) => !around.includes(id)))
    return specialPowerErrors.wrongPicks(needed)
  return null
}

/** Why a borrowed-turn power may not choose `plan.target`, or null. */
function borrowProblem(
  state: SwmState,
  ctx: Ctx,
  user: Figure,
  row: SpecialPowerRow & { kind: 'borrow' },
  plan: SpecialPlan,
): EngineError | null {
  const target = figureById(state, plan.target ?? '')
  if (!target) return swmErrors.unknownFigure(plan.target ?? '')
  if (target.at === null || target.defeated) return swmErrors.notOnMap()
  if (target.id === user.id) return specialPowerErrors.notSelf()
  if (!lineOfSight(ctx.blockers, spaceOfFigure(ctx, user)!, spaceOfFigure(ctx, target)!))
    return swmErrors.noLineOfSight()
  const def = defOf(ctx, target)
  if (row.who === 'non-unique-ally') {
    if (enemies(user, target)) return specialPowerErrors.notAlly()
    if (def.unique !== null) return specialPowerErrors.uniqueNotAllowed()
  } else if (def.traits.includes('droid') && !def.traits.includes('cyborg')) return specialPowerErrors.droidNotAllowed()
  return null
}

/** Why `user` may not play `row` with `plan` now (the user's own checks are powers.ts's), or null. */
export function specialProblem(
  state: SwmState,
  ctx: Ctx,
  user: Figure,
  row: SpecialPowerRow,
  plan: SpecialPlan,
): EngineError | null {
  switch (row.kind) {
    case 'blast':
      return blastProblem(state, ctx, user, row, plan)
    case 'borrow':
      return borrowProblem(state, ctx, user, row, plan)
    case 'valor':
      return user.valor ? specialPowerErrors.valorHeld() : null
    case 'barrage':
      return barrageTargets(state, ctx, user).length === 0 ? specialPowerErrors.noLegalTargets() : null
    case 'assault': {
      const ids = plan.targets ?? []
      if (ids.length !== row.attacks) return specialPowerErrors.attackCount(row.attacks)
      for (const id of ids) {
        const problem = assaultTargetProblem(state, ctx, user, figureById(state, id))
        if (problem) return problem
      }
      return null
    }
    case 'stun':
      return null
  }
}

/** Every choice `specialProblem` accepts for `row` now, as payload fields to add to `{ power }`. */
export function specialPayloads(
  state: SwmState,
  ctx: Ctx,
  user: Figure,
  row: SpecialPowerRow,
): { [key: string]: Json }[] {
  const ok = (plan: SpecialPlan) => specialProblem(state, ctx, user, row, plan) === null
  const figures = placedFigures(state)
  switch (row.kind) {
    case 'blast':
    case 'borrow': {
      const out: { [key: string]: Json }[] = []
      for (const t of figures) {
        if (row.kind === 'blast' && row.reach === 'two-adjacent') {
          for (const also of pairsOf(neighbours(state, ctx, t).map((f) => f.id)))
            if (ok({ target: t.id, also })) out.push(also.length ? { target: t.id, also } : { target: t.id })
        } else if (ok({ target: t.id })) out.push({ target: t.id })
      }
      return out
    }
    case 'assault': {
      const near = figures.filter((f) => assaultTargetProblem(state, ctx, user, f) === null).map((f) => f.id)
      return near.flatMap((a) => near.map((b) => ({ targets: [a, b] })))
    }
    default:
      return ok({}) ? [{}] : []
  }
}

/** The picks Force Lightning may name among `around`: every pair, or all of them when fewer than two. */
function pairsOf(around: string[]): string[][] {
  if (around.length < 2) return [around]
  const out: string[][] = []
  for (let i = 0; i < around.length; i++) for (let j = i + 1; j < around.length; j++) out.push([around[i]!, around[j]!])
  return out
}

/** The figures a blast hits, each once: the target, then those around it that the row reaches. */
function blastVictims(state: SwmState, ctx: Ctx, user: Figure, row: Blast, target: Figure, also: string[]): Figure[] {
  if (row.reach === 'target') return [target]
  if (row.reach === 'all-adjacent') return [target, ...neighbours(state, ctx, target)]
  const picked = also.map((id) => state.figures[id]!)
  // "beleértve a támadó karaktert is, ha nincs elég szomszédos karakter": the user fills a missing place, once.
  const hit = [target, ...picked]
  return picked.length < 2 && !hit.includes(user) ? [...hit, user] : hit
}

/**
 * The damage a blast deals to `victim` after its save (if the row allows one). `hold` gets a failed save's die and
 * returns true when a reroll window (saveRerolls.ts) now holds the rest: then null.
 */
function afterSave(
  state: SwmState,
  victim: Figure,
  amount: number,
  kind: BlastSave,
  power: AbilityId,
  entropy: string,
  events: EngineEvent[],
  hold?: (natural: number) => boolean,
): number | null {
  if (kind === 'none') return amount
  const die = rollD20(entropy, dieStream('save', victim.id, turnRef(state), power))
  if (!die.ok) throw new Error(die.error.reason.en)
  const record = save(die.value, SAVE_11, { hu: ABILITIES[power].hu, en: ABILITIES[power].en })
  if (!record.ok) throw new Error(record.error.reason.en)
  events.push({ type: 'save-rolled', data: { figure: victim.id, ...record.value } })
  if (!record.value.success && hold?.(die.value)) return null
  return savedAmount(amount, kind, record.value.success)
}

/** What is left of a blast's `amount` after a save of `kind` that did or did not succeed. */
export function savedAmount(amount: number, kind: BlastSave, success: boolean): number {
  if (!success || kind === 'none') return amount
  return kind === 'negates' ? 0 : Math.max(0, amount - 10)
}

/**
 * A blast's damage to each of its `victims` in turn, after each one's save; a failed save may open a reroll window
 * (saveRerolls.ts) that holds the victims still to come.
 */
export function blastDamage(state: SwmState, ctx: Ctx, blast: HeldSpecial, events: EngineEvent[]): void {
  const user = state.figures[blast.user]!
  for (const [i, id] of blast.victims.entries()) {
    if (state.result) break
    const victim = state.figures[id]!
    if (victim.defeated) continue
    const rest = { ...blast, victims: blast.victims.slice(i + 1) }
    const hold = (natural: number) => offerSpecialReroll(state, ctx, victim, natural, rest)
    const taken = afterSave(state, victim, blast.amount, blast.save, blast.power, blast.entropy, events, hold)
    if (taken === null) return
    if (taken > 0) dealDamage(state, ctx, victim, taken, user, events, blast.entropy)
  }
}

/** Carries out `row` for `user` (Force already spent, the turn's attacks or turn already marked as used). */
export function useSpecial(
  state: SwmState,
  ctx: Ctx,
  user: Figure,
  power: AbilityId,
  row: SpecialPowerRow,
  plan: SpecialPlan,
  entropy: string,
  events: EngineEvent[],
): EngineError | null {
  switch (row.kind) {
    case 'blast': {
      const amount = row.amount === 'n' ? (abilityOf(defOf(ctx, user), power)?.n ?? 0) : row.amount
      const target = state.figures[plan.target!]!
      const victims = blastVictims(state, ctx, user, row, target, plan.also ?? []).map((v) => v.id)
      blastDamage(state, ctx, { user: user.id, power, amount, save: row.save, victims, entropy }, events)
      break
    }
    case 'stun':
      stun(state, ctx, user, row.within, entropy, events)
      break
    case 'valor':
      user.valor = true
      events.push({ type: 'force-valor', data: { figure: user.id } })
      break
    case 'assault': {
      const error = attackEach(
        state,
        ctx,
        user,
        plan.targets!.map((id) => state.figures[id]!),
        'assault',
        entropy,
        events,
      )
      if (error) return error
      break
    }
    case 'barrage': {
      const error = attackEach(state, ctx, user, barrageTargets(state, ctx, user), 'barrage', entropy, events)
      if (error) return error
      break
    }
    case 'borrow':
      borrow(state, ctx, user, power, state.figures[plan.target!]!, entropy, events)
      break
  }
  proceed(state, ctx, events)
  return null
}

/**
 * Shockwave: every figure within 6 squares (counted around walls; friend or foe, not the user) that has not yet
 * activated this round rolls a save of 11 or counts as activated ("elvesztik ezt a fordulójukat"). Reading: a figure
 * that already activated has nothing to lose and rolls no save.
 */
function stun(state: SwmState, ctx: Ctx, user: Figure, within: number, entropy: string, events: EngineEvent[]): void {
  const victims = placedFigures(state).filter((f) => {
    const r = f.id === user.id || f.activated ? null : squaresBetween(ctx, user, f)
    return r !== null && r <= within
  })
  const ids = victims.map((f) => f.id)
  stunEach(state, ctx, { user: user.id, power: 'shockwave', amount: 1, save: 'negates', victims: ids, entropy }, events)
}

/** Shockwave's saves, each victim in turn; a failed save may open a reroll window that holds those still to come. */
function stunEach(state: SwmState, ctx: Ctx, wave: HeldSpecial, events: EngineEvent[]): void {
  for (const [i, id] of wave.victims.entries()) {
    const f = state.figures[id]!
    const hold = (natural: number) =>
      offerSpecialReroll(state, ctx, f, natural, { ...wave, victims: wave.victims.slice(i + 1) })
    const left = afterSave(state, f, 1, 'negates', 'shockwave', wave.entropy, events, hold)
    if (left === null) return
    if (left === 1) stunned(f, wave.user, events)
  }
}

/** Shockwave's effect on a figure that failed its save: it counts as activated this round. */
function stunned(f: Figure, by: string, events: EngineEvent[]): void {
  f.activated = true
  events.push({ type: 'stunned', data: { figure: f.id, by } })
}

/**
 * Finishes a special held for a victim's save reroll (saveRerolls.ts) with that save's final result: the blast's
 * damage, Shockwave's stun or Dominate's lent turn, then the victims still to come.
 */
export function finishSpecialSave(
  state: SwmState,
  ctx: Ctx,
  held: HeldSpecial,
  victim: Figure,
  saved: boolean,
  events: EngineEvent[],
): void {
  const user = state.figures[held.user]!
  if (held.power === 'shockwave') {
    if (!saved) stunned(victim, user.id, events)
    return stunEach(state, ctx, held, events)
  }
  if (held.power === 'dominate') {
    if (saved) events.push({ type: 'resisted', data: { figure: victim.id, power: held.power } })
    else lendTurn(state, victim, { power: 'dominate', user: user.id, entropy: held.entropy }, user.owner, events)
    return
  }
  const taken = savedAmount(held.amount, held.save, saved)
  if (taken > 0) dealDamage(state, ctx, victim, taken, user, events, held.entropy)
  blastDamage(state, ctx, held, events)
}

/**
 * Pawn of the Dark Side lends the chosen ally a turn at once; Dominate lends the target's turn to the user's seat
 * unless it resists: "Képes ellenállni ennek a hatásnak 11-es dobásával". Reading: only an enemy rolls that save (an
 * ally's player does not resist its own side).
 */
function borrow(
  state: SwmState,
  ctx: Ctx,
  user: Figure,
  power: AbilityId,
  target: Figure,
  entropy: string,
  events: EngineEvent[],
): void {
  if (power === 'dominate' && enemies(user, target)) {
    const held = { user: user.id, power, amount: 1, save: 'negates' as const, victims: [], entropy }
    const left = afterSave(state, target, 1, 'negates', power, entropy, events, (natural) =>
      offerSpecialReroll(state, ctx, target, natural, held),
    )
    if (left === null) return
    if (left === 0) {
      events.push({ type: 'resisted', data: { figure: target.id, power } })
      return
    }
  }
  const lent = power === 'dominate' ? 'dominate' : 'pawn-of-the-dark-side'
  lendTurn(state, target, { power: lent, user: user.id, entropy }, user.owner, events)
}

registerSteps({ finishSpecialSave })
