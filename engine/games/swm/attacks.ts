/**
 * Attacks in the state machine (analysis §9–10): the turn's `attack { target, helpers? }` and the extra attacks
 * (Flurry, Cleave, Rolling Cleave, Impulsive), each with entropy for its d20, and the pipeline every attack runs
 * through (`strike` → `settle` → `hit`), which opportunity.ts and attackRerolls.ts also use. Combined-fire helpers
 * are declared with the attack, before the roll, and are marked activated. A miss by a figure that may still spend
 * Force offers a reroll: "mindenképpen a második dobás eredményét kell használni". A hit may be turned aside
 * (defenses.ts, reactions.ts), taken by a bodyguard (guards.ts), and deals its damage (harm.ts); the hook modules
 * named in the imports add the abilities that act on a roll, a hit or a defeat.
 */
import { payloadError, payloadRecord, readString } from '../../core/game'
import type { EngineError, EngineEvent, Json, SeatId } from '../../core/types'
import { resolveAttackRoll, type AttackOutcome } from './attack/attackRoll'
import { combinedFire, type HelperFacts } from './attack/combinedFire'
import { attackDamage } from './attack/damage'
import { dieStream, rollD20 } from './attack/dice'
import { has, type FigureStats } from './attack/figure'
import { rerollProblem } from './attack/force'
import { coverModifier, type Modifier } from './attack/modifiers'
import { abilityModifiers } from './abilityModifiers'
import { commanderModifiers } from './commanders'
import { valorModifiers } from './forceValor'
import { squadHelperFacts } from './combinedFireFacts'
import type { Ctx } from './context'
import { defOf, enemies, figureById, placedFigures, spaceOfFigure } from './context'
import { swmErrors } from './errors'
import { proceed } from './flow'
import { spentIn, turnRef } from './forcePoints'
import { rerollPool } from './forceSources'
import { adjacent, lineOfSight } from './geometry'
import { evades, shielded, turningPower } from './defenses'
import { defeat } from './harm'
import { landDamage } from './saveRerolls'
import { betrayedThisTurn, betrayOnOne } from './betrayal'
import { disintegrates, recordHit, silencedProblem, silenceOnAttack } from './hitTriggers'
import { offerRollingCleave, takeRollingStep } from './rollingCleave'
import { offerDrawFire, offerGuard } from './guards'
import { lightsaberPrecision } from './saberReactions'
import { targetInCover, targetProblem } from './targeting'
import { mayAttack, turnShapes } from './turnShapes'
import { cardWithGrants } from './grants'
import type { ExtraAttackReason, Figure, HeldAttack, Pending, SwmAction, SwmState } from './types'
import { registerSteps } from './pipeline'

/** Sith Rage's bonus: "+10 sebzési bónuszt kap ebben a fordulóban az összes támadására". */
export const SITH_RAGE_DAMAGE = 10

/** Reads `helpers` (figure ids) from a payload; absent means none. */
export function readHelpers(payload: { [key: string]: Json }): string[] {
  const raw = payload.helpers
  if (raw === undefined) return []
  if (!Array.isArray(raw) || raw.length > 20 || raw.some((h) => typeof h !== 'string' || h.length > 120))
    payloadError('a segítők listája hibás.', 'the list of helpers is malformed.')
  return raw as string[]
}

/** The modifiers of an attack: cover, combined fire, commander effects and Force Valor, Sith Rage, ability rows. */
export function attackModifiers(
  state: SwmState,
  ctx: Ctx,
  attacker: Figure,
  target: Figure,
  fire: Modifier[],
  opportunity = false,
): Modifier[] {
  const cover = coverModifier(targetInCover(state, ctx, attacker, target), defOf(ctx, target))
  const rage: Modifier[] =
    attacker.rage !== 0 && attacker.rage === turnRef(state)
      ? [
          {
            stat: 'damage',
            n: SITH_RAGE_DAMAGE,
            source: { kind: 'ability', ability: 'sith-rage', figure: attacker.id },
            reason: { hu: 'Sith düh', en: 'Sith Rage' },
          },
        ]
      : []
  return [
    ...(cover ? [cover] : []),
    ...fire,
    ...commanderModifiers(state, ctx, attacker, ['attack', 'damage']),
    ...commanderModifiers(state, ctx, target, ['defense']),
    ...valorModifiers(state, ctx, attacker, 'attack'),
    ...valorModifiers(state, ctx, target, 'defense'),
    ...rage,
    ...abilityModifiers(state, ctx, attacker, target, opportunity),
  ]
}

/** A figure's card with the figure's id, so the pipeline's records name figures, not cards. */
function statsOf(ctx: Ctx, figure: Figure): FigureStats {
  return { ...defOf(ctx, figure), id: figure.id }
}

/** One attack rolled: its modifiers worked out and the roll settled (a Force reroll offered after a miss). */
export function strike(
  state: SwmState,
  ctx: Ctx,
  attacker: Figure,
  target: Figure,
  roll: { natural: number; entropy: string; fire?: Modifier[]; opportunity?: boolean },
  events: EngineEvent[],
): void {
  const opportunity = roll.opportunity === true
  // Draw Fire (guards.ts): a window before the die counts, when an ally of the target could draw the attack.
  if (offerDrawFire(state, ctx, attacker, target, roll.fire ?? [], opportunity)) return
  const modifiers = attackModifiers(state, ctx, attacker, target, roll.fire ?? [], opportunity)
  const held = { attacker: attacker.id, target: target.id, natural: roll.natural, modifiers, opportunity }
  settle(state, ctx, { ...held, entropy: roll.entropy }, true, events)
}

/** Whether the running turn may still attack: the shape allows it and no power took the attacks' place. */
export function turnMayAttack(state: SwmState, ctx: Ctx): boolean {
  const turn = state.turn
  if (!turn || turn.replaced || turn.done) return false
  return mayAttack(turnShapes(cardWithGrants(state, ctx, state.figures[turn.figure]!)), turn.segments)
}

/**
 * The combined fire of the turn's attack by `attacker` on `target` (a legal target) with the helpers `helperIds`,
 * declared before the roll: +4 records, or the refusal (an unknown or fallen helper, or combinedFire's).
 */
export function declaredFire(
  state: SwmState,
  ctx: Ctx,
  attacker: Figure,
  target: Figure,
  helperIds: readonly string[],
): { ok: true; value: Modifier[] } | { ok: false; error: EngineError } {
  const helpers: HelperFacts[] = []
  for (const id of helperIds) {
    const h = figureById(state, id)
    if (!h || h.at === null || h.defeated) return { ok: false, error: swmErrors.unknownFigure(id) }
    helpers.push({
      figure: { ...defOf(ctx, h), id: h.id },
      ally: h.owner === attacker.owner,
      activated: h.activated,
      lineOfSightToTarget: lineOfSight(ctx.blockers, spaceOfFigure(ctx, h)!, spaceOfFigure(ctx, target)!),
      ...squadHelperFacts(ctx, attacker, h, target),
    })
  }
  return combinedFire({ ...defOf(ctx, attacker), id: attacker.id }, { opportunity: false, rolled: false }, helpers)
}

/** `attack { target, helpers? }` (entropy) by the active figure, or Flurry Attack's extra attack while it is offered. */
export function attack(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
): EngineError | null {
  const top = state.pending[state.pending.length - 1]
  if (top?.kind === 'flurry') return extraAttack(state, action, seat, events, ctx, top)
  const turn = state.turn
  if (!turn) return swmErrors.noTurn()
  const attacker = state.figures[turn.figure]!
  if (attacker.owner !== seat) return swmErrors.notYourFigure()
  const payload = payloadRecord(action)
  const targetId = readString(payload, 'target', 120)
  const helperIds = readHelpers(payload)
  if (!turnMayAttack(state, ctx)) return swmErrors.segmentNotAllowed()
  const target = figureById(state, targetId)
  const problem = targetProblem(state, ctx, attacker, target)
  if (problem) return problem
  const fire = declaredFire(state, ctx, attacker, target!, helperIds)
  if (!fire.ok) return fire.error
  const precision = lightsaberPrecision(state, ctx, attacker, payload, events)
  if (!Array.isArray(precision)) return precision
  const die = rollD20(action.entropy, dieStream('attack', attacker.id, turn.ref, turn.segments.length + 1))
  if (!die.ok) return die.error
  for (const id of helperIds) state.figures[id]!.activated = true
  turn.segments.push({ kind: 'attack' })
  events.push({ type: 'attack-declared', data: { attacker: attacker.id, target: target!.id, helpers: helperIds } })
  const bonuses = [...fire.value, ...precision]
  strike(state, ctx, attacker, target!, { natural: die.value, entropy: action.entropy!, fire: bonuses }, events)
  return null
}

/**
 * Whether `target` may take the extra attack of `reason` (Cleave, Rolling Cleave, Impulsive Sweep: only an adjacent
 * enemy; Impulsive Sweep: only one of the enemies still owed an attack, `targets`).
 */
export function extraTargetProblem(
  state: SwmState,
  ctx: Ctx,
  attacker: Figure,
  target: Figure | undefined,
  reason: ExtraAttackReason,
  targets?: readonly string[],
): EngineError | null {
  const problem = targetProblem(state, ctx, attacker, target)
  if (problem || reason === 'flurry' || reason === 'impulsive-shot') return problem
  if (targets && !targets.includes(target!.id)) return swmErrors.notOffered()
  return adjacent(ctx.blockers, spaceOfFigure(ctx, attacker)!, spaceOfFigure(ctx, target!)!)
    ? null
    : swmErrors.notAdjacent()
}

/**
 * The extra attack of Flurry Attack ("Az extra támadásnak nem kell ugyanaz ellen az ellenség ellen irányulnia") or
 * Cleave ("egy másik szomszédos ellenséget").
 */
function extraAttack(
  state: SwmState,
  action: SwmAction,
  seat: SeatId,
  events: EngineEvent[],
  ctx: Ctx,
  top: Extract<Pending, { kind: 'flurry' }>,
): EngineError | null {
  const { reason, targets } = top
  const attacker = state.figures[top.attacker]!
  if (attacker.owner !== seat) return swmErrors.notYourChoice()
  const payload = payloadRecord(action)
  const target = figureById(state, readString(payload, 'target', 120))
  // Rolling Cleave: "azonnal képes 1 négyzetnyit mozogni és megtámadni" — the step comes first.
  const stepped = reason === 'rolling-cleave' ? takeRollingStep(state, ctx, attacker, payload, events) : null
  if (stepped) return stepped
  const problem = extraTargetProblem(state, ctx, attacker, target, reason, targets)
  if (problem) return problem
  const die = rollD20(action.entropy, dieStream('attack', attacker.id, turnRef(state), reason))
  if (!die.ok) return die.error
  state.pending.pop()
  if (reason === 'cleave') state.turn?.cleaves.push(attacker.id)
  // Impulsive Sweep: the other adjacent enemies are still owed their attack, after this one settles.
  const rest = targets?.filter((id) => id !== target!.id) ?? []
  if (rest.length > 0) state.pending.push({ ...top, targets: rest })
  events.push({ type: 'attack-declared', data: { attacker: attacker.id, target: target!.id, extra: reason } })
  strike(state, ctx, attacker, target!, { natural: die.value, entropy: action.entropy! }, events)
  return null
}

/** Why `figure` may not reroll its attack now (Sonic Attack, Force points, the turn's spend limit), or null. */
export function rerollRefusal(state: SwmState, ctx: Ctx, figure: Figure): EngineError | null {
  return (
    silencedProblem(figure, turnRef(state)) ??
    rerollProblem({
      roll: 'attack',
      ...rerollPool(state, ctx, figure, turnRef(state)),
      spentThisTurn: spentIn(figure, turnRef(state)),
      spiritBonus: figure.spirit,
    })
  )
}

/** Resolves a held attack's roll and records it for the log; returns hit, miss or critical. */
function rolled(state: SwmState, ctx: Ctx, held: HeldAttack, events: EngineEvent[]): AttackOutcome {
  const roll = resolveAttackRoll({
    attacker: statsOf(ctx, state.figures[held.attacker]!),
    target: statsOf(ctx, state.figures[held.target]!),
    natural: held.natural,
    modifiers: held.modifiers,
  })
  if (!roll.ok) throw new Error(roll.error.reason.en)
  state.quiet.offenseThisRound = true
  silenceOnAttack(state, ctx, held, events)
  events.push({ type: 'attack-rolled', data: roll.value as unknown as Json })
  return roll.value.outcome
}

/**
 * Settles one attack roll: on a miss that a Force reroll could change (`offerReroll`), waits for the choice; on a
 * hit at a figure that may turn it aside with a power, waits for that choice; otherwise deals the damage (Evade
 * first). Then the game goes on (`proceed`).
 */
export function settle(state: SwmState, ctx: Ctx, held: HeldAttack, offerReroll: boolean, events: EngineEvent[]): void {
  const attacker = state.figures[held.attacker]!
  const target = state.figures[held.target]!
  const outcome = rolled(state, ctx, held, events)
  if (outcome === 'miss' && offerReroll && rerollRefusal(state, ctx, attacker) === null) {
    state.pending.push({ kind: 'reroll', seat: attacker.owner, attack: held })
    return
  }
  if (outcome === 'miss') betrayOnOne(state, ctx, held, events)
  // Disintegration goes through every power and save that would turn the hit aside.
  const sure = outcome !== 'miss' && disintegrates(state, ctx, held)
  const power = outcome === 'miss' || sure ? null : turningPower(state, ctx, attacker, target)
  if (power) {
    state.pending.push({ kind: 'deflect', seat: target.owner, attack: held, critical: outcome === 'critical', power })
    return
  }
  // Evade given `critical` may hold the hit in a save-reroll window (saveRerolls.ts): then no hit is dealt here.
  if (outcome !== 'miss' && (sure || !evades(state, ctx, held, events, outcome === 'critical')))
    hit(state, ctx, held, outcome === 'critical', events)
  proceed(state, ctx, events)
}

/** Settles an attack roll with no window for a reroll or a power (a power's own attacks); the caller moves on. */
export function settleQuietly(state: SwmState, ctx: Ctx, held: HeldAttack, events: EngineEvent[]): void {
  if (betrayedThisTurn(state, held.attacker)) return // a traitor's power makes no more attacks this turn
  const outcome = rolled(state, ctx, held, events)
  if (outcome === 'miss') betrayOnOne(state, ctx, held, events)
  const sure = outcome !== 'miss' && disintegrates(state, ctx, held)
  if (outcome !== 'miss' && (sure || !evades(state, ctx, held, events)))
    hit(state, ctx, held, outcome === 'critical', events, null, false)
}

/**
 * Damage of a hit that landed, then Flurry Attack's extra attack on a critical. `taker` is the Bodyguard window's
 * answer (guards.ts): undefined opens the window if a bodyguard could answer, null or an id settles who is struck.
 * `pausable`: a failed Shield or Avoid Defeat save may open a reroll window (saveRerolls.ts) that holds the rest;
 * false where the caller goes on at once (a power's own attacks).
 */
export function hit(
  state: SwmState,
  ctx: Ctx,
  held: HeldAttack,
  critical: boolean,
  events: EngineEvent[],
  taker?: string | null,
  pausable = true,
): void {
  const attacker = state.figures[held.attacker]!
  const target = state.figures[held.target]!
  if (taker === undefined && offerGuard(state, ctx, held, critical)) return
  const struck = taker ? state.figures[taker]! : target
  const damage = attackDamage(defOf(ctx, attacker), defOf(ctx, target), critical, held.modifiers)
  if (!damage.ok) throw new Error(damage.error.reason.en)
  events.push({
    type: 'hit',
    data: { attacker: attacker.id, target: target.id, damage: damage.value as unknown as Json },
  })
  const melee = adjacent(ctx.blockers, spaceOfFigure(ctx, attacker)!, spaceOfFigure(ctx, struck)!)
  recordHit(state, attacker, target)
  // Disintegration: "Ha másik karakter válik célponttá (pl: egy testőr), akkor ő semmisül meg".
  if (disintegrates(state, ctx, held)) {
    events.push({ type: 'disintegrated', data: { attacker: attacker.id, target: struck.id } })
    defeat(state, ctx, struck, attacker, events, held.entropy)
  } else {
    const taken = shielded(state, ctx, held, struck, damage.value.total, events, pausable ? critical : undefined)
    if (taken === null || landDamage(state, ctx, held, critical, struck, taken, events, pausable)) return
  }
  afterHit(state, ctx, held, critical, struck, melee)
}

/** What a landed hit sets off for its attacker: Flurry Attack, Cleave and Rolling Cleave (`melee`: it was adjacent). */
export function afterHit(
  state: SwmState,
  ctx: Ctx,
  held: HeldAttack,
  critical: boolean,
  struck: Figure,
  melee: boolean,
): void {
  const attacker = state.figures[held.attacker]!
  if (state.result || attacker.defeated) return
  const card = defOf(ctx, attacker)
  // Flurry Attack: "Amikor ez a karakter kritikus találatot szerez, azonnal egy extra támadást csinálhat".
  if (critical && has(card, 'flurry-attack'))
    state.pending.push({ kind: 'flurry', seat: attacker.owner, attacker: attacker.id, reason: 'flurry' })
  // Cleave, once per turn: after a defeat, another adjacent enemy — offered only when there is one.
  if (struck.defeated && has(card, 'cleave') && state.turn && !state.turn.cleaves.includes(attacker.id)) {
    const here = spaceOfFigure(ctx, attacker)!
    const next = placedFigures(state).some(
      (f) => enemies(attacker, f) && adjacent(ctx.blockers, here, spaceOfFigure(ctx, f)!),
    )
    if (next) state.pending.push({ kind: 'flurry', seat: attacker.owner, attacker: attacker.id, reason: 'cleave' })
  }
  offerRollingCleave(state, ctx, attacker, struck, melee)
}

registerSteps({ attackModifiers, turnMayAttack, settle, settleQuietly, hit, afterHit })
