/**
 * Hit points change here, whatever did it (an attack, a Force power): damage, healing that never passes the card's
 * value, and defeat — "Amikor egy karakter életpontja 0-ra vagy az alá esik, a karakter megsemmisül" — with what a
 * defeat sets off: Force Spirit ("Ha ilyen Erő képességű karakter meghal, azonnal hozzáad 8 Erő pontot egy
 * szövetséges, Erőértékkel bíró karakter Erő pontjaihoz. A szövetséges karakter ezután a játék végéig képes 1 extra
 * alkalommal Erő pontot költeni fordulónként"), then the elimination check.
 */
import type { EngineEvent, Json } from '../../core/types'
import { dieStream, rollD20s } from './attack/dice'
import { avoidDefeat } from './attack/saves'
import { turnRef } from './forcePoints'
import { abilityOf } from './attack/figure'
import { dropDroid } from './captureDroid'
import type { Ctx } from './context'
import { defOf, homeSeat, placedFigures } from './context'
import type { Figure, SwmState } from './types'
import { checkElimination } from './victory'
import { adjacentFigures, afterDefeat, lifeSupported } from './defeatTriggers'
import { registerSteps } from './pipeline'

/**
 * Takes `amount` hit points from `target` (dealt by `by`), defeating it at 0. `holdDefeat` (saveRerolls.ts) gets a
 * failed Avoid Defeat's dice and returns true when a reroll window now holds the defeat.
 */
export function dealDamage(
  state: SwmState,
  ctx: Ctx,
  target: Figure,
  amount: number,
  by: Figure,
  events: EngineEvent[],
  entropy: string,
  holdDefeat?: (naturals: number[]) => boolean,
): void {
  target.hp = Math.max(0, target.hp - amount)
  if (amount > 0 && target.owner !== by.owner) state.quiet.offenseThisRound = true
  events.push({ type: 'damaged', data: { figure: target.id, amount, hp: target.hp, by: by.id } })
  if (target.hp === 0 && !avoidsDefeat(state, ctx, target, events, entropy, holdDefeat))
    defeat(state, ctx, target, by, events, entropy)
}

/**
 * Avoid Defeat: "2 védekező dobást tehet. Ha mindkettő legalább 11 lesz, a karakter nem hal meg, hanem 10
 * életponttal folytathatja a játékot." The dice roll from the entropy of the action that dealt the damage.
 */
function avoidsDefeat(
  state: SwmState,
  ctx: Ctx,
  target: Figure,
  events: EngineEvent[],
  entropy: string,
  holdDefeat?: (naturals: number[]) => boolean,
): boolean {
  if (!abilityOf(defOf(ctx, target), 'avoid-defeat') && !lifeSupported(state, ctx, target)) return false
  const dice = rollD20s(entropy, dieStream('save', target.id, turnRef(state), 'avoid-defeat'), 2)
  if (!dice.ok) throw new Error(dice.error.reason.en)
  const record = avoidDefeat(dice.value)
  if (!record.ok) throw new Error(record.error.reason.en)
  events.push({
    type: 'avoid-defeat',
    data: { figure: target.id, ...(record.value as unknown as { [k: string]: Json }) },
  })
  if (record.value.survived) target.hp = record.value.hp
  return record.value.survived || (holdDefeat?.(dice.value) ?? false)
}

/** Gives back up to `amount` hit points, never above the card's value; returns how many. */
export function heal(ctx: Ctx, target: Figure, amount: number, events: EngineEvent[]): number {
  const healed = Math.min(amount, defOf(ctx, target).hp - target.hp)
  target.hp += healed
  events.push({ type: 'healed', data: { figure: target.id, amount: healed, hp: target.hp } })
  return healed
}

/**
 * The figure leaves the map; its Force Spirit passes on; its other triggers go off (defeatTriggers.ts, with dice
 * from `entropy`, the dealing action's); a side with no figure left loses.
 */
export function defeat(
  state: SwmState,
  ctx: Ctx,
  target: Figure,
  by: Figure,
  events: EngineEvent[],
  // A caller with no action entropy at hand (none in this engine) would give Self-Destruct's victims fixed dice.
  entropy = '00',
): void {
  const neighbours = target.at === null ? [] : adjacentFigures(state, ctx, target)
  dropDroid(state, target, events)
  target.hp = 0
  target.defeated = true
  target.at = null
  events.push({ type: 'defeated', data: { figure: target.id, by: by.id } })
  const spirit = abilityOf(defOf(ctx, target), 'force-spirit')
  if (spirit) {
    // Its own side's allies, even when it fell in a turn Dominate lent to the other seat.
    const home = homeSeat(state, target)
    const options = placedFigures(state).filter((f) => homeSeat(state, f) === home && f.force !== null)
    if (options.length === 1) giveSpirit(options[0]!, spirit.n ?? 0, events)
    else if (options.length > 1)
      state.pending.push({ kind: 'spirit', seat: home, from: target.id, options: options.map((f) => f.id) })
  }
  afterDefeat(state, ctx, target, neighbours, events, entropy)
  checkElimination(state, events)
}

/** Force Spirit's gift: N Force points and one more spend per turn for the rest of the game. */
export function giveSpirit(to: Figure, n: number, events: EngineEvent[]): void {
  to.force = (to.force ?? 0) + n
  to.spirit += 1
  events.push({ type: 'force-spirit', data: { figure: to.id, n, force: to.force } })
}

registerSteps({ dealDamage })
