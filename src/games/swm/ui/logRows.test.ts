/**
 * The log's rows: set-up before the first round, a separator at each round's start, an attack roll and its hit as one
 * line coloured as the hit, a refused action as its reason, and every line in the reader's language.
 */
import { describe, expect, it } from 'vitest'
import type { EngineEvent, SeatId } from '../../../../engine/core/types'
import type { RulesLogLine } from '../../../hooks/useRulesGame'
import { logRows } from './logRows'
import { LIGHT, OBI, roundOneState, TROOPER_2 } from './testStates'

const state = roundOneState()
const roll = { attacker: OBI, target: TROOPER_2, natural: 14, total: 22, defense: 19, outcome: 'hit', automatic: null }
const hit = { attacker: OBI, target: TROOPER_2, damage: { base: 20, times: 1, total: 20 } }

/** Log lines of entry `entry`, one per event. */
const entry = (entry: number, events: EngineEvent[], seat: SeatId = LIGHT): RulesLogLine[] =>
  events.map((event, j) => ({ key: `${entry}.${j}`, turn: 1, seat, event }))

const LOG: RulesLogLine[] = [
  ...entry(0, [{ type: 'round-started', data: { round: 1 } }]),
  ...entry(1, [
    { type: 'attack-declared', data: { attacker: OBI, target: TROOPER_2 } },
    { type: 'attack-rolled', data: roll },
    { type: 'hit', data: hit },
    { type: 'round-started', data: { round: 2 } },
  ]),
  {
    key: '2.x',
    turn: 2,
    seat: LIGHT,
    event: { type: 'action-refused', data: { action: 'attack', reason: { en: 'Too far.', hu: 'Túl messze.' } } },
  },
]
const refused = (reason: string) => `Refused: ${reason}`

describe('logRows', () => {
  it('is empty for an empty log', () => {
    expect(logRows([], state, 'en', refused)).toEqual([])
  })

  it('separates the rounds and merges an attack roll with its hit', () => {
    const rows = logRows(LOG, state, 'en', refused)
    expect(rows.map((r) => (r.kind === 'turn' ? `# ${r.number}` : `${r.type}: ${r.text}`))).toEqual([
      '# 1',
      'round-started: Round 1 begins.',
      'attack-declared: Obi-Wan Kenobi attacks Death Star Trooper 2.',
      'hit: Obi-Wan Kenobi rolls 14 (+8 = 22) against Defense 19: hit, 20 damage.',
      '# 2',
      'round-started: Round 2 begins.',
      'action-refused: Refused: Too far.',
    ])
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length)
  })

  it('puts the set-up before the first round under round 0, in Hungarian too', () => {
    const setup = logRows(
      [
        {
          key: '0.0',
          turn: 1,
          seat: LIGHT,
          event: { type: 'attack-declared', data: { attacker: OBI, target: TROOPER_2 } },
        },
      ],
      state,
      'hu',
      refused,
    )
    expect(setup.map((r) => (r.kind === 'turn' ? r.number : r.text))).toEqual([
      0,
      'Obi-Wan Kenobi megtámadja: Halálcsillag-katona 2.',
    ])
  })
})
