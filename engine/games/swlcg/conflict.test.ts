/**
 * Engagements (rulebook "Konfliktus fázis", "Az előnyért folytatott harc", "Csapások"; analysis E1–E8, §3.1–3.2,
 * §5.5 cases 1, 3, 4, 6 and 17): declarations, the edge battle, fate order, strikes and their icons, Shielding.
 */
import { describe, expect, it } from 'vitest'
import { zoneSlots } from '../../core/hidden'
import { withSlot } from '../../core/slot-map'
import { strikeIcons } from './strikes'
import { objectivesOf, zones } from './queries'
import { swlcg } from './swlcg'
import { DARK, LIGHT, act, passUntil, passWindows } from './testing/fixtures'
import { atDeployment, card, toConflict, toEdge, toStrikes, withHand, withUnits } from './testing/scenario'
import type { SwlcgAction, SwlcgState } from './types'

function refusal(state: SwlcgState, seat: string, action: SwlcgAction): string {
  const result = swlcg.apply(state, action, seat)
  return result.ok ? 'accepted' : result.error.code
}

/** The Light Side's first conflict with these units in play (ready). */
function lightConflict(light: string[], dark: string[]): { state: SwlcgState; light: string[]; dark: string[] } {
  let state = atDeployment('light')
  const l = withUnits(state, 'light', light)
  const d = withUnits(l.state, 'dark', dark)
  state = toConflict(d.state)
  return { state, light: l.slots, dark: d.slots }
}

describe('declaring an engagement', () => {
  it('only an enemy objective not yet engaged this phase, with at least one ready attacker of your own', () => {
    const { state, light, dark } = lightConflict(['Jedi in Hiding', 'Luke Skywalker'], ['Nightsister'])
    const own = objectivesOf(state, 'light')[0]!
    expect(refusal(state, LIGHT, { type: 'engage', payload: { objective: own } })).toBe('not-enemy-objective')
    const target = objectivesOf(state, 'dark')[0]!
    let s = act(state, 'light', { type: 'engage', payload: { objective: target } })
    expect(refusal(s, LIGHT, { type: 'declare-attackers', payload: { units: [] } })).toBe('need-attacker')
    expect(refusal(s, LIGHT, { type: 'declare-attackers', payload: { units: [dark[0]!] } })).toBe('not-your-card')
    expect(refusal(s, LIGHT, { type: 'declare-attackers', payload: { units: [light[0]!, light[0]!] } })).toBe(
      'duplicate-unit',
    )
    s = act(s, 'light', { type: 'declare-attackers', payload: { units: [light[0]!] } })
    s = passUntil(s, (x) => x.turn.step === 'declare-defenders')
    s = act(s, 'dark', { type: 'declare-defenders', payload: { units: [] } })
    s = passUntil(s, (x) => x.turn.step === 'conflict-declare')
    expect(refusal(s, LIGHT, { type: 'engage', payload: { objective: target } })).toBe('already-engaged')
    s = act(s, 'light', { type: 'engage', payload: { objective: objectivesOf(s, 'dark')[1]! } })
    // Jedi in Hiding struck in the first engagement: it has a focus token now.
    expect(refusal(s, LIGHT, { type: 'declare-attackers', payload: { units: [light[0]!] } })).toBe('exhausted')
  })
})

describe('the edge battle', () => {
  // [R:458-461] „ha az egyik passzol, de a másik letesz egy lapot, akkor az előbbi játékosnak ismét van lehetősége
  // letenni egy lapot.” (If one passes but the other places a card, the first may place again.)
  it('placement ends only on two passes in a row; stacks are secret until revealed together (case 3)', () => {
    const { state, light, dark } = lightConflict(['Jedi in Hiding'], ['Nightsister'])
    const lh = withHand(state, 'light', ["Twi'lek Loyalist"])
    const dh = withHand(lh.state, 'dark', ['Nightsister'])
    let s = toEdge(dh.state, light, dark)
    expect(s.turn).toMatchObject({ step: 'edge-placement', priority: 'light' })
    s = act(s, 'light', { type: 'pass' })
    s = act(s, 'dark', { type: 'place-edge', payload: { slot: dh.slots[0]! } })
    expect(swlcg.view(s, LIGHT).cards.cards[dh.slots[0]!]).toBeUndefined()
    expect(swlcg.view(s, LIGHT).cards.zones[zones.edge('dark')]!.slots).toHaveLength(1)
    s = act(s, 'light', { type: 'place-edge', payload: { slot: lh.slots[0]! } })
    s = act(s, 'dark', { type: 'pass' })
    expect(s.turn.step).toBe('edge-placement')
    s = act(s, 'light', { type: 'pass' })
    // The Sith deck holds Human Replica Droid, which answers a won edge battle from the hand: that window first.
    s = passWindows(s)
    expect(s.turn.step).toBe('edge-window')
    expect(s.engagement!.edge).toBe('dark') // 2 Force icons against 1
    expect(swlcg.view(s, LIGHT).cards.cards[dh.slots[0]!]).toBe(card('Nightsister').id)
    expect(zoneSlots(s.cards, zones.discard('dark'))).toContain(dh.slots[0])
    expect(
      refusal(s, LIGHT, { type: 'place-edge', payload: { slot: zoneSlots(s.cards, zones.hand('light'))[0]! } }),
    ).toBe('wrong-step')
  })

  // [R:486] „Egyenlőség esetén a védő lesz a győztes.” (A tie goes to the defender.) [R:430-431] „Ha a védekező
  // játékos nem jelölt ki védekező egységet, a támadó automatikusan megnyeri az előnyt” (no defenders: the attacker wins).
  it('a tie goes to the defender; with no defenders the attacker wins even with no icons, and the defender cannot place (case 4)', () => {
    const tie = lightConflict(['Jedi in Hiding'], ['Nightsister'])
    const lh = withHand(tie.state, 'light', ['Nightsister'])
    const dh = withHand(lh.state, 'dark', ['Nightsister'])
    let s = toEdge(dh.state, tie.light, tie.dark)
    s = act(s, 'light', { type: 'place-edge', payload: { slot: lh.slots[0]! } })
    s = act(s, 'dark', { type: 'place-edge', payload: { slot: dh.slots[0]! } })
    s = passUntil(s, (x) => x.turn.step === 'edge-window')
    expect(s.engagement!.edge).toBe('dark')

    const none = lightConflict(['Jedi in Hiding'], ['Nightsister'])
    s = toEdge(none.state, none.light, [])
    const darkCard = zoneSlots(s.cards, zones.hand('dark'))[0]!
    expect(refusal(s, DARK, { type: 'place-edge', payload: { slot: darkCard } })).toBe('not-your-decision')
    s = act(s, 'light', { type: 'pass' })
    expect(s.turn.step).toBe('edge-window') // the defender could not place, so its pass is automatic
    expect(s.engagement!.edge).toBe('light')
  })

  // [R:474-477] „emelkedő sorrendben … Amennyiben a prioritási szám … azonos, akkor a támadó dönti el” (ascending
  // order; on equal numbers the attacker decides).
  it('fate cards resolve by priority number; on a tie the attacker chooses the order', () => {
    const { state, light, dark } = lightConflict(['Jedi in Hiding'], ['Nightsister'])
    let s = state
    const heat = card('Heat of Battle', 'dark').id
    const fates: string[] = []
    for (let i = 0; i < 2; i++) {
      const placed = withHand(s, 'dark', ['Nightsister'])
      s = placed.state
      // TEST-ONLY: turn the placed card into the dark Heat of Battle (priority 6), twice.
      s = { ...s, cards: { ...s.cards, secrets: withSlot(s.cards.secrets, placed.slots[0]!, heat) } }
      fates.push(placed.slots[0]!)
    }
    s = toEdge(s, light, dark)
    s = act(s, 'light', { type: 'pass' })
    s = act(s, 'dark', { type: 'place-edge', payload: { slot: fates[0]! } })
    s = act(s, 'light', { type: 'pass' })
    s = act(s, 'dark', { type: 'place-edge', payload: { slot: fates[1]! } })
    s = act(s, 'light', { type: 'pass' })
    s = act(s, 'dark', { type: 'pass' })
    expect(s.prompt).toMatchObject({ kind: 'fate-order', side: 'light' })
    expect(refusal(s, LIGHT, { type: 'order-fates', payload: { slots: [fates[0]!] } })).toBe('bad-fate-order')
    const events: { type: string }[] = []
    s = act(s, 'light', { type: 'order-fates', payload: { slots: [fates[1]!, fates[0]!] } }, events as never)
    s = passWindows(s, events as never) // the damage each fate deals may be answered (the Jedi deck holds interrupts)
    expect(events.filter((e) => e.type === 'fate-resolved')).toHaveLength(2)
    expect(s.engagement!.edge).toBe('dark')
  })
})

describe('strikes', () => {
  // [R:549-561] „Ha a LS játékos elveszítette az előnyért folytatott harcot, akkor Obi-Wan Kenobi csak két harci ikon
  // típussal támadhat … Egység sebzés – egy, Taktika – egy.” (Without the edge: unit damage 1, tactics 1.)
  it('Obi-Wan Kenobi strikes with unit 1, tactics 2, blast 1 with the edge, and unit 1, tactics 1 without (case 1)', () => {
    const withEdge = lightConflict(['Obi-Wan Kenobi'], ['Nightsister'])
    let s = toStrikes(toEdge(withEdge.state, withEdge.light, []))
    expect(strikeIcons(s, withEdge.light[0]!)).toEqual({ unit: 1, tactics: 2, blast: 1 })
    const without = lightConflict(['Obi-Wan Kenobi'], ['Interrogation Droid'])
    s = toStrikes(toEdge(without.state, without.light, without.dark))
    expect(s.engagement!.edge).toBe('dark')
    expect(strikeIcons(s, without.light[0]!)).toEqual({ unit: 1, tactics: 1, blast: 0 })
  })

  // [R:504-508] „A játékos nem passzolhat ezen lépés folyamán … Ha a játékos minden résztvevő egysége kimerült, de az
  // ellenfélnek még vannak felkészült egységei, akkor azokkal addig kell támadást intéznie, míg az összes résztvevő
  // egység ki nem merül.” (No passing; when one side is exhausted the other strikes on with every ready unit.)
  it('the edge winner strikes first, then sides alternate; with one side exhausted the other strikes on, and no one passes (case 6)', () => {
    const { state, light, dark } = lightConflict(['R2-D2', 'C-3PO', 'Repair Droid'], ['Duty Officer'])
    const lh = withHand(state, 'light', ['Nightsister'])
    let s = toEdge(lh.state, light, dark)
    s = act(s, 'light', { type: 'place-edge', payload: { slot: lh.slots[0]! } })
    s = passUntil(s, (x) => x.turn.step === 'strike')
    const order: string[] = []
    while (s.turn.step === 'strike') {
      const side = s.turn.priority
      expect(refusal(s, side === 'light' ? LIGHT : DARK, { type: 'pass' })).toBe('wrong-step')
      const unit = (side === 'light' ? light : dark).find((u) => s.table[u]?.focus === 0)!
      s = act(s, side, { type: 'strike', payload: { unit } })
      order.push(side)
      s = passUntil(s, (x) => x.turn.step === 'strike' || x.engagement === null)
    }
    expect(order).toEqual(['light', 'dark', 'light', 'light'])
  })

  // [R:535-536] „Fókusz jelzőket bármely ellenséges egységre lehet tenni, nem csak a résztvevő egységekre.” (Tactics may
  // focus any enemy unit.) [R:837-839] Targeted Strike: unit damage may go to a non-participating enemy unit.
  it('tactics may focus any enemy unit; unit damage only a participating one, unless an attacker has Targeted Strike (case 17)', () => {
    const { state, light, dark } = lightConflict(['Obi-Wan Kenobi', 'Luke Skywalker'], ['Duty Officer', 'Nightsister'])
    let s = toStrikes(toEdge(state, light, [dark[0]!]))
    expect(s.turn.priority).toBe('dark') // a tie at 0 goes to the defender
    s = act(s, 'dark', { type: 'strike', payload: { unit: dark[0]! } })
    s = passUntil(s, (x) => x.turn.step === 'strike')
    const obiwan = light[0]!
    const outside = dark[1]!
    const bad = {
      type: 'strike',
      payload: { unit: obiwan, target: outside, tactics: [{ card: outside, amount: 1 }] },
    } as SwlcgAction
    expect(refusal(s, LIGHT, bad)).toBe('illegal-strike-target')
    const wrongTactics = {
      type: 'strike',
      payload: { unit: obiwan, target: dark[0]!, tactics: [{ card: outside, amount: 2 }] },
    } as SwlcgAction
    expect(refusal(s, LIGHT, wrongTactics)).toBe('illegal-tactics')
    const luke = { type: 'strike', payload: { unit: light[1]!, target: outside } } as SwlcgAction
    expect(refusal(s, LIGHT, luke)).toBe('accepted')
    s = act(s, 'light', {
      type: 'strike',
      payload: { unit: obiwan, target: dark[0]!, tactics: [{ card: outside, amount: 1 }] },
    })
    s = passUntil(s, (x) => x.turn.step !== 'resolving')
    expect(s.table[outside]!.focus).toBe(1)
  })
})

describe('Shielding', () => {
  // [R:828-833] Shielding: „a kontroláló azonnal egy Pajzs jelzőt helyezhet egy pajzs nélküli résztvevő barátságos
  // egységre, vagy egy lerohant Cél kártyára” (one shield on an unshielded friendly participating unit or the engaged objective).
  it('a declared Shielding unit lets its controller place one shield, once, on an unshielded friendly participant or the engaged objective', () => {
    const { state, light } = lightConflict(['Guardian of Peace', 'Jedi in Hiding'], [])
    let s = act(state, 'light', { type: 'engage', payload: { objective: objectivesOf(state, 'dark')[0]! } })
    s = act(s, 'light', { type: 'declare-attackers', payload: { units: light } })
    expect(s.windows).toHaveLength(1)
    const offered = swlcg.legalActions(s, LIGHT).filter((a) => a.type === 'respond')
    expect(offered.map((a) => a.payload.target).sort()).toEqual([...light, s.engagement!.objective].sort())
    s = act(s, 'light', { type: 'respond', payload: { card: light[0]!, ability: 'shielding', target: light[1]! } })
    expect(s.table[light[1]!]!.shield).toBe(1)
    expect(s.windows).toHaveLength(0) // used once; the Dark Side had nothing to answer with
    expect(s.turn.step).toBe('attackers-window')
  })
})

describe('legal declarations with many units', () => {
  it('every listed declaration is accepted when there are too many units to list every subset', () => {
    const many = Array.from({ length: 8 }, () => 'Jedi in Hiding')
    const { state } = lightConflict(many, [])
    const s = act(state, 'light', { type: 'engage', payload: { objective: objectivesOf(state, 'dark')[0]! } })
    const listed = swlcg.legalActions(s, LIGHT).filter((a) => a.type === 'declare-attackers')
    expect(listed.length).toBeGreaterThan(8)
    for (const action of listed) expect(refusal(s, LIGHT, action)).toBe('accepted')
  })
})
