/**
 * Capture and rescue (issue 15; rulebook "Elfogás és kimentés" [R:872-884]): only light side cards are captured,
 * face down under a dark objective, their tokens and attachments discarded; they are rescued to their owner's hand
 * when that objective leaves play, or one at random by a rescue effect.
 */
import { describe, expect, it } from 'vitest'
import { canSee, moveSlot, zoneSlots } from '../../../core/hidden'
import { slotGet } from '../../../core/slot-map'
import { swlcg } from '../swlcg'
import {
  DARK,
  LIGHT,
  act,
  passUntil,
  passWindows,
  placeCard,
  startGame,
  starterConfig,
  throughSetup,
} from '../testing/fixtures'
import {
  answer,
  atDeployment,
  card,
  toConflict,
  toEdge,
  toStrikes,
  untilAnswer,
  withHand,
  withNextObjective,
  withUnits,
} from '../testing/scenario'
import { handSize, objectivesOf, zones } from '../queries'
import type { SwlcgState } from '../types'

const captured = (state: SwlcgState) => zoneSlots(state.cards, zones.captured('light'))

/** Dark's second turn (turn 3) at its deployment, with a Jedi v Imperial Navy game unless another is given. */
function darkTurn3(state: SwlcgState = throughSetup(startGame(starterConfig('jedi', 'imperial-navy')))): SwlcgState {
  return atDeployment('dark', atDeployment('light', state))
}

describe('capture', () => {
  it('Boba Fett captures the Character he damaged at a dark objective his player picks; The Bespin Exchange answers', () => {
    let state = darkTurn3()
    const bespin = placeCard(state, 'dark', card('The Bespin Exchange').id, 'objectives')
    const tired = objectivesOf(bespin.state, 'dark')[0]!
    state = { ...bespin.state, table: { ...bespin.state.table, [tired]: { ...bespin.state.table[tired]!, focus: 1 } } }
    const boba = withUnits(state, 'dark', ['Boba Fett'])
    const believer = withUnits(boba.state, 'light', ['Believer in the Old Ways'])
    const [bobaSlot, target] = [boba.slots[0]!, believer.slots[0]!]
    state = toStrikes(toEdge(toConflict(believer.state), [bobaSlot], [target]))
    state = passUntil(state, (s) => s.turn.step === 'strike' && s.turn.priority === 'dark')
    state = act(state, 'dark', { type: 'strike', payload: { unit: bobaSlot, target } })
    state = untilAnswer(state, 'dark', bobaSlot)
    expect(state.windows.at(-1)).toMatchObject({ trigger: { on: 'dealt-damage', from: bobaSlot, card: target } })
    state = answer(state, 'dark', bobaSlot)
    expect(state.prompt).toMatchObject({ kind: 'choose', side: 'dark', options: objectivesOf(state, 'dark') })
    state = act(state, 'dark', { type: 'choose', payload: { slots: [bespin.slot] } })
    expect(Object.hasOwn(state.table, target)).toBe(false)
    expect(captured(state)).toContain(target)
    expect(state.captives[bespin.slot]).toEqual([target])
    expect(canSee(state.cards, target, LIGHT) && canSee(state.cards, target, DARK)).toBe(true) // it was face up
    state = untilAnswer(state, 'dark', bespin.slot)
    state = passWindows(answer(state, 'dark', bespin.slot, [[tired]]))
    expect(state.table[tired]!.focus).toBe(0)
  })

  it('Detained, from the hand, captures an attacking enemy Character after its strike resolves', () => {
    let state = atDeployment('light', throughSetup(startGame(starterConfig('jedi', 'imperial-navy'))))
    const luke = withUnits(state, 'light', ['Luke Skywalker'])
    const hand = withHand(luke.state, 'dark', ['Detained'])
    state = toStrikes(toEdge(toConflict(hand.state), luke.slots, []))
    state = act(state, 'light', { type: 'strike', payload: { unit: luke.slots[0]! } })
    state = untilAnswer(state, 'dark', hand.slots[0]!)
    expect(state.windows.at(-1)).toMatchObject({ trigger: { on: 'strike-resolved', unit: luke.slots[0] } })
    // Playing it is an event the Jedi player may answer (Counter-stroke); then its player picks the objective.
    state = passUntil(answer(state, 'dark', hand.slots[0]!), (s) => s.prompt !== null)
    const at = objectivesOf(state, 'dark')[1]!
    expect(state.prompt).toMatchObject({ kind: 'choose', side: 'dark', options: objectivesOf(state, 'dark') })
    state = passWindows(act(state, 'dark', { type: 'choose', payload: { slots: [at] } }))
    expect(state.captives[at]).toEqual(luke.slots)
    expect(captured(state)).toContain(luke.slots[0])
    expect(zoneSlots(state.cards, zones.discard('dark'))).toContain(hand.slots[0])
  })

  it('Cruel Interrogations, entering play, captures a random card of the opponent’s hand (known to both players)', () => {
    const next = withNextObjective(atDeployment('light'), 'dark', 'Cruel Interrogations')
    let state = next.state
    const top = next.slot
    const before = handSize(state, 'light')
    state = untilAnswer(state, 'dark', top)
    expect(state.windows.at(-1)).toMatchObject({ trigger: { on: 'entered-play', card: top } })
    state = passWindows(answer(state, 'dark', top)) // act() brings the entropy the random pick needs
    expect(handSize(state, 'light')).toBe(before - 1)
    const [taken] = state.captives[top]!
    expect(captured(state)).toEqual([taken])
    expect(canSee(state.cards, taken!, DARK) && canSee(state.cards, taken!, LIGHT)).toBe(true)
    expect(canSee(state.cards, taken!, null)).toBe(false)
    expect(slotGet(state.cards.secrets, taken!)).toBeDefined()
  })
})

describe('rescue', () => {
  /** Light's turn 4 with Luke captured under a dark objective. */
  function lukeCaptured(): { state: SwlcgState; luke: string; holder: string } {
    let state = atDeployment('light', darkTurn3())
    const luke = placeCard(state, 'light', card('Luke Skywalker').id, 'hand')
    const holder = objectivesOf(luke.state, 'dark')[0]!
    state = {
      ...luke.state,
      cards: moveSlot(luke.state.cards, luke.slot, zones.captured('light')),
      captives: { [holder]: [luke.slot] },
    }
    return { state, luke: luke.slot, holder }
  }

  it('Rescue Mission takes a captured card back; a rescued unit may enter play', () => {
    const { state: start, luke, holder } = lukeCaptured()
    const hand = withHand(start, 'light', ['Rescue Mission'])
    const use = swlcg.legalActions(hand.state, LIGHT).find((a) => a.type === 'use' && a.payload.card === hand.slots[0])!
    let state = passUntil(act(hand.state, 'light', use), (s) => s.prompt !== null)
    expect(state.prompt).toEqual({ kind: 'choose', side: 'light', options: [luke], min: 0, max: 1 })
    expect(state.captives[holder]).toBeUndefined()
    state = passWindows(act(state, 'light', { type: 'choose', payload: { slots: [luke] } }))
    expect(state.table[luke]).toMatchObject({ owner: 'light', controller: 'light' })
  })

  it('a destroyed objective frees the cards captured under it to their owner’s hand', () => {
    const { state: start, luke, holder } = lukeCaptured()
    let state: SwlcgState = { ...start, table: { ...start.table, [holder]: { ...start.table[holder]!, damage: 4 } } }
    const units = withUnits(state, 'light', ['Jedi in Hiding'])
    state = toStrikes(toEdge(toConflict(units.state), units.slots, [], holder))
    state = passWindows(act(state, 'light', { type: 'strike', payload: { unit: units.slots[0]! } }))
    state = passUntil(state, (s) => !Object.hasOwn(s.table, holder))
    expect(zoneSlots(state.cards, zones.hand('light'))).toContain(luke)
    expect(state.captives[holder]).toBeUndefined()
  })
})
