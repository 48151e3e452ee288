import { describe, expect, it } from 'vitest'
import { coreErrors, engineError, reject } from './errors'

describe('engine errors', () => {
  it('builds a typed error with Hungarian and English reasons', () => {
    expect(engineError('x', 'magyar', 'english')).toEqual({ code: 'x', reason: { hu: 'magyar', en: 'english' } })
    expect(reject(coreErrors.notYourTurn())).toEqual({ ok: false, error: coreErrors.notYourTurn() })
  })

  it('gives every common error a code and non-empty, different hu/en reasons', () => {
    const all = [
      coreErrors.unknownAction('fly'),
      coreErrors.malformedAction(),
      coreErrors.malformedAction({ hu: 'rossz mező', en: 'bad field' }),
      coreErrors.notYourTurn(),
      coreErrors.gameOver(),
      coreErrors.spectatorCannotAct(),
      coreErrors.missingEntropy(),
      coreErrors.badEntropy(),
      coreErrors.zoneEmpty('deck'),
      coreErrors.invalidState(),
    ]
    for (const e of all) {
      expect(e.code).toMatch(/^[a-z-]+$/)
      expect(e.reason.hu.length).toBeGreaterThan(3)
      expect(e.reason.en.length).toBeGreaterThan(3)
      expect(e.reason.hu).not.toBe(e.reason.en)
    }
    expect(all[0]?.reason.en).toContain('"fly"')
    expect(all[2]?.reason.en).toContain('bad field')
  })

  it('keeps a hostile action type short in the reason', () => {
    expect(coreErrors.unknownAction('x'.repeat(10_000)).reason.en.length).toBeLessThan(80)
  })
})
