import { describe, expect, it } from 'vitest'
import { DIE_FACE_COUNT, DIE_KINDS, tabletop } from '../../engine/games/tabletop'
import { dieKindLabel, dieKindOfLook, dieResultLabel, rollAction } from './dice'

describe('sandbox dice', () => {
  it('builds a roll the engine accepts, each die once', () => {
    const action = rollAction([
      { id: 'die-1', kind: 'd20' },
      { id: 'coin:a', kind: 'coin' },
      { id: 'die-1', kind: 'd20' },
    ])
    expect(action).toEqual({
      type: 'roll',
      payload: {
        dice: [
          { id: 'die-1', kind: 'd20' },
          { id: 'coin:a', kind: 'coin' },
        ],
      },
    })
    const state = tabletop.setup({}, ['s1'], 'ab')
    const result = tabletop.apply(state, { ...action, entropy: '0123abcd' }, 's1')
    expect(result.ok).toBe(true)
  })

  it('refuses to build an empty roll or one too big for the engine', () => {
    expect(() => rollAction([])).toThrow(RangeError)
    expect(() => rollAction(Array.from({ length: 21 }, (_, i) => ({ id: `d${i}`, kind: 'd6' as const })))).toThrow(
      RangeError,
    )
  })

  it('reads the kind from any look', () => {
    expect(dieKindOfLook('d20:16')).toBe('d20')
    expect(dieKindOfLook('hoth')).toBe('hoth')
    expect(dieKindOfLook('coin:1')).toBe('coin')
    expect(dieKindOfLook('5')).toBe('d6')
    expect(dieKindOfLook('')).toBe('d6')
  })

  it('names results as the log shows them, in English and Hungarian', () => {
    expect(dieResultLabel('d20', 16, 'en')).toBe('17')
    expect(dieResultLabel('d6', 0, 'hu')).toBe('1')
    expect(dieResultLabel('coin', 0, 'en')).toBe('Heads')
    expect(dieResultLabel('coin', 0, 'hu')).toBe('Fej')
    expect(dieResultLabel('coin', 1, 'en')).toBe('Tails')
    expect(dieResultLabel('coin', 1, 'hu')).toBe('Írás')
    expect(dieResultLabel('hoth', 0, 'en')).toBe('Infantry')
    expect(dieResultLabel('hoth', 0, 'hu')).toBe('Gyalogság')
    expect(dieResultLabel('hoth', 2, 'en')).toBe('Vehicle')
    expect(dieResultLabel('hoth', 5, 'en')).toBe('Miss')
  })

  it('has a distinct, non-empty label for every face of every kind in both languages', () => {
    for (const lang of ['en', 'hu'] as const) {
      for (const kind of DIE_KINDS) {
        expect(dieKindLabel(kind, lang)).not.toMatch(/^kind\./)
        const labels = Array.from({ length: DIE_FACE_COUNT[kind] }, (_, f) => dieResultLabel(kind, f, lang))
        for (const label of labels) expect(label.length).toBeGreaterThan(0)
        // The Hoth die has two infantry faces; every other face reads differently.
        expect(new Set(labels).size).toBe(kind === 'hoth' ? 5 : DIE_FACE_COUNT[kind])
      }
    }
    expect(dieKindLabel('hoth', 'hu')).toBe('Támadókocka')
  })
})
