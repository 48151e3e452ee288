/** The d20 comes from log entropy only: the same entropy and stream give the same die on every peer. */
import { describe, expect, it } from 'vitest'
import { dieStream, rollD20, rollD20s } from './dice'

const entropies = Array.from({ length: 2000 }, (_, i) => i.toString(16).padStart(8, '0'))

describe('d20 from log entropy', () => {
  it('same entropy and stream → same die, every time, whatever the case of the hex', () => {
    const stream = dieStream('attack', 'clone-trooper-2', 1)
    expect(stream).toBe('swm/attack/clone-trooper-2/1')
    for (const e of entropies.slice(0, 50)) {
      const a = rollD20(e, stream)
      expect(rollD20(e, stream)).toEqual(a)
      expect(rollD20(e.toUpperCase(), stream)).toEqual(a)
    }
  })

  it('is a fair-looking d20: every face 1–20 appears, none out of range', () => {
    const counts = new Map<number, number>()
    for (const e of entropies) {
      const die = rollD20(e, 'swm/attack/x/1')
      if (!die.ok) throw new Error(die.error.reason.en)
      counts.set(die.value, (counts.get(die.value) ?? 0) + 1)
    }
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    // 2000 rolls: 100 expected per face; 40–160 is far outside chance for a fair die.
    for (const n of counts.values()) expect(n).toBeGreaterThan(40)
  })

  it('different streams of one entropy are different dice (attack vs save, attack 1 vs attack 2)', () => {
    const same = entropies.slice(0, 200).filter((e) => {
      const a = rollD20(e, dieStream('attack', 'a', 1))
      const b = rollD20(e, dieStream('attack', 'a', 2))
      return a.ok && b.ok && a.value === b.value
    })
    // Independent d20s agree 1 time in 20: about 10 of 200, never most of them.
    expect(same.length).toBeLessThan(30)
  })

  it('several dice use per-die streams <base>/1, <base>/2 …', () => {
    const dice = rollD20s('ab12', 'swm/save/obi-wan', 3)
    expect(dice).toEqual({
      ok: true,
      value: [1, 2, 3].map((i) => {
        const d = rollD20('ab12', `swm/save/obi-wan/${i}`)
        return d.ok ? d.value : NaN
      }),
    })
  })
})
