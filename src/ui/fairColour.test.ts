import { describe, expect, it } from 'vitest'
import { PLAYER_COLOURS } from '../stores/prefs'
import type { ColourHolder } from './fairColour'
import { fairColour, freeColour } from './fairColour'

const [AMBER, CYAN, RED, GREEN] = PLAYER_COLOURS
const seated = (key: string, colour: string): ColourHolder => ({ key, colour, seated: true })
const watching = (key: string, colour: string): ColourHolder => ({ key, colour, seated: false })

describe('free colour', () => {
  it('keeps the chosen colour when it is free, else takes the first palette colour nobody uses', () => {
    expect(freeColour(RED, [AMBER])).toBe(RED)
    expect(freeColour(AMBER, [AMBER])).toBe(CYAN)
    expect(freeColour(AMBER, [AMBER, CYAN, GREEN])).toBe(RED)
    // Case does not hide a clash; a full table leaves the choice as it is.
    expect(freeColour(AMBER, [AMBER.toUpperCase()])).toBe(CYAN)
    expect(freeColour(AMBER, PLAYER_COLOURS)).toBe(AMBER)
  })
})

describe('fair colour at a table', () => {
  it('gives a newcomer in a seated player’s colour the first free one; both defaults no longer clash', () => {
    // Anna sits in amber (the default); Béla comes with the default too.
    expect(fairColour({ key: 'b', seated: false }, AMBER, [seated('a', AMBER)])).toBe(CYAN)
    // Even with a lower key: a seat keeps its colour over any spectator.
    expect(fairColour({ key: '0', seated: false }, AMBER, [seated('a', AMBER), seated('c', CYAN)])).toBe(RED)
  })

  it('keeps a colour chosen in an invite link while it is free', () => {
    expect(fairColour({ key: 'b', seated: false }, GREEN, [seated('a', AMBER)])).toBe(GREEN)
    expect(fairColour({ key: 'b', seated: false }, GREEN, [seated('a', GREEN)])).toBe(AMBER)
  })

  it('lets only one of two spectators who arrive together in the same colour move, so they settle', () => {
    const a = fairColour({ key: 'a', seated: false }, AMBER, [watching('b', AMBER)])
    const b = fairColour({ key: 'b', seated: false }, AMBER, [watching('a', AMBER)])
    expect([a, b]).toEqual([AMBER, CYAN])
    // Once b shows cyan, a third in amber moves past both; a's and b's choices do not change.
    const c = fairColour({ key: 'c', seated: false }, AMBER, [watching('a', a), watching('b', b)])
    expect(c).toBe(RED)
    expect(fairColour({ key: 'b', seated: false }, AMBER, [watching('a', a), watching('c', c)])).toBe(CYAN)
  })

  it('never moves a seated player, and ignores the same person in another tab', () => {
    expect(fairColour({ key: 'b', seated: true }, AMBER, [seated('a', AMBER)])).toBe(AMBER)
    expect(fairColour({ key: 'b', seated: false }, AMBER, [watching('b', AMBER), seated('b', AMBER)])).toBe(AMBER)
  })
})
