/**
 * The squad family's initiative abilities in play: Anticipation, Recon, Surprise Move, and Republic / Separatist
 * Reserves called by the final initiative roll. Each scenario quotes the rulebook sentence it checks. Fixtures:
 * testing/fixtures/squad.ts.
 */
import { describe, expect, it } from 'vitest'
import { createRng } from '../../core/random'
import type { EngineEvent } from '../../core/types'
import { dieStream } from './attack/dice'
import { act, DARK, deployed, LIGHT, placed, refusal, revealed, squad, started, testGame } from './testing/skirmish'
import type { SwmState } from './types'
import { checkElimination } from './victory'

const ERA = { era: 'rise-of-the-empire' } as const
const BULWARK = 's2/t-s-bulwark/1'

/** The initiative stream of `seat` in round 1's roll `attempt`, with more parts if given. */
const stream = (seat: string, attempt = 1, ...more: string[]) =>
  [dieStream('initiative', 1, attempt, seat), ...more].join('/')

/** Entropy whose d20 on each stream is the wanted natural (found by search). */
function entropyFor(wanted: [string, number][]): string {
  for (let n = 0; n < 5_000_000; n++) {
    const e = `beef${n.toString(16).padStart(8, '0')}`
    if (wanted.every(([s, v]) => createRng(e, s).int(1, 20) === v)) return e
  }
  throw new Error('no entropy found')
}

/** Squads revealed and deployed: round 1's initiative is next. */
function atInitiative(light: [string, number][], dark: [string, number][]): SwmState {
  return deployed(revealed(squad('republic', ...light), squad('separatist', ...dark), ERA))
}

/** Applies `action` and returns the state and its events. */
function applied(s: SwmState, seat: string, action: Parameters<typeof testGame.apply>[1]) {
  const r = testGame.apply(s, action, seat)
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.reason.en}`)
  return r
}

describe('Anticipation (Megérzés)', () => {
  const SEER = 's1/t-s-seer/1'

  it('"A kezdő dobás után … újradobd a kezdődobást": the loser pays 1 Force point and its new die stands', () => {
    let s = atInitiative([['t-s-seer', 1]], [['t-s-bulwark', 1]])
    s = act(s, LIGHT, {
      type: 'roll-initiative',
      entropy: entropyFor([
        [stream(LIGHT), 5],
        [stream(DARK), 15],
      ]),
    })
    expect(s.pending).toEqual([{ kind: 'anticipation', seat: LIGHT, figures: [SEER] }])
    expect(testGame.legalActions(s, LIGHT)).toEqual([
      { type: 'reroll-initiative', payload: { figure: SEER } },
      { type: 'keep-initiative' },
    ])
    expect(testGame.legalActions(s, DARK)).toEqual([])
    s = act(s, LIGHT, {
      type: 'reroll-initiative',
      payload: { figure: SEER },
      entropy: entropyFor([[stream(LIGHT, 1, 'anticipation'), 18]]),
    })
    expect(s.initiative!.winner).toBe(LIGHT)
    expect(s.stage).toBe('choose-first')
    expect(s.figures[SEER]!.force).toBe(2)
  })

  it('"mindenképpen a 2. dobás eredményét kell használnod": a worse reroll stands, and a turned result lets the other side answer', () => {
    let s = atInitiative([['t-s-seer', 1]], [['t-s-dark-seer', 1]])
    s = act(s, LIGHT, {
      type: 'roll-initiative',
      entropy: entropyFor([
        [stream(LIGHT), 5],
        [stream(DARK), 15],
      ]),
    })
    s = act(s, LIGHT, {
      type: 'reroll-initiative',
      payload: { figure: SEER },
      entropy: entropyFor([[stream(LIGHT, 1, 'anticipation'), 18]]),
    })
    // Now the dark side lost: its own Anticipation is offered.
    expect(s.pending).toEqual([{ kind: 'anticipation', seat: DARK, figures: ['s2/t-s-dark-seer/1'] }])
    s = act(s, DARK, {
      type: 'reroll-initiative',
      payload: { figure: 's2/t-s-dark-seer/1' },
      entropy: entropyFor([[stream(DARK, 1, 'anticipation'), 19]]),
    })
    // Light already used its Anticipation this round ("körönként csak egyszer"): the 19 wins.
    expect(s.pending).toEqual([])
    expect(s.initiative!.winner).toBe(DARK)
  })

  it('refuses the other seat, a figure without it, another roll while it waits, and a malformed payload', () => {
    let s = atInitiative([['t-s-seer', 1]], [['t-s-bulwark', 1]])
    s = act(s, LIGHT, {
      type: 'roll-initiative',
      entropy: entropyFor([
        [stream(LIGHT), 5],
        [stream(DARK), 15],
      ]),
    })
    expect(refusal(s, DARK, { type: 'reroll-initiative', payload: { figure: SEER } })).toBe('not-your-choice')
    expect(refusal(s, LIGHT, { type: 'reroll-initiative', payload: { figure: BULWARK } })).toBe('ability-missing')
    expect(refusal(s, LIGHT, { type: 'roll-initiative' })).toBe('pending-choice')
    expect(refusal(s, LIGHT, { type: 'reroll-initiative', payload: { figure: 3 } })).toBe('malformed-action')
    expect(refusal(s, LIGHT, { type: 'keep-initiative', payload: { x: 1 } })).toBe('malformed-action')
    s = act(s, LIGHT, { type: 'keep-initiative' })
    expect(s.initiative!.winner).toBe(DARK)
    expect(refusal(s, LIGHT, { type: 'keep-initiative' })).toBe('wrong-stage')
  })
})

describe('Recon (Felderítés)', () => {
  const dice = () =>
    entropyFor([
      [stream(LIGHT), 3],
      [stream(LIGHT, 1, 'recon'), 17],
      [stream(DARK), 10],
    ])

  it('"kezdődobásnál kétszer dobhatsz és választhatod a nagyobb értéket": a scout that sees an enemy keeps the 17', () => {
    let s = atInitiative([['t-s-scout', 1]], [['t-s-bulwark', 1]])
    s = placed(s, { 's1/t-s-scout/1': { x: 0, y: 7 }, [BULWARK]: { x: 5, y: 7 } })
    const r = applied(s, LIGHT, { type: 'roll-initiative', entropy: dice() })
    expect(r.events.find((e: EngineEvent) => e.type === 'recon')?.data).toEqual({ seat: LIGHT, dice: [3, 17] })
    expect(r.state.initiative!.winner).toBe(LIGHT)
  })

  it('"látótengelyben van egy ellenséges karakterrel": with no enemy in sight, one die', () => {
    let s = atInitiative([['t-s-scout', 1]], [['t-s-bulwark', 1]])
    // A wall between the rooms: the scout in the upper left room, the enemy in the lower left.
    s = placed(s, { 's1/t-s-scout/1': { x: 0, y: 5 }, [BULWARK]: { x: 0, y: 12 } })
    const r = applied(s, LIGHT, { type: 'roll-initiative', entropy: dice() })
    expect(r.events.some((e: EngineEvent) => e.type === 'recon')).toBe(false)
    expect(r.state.initiative!.winner).toBe(DARK)
  })
})

describe('Surprise Move (Meglepetés mozgás)', () => {
  const SPY = 's1/t-s-infiltrator/1'
  const scene = () =>
    placed(
      started(
        squad('republic', ['t-s-infiltrator', 1], ['t-s-line-soldier', 1]),
        squad('separatist', ['t-s-bulwark', 1]),
        LIGHT,
        ERA,
      ),
      { [SPY]: { x: 0, y: 7 }, [BULWARK]: { x: 20, y: 7 } },
    )
  const path = (n: number) => Array.from({ length: n }, (_, i) => ({ x: i + 1, y: 7 }))

  it('"egy azonnali, maximum 6 négyzetnyi mozgást … (Ez nem számít aktiválásnak.)": 1 Force point, moved, still ready', () => {
    let s = scene()
    expect(testGame.legalActions(s, LIGHT)).toContainEqual({
      type: 'surprise-move',
      payload: { figure: SPY, path: path(6) },
    })
    s = act(s, LIGHT, { type: 'surprise-move', payload: { figure: SPY, path: path(6) } })
    expect(s.figures[SPY]).toMatchObject({ at: { x: 6, y: 7 }, force: 1, activated: false })
    expect(s.phase).toMatchObject({ seat: LIGHT, left: 2 })
    // "minden körben csak egyszer"
    expect(refusal(s, LIGHT, { type: 'surprise-move', payload: { figure: SPY, path: [{ x: 7, y: 7 }] } })).toBe(
      'used-this-round',
    )
    expect(testGame.legalActions(s, LIGHT).some((a) => a.type === 'surprise-move')).toBe(false)
  })

  it('"mielőtt bámely más karakter aktiválódna": refused after an activation, beyond 6, for the other seat, malformed', () => {
    let s = scene()
    expect(refusal(s, LIGHT, { type: 'surprise-move', payload: { figure: SPY, path: path(7) } })).toBe(
      'surprise-too-far',
    )
    expect(refusal(s, DARK, { type: 'surprise-move', payload: { figure: SPY, path: path(2) } })).toBe('not-your-figure')
    expect(refusal(s, LIGHT, { type: 'surprise-move', payload: { figure: SPY, path: 'north' } })).toBe(
      'malformed-action',
    )
    expect(
      refusal(s, LIGHT, { type: 'surprise-move', payload: { figure: 's1/t-s-line-soldier/1', path: path(2) } }),
    ).toBe('ability-missing')
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/t-s-line-soldier/1' } })
    expect(refusal(s, LIGHT, { type: 'surprise-move', payload: { figure: SPY, path: path(2) } })).toBe(
      'surprise-too-late',
    )
  })
})

describe('Republic Reserves (Köztársasági tartalék) and Separatist Reserves (Szeparatista tartalék)', () => {
  const light: [string, number][] = [
    ['t-s-marshal', 1],
    ['t-s-line-soldier', 1],
  ]
  const twenty = () =>
    entropyFor([
      [stream(LIGHT), 20],
      [stream(DARK), 5],
    ])

  it('"kezdődobásnak 20-at dobsz, azonnal 20 pontnyi köztársasági karaktert adhatsz": two reservists join in the start zone', () => {
    let s = atInitiative(light, [['t-s-bulwark', 1]])
    s = act(s, LIGHT, { type: 'roll-initiative', entropy: twenty() })
    expect(s.pending).toEqual([{ kind: 'reserves', seat: LIGHT, faction: 'republic', points: 20 }])
    const legal = testGame.legalActions(s, LIGHT)
    expect(legal).toContainEqual({ type: 'skip-reserves' })
    expect(legal.some((a) => a.type === 'call-reserves')).toBe(true)
    const three = [1, 2, 3].map((x) => ({ character: 't-s-reservist', x, y: 6 }))
    expect(refusal(s, LIGHT, { type: 'call-reserves', payload: { placements: three } })).toBe('reserve-over-points')
    expect(
      refusal(s, LIGHT, { type: 'call-reserves', payload: { placements: [{ character: 't-s-bulwark', x: 1, y: 6 }] } }),
    ).toBe('reserve-not-allowed')
    expect(
      refusal(s, LIGHT, {
        type: 'call-reserves',
        payload: { placements: [{ character: 't-s-reservist', x: 20, y: 7 }] },
      }),
    ).toBe('not-in-start-zone')
    expect(refusal(s, DARK, { type: 'skip-reserves' })).toBe('not-your-choice')
    expect(refusal(s, LIGHT, { type: 'call-reserves', payload: { placements: 'all' } })).toBe('malformed-action')
    s = act(s, LIGHT, { type: 'call-reserves', payload: { placements: three.slice(0, 2) } })
    const reserves = Object.values(s.figures).filter((f) => f.reserve)
    expect(reserves.map((f) => [f.def, f.at])).toEqual([
      ['t-s-reservist', { x: 1, y: 6 }],
      ['t-s-reservist', { x: 2, y: 6 }],
    ])
    expect(s.squads[LIGHT]!.points).toBe(30)
    expect(s.stage).toBe('choose-first')
    // "az ellenfelednek nem kell őket megsemmisítenie, hogy megnyerje a játékot"
    const lost = placed(s, { 's1/t-s-marshal/1': null, 's1/t-s-line-soldier/1': null })
    const events: EngineEvent[] = []
    expect(checkElimination(lost, events)).toBe(true)
    expect(lost.result!.winners).toEqual([DARK])
  })

  it('"csak akkor adhatod a plusz karaktereket a csapatodhoz, ha a végső dobásod 20": a tied 20 calls nobody', () => {
    let s = atInitiative(light, [['t-s-bulwark', 1]])
    s = act(s, LIGHT, {
      type: 'roll-initiative',
      entropy: entropyFor([
        [stream(LIGHT), 20],
        [stream(DARK), 20],
        [stream(LIGHT, 2), 12],
        [stream(DARK, 2), 4],
      ]),
    })
    expect(s.pending).toEqual([])
    expect(s.stage).toBe('initiative')
  })

  it('"kezdődobásnak 1-et dobsz … szeparatista karaktert": a natural 1 brings the separatist reserves', () => {
    let s = atInitiative([['t-s-line-soldier', 1]], [['t-s-foundry-boss', 1]])
    s = act(s, LIGHT, {
      type: 'roll-initiative',
      entropy: entropyFor([
        [stream(LIGHT), 10],
        [stream(DARK), 1],
      ]),
    })
    expect(s.pending).toEqual([{ kind: 'reserves', seat: DARK, faction: 'separatist', points: 20 }])
    const free = testGame.legalActions(s, DARK).find((a) => a.type === 'call-reserves')!
    s = act(s, DARK, free)
    expect(Object.values(s.figures).filter((f) => f.reserve && f.owner === DARK)).toHaveLength(1)
    expect(s.initiative!.winner).toBe(LIGHT)
  })
})

describe('legal actions of the initiative abilities', () => {
  /** Every listed action of the squad family that `seat` has now is accepted by apply. */
  function allAccepted(s: SwmState, seat: string): number {
    const ours = new Set(['reroll-initiative', 'keep-initiative', 'surprise-move', 'call-reserves', 'skip-reserves'])
    const listed = testGame.legalActions(s, seat).filter((a) => ours.has(a.type))
    for (const a of listed) expect(refusal(s, seat, a), JSON.stringify(a)).toBe('ok')
    return listed.length
  }

  it('lists exactly what apply accepts: Anticipation, reserves, Surprise Moves', () => {
    let s = atInitiative([['t-s-seer', 1]], [['t-s-bulwark', 1]])
    s = act(s, LIGHT, {
      type: 'roll-initiative',
      entropy: entropyFor([
        [stream(LIGHT), 5],
        [stream(DARK), 15],
      ]),
    })
    expect(allAccepted(s, LIGHT)).toBe(2)
    let r = atInitiative(
      [
        ['t-s-marshal', 1],
        ['t-s-infiltrator', 1],
      ],
      [['t-s-bulwark', 1]],
    )
    r = act(r, LIGHT, {
      type: 'roll-initiative',
      entropy: entropyFor([
        [stream(LIGHT), 20],
        [stream(DARK), 5],
      ]),
    })
    expect(allAccepted(r, LIGHT)).toBeGreaterThan(2)
    r = act(r, LIGHT, { type: 'skip-reserves' })
    expect(allAccepted(r, LIGHT)).toBeGreaterThan(5)
    expect(allAccepted(r, DARK)).toBe(0)
  })
})
