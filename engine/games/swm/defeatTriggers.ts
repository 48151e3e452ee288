/**
 * What a defeat sets off beyond Force Spirit (analysis §10, "Defeat window"), called by harm.ts once the figure has
 * left the map and before the elimination check:
 * - Betrayal's control ends with its controller (betrayal.ts);
 * - Self-Destruct N: "Amikor ez a karakter megsemmisül, az összes vele szomszédos karakternek 10 pontnyi sebesülést
 *   okoz (ellenségnek és szövetségesnek egyaránt)";
 * - Impulsive Savagery: "Ha egy egyedi szövetséges karakter meghal, a játék további részére ez a karakter megkapja a
 *   Vadság különleges képességet";
 * - Impulsive Shot: "Fordulónként egyszer ez a karakter képes egy azonnali támadást végrehajtani, amikor egy egyedi
 *   szövetséges karakter meghal";
 * - Impulsive Sweep: "Fordulónként egyszer, amikor egy egyedi szövetséges karakter meghal ez a karakter képes egy
 *   azonnali támadást végrehajtani minden egyes vele szomszédos ellenség ellen".
 * Also Emergency Life Support, read when hit points reach 0: "Az ezzel a karakterrel szomszédos nem droid
 * szövetségesek megkapják a Halál elkerülése különleges képességet".
 */
import type { EngineEvent } from '../../core/types'
import { abilityOf, has } from './attack/figure'
import { releaseBetrayed } from './betrayal'
import type { Ctx } from './context'
import { defOf, enemies, placedFigures, spaceOfFigure } from './context'
import { turnRef } from './forcePoints'
import { adjacent } from './geometry'
import { legalTargets } from './targeting'
import type { Figure, SwmState } from './types'
import { steps } from './pipeline'

/** Whether `a` and `b` (both on the map) are adjacent. */
function touching(ctx: Ctx, a: Figure, b: Figure): boolean {
  return adjacent(ctx.blockers, spaceOfFigure(ctx, a)!, spaceOfFigure(ctx, b)!)
}

/** The figures on the map adjacent to `figure` (which must still be on it), in the fixed order. */
export function adjacentFigures(state: SwmState, ctx: Ctx, figure: Figure): Figure[] {
  return placedFigures(state).filter((f) => f.id !== figure.id && touching(ctx, figure, f))
}

/**
 * Whether Emergency Life Support gives `target` Avoid Defeat: an ally with the ability stands next to it, and it is
 * no droid (a cyborg counts as non-droid too: "droidnak és nem droidnak is számítanak"). The holder does not protect
 * itself (our reading of "vele szomszédos … szövetségesek").
 */
export function lifeSupported(state: SwmState, ctx: Ctx, target: Figure): boolean {
  if (target.at === null) return false
  const traits = defOf(ctx, target).traits
  if (traits.includes('droid') && !traits.includes('cyborg')) return false
  return placedFigures(state).some(
    (f) =>
      f.id !== target.id &&
      !enemies(f, target) &&
      has(defOf(ctx, f), 'emergency-life-support') &&
      touching(ctx, f, target),
  )
}

/** Whether `figure` has not yet had the once-per-turn trigger `ability` this turn; marks it had when so. */
export function takeOncePerTurn(state: SwmState, figure: Figure, ability: string): boolean {
  const ref = turnRef(state)
  const had = figure.triggered?.turn === ref ? figure.triggered.abilities : []
  if (had.includes(ability)) return false
  figure.triggered = { turn: ref, abilities: [...had, ability] }
  return true
}

/**
 * The triggers of `fallen`'s defeat; `neighbours` are the figures that were adjacent to it before it left the map,
 * `entropy` the dealing action's (Avoid Defeat against Self-Destruct rolls from it).
 */
export function afterDefeat(
  state: SwmState,
  ctx: Ctx,
  fallen: Figure,
  neighbours: readonly Figure[],
  events: EngineEvent[],
  entropy: string,
): void {
  // A fallen figure's offered extra attacks lapse with it.
  state.pending = state.pending.filter((p) => p.kind !== 'flurry' || p.attacker !== fallen.id)
  releaseBetrayed(state, fallen, events)
  impulses(state, ctx, fallen, events)
  selfDestruct(state, ctx, fallen, neighbours, events, entropy)
}

/**
 * Self-Destruct N: N damage to each figure that stood next to it, friend or foe; not an attack, so no Shield. A
 * chain ends because each figure is defeated once and leaves the map before its own blast.
 */
function selfDestruct(
  state: SwmState,
  ctx: Ctx,
  fallen: Figure,
  neighbours: readonly Figure[],
  events: EngineEvent[],
  entropy: string,
): void {
  const n = abilityOf(defOf(ctx, fallen), 'self-destruct')?.n ?? 0
  if (n === 0) return
  events.push({ type: 'self-destruct', data: { figure: fallen.id, n, figures: neighbours.map((f) => f.id) } })
  for (const f of neighbours)
    if (!f.defeated && f.at !== null) steps().dealDamage(state, ctx, f, n, fallen, events, entropy)
}

/**
 * The Impulsive abilities of `fallen`'s allies when it was unique. Shot and Sweep are offered as extra attacks (the
 * `flurry` choice) only when there is someone to attack; our reading: the once-per-turn chance is spent when offered.
 */
function impulses(state: SwmState, ctx: Ctx, fallen: Figure, events: EngineEvent[]): void {
  if (defOf(ctx, fallen).unique === null) return
  for (const ally of placedFigures(state)) {
    if (enemies(ally, fallen)) continue
    const card = defOf(ctx, ally)
    if (has(card, 'impulsive-savagery') && !card.traits.includes('savage')) {
      ally.gainedTraits = [...(ally.gainedTraits ?? []), 'savage']
      events.push({ type: 'trait-gained', data: { figure: ally.id, trait: 'savage', from: fallen.id } })
    }
    if (has(card, 'impulsive-shot') && legalTargets(state, ctx, ally).length > 0)
      if (takeOncePerTurn(state, ally, 'impulsive-shot'))
        state.pending.push({ kind: 'flurry', seat: ally.owner, attacker: ally.id, reason: 'impulsive-shot' })
    const near = legalTargets(state, ctx, ally).filter((f) => touching(ctx, ally, f))
    if (has(card, 'impulsive-sweep') && near.length > 0 && takeOncePerTurn(state, ally, 'impulsive-sweep'))
      state.pending.push({
        kind: 'flurry',
        seat: ally.owner,
        attacker: ally.id,
        reason: 'impulsive-sweep',
        targets: near.map((f) => f.id),
      })
  }
}
