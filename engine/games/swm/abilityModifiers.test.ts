/**
 * Every category-A ability row, each in a two-figure scene of the starship map's bottom-left room: the modifier
 * counts when its conditions hold and not when one fails. One attack through `apply` shows the rows reach the roll.
 */
import { describe, expect, it } from 'vitest'
import type { CountedModifier } from './attack/modifiers'
import { ABILITY_MODIFIERS, abilityModifiers } from './abilityModifiers'
import { contextOf } from './context'
import type { AbilityId } from './data/abilities'
import type { CharacterDef } from './data/types'
import { createSwm } from './swm'
import { fixture } from './testing/roster'
import { act, LIGHT, placed, squad, started } from './testing/skirmish'
import type { At } from './types'

/** A scene: the attacker's and target's extra card facts, where they stand, and what happened before the attack. */
type Scene = {
  ability: AbilityId
  n?: number
  /** Card facts of the attacker (with the ability unless `onTarget`) and of the target. */
  attacker?: Partial<CharacterDef>
  target?: Partial<CharacterDef>
  onTarget?: true
  adjacent?: boolean
  moved?: boolean
  targetActivated?: boolean
  opportunity?: boolean
  /** Another attacker-side figure with the attacker's card next to the target (Swarm), or next to the attacker. */
  twin?: 'by-target' | 'by-attacker' | 'far'
  /** The attacker already hit the target this turn (Rend). */
  hitBefore?: true
}

/** The modifiers of `ability` in the scene. */
function modsOf(scene: Scene) {
  const ref = { id: scene.ability, ...(scene.n ? { n: scene.n } : {}) }
  const attacker = fixture('m-att', 'Attacker', {
    ...scene.attacker,
    abilities: scene.onTarget ? [] : [ref],
  })
  const target = fixture('m-tgt', 'Target', {
    faction: 'separatist',
    ...scene.target,
    abilities: scene.onTarget ? [ref] : [],
  })
  const roster = new Map([attacker, target].map((c) => [c.id, c]))
  const game = createSwm(roster)
  let s = started(
    squad('republic', ['m-att', 2]),
    squad('separatist', ['m-tgt', 1]),
    LIGHT,
    { era: 'rise-of-the-empire' },
    game,
  )
  const twinAt: Record<string, At | null> = {
    'by-target': { x: 3, y: 14 },
    'by-attacker': { x: 1, y: 11 },
    far: { x: 8, y: 18 },
  }
  s = placed(s, {
    's1/m-att/1': { x: 2, y: 11 },
    's1/m-att/2': scene.twin ? twinAt[scene.twin]! : null,
    's2/m-tgt/1': scene.adjacent ? { x: 2, y: 12 } : { x: 2, y: 14 },
  })
  s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/m-att/1' } }, game)
  if (scene.moved) s.turn!.moved = true
  if (scene.targetActivated) s.figures['s2/m-tgt/1']!.activated = true
  if (scene.hitBefore) s.figures['s1/m-att/1']!.hits = { turn: s.turn!.ref, targets: ['s2/m-tgt/1'] }
  const ctx = contextOf(s, roster)
  return abilityModifiers(s, ctx, s.figures['s1/m-att/1']!, s.figures['s2/m-tgt/1']!, scene.opportunity === true)
    .filter((m) => m.source.kind === 'ability' && m.source.ability === scene.ability)
    .map((m) => `${m.stat}${m.n > 0 ? '+' : ''}${m.n}`)
}

const FORCE = { force: 2 }
const UNIQUE = { unique: { group: 'someone' } }
const DROID = { traits: ['droid' as const] }

/** Each ability: a scene where it counts with what it gives, and scenes where one condition fails. */
const CASES: { ability: AbilityId; yes: Scene; gives: string[]; no: Scene[] }[] = [
  {
    ability: 'advantageous-attack',
    yes: { ability: 'advantageous-attack' },
    gives: ['attack+10'],
    no: [{ ability: 'advantageous-attack', targetActivated: true }],
  },
  {
    ability: 'bounty-hunter',
    yes: { ability: 'bounty-hunter', n: 4, target: UNIQUE },
    gives: ['attack+4'],
    no: [{ ability: 'bounty-hunter', n: 4 }],
  },
  {
    ability: 'careful-shot',
    yes: { ability: 'careful-shot', n: 2 },
    gives: ['attack+2'],
    no: [
      { ability: 'careful-shot', n: 2, moved: true },
      { ability: 'careful-shot', n: 2, opportunity: true },
    ],
  },
  {
    ability: 'crowd-fighting',
    yes: { ability: 'crowd-fighting', adjacent: true, twin: 'by-attacker' },
    gives: ['attack+2'],
    no: [{ ability: 'crowd-fighting', adjacent: true }],
  },
  {
    ability: 'cunning-attack',
    yes: { ability: 'cunning-attack' },
    gives: ['attack+4', 'damage+10'],
    no: [{ ability: 'cunning-attack', targetActivated: true }],
  },
  { ability: 'deadeye', yes: { ability: 'deadeye' }, gives: ['damage+10'], no: [{ ability: 'deadeye', moved: true }] },
  {
    ability: 'electric-shock',
    yes: { ability: 'electric-shock', n: 10, adjacent: true, target: DROID },
    gives: ['damage+10'],
    no: [
      { ability: 'electric-shock', n: 10, target: DROID },
      { ability: 'electric-shock', n: 10, adjacent: true },
    ],
  },
  {
    ability: 'ion-gun',
    yes: { ability: 'ion-gun', n: 20, target: { traits: ['cyborg'] } },
    gives: ['attack+20'],
    no: [{ ability: 'ion-gun', n: 20 }],
  },
  {
    ability: 'jedi-hunter',
    yes: { ability: 'jedi-hunter', target: FORCE },
    gives: ['attack+4', 'damage+10'],
    no: [{ ability: 'jedi-hunter' }],
  },
  {
    ability: 'lightsaber',
    yes: { ability: 'lightsaber', adjacent: true },
    gives: ['damage+10'],
    no: [{ ability: 'lightsaber' }],
  },
  {
    ability: 'lightsaber-duelist',
    yes: { ability: 'lightsaber-duelist', onTarget: true, adjacent: true, attacker: FORCE },
    gives: ['defense+4'],
    no: [
      { ability: 'lightsaber-duelist', onTarget: true, adjacent: true },
      { ability: 'lightsaber-duelist', onTarget: true, attacker: FORCE },
    ],
  },
  {
    ability: 'lightsaber-resistance',
    yes: { ability: 'lightsaber-resistance', onTarget: true, adjacent: true, attacker: FORCE },
    gives: ['defense+2'],
    no: [{ ability: 'lightsaber-resistance', onTarget: true, adjacent: true }],
  },
  {
    ability: 'loner',
    yes: { ability: 'loner', twin: 'far' },
    gives: ['attack+4'],
    no: [{ ability: 'loner', twin: 'by-attacker' }],
  },
  {
    ability: 'mighty-swing',
    yes: { ability: 'mighty-swing', n: 10, adjacent: true },
    gives: ['damage+10'],
    no: [
      { ability: 'mighty-swing', n: 10, adjacent: true, moved: true },
      { ability: 'mighty-swing', n: 10 },
    ],
  },
  {
    ability: 'momentum',
    yes: { ability: 'momentum', adjacent: true, moved: true },
    gives: ['attack+4', 'damage+10'],
    no: [{ ability: 'momentum', adjacent: true }],
  },
  {
    ability: 'quick-reactions',
    yes: { ability: 'quick-reactions', adjacent: true, opportunity: true },
    gives: ['attack+6'],
    no: [{ ability: 'quick-reactions', adjacent: true }],
  },
  {
    ability: 'swarm',
    yes: { ability: 'swarm', n: 1, twin: 'by-target' },
    gives: ['attack+1'],
    no: [{ ability: 'swarm', n: 1, twin: 'far' }],
  },
  {
    ability: 'rend',
    yes: { ability: 'rend', n: 20, adjacent: true, hitBefore: true },
    gives: ['damage+20'],
    no: [
      { ability: 'rend', n: 20, adjacent: true },
      { ability: 'rend', n: 20, hitBefore: true },
    ],
  },
]

describe('category-A ability rows', () => {
  it('every row of the table has a case here', () => {
    expect(new Set(ABILITY_MODIFIERS.map((r) => r.ability))).toEqual(new Set(CASES.map((c) => c.ability)))
  })

  for (const c of CASES) {
    it(`${c.ability}: ${c.gives.join(', ')} when its conditions hold, nothing when one fails`, () => {
      expect(modsOf(c.yes)).toEqual(c.gives)
      for (const no of c.no) expect(modsOf(no), JSON.stringify(no)).toEqual([])
    })
  }

  it("an attack through the engine carries the rows into its roll: Jedi Hunter's +4 counts against a Force user", () => {
    const hunter = fixture('m-hunter', 'Hunter', { abilities: [{ id: 'jedi-hunter' }] })
    const jedi = fixture('m-jedi', 'Jedi', { faction: 'separatist', force: 3 })
    const game = createSwm(new Map([hunter, jedi].map((c) => [c.id, c])))
    let s = started(
      squad('republic', ['m-hunter', 1]),
      squad('separatist', ['m-jedi', 1]),
      LIGHT,
      { era: 'rise-of-the-empire' },
      game,
    )
    s = placed(s, { 's1/m-hunter/1': { x: 2, y: 11 }, 's2/m-jedi/1': { x: 2, y: 14 } })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/m-hunter/1' } }, game)
    const r = game.apply(s, { type: 'attack', payload: { target: 's2/m-jedi/1' }, entropy: 'ab' }, LIGHT)
    if (!r.ok) throw new Error(r.error.reason.en)
    const rolled = r.events.find((e) => e.type === 'attack-rolled')!.data as unknown as {
      attackModifiers: CountedModifier[]
    }
    expect(rolled.attackModifiers.map((m) => [m.reason.en, m.n, m.applied])).toContainEqual(['Jedi Hunter', 4, true])
  })
})
