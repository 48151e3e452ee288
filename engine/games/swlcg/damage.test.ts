/**
 * Damage, shields, Protect, destruction, the dial, the Balance and the Force, and running out of cards (rulebook
 * "Sebzés", "Pajzs", "Kulcsszavak", "Erő fázis", "A játék vége"; analysis §2.3, §2.8–2.10, §5.5 cases 2, 7, 8, 9,
 * 12, 15 and 16).
 */
import { describe, expect, it } from 'vitest'
import { moveSlots, zoneSlots } from '../../core/hidden'
import type { EngineEvent } from '../../core/types'
import { inPlayFacts, objectivesOf, zones } from './queries'
import { swlcg } from './swlcg'
import { LIGHT, act, passUntil, passWindows, startGame, starterConfig, throughSetup } from './testing/fixtures'
import { atDeployment, count, toConflict, toEdge, toStrikes, withUnits } from './testing/scenario'
import type { Side, SwlcgAction, SwlcgState } from './types'

function refusal(state: SwlcgState, seat: string, action: SwlcgAction): string {
  const result = swlcg.apply(state, action, seat)
  return result.ok ? 'accepted' : result.error.code
}

/** The Dark Side's second turn (turn 3) at deployment, with these units in play. */
function darkTurn3(dark: string[], light: string[] = []) {
  let state = passUntil(
    throughSetup(startGame()),
    (s) => s.turn.number === 3 && s.turn.step === 'deployment' && s.turn.priority === 'dark',
  )
  const d = withUnits(state, 'dark', dark)
  const l = withUnits(d.state, 'light', light)
  state = l.state
  return { state, dark: d.slots, light: l.slots }
}

/** Sets a card's tokens (test-only surgery on the public table). */
function tokens(state: SwlcgState, slot: string, patch: object): SwlcgState {
  return { ...state, table: { ...state.table, [slot]: { ...state.table[slot]!, ...patch } } }
}

/** Leaves `side`'s objectives one damage short of destruction. */
function nearlyDestroyed(state: SwlcgState, side: Side): SwlcgState {
  for (const slot of objectivesOf(state, side)) {
    state = tokens(state, slot, { damage: (inPlayFacts(state, slot).damageCapacity ?? 1) - 1 })
  }
  return state
}

/** One engagement by the Dark Side against `objective` with `unit`, no defenders, the unit strikes. */
function bomb(state: SwlcgState, unit: string, objective: string, events: EngineEvent[]): SwlcgState {
  state = passUntil(state, (s) => s.turn.step === 'conflict-declare', events)
  state = act(state, 'dark', { type: 'engage', payload: { objective } }, events)
  state = act(state, 'dark', { type: 'declare-attackers', payload: { units: [unit] } }, events)
  state = passUntil(state, (s) => s.turn.step === 'strike', events)
  return act(state, 'dark', { type: 'strike', payload: { unit } }, events)
}

describe('destroying objectives and the dial', () => {
  // [R:587-593] „Amikor az első Cél kártya kerül a DS játékos győzelmi paklijába, teker egyet … A második elpusztított
  // Cél után már két lap lesz …, így … már kettőt teker.” (The dial turns by the size of the Dark victory pile.)
  it('the dial turns by the size of the Dark victory pile; at 12 the game ends at once (case 2)', () => {
    const setup = darkTurn3(['TIE Bomber', 'TIE Bomber', 'TIE Bomber'])
    let state = nearlyDestroyed({ ...setup.state, dial: 5 }, 'light')
    const [a, b, c] = objectivesOf(state, 'light')
    const events: EngineEvent[] = []
    state = bomb(state, setup.dark[0]!, a!, events)
    expect(state.dial).toBe(6)
    state = bomb(state, setup.dark[1]!, b!, events)
    expect(events.find((e) => e.type === 'unopposed')?.data).toMatchObject({ bonus: false }) // destroyed before
    expect(state.dial).toBe(8)
    expect(count(state, 'victory', 'dark')).toBe(2)
    state = { ...state, dial: 9 }
    // The third is A Journey to Dagobah: its "when destroyed" interrupt may answer first (passed here).
    state = passWindows(bomb(state, setup.dark[2]!, c!, events))
    expect(state.dial).toBe(12)
    expect(swlcg.outcome(state)?.winners).toEqual(['s2'])
    expect(state.turn.step).toBe('resolving') // nothing after the winning blow: no window, no unopposed bonus
  })

  // [R:604-605] „Ha egy játékos felfedett Cél kártyája megsemmisül, nem fedhet fel másikat egész addig, míg a frissítés
  // fázisába nem ér.” (A destroyed objective is not replaced until its owner's refresh phase.)
  it("a destroyed objective is replaced only in its owner's next refresh (case 15)", () => {
    const setup = darkTurn3(['TIE Bomber'])
    let state = nearlyDestroyed(setup.state, 'light')
    state = bomb(state, setup.dark[0]!, objectivesOf(state, 'light')[0]!, [])
    expect(objectivesOf(state, 'light')).toHaveLength(2)
    state = passUntil(state, (s) => s.turn.active === 'light' && s.turn.phase === 'refresh')
    expect(objectivesOf(state, 'light')).toHaveLength(3)
  })

  // [R:249-250] Világos oldal győzelme: „Három vagy több Célkitűzés kártyát elpusztít” (three objectives destroyed).
  it('three Dark Side objectives in the Light victory pile win for the Light Side', () => {
    // Against Imperial Navy: the Sith starter's The Heart of the Empire would end the game at its own destruction.
    let state = atDeployment('light', throughSetup(startGame(starterConfig('jedi', 'imperial-navy'))))
    const bombers = withUnits(state, 'light', ['Y-Wing', 'Y-Wing', 'Y-Wing'])
    state = nearlyDestroyed(bombers.state, 'dark')
    for (const [i, objective] of objectivesOf(state, 'dark').entries()) {
      state = passUntil(state, (s) => s.turn.step === 'conflict-declare')
      state = act(state, 'light', { type: 'engage', payload: { objective } })
      state = act(state, 'light', { type: 'declare-attackers', payload: { units: [bombers.slots[i]!] } })
      state = passUntil(state, (s) => s.turn.step === 'strike')
      state = act(state, 'light', { type: 'strike', payload: { unit: bombers.slots[i]! } })
    }
    expect(swlcg.outcome(state)?.winners).toEqual([LIGHT])
  })
})

describe('damage and shields', () => {
  // [R:612-616] „A játékos eldobhat a kártyáról egy Pajzs jelzőt, hogy megakadályozza, hogy egy Sérülés jelző vagy egy
  // Fókusz jelző kerüljön a lapra támadás vagy ellenséges hatás miatt” (a shield prevents 1 damage or focus from an attack).
  it('a shield prevents 1 of 3 strike damage when its controller uses it (case 8)', () => {
    const setup = darkTurn3(['Rancor'], ['Luke Skywalker'])
    let state = tokens(setup.state, setup.light[0]!, { shield: 1 })
    state = toStrikes(toEdge(toConflict(state), setup.dark, setup.light))
    state = passUntil(state, (s) => s.turn.step === 'strike' && s.turn.priority === 'dark')
    state = act(state, 'dark', { type: 'strike', payload: { unit: setup.dark[0]!, target: setup.light[0]! } })
    state = passWindows(state) // "when damage would be dealt" interrupts first (the Jedi deck holds some)
    expect(state.prompt).toEqual({ kind: 'use-shield', side: 'light', card: setup.light[0]! })
    state = act(state, 'light', { type: 'use-shield' })
    expect(state.table[setup.light[0]!]).toMatchObject({ damage: 2, shield: 0 })
  })

  it('two shields (Our Most Desperate Hour) prevent 2 of 3 strike damage, one prompt each (case 8)', () => {
    const setup = darkTurn3(['Rancor'], ['Luke Skywalker'])
    let state = tokens(setup.state, setup.light[0]!, { shield: 2 })
    state = toStrikes(toEdge(toConflict(state), setup.dark, setup.light))
    state = passUntil(state, (s) => s.turn.step === 'strike' && s.turn.priority === 'dark')
    state = passWindows(
      act(state, 'dark', { type: 'strike', payload: { unit: setup.dark[0]!, target: setup.light[0]! } }),
    )
    state = act(state, 'light', { type: 'use-shield' })
    expect(state.prompt).toEqual({ kind: 'use-shield', side: 'light', card: setup.light[0]! })
    expect(state.table[setup.light[0]!]).toMatchObject({ damage: 0, shield: 1 })
    state = act(state, 'light', { type: 'use-shield' })
    expect(state.table[setup.light[0]!]).toMatchObject({ damage: 1, shield: 0 })
  })

  // [R:615-616] „nem használható, abban az esetben, ha a kontroláló tevékenysége miatt kerül rá jelző” (not against the
  // controller's own doing). [R:1017] the active player removes every shield from the cards it controls in its refresh.
  it("a shield cannot prevent a card's own focus (striking, paying), and it is gone after its controller's refresh", () => {
    const setup = darkTurn3(['Darth Vader'], [])
    let state = tokens(setup.state, setup.dark[0]!, { shield: 1 })
    state = toStrikes(toEdge(toConflict(state), setup.dark, []))
    state = act(state, 'dark', { type: 'strike', payload: { unit: setup.dark[0]! } })
    expect(state.prompt).toBeNull()
    expect(state.table[setup.dark[0]!]).toMatchObject({ focus: 1, shield: 1 })
    state = passUntil(state, (s) => s.turn.number === 5 && s.turn.phase === 'draw')
    expect(state.table[setup.dark[0]!]!.shield).toBe(0)
  })

  // [R:819-822] „a kontroláló játékos dönthet úgy, hogy bármennyi sérülést a Protect kulcsszóval rendelkező kártyára
  // tesz” (any amount of the damage may go on the Protect card), capped by its remaining capacity (analysis §3.2, FFG-PROT).
  it("Protect moves any part of the damage, up to the protector's remaining capacity (case 12)", () => {
    const setup = darkTurn3(['Rancor'], ['Guardian of Peace', 'Luke Skywalker'])
    let state = toEdge(toConflict(setup.state), setup.dark, [setup.light[1]!])
    state = passUntil(state, (s) => s.turn.step === 'strike' && s.turn.priority === 'dark')
    state = act(state, 'dark', { type: 'strike', payload: { unit: setup.dark[0]!, target: setup.light[1]! } })
    expect(state.windows[0]).toMatchObject({ timing: 'interrupt', trigger: { on: 'damage', amount: 3 } })
    const guardian = setup.light[0]!
    const tooMuch = { type: 'respond', payload: { card: guardian, ability: 'protect', amount: 3 } } as SwlcgAction
    expect(refusal(state, LIGHT, tooMuch)).toBe('illegal-response-choice')
    state = passWindows(
      act(state, 'light', { type: 'respond', payload: { card: guardian, ability: 'protect', amount: 2 } }),
    )
    expect(Object.hasOwn(state.table, guardian)).toBe(false) // 2 damage destroyed it
    expect(state.table[setup.light[1]!]!.damage).toBe(1)
  })

  // [R:624-632] „Ha van legalább egy túlélő támadó egység, és a védekezők közül senki nem élte túl …” (at least one
  // attacker survived and no defender did: 1 extra damage to the engaged objective).
  it('unopposed: a unit-damage attacker destroys the only defender, and the objective takes 1 more damage (case 9)', () => {
    const setup = darkTurn3(['Rancor'], ['Jedi in Hiding'])
    let state = toConflict(setup.state)
    const objective = objectivesOf(state, 'light')[0]!
    state = toStrikes(toEdge(state, setup.dark, setup.light, objective))
    state = passUntil(state, (s) => s.engagement === null)
    expect(Object.hasOwn(state.table, setup.light[0]!)).toBe(false)
    expect(state.table[setup.dark[0]!]!.damage).toBe(2) // Jedi in Hiding struck first (the defender won the tie)
    expect(state.table[objective]!.damage).toBe(1)
  })
})

describe('the Force', () => {
  // [R:226-227] „egy helyett két Fókusz jelzőt kell, hogy kapjon” (a committed unit takes two focus tokens when it
  // strikes). [R:234] „… Erőhöz rendelt felkészült (ready) egységein látható Erő ikonokat” (only ready committed units count).
  it('committed units take 2 focus when they strike, only ready committed units count in the struggle, Elite refreshes 2 (case 7)', () => {
    let state = atDeployment('dark')
    const units = withUnits(state, 'dark', ['Darth Vader', 'Nightsister'])
    state = passUntil(units.state, (s) => s.turn.step === 'force-commit')
    const events: EngineEvent[] = []
    state = act(state, 'dark', { type: 'commit-force', payload: { units: units.slots } }, events)
    // Nightsister's reaction to being committed may answer first; it is passed here.
    state = passUntil(state, (s) => s.turn.step === 'force-window', events)
    expect(events.find((e) => e.type === 'force-struggle')?.data).toMatchObject({ dark: 6, light: 0, balance: 'dark' })
    state = passUntil(state, (s) => s.turn.number === 3 && s.turn.step === 'conflict-declare')
    expect(state.dial).toBe(3) // turn 1: +1; turn 3 with the Balance on the dark side: +2
    state = toStrikes(toEdge(state, units.slots, []))
    for (const unit of units.slots) {
      state = passUntil(state, (s) => s.turn.step === 'strike')
      state = act(state, 'dark', { type: 'strike', payload: { unit } })
    }
    expect(units.slots.map((u) => state.table[u]!.focus)).toEqual([2, 2])
    const struggle: EngineEvent[] = []
    state = passUntil(state, (s) => s.turn.step === 'force-window', struggle)
    expect(struggle.find((e) => e.type === 'force-struggle')?.data).toMatchObject({ dark: 0 }) // both exhausted
    state = passUntil(state, (s) => s.turn.number === 5 && s.turn.phase === 'draw')
    expect(units.slots.map((u) => state.table[u]!.focus)).toEqual([0, 1]) // Vader is Elite
  })

  // [R:217-221] Each side has three Force cards.
  it('a fourth Force card is refused', () => {
    let state = atDeployment('dark')
    const units = withUnits(state, 'dark', ['Nightsister', 'Nightsister', 'TIE Bomber', 'TIE Bomber'])
    state = passUntil(units.state, (s) => s.turn.step === 'force-commit')
    expect(refusal(state, 's2', { type: 'commit-force', payload: { units: units.slots } })).toBe('force-cards-used')
  })
})

describe('the Balance and running out of cards', () => {
  // [R:98-103] In the Light Side's balance phase, with the Balance on the light side, it may deal 1 damage to a Dark
  // Side objective.
  it('the Light Side may deal 1 damage to a Dark objective in its balance phase while the Balance is light', () => {
    let state = passUntil(throughSetup(startGame()), (s) => s.turn.step === 'balance-damage')
    const objective = objectivesOf(state, 'dark')[0]!
    state = act(state, 'light', { type: 'balance-damage', payload: { objective } })
    expect(state.table[objective]!.damage).toBe(1)
    expect(state.turn.phase).toBe('refresh')
  })

  // [R:251-256] „Az ellenfélnek húznia kell lapot, de nem tud, mert elfogyott az adott paklija” (the opponent must draw
  // but cannot: its deck ran out).
  it('drawing from an empty command deck loses (1v1, case 16)', () => {
    let state = throughSetup(startGame(starterConfig()))
    const deck = zoneSlots(state.cards, zones.deck('light'))
    state = {
      ...state,
      cards: moveSlots(
        state.cards,
        deck.map((slot) => ({ slot, to: zones.discard('light') })),
      ),
    }
    state = passUntil(state, (s) => s.turn.step === 'draw-discard' && s.turn.active === 'light')
    expect(state.result).toBeNull() // a full hand draws nothing, so an empty deck does not matter yet
    const slot = zoneSlots(state.cards, zones.hand('light'))[0]!
    state = act(state, 'light', { type: 'draw-discard', payload: { slot } })
    expect(swlcg.outcome(state)?.winners).toEqual(['s2'])
    expect(state.result?.reason.en).toMatch(/empty command deck/)
  })
})
