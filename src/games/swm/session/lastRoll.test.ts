import { describe, expect, it } from 'vitest'
import type { RulesLogLine } from '../../../hooks/useRulesGame'
import { lastRoll } from './lastRoll'

const line = (key: string, type: string, data?: unknown): RulesLogLine =>
  ({ key, turn: 1, seat: 's1', event: { type, data } }) as RulesLogLine

describe('lastRoll', () => {
  it("shows the newest entry's naturals, saves included, with the roll's contributors", () => {
    const log = [
      line('3.0', 'attack-rolled', { natural: 4 }),
      line('5.0', 'attack-declared', { attacker: 'a', target: 'b' }),
      line('5.1', 'attack-rolled', { natural: 17, total: 25 }),
      line('5.2', 'save-rolled', { saves: [{ natural: 11 }, { natural: 2 }] }),
      line('6.0', 'turn-ended', {}),
    ]
    expect(lastRoll(log, [{ seat: 's1', from: ['s2'] }])).toEqual({
      key: '5',
      naturals: [17, 11, 2],
      seat: 's1',
      from: ['s2'],
    })
  })

  it('is null before any die and ignores numbers that are no d20 natural', () => {
    expect(lastRoll([line('1.0', 'moved', { natural: 40 })], [])).toBeNull()
  })
})
