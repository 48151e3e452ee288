/** Hostile or broken inputs: every entry point answers a typed error with a HU/EN reason and never throws. */
import { describe, expect, it } from 'vitest'
import { fixture } from '../testing/roster'
import { resolveAttackRoll } from './attackRoll'
import { combinedFire } from './combinedFire'
import { applyDamage, attackDamage } from './damage'
import { rollD20, rollD20s } from './dice'
import type { AttackResult } from './errors'
import { reroll, rerollProblem } from './force'
import { resolveAttack } from './resolve'
import { avoidDefeat, save, shield } from './saves'

const a = fixture('a', 'A', { force: 2 })
const t = fixture('t', 'T', {})
const ok = { attacker: a, target: t, natural: 10, modifiers: [], targetHp: 50 }
const req = { roll: 'attack' as const, roller: a, forcePoints: 2, spentThisTurn: 0 }
const reason = { hu: 'x', en: 'x' }
// Deliberately ill-typed values, as a peer could send them.
const bad = <T>(v: unknown): T => v as T

const cases: [string, () => AttackResult<unknown>, string][] = [
  ['natural NaN', () => resolveAttack({ ...ok, natural: NaN }), 'attack-bad-number'],
  ['natural 0', () => resolveAttack({ ...ok, natural: 0 }), 'attack-bad-number'],
  ['natural 21', () => resolveAttack({ ...ok, natural: 21 }), 'attack-bad-number'],
  ['natural 7.5', () => resolveAttack({ ...ok, natural: 7.5 }), 'attack-bad-number'],
  ['natural "12"', () => resolveAttack({ ...ok, natural: bad('12') }), 'attack-bad-number'],
  ['attack -1', () => resolveAttack({ ...ok, attacker: { ...a, attack: -1 } }), 'attack-bad-number'],
  ['defense Infinity', () => resolveAttack({ ...ok, target: { ...t, defense: Infinity } }), 'attack-bad-number'],
  ['damage 1e20', () => resolveAttack({ ...ok, attacker: { ...a, damage: 1e20 } }), 'attack-bad-number'],
  ['target hp 0', () => resolveAttack({ ...ok, targetHp: 0 }), 'attack-bad-number'],
  ['input null', () => resolveAttackRoll(bad(null)), 'attack-bad-input'],
  ['attacker null', () => resolveAttack({ ...ok, attacker: bad(null) }), 'attack-bad-input'],
  ['abilities not a list', () => resolveAttack({ ...ok, target: { ...t, abilities: bad({}) } }), 'attack-bad-input'],
  ['modifiers not a list', () => resolveAttack({ ...ok, modifiers: bad('x') }), 'attack-bad-input'],
  ['modifier null', () => resolveAttack({ ...ok, modifiers: bad([null]) }), 'attack-bad-input'],
  [
    'modifier n NaN',
    () =>
      resolveAttack({
        ...ok,
        modifiers: [{ stat: 'attack', n: NaN, source: { kind: 'commander', figure: 'c' }, reason }],
      }),
    'attack-bad-number',
  ],
  ['damage with bad modifiers', () => attackDamage(a, t, true, bad([{ stat: 'hp' }])), 'attack-bad-input'],
  ['apply negative damage', () => applyDamage(10, -5), 'attack-bad-number'],
  ['entropy empty', () => rollD20('', 'swm/attack/a/1'), 'attack-bad-entropy'],
  ['entropy odd hex', () => rollD20('abc', 'swm/attack/a/1'), 'attack-bad-entropy'],
  ['entropy not hex', () => rollD20('zz', 'swm/attack/a/1'), 'attack-bad-entropy'],
  ['entropy a number', () => rollD20(42, 'swm/attack/a/1'), 'attack-bad-entropy'],
  ['stream with spaces', () => rollD20('ab', 'swm attack'), 'attack-bad-stream'],
  ['stream too long', () => rollD20('ab', 'x'.repeat(500)), 'attack-bad-stream'],
  ['dice count 0', () => rollD20s('ab', 'swm/save/a', 0), 'attack-bad-number'],
  ['dice count 1e9', () => rollD20s('ab', 'swm/save/a', 1e9), 'attack-bad-number'],
  ['save needed 0', () => save(10, 0, reason), 'attack-bad-number'],
  ['shield -1', () => shield(-1, 10, []), 'attack-bad-number'],
  ['shield dice not a list', () => shield(1, 10, bad('11')), 'attack-bad-input'],
  ['avoid defeat 3 dice', () => avoidDefeat([11, 11, 11]), 'attack-bad-number'],
  ['avoid defeat die 0', () => avoidDefeat([0, 11]), 'attack-bad-number'],
  ['helpers not a list', () => combinedFire(a, { opportunity: false, rolled: false }, bad(7)), 'attack-bad-input'],
  ['helper null', () => combinedFire(a, { opportunity: false, rolled: false }, bad([null])), 'attack-bad-input'],
  ['timing null', () => combinedFire(a, bad(null), []), 'attack-bad-input'],
  ['reroll force NaN', () => reroll({ ...req, forcePoints: NaN }, 1, 5), 'attack-bad-number'],
  ['reroll spent -1', () => reroll({ ...req, spentThisTurn: -1 }, 1, 5), 'attack-bad-number'],
  ['reroll second 0', () => reroll(req, 1, 0), 'attack-bad-number'],
  ['reroll of a made-up roll', () => reroll({ ...req, roll: bad('damage') }, 1, 5), 'attack-bad-input'],
]

describe('hostile inputs', () => {
  it.each(cases)('%s → typed error', (_name, run, code) => {
    let result: AttackResult<unknown> | undefined
    expect(() => (result = run())).not.toThrow()
    expect(result?.ok).toBe(false)
    if (result && !result.ok) {
      expect(result.error.code).toBe(code)
      expect(result.error.reason.hu.length).toBeGreaterThan(0)
      expect(result.error.reason.en.length).toBeGreaterThan(0)
    }
  })

  it('a reroll request that is not an object is refused, not thrown on', () => {
    expect(rerollProblem(bad(undefined))?.code).toBe('attack-bad-input')
  })

  it('a long hostile id is quoted and cut short in the reason', () => {
    const id = 'x'.repeat(5000)
    const r = combinedFire(a, { opportunity: false, rolled: false }, [
      { figure: { ...t, id }, ally: false, activated: false, lineOfSightToTarget: true },
    ])
    expect(r.ok || r.error.reason.en.length).toBeLessThan(120)
  })
})
