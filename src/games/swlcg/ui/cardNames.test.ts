import { describe, expect, it } from 'vitest'
import { placeName, playerLabels, sideName } from './cardNames'

const DUEL = { players: ['dark', 'light'] as const, seats: { light: 's1', dark: 's2' } }
const TEAMS = {
  players: ['dark', 'dark2', 'light', 'light2'] as const,
  seats: { light: 's1', dark: 's2', dark2: 's3', light2: 's4' },
}

describe('player labels', () => {
  it('keep two players’ names as they are', () => {
    expect(playerLabels({ s1: 'Anna', s2: 'Béla' }, { ...DUEL, players: [...DUEL.players] }, 'en')).toEqual({
      s1: 'Anna',
      s2: 'Béla',
    })
    expect(playerLabels({ s1: 'Anna' }, { ...DUEL, players: [...DUEL.players] }, 'en')).toEqual({ s1: 'Anna' })
  })

  it('add the side to a name that holds both seats (hotseat)', () => {
    const labels = playerLabels({ s1: 'Anna', s2: 'Anna' }, { ...DUEL, players: [...DUEL.players] }, 'hu')
    expect(labels.s1).toBe(`Anna (${sideName('light', 'hu')})`)
    expect(labels.s2).toBe(`Anna (${sideName('dark', 'hu')})`)
  })

  it('in 2v2 name each place in the team, and only for a name that holds several seats', () => {
    const view = { ...TEAMS, players: [...TEAMS.players] }
    expect(placeName(view, 'light2', 'en')).toBe('Light Side #2')
    expect(placeName(view, 'dark', 'hu')).toBe(`${sideName('dark', 'hu')} 1.`)
    const labels = playerLabels({ s1: 'Anna', s2: 'Béla', s3: 'Cili', s4: 'Anna' }, view, 'en')
    expect(labels).toEqual({ s1: 'Anna (Light Side #1)', s2: 'Béla', s3: 'Cili', s4: 'Anna (Light Side #2)' })
  })
})
