/**
 * Balance of the Force card wording for four players [B:351-360] and the dark team's victory piles [B:40-44]: "an
 * opponent" / "your opponent" is one opponent the initiating player picks, "each player" goes round the table from
 * the active player, and the dark team decides whose pile a light objective destroyed in the light team's turn
 * joins. Each test quotes the expansion's sentence it checks.
 */
import { describe, expect, it } from 'vitest'
import { canSee, zoneSlots } from '../../core/hidden'
import { swlcg } from './swlcg'
import { handSize, objectivesOf, zones } from './queries'
import { damageCapacity } from './abilities/modifiers'
import { act, passToStep, passUntil, placeCard, seatOf } from './testing/fixtures'
import { withHand, withUnits } from './testing/scenario'
import { affiliationOf, at, choose, core, team } from './testing/botf'
import type { Player, SwlcgState } from './types'

/** `player` uses the card at `slot` (its first offered way) and passes until a prompt asks something. */
function useUntilPrompt(state: SwlcgState, player: Player, slot: string): SwlcgState {
  const use = swlcg
    .legalActions(state, seatOf(player))
    .find(
      (a) => (a.type === 'use' || a.type === 'play') && (a.payload as { card?: string; slot?: string }).card === slot,
    )
  if (!use) throw new Error(`${slot} not offered`)
  return passUntil(act(state, player, use), (s) => s.prompt !== null)
}

describe('"an opponent" / "your opponent" in 2v2', () => {
  it('Interrogation: its player picks which opponent’s hand to look at, then discards from that hand', () => {
    // „az “an opponent” és a “your opponent” egyetlen ellenfelet jelent, és a hatást kiváltó játékos választ”
    const game = at(team(), 1, 'deployment', 'dark')
    const hand = withHand(game, 'dark', ['Interrogation'])
    let state = useUntilPrompt(hand.state, 'dark', hand.slots[0]!)
    expect(state.prompt).toMatchObject({
      kind: 'choose',
      side: 'dark',
      players: true,
      options: [affiliationOf(state, 'light'), affiliationOf(state, 'light2')],
      min: 1,
      max: 1,
    })
    const farHand = [...zoneSlots(state.cards, zones.hand('light'))]
    const pickedHand = [...zoneSlots(state.cards, zones.hand('light2'))]
    state = choose(state, 'dark', [affiliationOf(state, 'light2')])
    // The picked opponent's hand is shown to the user only; the other opponent's stays hidden.
    expect(pickedHand.every((slot) => canSee(state.cards, slot, seatOf('dark')))).toBe(true)
    expect(farHand.some((slot) => canSee(state.cards, slot, seatOf('dark')))).toBe(false)
    expect(state.prompt).toMatchObject({ kind: 'choose', side: 'dark', options: pickedHand, min: 1, max: 1 })
    state = choose(state, 'dark', [pickedHand[1]!])
    expect(zoneSlots(state.cards, zones.discard('light2'))).toContain(pickedHand[1])
    expect(handSize(state, 'light')).toBe(farHand.length)
  })

  it('Outer Rim Hunter: the attacker picks an opponent, who then deals the damage to one of their own objectives', () => {
    // The chosen opponent makes the choice "your opponent" makes; the other opponent is not asked.
    const hunter = withUnits(at(team(), 3, 'deployment', 'dark'), 'dark', ['Outer Rim Hunter'])
    let state = passToStep(hunter.state, 'conflict-declare', 'dark')
    state = act(state, 'dark', { type: 'engage', payload: { objective: objectivesOf(state, 'light2')[0]! } })
    state = passUntil(state, (s) => s.turn.step === 'declare-attackers' && !s.prompt && s.windows.length === 0)
    state = act(state, 'dark', { type: 'declare-attackers', payload: { units: hunter.slots } })
    const respond = () =>
      swlcg.legalActions(state, seatOf('dark')).find((a) => a.type === 'respond' && a.payload.card === hunter.slots[0])
    state = passUntil(state, () => respond() !== undefined)
    state = passUntil(act(state, 'dark', respond()!), (s) => s.prompt !== null)
    expect(state.prompt).toMatchObject({ side: 'dark', players: true })
    state = choose(state, 'dark', [affiliationOf(state, 'light')])
    expect(state.prompt).toMatchObject({ kind: 'choose', side: 'light', options: objectivesOf(state, 'light') })
    const target = objectivesOf(state, 'light')[2]!
    state = choose(state, 'light', [target])
    state = passUntil(state, (s) => s.ability === null && s.windows.length === 0 && !s.prompt)
    expect(state.table[target]!.damage).toBe(1)
  })
})

describe('"each player" in 2v2', () => {
  it('A New Hope: every player keeps three units, in turn from the active player clockwise', () => {
    // „Ha a hatás több játékost érint, akkor az aktív játékostól kezdve az óramutató járásának megfelelően kerülnek
    // sorra a játékosok.”
    let state = at(team(), 2, 'deployment', 'light')
    const units: Record<Player, string[]> = { dark: [], dark2: [], light: [], light2: [] }
    const titles = { light: 'Jedi in Hiding', dark: 'TIE Fighter' } as const
    for (const player of ['dark', 'dark2', 'light', 'light2'] as const) {
      const placed = withUnits(state, player, Array(4).fill(titles[player.startsWith('light') ? 'light' : 'dark']))
      state = placed.state
      units[player] = placed.slots
    }
    const rebel = placeCard(state, 'light', core('The Defense of Yavin 4'), 'objectives')
    const hand = withHand(rebel.state, 'light', ['A New Hope'])
    state = useUntilPrompt(hand.state, 'light', hand.slots[0]!)
    // The active light #1, then light #2, dark #1 and dark #2 (clockwise: dark, dark2, light, light2).
    for (const player of ['light', 'light2', 'dark', 'dark2'] as const) {
      expect(state.prompt).toMatchObject({ kind: 'choose', side: player, options: units[player], max: 3 })
      state = passUntil(choose(state, player, units[player].slice(0, 3)), (s) => s.prompt !== null || !s.ability)
    }
    state = passUntil(state, (s) => s.ability === null && s.queue.length === 0 && s.windows.length === 0)
    for (const player of ['dark', 'dark2', 'light', 'light2'] as const) {
      expect(zoneSlots(state.cards, zones.hand(player))).toContain(units[player][3])
    }
  })
})

describe('2v2 victory piles', () => {
  it('the dark team picks whose pile a light objective destroyed in the light team’s turn joins', () => {
    // „Ha a Világos oldal játékosa elpusztít egy Világos objektívát, Sötét oldal játékosok eldönthetik, hogy az
    // elpusztított Világos objektíva kinek a győzelmi paklijába kerüljön.”
    let state = at(team(), 2, 'deployment', 'light')
    const objective = objectivesOf(state, 'light')[0]!
    // Its damage reaches its capacity (as when a capacity modifier leaves play): it is destroyed at the next check.
    state = {
      ...state,
      table: { ...state.table, [objective]: { ...state.table[objective]!, damage: damageCapacity(state, objective) } },
    }
    state = passUntil(state, (s) => s.prompt !== null)
    // The dark player across from its owner (dark #2 faces light #1) answers for the team.
    expect(state.prompt).toMatchObject({
      kind: 'choose',
      side: 'dark2',
      players: true,
      forQueue: 'victory-pile',
      options: [affiliationOf(state, 'dark'), affiliationOf(state, 'dark2')],
    })
    const dial = state.dial
    state = choose(state, 'dark2', [affiliationOf(state, 'dark')])
    expect(zoneSlots(state.cards, zones.victory('dark'))).toEqual([objective])
    expect(zoneSlots(state.cards, zones.victory('dark2'))).toEqual([])
    // The dial turns by the size of the chosen player's pile only.
    expect(state.dial).toBe(dial + 1)
  })

  it('a light objective destroyed by a dark player’s engagement goes to that player without a question', () => {
    let state = at(team(), 3, 'deployment', 'dark')
    const objective = objectivesOf(state, 'light2')[0]!
    state = {
      ...state,
      table: { ...state.table, [objective]: { ...state.table[objective]!, damage: damageCapacity(state, objective) } },
    }
    state = passUntil(state, (s) => zoneSlots(s.cards, zones.victory('dark')).length > 0 || s.prompt !== null)
    expect(state.prompt).toBeNull()
    expect(zoneSlots(state.cards, zones.victory('dark'))).toEqual([objective])
  })
})
