/** Saves, Shield, Avoid Defeat and hit points (analysis §10). */
import { describe, expect, it } from 'vitest'
import { applyDamage } from './damage'
import { avoidDefeat, save, shield } from './saves'

const reason = { hu: 'Kitérés', en: 'Evade' }

describe('saves and defeat', () => {
  it('"Ha a dobott érték egyenlő, vagy több a megadott értéknél … a védekezés sikeres"; 1 and 20 are plain numbers', () => {
    expect(save(11, 11, reason)).toMatchObject({ ok: true, value: { success: true } })
    expect(save(10, 11, reason)).toMatchObject({ ok: true, value: { success: false } })
    expect(save(20, 21, reason)).toMatchObject({ ok: true, value: { success: false } })
    expect(save(1, 1, reason)).toMatchObject({ ok: true, value: { success: true } })
  })

  it('Shield 2: "Minden sikeres védés (dobás) 10 ponttal csökkenti a sebesülés értékét", never below 0', () => {
    expect(shield(2, 30, [11, 10])).toMatchObject({ ok: true, value: { before: 30, after: 20 } })
    expect(shield(2, 10, [15, 19])).toMatchObject({ ok: true, value: { after: 0 } })
    expect(shield(2, 30, [11]).ok || shield(2, 30, [11])).toMatchObject({ error: { code: 'attack-bad-number' } })
  })

  it('Avoid Defeat: "Ha mindkettő legalább 11 lesz, a karakter nem hal meg, hanem 10 életponttal folytathatja"', () => {
    expect(avoidDefeat([11, 12])).toMatchObject({ ok: true, value: { survived: true, hp: 10 } })
    expect(avoidDefeat([20, 10])).toMatchObject({ ok: true, value: { survived: false, hp: 0 } })
  })

  it('"Amikor egy karakter életpontja 0-ra vagy az alá esik, a karakter megsemmisül"', () => {
    expect(applyDamage(20, 20)).toEqual({ ok: true, value: { before: 20, damage: 20, after: 0, defeated: true } })
    expect(applyDamage(20, 50)).toEqual({ ok: true, value: { before: 20, damage: 50, after: 0, defeated: true } })
    expect(applyDamage(20, 10)).toEqual({ ok: true, value: { before: 20, damage: 10, after: 10, defeated: false } })
  })
})
