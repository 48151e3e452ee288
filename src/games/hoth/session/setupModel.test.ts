import { describe, expect, it } from 'vitest'
import { DEFAULT_SETUP, configFor, readGame, readSetup } from './setupModel'

describe('Hoth table setup', () => {
  it('reads a malformed setup as the defaults, keeping valid parts', () => {
    expect(readSetup(undefined)).toEqual({ ...DEFAULT_SETUP, leaders: { s1: null, s2: null, s3: null, s4: null } })
    const setup = readSetup({ scenario: 'final-strike', useLeaders: true, leaders: { s1: 'vader', s2: 'veers' } })
    expect(setup.scenario).toBe('final-strike')
    // A leader of the wrong side is dropped: s1 plays the Rebels.
    expect(setup.leaders).toEqual({ s1: null, s2: 'veers', s3: null, s4: null })
  })

  it('builds a 2-player config with leaders only when they are on', () => {
    const setup = readSetup({ scenario: 'first-contact', useLeaders: false, leaders: { s1: 'luke', s2: 'vader' } })
    const result = configFor(setup, ['s2', 's1'])
    expect(result.ok && result.config.players).toEqual([
      { seat: 's1', side: 'rebel', leader: null },
      { seat: 's2', side: 'empire', leader: null },
    ])
    const withLeaders = configFor({ ...setup, useLeaders: true }, ['s1', 's2'])
    expect(withLeaders.ok && withLeaders.config.players[0]!.leader).toBe('luke')
  })

  it('with leaders on, cannot start until every seated player has chosen one, and says so', () => {
    const setup = readSetup({ scenario: 'first-contact', useLeaders: true, leaders: { s1: 'luke' } })
    const result = configFor(setup, ['s1', 's2'])
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason.hu).toMatch(/minden játékos/)
  })

  it('orders team players so player 1 comes first within each side', () => {
    const result = configFor(readSetup({}), ['s4', 's3', 's2', 's1'])
    expect(result.ok && result.config.players.map((p) => p.seat)).toEqual(['s1', 's2', 's3', 's4'])
  })

  it('cannot start with one side empty, and says why in both languages', () => {
    const result = configFor(readSetup({}), ['s1', 's3'])
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason.en).toMatch(/each side/i)
  })

  it('ignores a game record that would not set up', () => {
    expect(readGame({ config: { scenario: 'nope', players: [] }, seats: [], entropy: 'ab' })).toBeNull()
    const ok = configFor(readSetup({}), ['s1', 's2'])
    if (!ok.ok) throw new Error('setup failed')
    expect(readGame({ number: 2, config: ok.config, seats: ok.seats, entropy: 'abcd' })?.number).toBe(2)
  })
})
