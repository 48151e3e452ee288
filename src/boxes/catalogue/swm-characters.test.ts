import { describe, expect, it } from 'vitest'
import { CHARACTERS } from '../../../engine/games/swm/data/characters'
import { SWM_CATALOGUE } from './swm'
import { abilityName, SWM_CHARACTERS } from './swm-characters'

describe('the SWM box reads its characters from the engine', () => {
  it('fields the engine’s characters with their numbers, under the sandbox’s ids', () => {
    for (const c of SWM_CHARACTERS) {
      const engine = CHARACTERS.find((e) => e.id === c.engineId)
      expect(engine, c.id).toBeDefined()
      expect(c.id).toBe(`swm/${c.engineId}`)
      expect([c.cost, c.hp, c.defense, c.attack, c.damage, c.force]).toEqual([
        engine!.cost,
        engine!.hp,
        engine!.defense,
        engine!.attack,
        engine!.damage,
        engine!.force,
      ])
    }
    expect(SWM_CHARACTERS.map((c) => c.id)).toEqual([
      'swm/obi-wan-kenobi',
      'swm/luke-skywalker-champion',
      'swm/darth-vader',
      'swm/death-star-trooper',
    ])
  })

  it('prints ability numbers on the stat card', () => {
    expect(abilityName({ id: 'force-spirit', n: 8 })).toEqual({ en: 'Force Spirit 8', hu: 'Erő szellem 8' })
    expect(abilityName({ id: 'bounty-hunter', n: 4 }).en).toBe('Bounty Hunter +4')
    const obiWan = SWM_CATALOGUE.cards.find((c) => c.id === 'swm/obi-wan-kenobi-card')
    expect(obiWan?.tags?.map((t) => t.en)).toEqual([
      'Unique',
      'Double Attack',
      'Melee Attack',
      'Force Spirit 8',
      'Force Heal 20',
      'Lightsaber Sweep',
    ])
    expect(obiWan?.text?.en).toContain('gains 8 Force')
  })
})
