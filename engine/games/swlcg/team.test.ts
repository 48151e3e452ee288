/**
 * Balance of the Force 2v2 (../shared/rules/swlcg-balance-of-the-force.hu.txt): seating, the team turn, the common
 * reserve, support, the shared Force and victory. Each test quotes the expansion's sentence it checks.
 */
import { describe, expect, it } from 'vitest'
import { look, moveSlot, zoneSlots } from '../../core/hidden'
import type { EngineEvent } from '../../core/types'
import { swlcg } from './swlcg'
import { facing, handSize, objectivesOf, teammate, zones } from './queries'
import { validateConfig } from './setup'
import { act, passToStep, passUntil, placeCard, seatOf, startGame, teamConfig, throughSetup } from './testing/fixtures'
import { card, withUnits } from './testing/scenario'
import type { SwlcgAction, SwlcgState } from './types'

/** A 2v2 game with the team decks, set up, at the dark team's first turn. */
function teamGame(): SwlcgState {
  return throughSetup(startGame(teamConfig()))
}

/** The data of events of one type. */
function data(events: readonly EngineEvent[], type: string): Record<string, unknown>[] {
  return events.filter((e) => e.type === type).map((e) => e.data as Record<string, unknown>)
}

/** The reason `player`'s action is refused with (throws when it is accepted). */
function refusal(state: SwlcgState, player: Parameters<typeof seatOf>[0], action: SwlcgAction): string {
  const result = swlcg.apply(state, action, seatOf(player))
  if (result.ok) throw new Error(`${JSON.stringify(action)} was accepted`)
  return result.error.code
}

describe('2v2 seating, setup and decks', () => {
  it('seats teammates side by side, each facing one opponent', () => {
    // „a csapattársak egymás mellett ülnek, minden játékos a vele szemközt ülő ellen játszik”
    const state = teamGame()
    expect(state.players).toEqual(['dark', 'dark2', 'light', 'light2'])
    expect(facing(state, 'dark')).toBe('light2')
    expect(facing(state, 'dark2')).toBe('light')
    expect(facing(state, 'light')).toBe('dark2')
    expect(teammate(state, 'light')).toBe('light2')
  })

  it("lets teammates see each other's hands and never the other team's", () => {
    // „A csapattársak megnézhetik egymás kézben lévő lapjait”
    const state = teamGame()
    const hand = zoneSlots(state.cards, zones.hand('light'))[0]!
    expect(look(state.cards, hand, seatOf('light2'))).not.toBeNull()
    expect(look(state.cards, hand, seatOf('dark'))).toBeNull()
    expect(look(state.cards, hand, seatOf('dark2'))).toBeNull()
    expect(look(state.cards, hand, null)).toBeNull()
  })

  it('holds the one-deck copy limits across a team and needs ten objective sets per deck', () => {
    // „a két játékos összesen nem rendelkezhet kettőnél többel egy azonos nevű objektíva szettből”
    const seats = ['s1', 's2', 's3', 's4']
    const config = teamConfig()
    const withSets = (i: number, sets: number[]) => ({
      ...config,
      players: config.players.map((p, j) => (j === i ? { ...p, deck: { ...p.deck, sets } } : p)),
    })
    const ok = validateConfig(config, seats)
    expect(ok.ok).toBe(true)
    // The Rebel deck takes Hit and Run (18, Limit 1), which the Jedi deck already holds.
    const rebel = config.players[1]!.deck.sets.map((s) => (s === 17 ? 18 : s))
    const twice = validateConfig(withSets(1, rebel), seats)
    expect(!twice.ok && twice.error.code).toBe('deck-team-copies')
    // Three copies of set 16 across the team (two in one deck, one in the other).
    const three = validateConfig(withSets(1, [...rebel.filter((s) => s !== 18), 16]), seats)
    expect(!three.ok && three.error.code).toBe('deck-team-copies')
    // „minden játékosnak legalább tíz objektívát kell a saját paklijába tennie”: the 8-set starters are refused.
    const starter = validateConfig(withSets(0, [1, 2, 3, 4, 5, 6, 7, 18]), seats)
    expect(!starter.ok && starter.error.code).toBe('deck-too-few-sets')
  })
})

describe('2v2 team turn', () => {
  it('plays each phase by player #1 then #2, with one window after the team refresh and draw', () => {
    // „Minden egyes csapat körben a Játékos #1 van először, majd a Játékos #2.”
    const events: EngineEvent[] = []
    const state = passUntil(teamGame(), (s) => s.turn.number === 2, events)
    const segments = data(events, 'segment-began').map((d) => `${d.phase}:${d.player}`)
    expect(segments).toEqual(['refresh:dark2', 'draw:dark2', 'deployment:dark2', 'force:dark2'])
    // „Miután minden játékos végzett ezzel a három résszel, nyílik egy Játékos akció ablak”
    const refreshed = data(events, 'refreshed').map((d) => d.side)
    expect(refreshed).toEqual(['dark', 'dark2'])
    const windows = data(events, 'passed').filter((d) => d.step === 'refresh-window')
    expect(windows.length).toBeLessThanOrEqual(4)
    // „Egyensúly fázis” once per team turn: the dial turned once, by 1 (the Balance is light).
    expect(data(events, 'dial').map((d) => d.by)).toEqual([1])
    // The dark team cannot engage on its first turn (no conflict phase at all).
    expect(events.some((e) => e.type === 'engaged')).toBe(false)
    expect(state.turn.active).toBe('light')
  })

  it('passes priority clockwise and closes a window only after all four pass in a row', () => {
    // „az aktív játékostól kezdve az óramutató járásának megfelelően kerülnek sorra a játékosok”
    let state = passToStep(teamGame(), 'deployment', 'dark')
    const order: string[] = []
    for (let i = 0; i < 4 && state.turn.step === 'deployment' && state.turn.active === 'dark'; i++) {
      order.push(state.turn.priority)
      state = act(state, state.turn.priority, { type: 'pass' })
    }
    expect(order).toEqual(['dark', 'dark2', 'light', 'light2'])
    // After four passes the dark #1's deployment segment is over and the dark #2's begins.
    expect(state.turn.active).toBe('dark2')
    expect(state.turn.step).toBe('deployment')
  })

  it('draws each player to their own reserve value', () => {
    const state = passToStep(teamGame(), 'deployment', 'dark')
    expect(handSize(state, 'dark')).toBe(6)
    expect(handSize(state, 'dark2')).toBe(6)
  })
})

/** At the light team's first conflict phase, the light #1 (facing the dark #2) with a ready unit. */
function lightConflict(): { state: SwlcgState; unit: string; mateUnit: string } {
  let state = passUntil(teamGame(), (s) => s.turn.number === 2 && s.turn.step === 'deployment')
  const mine = withUnits(state, 'light', ['Luke Skywalker'])
  const mate = withUnits(mine.state, 'light2', ['Red Two'])
  state = passToStep(mate.state, 'conflict-declare', 'light')
  return { state, unit: mine.slots[0]!, mateUnit: mate.slots[0]! }
}

describe('2v2 engagements', () => {
  it("engages only the facing opponent's objectives", () => {
    // „Egy játékos csak a vele szemben ülő játékos ellen támadhat”
    const { state } = lightConflict()
    const notFacing = objectivesOf(state, 'dark')[0]!
    expect(refusal(state, 'light', { type: 'engage', payload: { objective: notFacing } })).toBe('not-facing-opponent')
    const target = objectivesOf(state, 'dark2')[0]!
    const engaged = act(state, 'light', { type: 'engage', payload: { objective: target } })
    expect(engaged.engagement?.defender).toBe('dark2')
  })

  it("borrows one teammate's unit as an attacker only with consent, and gives it back after", () => {
    // „a csapattársak beleegyezése mellett, egy adott csapattárstól kijelölhet legfeljebb egy felkészült (ready)
    // egységet, mint támogató támadó”
    const { state, unit, mateUnit } = lightConflict()
    let s = act(state, 'light', { type: 'engage', payload: { objective: objectivesOf(state, 'dark2')[0]! } })
    s = passToStep(s, 'declare-attackers', 'light')
    // „legalább egy saját támadót ki kell állítania”
    expect(refusal(s, 'light', { type: 'declare-attackers', payload: { units: [mateUnit] } })).toBe(
      'support-needs-own-unit',
    )
    s = act(s, 'light', { type: 'declare-attackers', payload: { units: [unit, mateUnit] } })
    expect(s.prompt).toMatchObject({ kind: 'support', side: 'light2', lent: mateUnit })
    // Only the teammate answers.
    expect(refusal(s, 'light', { type: 'answer-support', payload: { agree: true } })).toBe('not-your-decision')
    const refused = act(s, 'light2', { type: 'answer-support', payload: { agree: false } })
    expect(refused.turn.step).toBe('declare-attackers')
    expect(refused.engagement?.attackers).toEqual([])
    const lent = act(s, 'light2', { type: 'answer-support', payload: { agree: true } })
    expect(lent.engagement?.attackers).toEqual([unit, mateUnit])
    // „A lerohanást indító játékos a lerohanás idejére átveszi a támogató támadónak kijelölt egység felett az irányítást.”
    expect(lent.table[mateUnit]?.controller).toBe('light')
    const after = passUntil(lent, (x) => x.engagement === null)
    expect(after.table[mateUnit]?.controller).toBe('light2')
  })
})

describe('2v2 common reserve', () => {
  it('follows the rulebook example: Tom places a card, Kris sees and may use it, hand sizes count only the owner', () => {
    // Példa: Tom az aktív játékos, aki az ő Húzás fázisában letesz egy Twist of Fate kártyát … a saját közös tartalékába.
    let state = passToStep(teamGame(), 'draw-reserve', 'dark')
    const tom = 'dark'
    const kris = 'dark2'
    const twist = zoneSlots(state.cards, zones.hand(tom))[0]!
    state = act(state, tom, { type: 'place-reserve', payload: { slot: twist } })
    expect(zoneSlots(state.cards, zones.reserve(tom))).toEqual([twist])
    // „A csapattársa Kris most már használhatja ezt a lapot” — and the other team sees only a back.
    expect(look(state.cards, twist, seatOf(kris))).not.toBeNull()
    expect(look(state.cards, twist, seatOf('light'))).toBeNull()
    expect(look(state.cards, twist, seatOf('light2'))).toBeNull()
    expect(state.cards.backs && twist).toBeTruthy()
    // Kris draws to six from his own hand alone: Tom's reserve does not count for him.
    expect(state.turn.active).toBe(kris)
    expect(handSize(state, kris)).toBe(6)
    expect(handSize(state, tom)).toBe(5)
  })

  it('counts the own reserve card toward the next draw, and a new placement discards the old card', () => {
    // „Tom következő Húzás fázisában, egy lap van Tom kezében egy pedig a saját közös tartalékjában … csak négy lapot
    // húzhat, hogy elérje a tartalék értéknek számító hatot.”
    let state = passToStep(teamGame(), 'draw-reserve', 'dark')
    const first = zoneSlots(state.cards, zones.hand('dark'))[0]!
    state = act(state, 'dark', { type: 'place-reserve', payload: { slot: first } })
    state = passUntil(state, (s) => s.turn.number === 3 && s.turn.phase === 'draw' && s.turn.active === 'dark')
    expect(zoneSlots(state.cards, zones.reserve('dark'))).toEqual([first])
    expect(handSize(state, 'dark') + 1).toBe(6)
    // „Ha már van egy lap a közös tartalékban, akkor azt el kell dobni, mielőtt az újat letenné.”
    state = passToStep(state, 'draw-reserve', 'dark')
    const second = zoneSlots(state.cards, zones.hand('dark'))[0]!
    state = act(state, 'dark', { type: 'place-reserve', payload: { slot: second } })
    expect(zoneSlots(state.cards, zones.reserve('dark'))).toEqual([second])
    expect(zoneSlots(state.cards, zones.discard('dark'))).toContain(first)
  })

  it("puts the teammate's reserve card into an edge stack, and back to the teammate's discard pile after", () => {
    // „a csapattárs … a közös tartalékban lévő lapot úgy használhatja, mintha a saját kezében lenne” (edge stack included)
    const { state, unit } = lightConflict()
    let s = act(state, 'light', { type: 'engage', payload: { objective: objectivesOf(state, 'dark2')[0]! } })
    s = passToStep(s, 'declare-attackers', 'light')
    s = act(s, 'light', { type: 'declare-attackers', payload: { units: [unit] } })
    const reserved = zoneSlots(s.cards, zones.hand('light2'))[0]!
    s = { ...s, cards: moveSlot(s.cards, reserved, zones.reserve('light2')) }
    s = passUntil(s, (x) => x.turn.step === 'edge-placement' && x.turn.priority === 'light')
    s = act(s, 'light', { type: 'place-edge', payload: { slot: reserved } })
    s = passUntil(s, (x) => x.turn.step !== 'edge-placement')
    expect(zoneSlots(s.cards, zones.discard('light2'))).toContain(reserved)
    expect(zoneSlots(s.cards, zones.discard('light'))).not.toContain(reserved)
  })

  it('lets the teammate play a unit from the reserve as if from hand', () => {
    let state = passToStep(teamGame(), 'draw-reserve', 'dark')
    const placed = placeCard(state, 'dark', card('TIE Attack Squadron').id, 'hand')
    state = act(placed.state, 'dark', { type: 'place-reserve', payload: { slot: placed.slot } })
    // Its deployment segment: „a csapat minden játékosa … lehetőséget kap arra, hogy mint aktív játékos kijátsszon”
    state = passUntil(
      state,
      (s) => s.turn.step === 'deployment' && s.turn.active === 'dark2' && s.turn.priority === 'dark2',
    )
    const play = swlcg
      .legalActions(state, seatOf('dark2'))
      .find((a) => a.type === 'play' && a.payload.slot === placed.slot)
    expect(play).toBeDefined()
    state = act(state, 'dark2', play!)
    expect(state.table[placed.slot]).toMatchObject({ controller: 'dark2', owner: 'dark' })
    // The opponents may not play it.
    expect(swlcg.legalActions(state, seatOf('light')).some((a) => a.type === 'play')).toBe(false)
  })
})

describe('2v2 Force, dial and victory', () => {
  it('shares three Force cards across the team and counts both players in one struggle', () => {
    // „Mind a Világos, mind a Sötét oldalnak összesen három Erő kártya áll rendelkezésére.”
    let state = passUntil(teamGame(), (s) => s.turn.step === 'deployment')
    const d1 = withUnits(state, 'dark', ['Darth Vader', 'TIE Attack Squadron'])
    const d2 = withUnits(d1.state, 'dark2', ['Imperial Officer', 'TIE Attack Squadron'])
    state = passToStep(d2.state, 'force-commit', 'dark')
    state = act(state, 'dark', { type: 'commit-force', payload: { units: d1.slots } })
    expect(state.turn.active).toBe('dark2')
    const four = refusal(state, 'dark2', { type: 'commit-force', payload: { units: d2.slots } })
    expect(four).toBe('force-cards-used')
    const events: EngineEvent[] = []
    state = act(state, 'dark2', { type: 'commit-force', payload: { units: [d2.slots[0]!] } }, events)
    const struggle = passUntil(state, (s) => s.turn.step === 'force-window', events)
    const [result] = data(events, 'force-struggle')
    const force = (title: string) => card(title).force ?? 0
    expect(result?.dark).toBe(force('Darth Vader') + force('TIE Attack Squadron') + force('Imperial Officer'))
    expect(data(events, 'force-struggle')).toHaveLength(1)
    expect(struggle.balance).toBe('dark')
  })

  it('does not lose a player who runs out of cards', () => {
    // „A 2v2 formátumban, nem veszít az a játékos, akinek elfogy valamelyik paklija.”
    let state = teamGame()
    const deck = zones.deck('dark2')
    state = {
      ...state,
      cards: { ...state.cards, zones: { ...state.cards.zones, [deck]: { ...state.cards.zones[deck]!, slots: [] } } },
    }
    // The dark #2 discards a card before drawing, so must draw one from the empty deck.
    state = passToStep(state, 'draw-discard', 'dark2')
    const events: EngineEvent[] = []
    state = act(
      state,
      'dark2',
      { type: 'draw-discard', payload: { slot: zoneSlots(state.cards, zones.hand('dark2'))[0]! } },
      events,
    )
    state = passUntil(state, (s) => s.turn.number === 2, events)
    expect(state.result).toBeNull()
    expect(handSize(state, 'dark2')).toBe(5)
    expect(data(events, 'deck-empty').map((d) => d.side)).toContain('dark2')
  })
})
