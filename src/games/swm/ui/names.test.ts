/** The panels' names: figures numbered among copies in both languages, seats by player or side, safe testids. */
import { describe, expect, it } from 'vitest'
import { figureCard, figureName, figureNames, seatLabel, seatSide, sideOf, testIdPart } from './names'
import { DARK, LIGHT, NAMES, OBI, roundOneState, TROOPER_1, TROOPER_2, VADER } from './testStates'

const state = roundOneState()

describe('names', () => {
  it('names a figure by its character, numbering copies', () => {
    expect(figureName(state, OBI, 'en')).toBe('Obi-Wan Kenobi')
    expect(figureName(state, VADER, 'hu')).toBe('Darth Vader')
    expect(figureName(state, TROOPER_2, 'en')).toBe('Death Star Trooper 2')
    expect(figureName(state, TROOPER_1, 'hu')).toBe('Halálcsillag-katona 1')
    expect(figureNames(state, [VADER, TROOPER_1], 'en')).toBe('Darth Vader and Death Star Trooper 1')
    expect(figureNames(state, [VADER, TROOPER_1], 'hu')).toBe('Darth Vader és Halálcsillag-katona 1')
  })

  it('reads an unknown id as a neutral word', () => {
    expect(figureName(state, 'nobody', 'en')).toBe('a figure')
    expect(figureCard(state, 'nobody')).toBeUndefined()
    expect(figureCard(state, OBI)?.id).toBe('obi-wan-kenobi')
  })

  it('names a seat by its player, else by its side', () => {
    expect(seatLabel(state, NAMES, LIGHT, 'en')).toBe('Anna')
    expect(seatLabel(state, { [LIGHT]: '  ' }, LIGHT, 'en')).toBe('Light side')
    expect(seatLabel(state, {}, DARK, 'hu')).toBe('Sötét oldal')
    expect(seatSide(state, LIGHT, 'hu')).toBe('Világos oldal')
    expect(sideOf(state, DARK)).toBe('dark')
    expect(sideOf(state, null)).toBeNull()
  })

  it('makes an id safe for a testid', () => {
    expect(testIdPart('s1/darth-vader/1')).toBe('s1_darth-vader_1')
  })
})
