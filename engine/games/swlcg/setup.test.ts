/**
 * Setup and the first turns (rulebook "Előkészületek" and "A játék menete"; analysis S1–S8, §5.5 case 11).
 */
import { describe, expect, it } from 'vitest'
import { zoneSlots } from '../../core/hidden'
import { actingSide } from './apply'
import { validateConfig } from './setup'
import { swlcg } from './swlcg'
import { DARK, LIGHT, act, passUntil, startGame, starterConfig, throughSetup } from './testing/fixtures'
import { atDeployment, count, withUnits } from './testing/scenario'
import { zones } from './queries'
import type { SwlcgState } from './types'

/** Both players put their first drawn objective on the bottom and keep their hands. */
function chosenAndKept(state: SwlcgState): SwlcgState {
  for (const side of ['light', 'dark'] as const) {
    state = act(state, side, {
      type: 'choose-objectives',
      payload: { bottom: zoneSlots(state.cards, zones.setup(side))[0]! },
    })
  }
  state = act(state, 'dark', { type: 'keep-hand' })
  return act(state, 'light', { type: 'keep-hand' })
}

describe('setup', () => {
  it('two starter decks: 3 face-down objectives, 6 cards in hand, 5 objectives and 34 command cards left, Balance light, dial 0', () => {
    const state = chosenAndKept(startGame())
    for (const side of ['light', 'dark'] as const) {
      expect(count(state, 'setup', side)).toBe(3)
      expect(count(state, 'hand', side)).toBe(6)
      expect(count(state, 'objectiveDeck', side)).toBe(5)
      expect(count(state, 'deck', side)).toBe(34)
      expect(count(state, 'play', side)).toBe(1) // the affiliation card
    }
    expect(state.balance).toBe('light')
    expect(state.dial).toBe(0)
    expect(state.turn.step).toBe('reveal-objectives')
    expect(actingSide(state)).toBe('dark')
  })

  it('the objective on the bottom stays known to its owner only', () => {
    let state = startGame()
    const bottom = zoneSlots(state.cards, zones.setup('dark'))[0]!
    state = act(state, 'dark', { type: 'choose-objectives', payload: { bottom } })
    expect(swlcg.view(state, DARK).cards.cards[bottom]).toBeDefined()
    expect(swlcg.view(state, LIGHT).cards.cards[bottom]).toBeUndefined()
    expect(zoneSlots(state.cards, zones.objectiveDeck('dark')).at(-1)).toBe(bottom)
  })

  // [R:34-45] Each player picks 3 of 4 objectives face down before the Dark Side, then the Light Side, reveals them.
  it('both players choose their objectives before anything is revealed or drawn, in either order', () => {
    let state = startGame()
    const light = zoneSlots(state.cards, zones.setup('light'))
    state = act(state, 'light', { type: 'choose-objectives', payload: { bottom: light[1]! } })
    expect(count(state, 'hand', 'light')).toBe(0)
    const early = swlcg.apply(state, { type: 'reveal-objective', payload: { slot: light[0]! } }, LIGHT)
    expect(early.ok || early.error.code).toBe('wrong-step')
    const again = swlcg.apply(state, { type: 'choose-objectives', payload: { bottom: light[0]! } }, LIGHT)
    expect(again.ok || again.error.code).toBe('already-decided')
    const wrong = swlcg.apply(state, { type: 'choose-objectives', payload: { bottom: light[0]! } }, DARK)
    expect(wrong.ok || wrong.error.code).toBe('bad-objective-choice')
  })

  // [R:859-867] „… lekeverheti a kezében tartott lapokat … A másodjára felhúzott lapokat már köteles megtartani.”
  it('a mulligan returns the hand, reshuffles and draws 6 that must be kept; Dark decides first', () => {
    let state = startGame()
    for (const side of ['dark', 'light'] as const) {
      state = act(state, side, {
        type: 'choose-objectives',
        payload: { bottom: zoneSlots(state.cards, zones.setup(side))[0]! },
      })
    }
    const before = [...zoneSlots(state.cards, zones.hand('dark'))]
    const lightFirst = swlcg.apply(state, { type: 'keep-hand' }, LIGHT)
    expect(lightFirst.ok || lightFirst.error.code).toBe('not-your-decision')
    const noEntropy = swlcg.apply(state, { type: 'mulligan' }, DARK)
    expect(noEntropy.ok || noEntropy.error.code).toBe('missing-entropy')
    state = act(state, 'dark', { type: 'mulligan' })
    const after = zoneSlots(state.cards, zones.hand('dark'))
    expect(after).toHaveLength(6)
    expect(after.some((slot) => before.includes(slot))).toBe(false) // fresh slots: the shuffle forgot them
    expect(count(state, 'deck', 'dark')).toBe(34)
    const twice = swlcg.apply(state, { type: 'mulligan', entropy: 'ab' }, DARK)
    expect(twice.ok || twice.error.code).toBe('not-your-decision')
  })

  it('the Dark Side reveals its objectives one at a time, then the Light Side; then Dark takes the first turn', () => {
    let state = chosenAndKept(startGame())
    const light = zoneSlots(state.cards, zones.setup('light'))[0]!
    const early = swlcg.apply(state, { type: 'reveal-objective', payload: { slot: light } }, LIGHT)
    expect(early.ok || early.error.code).toBe('not-your-decision')
    const [d1, d2, d3] = zoneSlots(state.cards, zones.setup('dark'))
    state = act(state, 'dark', { type: 'reveal-objective', payload: { slot: d3! } })
    expect(swlcg.view(state, LIGHT).cards.cards[d3!]).toBeDefined()
    expect(swlcg.view(state, LIGHT).cards.cards[d1!]).toBeUndefined()
    state = act(state, 'dark', { type: 'reveal-objective', payload: { slot: d1! } })
    state = act(state, 'dark', { type: 'reveal-objective', payload: { slot: d2! } })
    expect(actingSide(state)).toBe('light')
    state = throughSetup(state)
    expect(state.turn).toMatchObject({ number: 1, active: 'dark', phase: 'refresh' })
    expect(state.dial).toBe(1) // the Dark Side's first balance phase
    for (const side of ['light', 'dark'] as const) expect(count(state, 'objectives', side)).toBe(3)
  })

  it('a game without the mulligan rule goes straight to the reveals', () => {
    let state = startGame(starterConfig('jedi', 'sith', false))
    for (const side of ['dark', 'light'] as const) {
      state = act(state, side, {
        type: 'choose-objectives',
        payload: { bottom: zoneSlots(state.cards, zones.setup(side))[0]! },
      })
    }
    expect(state.turn.step).toBe('reveal-objectives')
  })

  it('a bad config is refused with a reason', () => {
    const config = starterConfig()
    expect(validateConfig({ ...config, players: [config.players[0]!] }, [LIGHT, DARK])).toMatchObject({ ok: false })
    const sameSide = { players: [config.players[0]!, { ...config.players[0]!, seat: DARK }] }
    expect(validateConfig(sameSide, [LIGHT, DARK])).toMatchObject({ ok: false, error: { code: 'bad-players' } })
    const swapped = {
      players: [
        { ...config.players[0]!, deck: config.players[1]!.deck },
        { ...config.players[1]!, deck: config.players[0]!.deck },
      ],
    }
    expect(validateConfig(swapped, [LIGHT, DARK]).ok).toBe(false)
    expect(() => startGame(swapped)).toThrow(RangeError)
  })
})

describe('first turns', () => {
  // [R:191] „A DS játékos az első körében nem rohanhatja le az ellenfelet. Teljesen ki kell hagynia ezt a fázist.”
  it('the Dark Side skips its conflict phase on its first turn', () => {
    let state = atDeployment('dark')
    state = withUnits(state, 'dark', ['Darth Vader']).state
    state = passUntil(state, (s) => s.turn.phase !== 'deployment')
    expect(state.turn.phase).toBe('force')
    expect(state.engagement).toBeNull()
  })

  // [R:112] „Kivétel: A LS játékos első körében nem hajtja végre ezt a lépést.” (The Light Side skips focus removal on
  // its first turn.)
  it("the Light Side's first refresh removes no focus token; later refreshes do", () => {
    let state = atDeployment('dark')
    const placed = withUnits(state, 'light', ['Jedi in Hiding'], { focus: 2 })
    state = passUntil(placed.state, (s) => s.turn.active === 'light' && s.turn.phase === 'draw')
    expect(state.table[placed.slots[0]!]!.focus).toBe(2)
    state = passUntil(state, (s) => s.turn.number === 4 && s.turn.phase === 'draw')
    expect(state.table[placed.slots[0]!]!.focus).toBe(1)
  })
})
