/**
 * Constant modifiers (issue 15): icons, keywords, capacity, Force icons, reserve, cost, resource match, attack
 * restrictions, a loss condition and play from the discard pile, each read from the cards in play as they are now.
 */
import { describe, expect, it } from 'vitest'
import { zoneSlots } from '../../../core/hidden'
import { strikeIcons } from '../strikes'
import { swlcg } from '../swlcg'
import { DARK, LIGHT, act, passUntil, placeCard, startGame, starterConfig, throughSetup } from '../testing/fixtures'
import { atDeployment, card, toConflict, withHand, withUnits } from '../testing/scenario'
import { objectivesOf, zones } from '../queries'
import type { Side, SwlcgAction, SwlcgState } from '../types'
import { damageCapacity, forceIconBonus, hasKeywordNow, keywordsOf, reserveValue } from './modifiers'

/** The code of the error `action` by `seat` is refused with (or 'accepted'). */
function refusal(state: SwlcgState, seat: string, action: SwlcgAction): string {
  const result = swlcg.apply(state, action, seat)
  return result.ok ? 'accepted' : result.error.code
}

/** Puts a card with this title into `side`'s objectives; returns the state and its slot. */
function withObjective(state: SwlcgState, side: Side, title: string, damage = 0) {
  return placeCard(state, side, card(title).id, 'objectives', { damage })
}

/** Attaches an enhancement (by title) to `host`. */
function attach(state: SwlcgState, side: Side, title: string, host: string) {
  return placeCard(state, side, card(title).id, 'play', { host })
}

const affiliationCard = (state: SwlcgState, side: Side) => zoneSlots(state.cards, zones.play(side))[0]!

describe('icons and keywords', () => {
  it('a Jedi Lightsaber gives Luke 1 unit damage and 1 blast icon; blast counts only when he attacks', () => {
    let state = atDeployment('light')
    const luke = withUnits(state, 'light', ['Luke Skywalker'])
    state = luke.state
    const slot = luke.slots[0]!
    expect(strikeIcons(state, slot)).toEqual({ unit: 2, tactics: 0, blast: 1 })
    state = attach(state, 'light', 'Jedi Lightsaber', slot).state
    expect(strikeIcons(state, slot)).toEqual({ unit: 3, tactics: 0, blast: 2 })
    // On the Dark Side's turn he defends: no blast.
    expect(strikeIcons({ ...state, turn: { ...state.turn, active: 'dark' } }, slot).blast).toBe(0)
  })

  it('Yoda gains 1 unit damage and 1 blast for each enhancement on him, on top of what they give', () => {
    let state = atDeployment('light')
    const yoda = withUnits(state, 'light', ['Yoda'])
    state = yoda.state
    const slot = yoda.slots[0]!
    state = attach(state, 'light', 'Jedi Lightsaber', slot).state
    state = attach(state, 'light', 'Jedi Lightsaber', slot).state
    expect(strikeIcons(state, slot)).toEqual({ unit: 4, tactics: 1, blast: 4 })
  })

  it("Vader's Lightsaber gives targeted strike to Darth Vader only; Aft Armor Plating gives its Vehicle shielding", () => {
    let state = atDeployment('dark')
    const units = withUnits(state, 'dark', ['Darth Vader', 'Emperor Palpatine', 'TIE Attack Squadron'])
    state = units.state
    const [vader, emperor, tie] = units.slots as [string, string, string]
    state = attach(state, 'dark', "Vader's Lightsaber", vader).state
    state = attach(state, 'dark', "Vader's Lightsaber", emperor).state
    expect(hasKeywordNow(state, vader, 'targetedStrike')).toBe(true)
    expect(hasKeywordNow(state, emperor, 'targetedStrike')).toBe(false)
    expect(strikeIcons(state, emperor).unit).toBe(1 + (card('Emperor Palpatine').combatIcons?.unitDamage ?? 0))
    expect(keywordsOf(state, tie).map((k) => k.k)).not.toContain('shielding')
    state = attach(state, 'dark', 'Aft Armor Plating', tie).state
    expect(keywordsOf(state, tie).map((k) => k.k)).toContain('shielding')
  })

  it('TIE Attack Squadron gains unit damage and targeted strike only in an engagement where its side placed a fate', () => {
    let state = atDeployment('dark')
    const tie = withUnits(state, 'dark', ['TIE Attack Squadron'])
    state = tie.state
    const slot = tie.slots[0]!
    const engaged = (fatePlaced: Side[]): SwlcgState => ({
      ...state,
      engagement: {
        objective: 'x',
        attackers: [slot],
        defenders: [],
        defender: 'light',
        lent: [],
        edge: null,
        striker: 'dark',
        fatePlaced,
        struck: null,
        plan: null,
        twice: [],
      },
    })
    expect(strikeIcons(engaged([]), slot).unit).toBe(1)
    expect(hasKeywordNow(engaged(['light']), slot, 'targetedStrike')).toBe(false)
    expect(strikeIcons(engaged(['dark']), slot).unit).toBe(2)
    expect(hasKeywordNow(engaged(['dark']), slot, 'targetedStrike')).toBe(true)
  })
})

describe('capacity, Force icons and reserve', () => {
  it('Defense Upgrade adds 3 to an objective; Grand Moff Tarkin takes 1 from every enemy objective', () => {
    let state = atDeployment('dark')
    const ours = withObjective(state, 'dark', 'The Ultimate Power')
    state = ours.state
    const theirs = objectivesOf(state, 'light')[0]!
    const printed = card("A Hero's Journey").damageCapacity
    expect(damageCapacity(state, ours.slot)).toBe(5)
    state = attach(state, 'dark', 'Defense Upgrade', ours.slot).state
    expect(damageCapacity(state, ours.slot)).toBe(8)
    const before = damageCapacity(state, theirs)
    state = withUnits(state, 'dark', ['Grand Moff Tarkin']).state
    expect(damageCapacity(state, theirs)).toBe(before - 1)
    expect(damageCapacity(state, ours.slot)).toBe(8)
    expect(printed).toBeGreaterThan(0)
  })

  it('Jedi Training adds a Force icon to the Light Side: with nothing committed it wins the struggle and turns the Balance', () => {
    let state = atDeployment('light')
    state = withObjective(state, 'light', 'Jedi Training').state
    expect(forceIconBonus(state, 'light')).toBe(1)
    expect(forceIconBonus(state, 'dark')).toBe(0)
    state = { ...state, balance: 'dark' }
    const events: { type: string; data?: unknown }[] = []
    state = passUntil(state, (s) => s.turn.step === 'force-window' || s.turn.active === 'dark', events as never)
    expect(events.find((e) => e.type === 'force-struggle')?.data).toMatchObject({ light: 1, dark: 0 })
    expect(state.balance).toBe('light')
  })

  it('Reconnaissance Mission raises its controller’s reserve value to 7', () => {
    let state = atDeployment('dark')
    expect(reserveValue(state, 'dark')).toBe(6)
    state = withObjective(state, 'dark', 'Reconnaissance Mission').state
    expect(reserveValue(state, 'dark')).toBe(7)
    expect(reserveValue(state, 'light')).toBe(6)
  })
})

describe('costs and resource match', () => {
  it('In You Must Go makes the first enhancement each turn 1 cheaper, and only the first', () => {
    let state = atDeployment('light')
    state = withObjective(state, 'light', 'In You Must Go').state
    const luke = withUnits(state, 'light', ['Luke Skywalker'])
    const hand = withHand(luke.state, 'light', ['Jedi Lightsaber', 'Jedi Lightsaber'])
    state = hand.state
    const [first, second] = hand.slots as [string, string]
    const free = (slot: string): SwlcgAction => ({
      type: 'play',
      payload: { slot, payment: [], host: luke.slots[0]! },
    })
    state = act(state, 'light', free(first))
    state = passUntil(state, (s) => s.turn.priority === 'light')
    expect(refusal(state, LIGHT, free(second))).toBe('wrong-payment')
  })

  it('Rumors at the Cantina lets a Jedi card be paid from a neutral resource', () => {
    let state = atDeployment('light')
    const location = withUnits(state, 'light', ['Dagobah Training Grounds'])
    const hand = withHand(location.state, 'light', ["Twi'lek Loyalist"])
    state = hand.state
    const play: SwlcgAction = {
      type: 'play',
      payload: { slot: hand.slots[0]!, payment: [{ card: location.slots[0]!, amount: 1 }] },
    }
    expect(refusal(state, LIGHT, play)).toBe('no-resource-match')
    state = withObjective(state, 'light', 'Rumors at the Cantina').state
    expect(refusal(state, LIGHT, play)).toBe('accepted')
  })

  it('Common Ground makes its objective’s resources match a Rebel Alliance card in a Jedi deck', () => {
    let state = atDeployment('light')
    const objective = withObjective(state, 'light', "A Hero's Journey")
    const hand = withHand(objective.state, 'light', ['Battlefield Engineers'])
    state = hand.state
    const play: SwlcgAction = {
      type: 'play',
      payload: { slot: hand.slots[0]!, payment: [{ card: objective.slot, amount: 2 }] },
    }
    expect(refusal(state, LIGHT, play)).toBe('no-resource-match')
    state = attach(state, 'light', 'Common Ground', objective.slot).state
    expect(refusal(state, LIGHT, play)).toBe('accepted')
    expect(affiliationCard(state, 'light')).toBeTruthy()
  })

  it('Viper Probe Droid is played from its owner’s discard pile as if from hand', () => {
    let state = atDeployment('dark')
    const viper = placeCard(state, 'dark', card('Viper Probe Droid').id, 'discard')
    state = viper.state
    const plays = swlcg.legalActions(state, DARK).filter((a) => a.type === 'play')
    expect(plays.some((a) => a.type === 'play' && a.payload.slot === viper.slot)).toBe(true)
    const play = plays.find((a) => a.type === 'play' && a.payload.slot === viper.slot)!
    state = act(state, 'dark', play)
    expect(state.table[viper.slot]).toMatchObject({ owner: 'dark', controller: 'dark' })
  })
})

describe('who may attack', () => {
  /** The Dark Side's second turn, at its conflict phase. */
  function darkConflict(state: SwlcgState): SwlcgState {
    return passUntil(state, (s) => s.turn.number === 3 && s.turn.step === 'conflict-declare', undefined, 400)
  }

  it('only Vehicles may attack The Rebel Fleet; Coruscant Defense Fleet may never attack', () => {
    let state = throughSetup(startGame(starterConfig()))
    const fleet = withObjective(state, 'light', 'The Rebel Fleet')
    const units = withUnits(fleet.state, 'dark', ['Darth Vader', 'TIE Attack Squadron', 'Coruscant Defense Fleet'])
    const [vader, tie, cdf] = units.slots as [string, string, string]
    state = darkConflict(units.state)
    state = act(state, 'dark', { type: 'engage', payload: { objective: fleet.slot } })
    expect(refusal(state, DARK, { type: 'declare-attackers', payload: { units: [vader] } })).toBe('cannot-attack-here')
    expect(refusal(state, DARK, { type: 'declare-attackers', payload: { units: [cdf] } })).toBe('cannot-attack-here')
    const offered = swlcg
      .legalActions(state, DARK)
      .flatMap((a) => (a.type === 'declare-attackers' ? a.payload.units : []))
    expect(new Set(offered)).toEqual(new Set([tie]))
  })

  it('The Ultimate Power may be attacked by 2 units at most', () => {
    let state = atDeployment('light')
    const power = withObjective(state, 'dark', 'The Ultimate Power')
    const units = withUnits(power.state, 'light', ['Luke Skywalker', 'Jedi in Hiding', 'Yoda'])
    state = toConflict(units.state)
    state = act(state, 'light', { type: 'engage', payload: { objective: power.slot } })
    expect(refusal(state, LIGHT, { type: 'declare-attackers', payload: { units: units.slots } })).toBe(
      'too-many-attackers',
    )
    expect(
      swlcg.legalActions(state, LIGHT).every((a) => a.type !== 'declare-attackers' || a.payload.units.length <= 2),
    ).toBe(true)
    expect(refusal(state, LIGHT, { type: 'declare-attackers', payload: { units: units.slots.slice(0, 2) } })).toBe(
      'accepted',
    )
  })
})

describe('a loss condition', () => {
  it('destroying The Heart of the Empire makes the Dark Side lose', () => {
    let state = throughSetup(startGame(starterConfig()))
    const heart = withObjective(state, 'dark', 'The Heart of the Empire', 9)
    state = passUntil(heart.state, (s) => s.turn.step === 'balance-damage')
    state = act(state, 'light', { type: 'balance-damage', payload: { objective: heart.slot } })
    expect(state.result?.winner).toBe('light')
    expect(state.result?.reason.en).toMatch(/Heart of the Empire/)
  })

  it('Trench Run cannot be targeted: Tear This Ship Apart offers every other enhancement, never it', () => {
    const start = atDeployment('dark', throughSetup(startGame(starterConfig('jedi', 'imperial-navy'))))
    const trench = placeCard(start, 'light', card('Trench Run').id, 'play')
    const other = placeCard(trench.state, 'light', card('Ancient Monument').id, 'play')
    const hand = withHand(other.state, 'dark', ['Tear This Ship Apart'])
    const chosen = swlcg
      .legalActions(hand.state, DARK)
      .flatMap((a) => (a.type === 'use' && a.payload.card === hand.slots[0] ? (a.payload.choices ?? []).flat() : []))
    expect(chosen).toContain(other.slot)
    expect(chosen).not.toContain(trench.slot)
    const aimed = {
      type: 'use',
      payload: { card: hand.slots[0]!, ability: 0, choices: [[trench.slot]] },
    } as SwlcgAction
    expect(refusal(hand.state, DARK, aimed)).toBe('bad-choices')
  })
})
