/**
 * The glossary's attack, defense and damage abilities (analysis §13, category A, class D) as data rows: whose card
 * carries it (the attacker's or the target's), which stat it changes by how much (a number, or the card's N), and
 * the conditions under which it counts, each a named predicate over the attack's situation. One module reads the
 * rows; adding such an ability is one row. The stacking rules of attack/modifiers.ts apply as to any modifier.
 */
import type { Modifier, ModifierStat } from './attack/modifiers'
import { abilityOf } from './attack/figure'
import type { Ctx } from './context'
import { defOf, enemies, placedFigures, spaceOfFigure } from './context'
import { ABILITIES, type AbilityId } from './data/abilities'
import type { CharacterDef } from './data/types'
import { adjacent, range } from './geometry'
import { hitBefore } from './hitTriggers'
import type { Figure, SwmState } from './types'

/** What an ability row may ask about the attack. */
export type Condition =
  | 'own-turn' // in the attacker's own turn (not an attack of opportunity)
  | 'did-not-move' // the attacker has not moved this turn (own turn only)
  | 'moved' // the attacker has moved this turn (own turn only)
  | 'opportunity' // an attack of opportunity
  | 'adjacent' // attacker and target are adjacent (a melee attack)
  | 'target-not-activated' // the target has not activated this round
  | 'target-unique'
  | 'target-droid' // droids and cyborgs ("a kiborgok droidnak és nem droidnak is számítanak")
  | 'target-force-user' // the target has a Force rating
  | 'attacker-force-user'
  | 'no-ally-within-6' // no ally of the attacker within 6 squares
  | 'swarm' // the target is adjacent to another ally of the attacker with the same card
  | 'hit-before' // the attacker already hit this target this turn (Rend: "a második találatnál")

/** One ability's effect on an attack. */
export type AbilityModifierRow = {
  ability: AbilityId
  /** Whose card carries the ability. */
  on: 'attacker' | 'target'
  stat: ModifierStat
  /** A fixed number, or 'n': the number printed with the ability ("Bounty Hunter +4"). */
  n: number | 'n'
  /** Counted once per figure adjacent to the attacker other than the target (Crowd Fighting). */
  perAdjacentOther?: true
  when: readonly Condition[]
}

/** Every category-A ability the engine applies through data. */
export const ABILITY_MODIFIERS: readonly AbilityModifierRow[] = [
  { ability: 'advantageous-attack', on: 'attacker', stat: 'attack', n: 10, when: ['target-not-activated'] },
  { ability: 'bounty-hunter', on: 'attacker', stat: 'attack', n: 'n', when: ['target-unique'] },
  { ability: 'careful-shot', on: 'attacker', stat: 'attack', n: 'n', when: ['own-turn', 'did-not-move'] },
  { ability: 'crowd-fighting', on: 'attacker', stat: 'attack', n: 2, perAdjacentOther: true, when: [] },
  { ability: 'cunning-attack', on: 'attacker', stat: 'attack', n: 4, when: ['target-not-activated'] },
  { ability: 'cunning-attack', on: 'attacker', stat: 'damage', n: 10, when: ['target-not-activated'] },
  { ability: 'deadeye', on: 'attacker', stat: 'damage', n: 10, when: ['own-turn', 'did-not-move'] },
  { ability: 'electric-shock', on: 'attacker', stat: 'damage', n: 'n', when: ['adjacent', 'target-droid'] },
  { ability: 'ion-gun', on: 'attacker', stat: 'attack', n: 'n', when: ['target-droid'] },
  { ability: 'jedi-hunter', on: 'attacker', stat: 'attack', n: 4, when: ['target-force-user'] },
  { ability: 'jedi-hunter', on: 'attacker', stat: 'damage', n: 10, when: ['target-force-user'] },
  { ability: 'lightsaber', on: 'attacker', stat: 'damage', n: 10, when: ['adjacent'] },
  { ability: 'lightsaber-duelist', on: 'target', stat: 'defense', n: 4, when: ['adjacent', 'attacker-force-user'] },
  { ability: 'lightsaber-resistance', on: 'target', stat: 'defense', n: 2, when: ['adjacent', 'attacker-force-user'] },
  { ability: 'loner', on: 'attacker', stat: 'attack', n: 4, when: ['no-ally-within-6'] },
  { ability: 'mighty-swing', on: 'attacker', stat: 'damage', n: 'n', when: ['own-turn', 'did-not-move', 'adjacent'] },
  { ability: 'momentum', on: 'attacker', stat: 'attack', n: 4, when: ['own-turn', 'moved', 'adjacent'] },
  { ability: 'momentum', on: 'attacker', stat: 'damage', n: 10, when: ['own-turn', 'moved', 'adjacent'] },
  { ability: 'quick-reactions', on: 'attacker', stat: 'attack', n: 6, when: ['opportunity'] },
  { ability: 'swarm', on: 'attacker', stat: 'attack', n: 'n', when: ['swarm'] },
  { ability: 'rend', on: 'attacker', stat: 'damage', n: 'n', when: ['adjacent', 'hit-before'] },
]

/** The situation of one attack, as the conditions read it. */
interface Situation {
  state: SwmState
  ctx: Ctx
  attacker: Figure
  target: Figure
  opportunity: boolean
}

const isDroid = (def: CharacterDef) => def.traits.includes('droid') || def.traits.includes('cyborg')

/** Whether `condition` holds for the attack. */
function holds(condition: Condition, s: Situation): boolean {
  const { state, ctx, attacker, target } = s
  const ownTurn = !s.opportunity && state.turn?.figure === attacker.id
  const near = (a: Figure, b: Figure) => adjacent(ctx.blockers, spaceOfFigure(ctx, a)!, spaceOfFigure(ctx, b)!)
  switch (condition) {
    case 'own-turn':
      return ownTurn
    case 'did-not-move':
      return ownTurn && !state.turn!.moved
    case 'moved':
      return ownTurn && state.turn!.moved
    case 'opportunity':
      return s.opportunity
    case 'adjacent':
      return near(attacker, target)
    case 'target-not-activated':
      return !target.activated
    case 'target-unique':
      return defOf(ctx, target).unique !== null
    case 'target-droid':
      return isDroid(defOf(ctx, target))
    case 'target-force-user':
      return defOf(ctx, target).force !== null
    case 'attacker-force-user':
      return defOf(ctx, attacker).force !== null
    case 'no-ally-within-6': {
      const here = spaceOfFigure(ctx, attacker)!
      return !placedFigures(state).some((f) => {
        if (f.id === attacker.id || enemies(f, attacker)) return false
        const r = range(ctx.blockers, here, spaceOfFigure(ctx, f)!)
        return r !== null && r <= 6
      })
    }
    case 'hit-before':
      return hitBefore(state, attacker, target)
    case 'swarm':
      return placedFigures(state).some(
        (f) => f.id !== attacker.id && f.owner === attacker.owner && f.def === attacker.def && near(f, target),
      )
  }
}

/** How many times a row counts in this attack (0 when a condition fails). */
function times(row: AbilityModifierRow, s: Situation): number {
  if (!row.when.every((c) => holds(c, s))) return 0
  if (!row.perAdjacentOther) return 1
  const here = spaceOfFigure(s.ctx, s.attacker)!
  return placedFigures(s.state).filter(
    (f) => f.id !== s.attacker.id && f.id !== s.target.id && adjacent(s.ctx.blockers, here, spaceOfFigure(s.ctx, f)!),
  ).length
}

/** The ability modifiers of an attack by `attacker` on `target`, one record per row that counts. */
export function abilityModifiers(
  state: SwmState,
  ctx: Ctx,
  attacker: Figure,
  target: Figure,
  opportunity: boolean,
): Modifier[] {
  const s: Situation = { state, ctx, attacker, target, opportunity }
  const out: Modifier[] = []
  for (const row of ABILITY_MODIFIERS) {
    const holder = row.on === 'attacker' ? attacker : target
    const ref = abilityOf(defOf(ctx, holder), row.ability)
    if (!ref) continue
    const k = times(row, s)
    const n = row.n === 'n' ? (ref.n ?? 0) : row.n
    if (k === 0 || n === 0) continue
    const name = ABILITIES[row.ability]
    out.push({
      stat: row.stat,
      n: n * k,
      source: { kind: 'ability', ability: row.ability, figure: holder.id },
      reason: { hu: name.hu, en: name.en },
    })
  }
  return out
}
