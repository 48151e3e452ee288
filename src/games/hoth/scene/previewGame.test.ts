import { describe, expect, it } from 'vitest'
import { SCENARIOS } from '../../../../engine/games/hoth'
import { previewOptionsFrom, previewView } from './previewGame'

describe('preview games', () => {
  it('reads its options from the query string, ignoring what it does not know', () => {
    expect(previewOptionsFrom('?preview=hoth&scenario=final-strike')).toEqual({
      players: 2,
      leaders: false,
      turns: 0,
      play: false,
      seat: null,
      panels: false,
    })
    expect(previewOptionsFrom('?players=4&leaders=1&turns=3&play=1&seat=s3&panels=1')).toEqual({
      players: 4,
      leaders: true,
      turns: 3,
      play: true,
      seat: 's3',
      panels: true,
    })
    expect(previewOptionsFrom('?players=7&turns=-2&seat=x')).toMatchObject({ players: 2, turns: 0, seat: null })
  })

  it('plays the turns asked for, then a card, the same way every time', () => {
    const view = previewView('first-contact', { players: 4, leaders: true, turns: 3, play: true })
    expect(view.turn.number).toBe(4)
    expect(view.turn.card).not.toBeNull()
    expect(view.players.map((p) => p.leader)).toEqual(['luke', 'leia', 'vader', 'veers'])
    expect(previewView('first-contact', { players: 4, leaders: true, turns: 3, play: true })).toEqual(view)
    expect(previewView('no-such-scenario').scenario).toBe(SCENARIOS[0]!.id)
  })
})
