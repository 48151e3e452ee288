/**
 * The SWLCG log in words: real games played with the engine's test helpers, each event read by both seats in both
 * languages; what a seat may not see is never named (the opponent's hand and draws, the edge stack before the
 * reveal, face-down objectives); every event type the engine source emits has a sentence of its own.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { zoneSlots } from '../../../../engine/core/hidden'
import { flattenSlotMap } from '../../../../engine/core/slot-map'
import type { EngineEvent, Json, SeatId } from '../../../../engine/core/types'
import { cardFacts, swlcg, swlcgZones } from '../../../../engine/games/swlcg'
import type { Side, SwlcgAction, SwlcgConfig, SwlcgState } from '../../../../engine/games/swlcg'
import {
  DARK,
  LIGHT,
  act,
  passUntil,
  seatOf,
  startGame,
  starterConfig,
} from '../../../../engine/games/swlcg/testing/fixtures'
import { playRandomGame } from '../../../../engine/games/swlcg/testing/randomPlayer'
import { atDeployment, card, toConflict, withHand, withUnits } from '../../../../engine/games/swlcg/testing/scenario'
import type { RulesLogLine } from '../../../hooks/useRulesGame'
import type { Language } from '../../../lib/language'
import { slotName } from './cardNames'
import { LOG_EVENT_TYPES } from './logEvents'
import { genericLogText, swlcgLogText } from './logText'

const NAMES: Readonly<Record<SeatId, string>> = { [LIGHT]: 'Anna', [DARK]: 'Béla' }
const LANGS: readonly Language[] = ['en', 'hu']
/** What a log line must never hold: slot or zone ids, or a value never turned into words. */
const RAW =
  /slot:\d+|\b(?:deck|objdeck|hand|setup|objectives|play|edge|discard|resolving|victory):(?:light|dark)\b|undefined|\bnull\b|NaN|\[object|swlcg\//

/** `event` as a log line acted by `seat`. */
const lineOf = (event: EngineEvent, seat: SeatId): RulesLogLine => ({ key: '0.0', turn: 1, seat, event })

/** The text `reader`'s seat reads for `event` in `state` (the state right after the event's action). */
function read(state: SwlcgState, reader: Side, event: EngineEvent, lang: Language, seat?: SeatId): string | null {
  const view = swlcg.view(state, seatOf(reader))
  return swlcgLogText(lineOf(event, seat ?? seatOf(reader)), { lang, view, names: NAMES })
}

/** Both languages of `event` as `reader` reads it. */
function both(state: SwlcgState, reader: Side, event: EngineEvent): Record<Language, string | null> {
  return { en: read(state, reader, event, 'en'), hu: read(state, reader, event, 'hu') }
}

/** An action by `side` with the events it caused. */
function step(state: SwlcgState, side: Side, action: SwlcgAction): { state: SwlcgState; events: EngineEvent[] } {
  const events: EngineEvent[] = []
  return { state: act(state, side, action, events), events }
}

/** The one event of `type` among `events`. */
function only(events: readonly EngineEvent[], type: string): EngineEvent {
  const found = events.filter((e) => e.type === type)
  expect(found, `${type} in ${events.map((e) => e.type).join(', ')}`).toHaveLength(1)
  return found[0]!
}

/** The first slot of a zone. */
const firstIn = (state: SwlcgState, zone: string): string => zoneSlots(state.cards, zone)[0]!

/**
 * Titles of the cards `reader`'s seat may not see in `state` and sees nowhere else (not even another copy): the
 * opponent's hand, both decks, face-down objectives, the opponent's edge stack before the reveal.
 */
function hiddenTitles(state: SwlcgState, reader: Side): string[] {
  const view = swlcg.view(state, seatOf(reader))
  const visible = [...Object.values(view.cards.cards), ...Object.values(view.table).map((c) => c.card)].map(
    (id) => cardFacts(id)?.title ?? '',
  )
  const titles = Object.entries(flattenSlotMap(state.cards.secrets))
    .filter(([slot]) => view.cards.cards[slot] === undefined && view.table[slot] === undefined)
    .map(([, id]) => cardFacts(id)?.title ?? '')
    .filter((title) => title !== '' && !visible.some((v) => v.includes(title)))
  return [...new Set(titles)]
}

/** Every event read by both seats in both languages: a full sentence, naming nothing the seat may not see. */
function expectClean(state: SwlcgState, events: readonly EngineEvent[], seat: SeatId = LIGHT): void {
  const problems: string[] = []
  for (const reader of ['light', 'dark'] as const) {
    const hidden = hiddenTitles(state, reader)
    for (const event of events) {
      for (const lang of LANGS) {
        const text = read(state, reader, event, lang, seat)
        if (text === null) continue
        const leaked = hidden.filter((title) => text.includes(title))
        if (RAW.test(text) || text === genericLogText(event.type, lang) || !/^\S.*[.!?]$/u.test(text))
          problems.push(`${event.type}: ${text}`)
        if (leaked.length > 0) problems.push(`${reader} reads the hidden ${leaked.join(', ')}: ${text}`)
      }
    }
  }
  expect(problems).toEqual([])
}

/** A new game through setup, up to (not including) the Light Side's last objective reveal. */
function beforeLastReveal(): SwlcgState {
  let state = startGame()
  for (const side of ['dark', 'light'] as const) {
    state = act(state, side, { type: 'choose-objectives', payload: { bottom: firstIn(state, swlcgZones.setup(side)) } })
  }
  state = act(state, 'dark', { type: 'keep-hand' })
  state = act(state, 'light', { type: 'keep-hand' })
  for (const side of ['dark', 'light'] as const) {
    const slots = zoneSlots(state.cards, swlcgZones.setup(side))
    for (const slot of side === 'light' ? slots.slice(0, -1) : slots) {
      state = act(state, side, { type: 'reveal-objective', payload: { slot } })
    }
  }
  return state
}

describe('setup', () => {
  it('objectives chosen, starting hands drawn as counts, a mulligan, a kept hand, an objective revealed', () => {
    const start = startGame()
    let r = step(start, 'dark', {
      type: 'choose-objectives',
      payload: { bottom: firstIn(start, swlcgZones.setup('dark')) },
    })
    expect(both(r.state, 'light', only(r.events, 'objectives-chosen'))).toEqual({
      en: 'Béla chooses objectives and puts one on the bottom of the objective deck.',
      hu: 'Béla kiválasztja a céljait, és egyet a célpaklija aljára tesz.',
    })
    r = step(r.state, 'light', {
      type: 'choose-objectives',
      payload: { bottom: firstIn(r.state, swlcgZones.setup('light')) },
    })
    const darkDraw = r.events.find((e) => e.type === 'drew' && (e.data as { side: Side }).side === 'dark')!
    // The opponent's draw is a count; the light seat sees none of those six cards, and no line names one.
    expect(both(r.state, 'light', darkDraw)).toEqual({ en: 'Béla draws 6 cards.', hu: 'Béla húz 6 lapot.' })
    const view = swlcg.view(r.state, LIGHT)
    for (const slot of zoneSlots(r.state.cards, swlcgZones.hand('dark')))
      expect(slotName(view, slot, 'en')).toBe('a card')
    expect(hiddenTitles(r.state, 'light').length).toBeGreaterThan(5)
    expectClean(r.state, r.events)

    r = step(r.state, 'dark', { type: 'mulligan' })
    expect(both(r.state, 'light', only(r.events, 'mulligan'))).toEqual({
      en: 'Béla takes a mulligan: the starting hand is shuffled back and a new one drawn.',
      hu: 'Béla mulligant kér: visszakeveri a kezdő kezét, és új kezet húz.',
    })
    expectClean(r.state, r.events, DARK)
    r = step(r.state, 'light', { type: 'keep-hand' })
    expect(both(r.state, 'dark', only(r.events, 'hand-kept'))).toEqual({
      en: 'Anna keeps the starting hand.',
      hu: 'Anna megtartja a kezdő kezét.',
    })

    // A face-down objective is named to its owner only, until it is revealed.
    const objective = firstIn(r.state, swlcgZones.setup('dark'))
    expect(slotName(swlcg.view(r.state, LIGHT), objective, 'hu')).toBe('egy lap')
    expect(hiddenTitles(r.state, 'light')).toContain(
      cardFacts(flattenSlotMap(r.state.cards.secrets)[objective]!)!.title,
    )
    r = step(r.state, 'dark', { type: 'reveal-objective', payload: { slot: objective } })
    const title = cardFacts(r.state.table[objective]!.card)!.title
    expect(both(r.state, 'light', only(r.events, 'objective-entered'))).toEqual({
      en: `Béla's objective enters play: ${title}.`,
      hu: `Béla célja játékba kerül: ${title}.`,
    })
    expectClean(r.state, r.events, DARK)
  })

  it('the first turn begins and the Death Star dial turns', () => {
    const s = beforeLastReveal()
    const r = step(s, 'light', { type: 'reveal-objective', payload: { slot: firstIn(s, swlcgZones.setup('light')) } })
    expect(both(r.state, 'light', only(r.events, 'turn-began'))).toEqual({
      en: "Béla's turn begins (turn 1).",
      hu: 'Béla köre kezdődik (1. kör).',
    })
    expect(both(r.state, 'dark', only(r.events, 'dial'))).toEqual({
      en: 'The Death Star dial advances by 1 to 1.',
      hu: 'A Halálcsillag-számláló 1 lépéssel előrébb fordul, állása most 1.',
    })
    expectClean(r.state, r.events)
  })
})

describe('deployment', () => {
  it('a unit played names the card and its cost, for both seats', () => {
    const hand = withHand(atDeployment('dark'), 'dark', ['Nightsister'])
    const play = swlcg
      .legalActions(hand.state, DARK)
      .find((a) => a.type === 'play' && a.payload.slot === hand.slots[0])!
    const r = step(hand.state, 'dark', play)
    const played = only(r.events, 'played')
    for (const reader of ['light', 'dark'] as const) {
      expect(both(r.state, reader, played)).toEqual({
        en: 'Béla plays Nightsister (cost 3).',
        hu: 'Béla kijátssza: Nightsister (költség 3).',
      })
    }
    // The identity a play carries is public from then on: a view that no longer shows the slot still names it.
    expect(read(hand.state, 'light', played, 'en')).toBe('Béla plays Nightsister (cost 3).')
    expectClean(r.state, r.events, DARK)
  })
})

describe('an engagement', () => {
  it('engage, declarations, an edge battle hidden until the reveal, a strike, damage and destruction', () => {
    let s = atDeployment('light')
    const light = withUnits(s, 'light', ['Jedi in Hiding'])
    const dark = withUnits(light.state, 'dark', ['Nightsister'])
    s = toConflict(dark.state)
    const lightEdge = withHand(s, 'light', ["Twi'lek Loyalist"])
    const darkEdge = withHand(lightEdge.state, 'dark', ['Rancor'])
    s = darkEdge.state
    const objective = zoneSlots(s.cards, swlcgZones.objectives('dark'))[0]!
    const target = cardFacts(s.table[objective]!.card)!.title

    let r = step(s, 'light', { type: 'engage', payload: { objective } })
    expect(both(r.state, 'dark', only(r.events, 'engaged'))).toEqual({
      en: `Anna engages ${target}.`,
      hu: `Anna összecsapást indít ${target} ellen.`,
    })
    r = step(r.state, 'light', { type: 'declare-attackers', payload: { units: light.slots } })
    expect(both(r.state, 'dark', only(r.events, 'attackers-declared'))).toEqual({
      en: 'Anna attacks with Jedi in Hiding.',
      hu: 'Anna támad: Jedi in Hiding.',
    })
    const events: EngineEvent[] = []
    s = passUntil(r.state, (x) => x.turn.step === 'declare-defenders', events)
    r = step(s, 'dark', { type: 'declare-defenders', payload: { units: dark.slots } })
    expect(both(r.state, 'light', only(r.events, 'defenders-declared'))).toEqual({
      en: 'Béla defends with Nightsister.',
      hu: 'Béla védekezik: Nightsister.',
    })
    s = passUntil(r.state, (x) => x.turn.step === 'edge-placement', events)
    expectClean(s, events)

    s = act(s, 'light', { type: 'place-edge', payload: { slot: lightEdge.slots[0]! } })
    r = step(s, 'dark', { type: 'place-edge', payload: { slot: darkEdge.slots[0]! } })
    const placed = only(r.events, 'edge-placed')
    // Before the reveal the light seat reads "a card"; the dark seat reads its own card.
    expect(both(r.state, 'light', placed)).toEqual({
      en: 'Béla places a card face down in the edge stack.',
      hu: 'Béla képpel lefelé letesz egy lapot az előnyharcban.',
    })
    expect(both(r.state, 'dark', placed)).toEqual({
      en: 'Béla places Rancor face down in the edge stack.',
      hu: 'Béla képpel lefelé letesz az előnyharcban: Rancor.',
    })
    expect(hiddenTitles(r.state, 'light')).toContain('Rancor')
    expectClean(r.state, r.events, DARK)
    // An identity smuggled into the event changes nothing: the edge card is named only as the view allows.
    const forged = { ...placed, data: { ...(placed.data as object), card: card('Rancor').id } as Json }
    expect(read(r.state, 'light', forged, 'en')).toBe('Béla places a card face down in the edge stack.')

    s = act(r.state, 'light', { type: 'pass' })
    r = step(s, 'dark', { type: 'pass' })
    expect(both(r.state, 'light', only(r.events, 'edge-revealed'))).toEqual({
      en: "The edge stacks are revealed — Béla: Rancor; Anna: Twi'lek Loyalist.",
      hu: "Felfedik az előnyharc lapjait — Béla: Rancor; Anna: Twi'lek Loyalist.",
    })
    // 1 Force icon each: the tie goes to the defender.
    expect(both(r.state, 'light', only(r.events, 'edge-won'))).toEqual({
      en: 'Béla wins the edge battle (attacker 1, defender 1).',
      hu: 'Béla nyeri az előnyharcot (támadó 1, védő 1).',
    })
    // After the reveal the placement names the card for everyone.
    expect(read(r.state, 'light', placed, 'en')).toBe('Béla places Rancor face down in the edge stack.')
    expectClean(r.state, r.events, DARK)

    s = passUntil(r.state, (x) => x.turn.step === 'strike')
    const strike = swlcg.legalActions(s, DARK).find((a) => a.type === 'strike')!
    r = step(s, 'dark', strike)
    const after: EngineEvent[] = [...r.events]
    s = passUntil(r.state, (x) => x.engagement === null, after)
    const say = (type: string, lang: Language) => read(s, 'light', only(after, type), lang)
    expect([say('strike', 'en'), say('strike', 'hu')]).toEqual([
      'Nightsister strikes: 1 unit damage on Jedi in Hiding.',
      'Nightsister üt: 1 egységsebzés Jedi in Hiding ellen.',
    ])
    expect([say('damaged', 'en'), say('damaged', 'hu')]).toEqual([
      'Jedi in Hiding takes 1 damage.',
      'Jedi in Hiding 1 sebzést kap.',
    ])
    expect([say('destroyed', 'en'), say('destroyed', 'hu')]).toEqual([
      'Jedi in Hiding is destroyed.',
      'Jedi in Hiding megsemmisül.',
    ])
    expect([say('left-play', 'en'), say('left-play', 'hu')]).toEqual([
      'Jedi in Hiding goes to the discard pile.',
      'Jedi in Hiding a dobott paklira kerül.',
    ])
    expect([say('engagement-ended', 'en'), say('engagement-ended', 'hu')]).toEqual([
      `The engagement at ${target} ends.`,
      `Véget ér az összecsapás ${target} ellen.`,
    ])
    expectClean(s, after)
  })
})

describe('refused entries', () => {
  it('name the player and the engine’s reason in the reader’s language', () => {
    const s = toConflict(withUnits(atDeployment('light'), 'light', ['Jedi in Hiding']).state)
    const own = zoneSlots(s.cards, swlcgZones.objectives('light'))[0]!
    const result = swlcg.apply(s, { type: 'engage', payload: { objective: own } }, LIGHT)
    if (result.ok) throw new Error('engaging an own objective was accepted')
    const event: EngineEvent = {
      type: 'action-refused',
      data: { action: 'engage', reason: result.error.reason, code: result.error.code },
    }
    // Every seat reads the refusal of Anna's entry alike.
    for (const reader of ['light', 'dark'] as const) {
      expect(read(s, reader, event, 'en', LIGHT)).toBe(`Anna: refused — ${result.error.reason.en}`)
      expect(read(s, reader, event, 'hu', LIGHT)).toBe(`Anna: elutasítva — ${result.error.reason.hu}`)
    }
    const void_: EngineEvent = {
      type: 'action-refused',
      data: { action: 'mulligan', reason: { en: 'x', hu: 'x' }, code: 'roll-void', missing: [DARK] },
    }
    expect(read(s, 'light', void_, 'en', LIGHT)).toBe(
      'Anna: refused — the roll did not happen: Béla did not add their share in time.',
    )
    expect(read(s, 'light', void_, 'hu', LIGHT)).toBe(
      'Anna: elutasítva — a dobás elmaradt: Béla nem adta meg időben a részét.',
    )
  })
})

/** The engine's non-test source files (abilities/ too). */
function engineSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return engineSources(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

/** Every event type pushed in `source`: the string literals of each `events.push({ type: … })` (ternaries too). */
function pushedTypes(source: string): string[] {
  const types: string[] = []
  for (const match of source.matchAll(/events\??\.push\(\{\s*type:([\s\S]*?)(?:,\s*data:|\}\))/g)) {
    const expr = match[1]!.replace(/[!=]==\s*'[^']*'/g, '')
    for (const literal of expr.matchAll(/'([a-z-]+)'/g)) types.push(literal[1]!)
  }
  return types
}

describe('every engine event', () => {
  const root = fileURLToPath(new URL('../../../../engine/games/swlcg/', import.meta.url))
  const sources = engineSources(root).map((path) => readFileSync(path, 'utf8'))
  const emitted = [...new Set(sources.flatMap(pushedTypes))].sort()

  it('is found in the engine source, pushed only as an object literal', () => {
    expect(emitted.length).toBeGreaterThan(55)
    expect(emitted).toEqual(expect.arrayContaining(['played', 'edge-revealed', 'force-struggle', 'damage-redirected']))
    for (const source of sources) expect(source).not.toMatch(/\bevents\??\.push\((?!\{|\.\.\.)/)
  })

  it('has a sentence of its own, and the log knows no type the engine does not emit', () => {
    expect([...LOG_EVENT_TYPES].sort()).toEqual(emitted)
    for (const type of emitted) {
      for (const lang of LANGS) {
        const text = read(startGame(), 'light', { type, data: {} }, lang)
        expect(text, type).not.toBeNull()
        expect(text, type).not.toBe(genericLogText(type, lang))
        expect(text, type).not.toMatch(RAW)
      }
    }
  })

  it('an unknown type or malformed data gives a plain line, never an error', () => {
    const s = startGame()
    expect(read(s, 'light', { type: 'brand-new' }, 'en')).toBe('Game event: brand-new.')
    expect(read(s, 'light', { type: 'brand-new' }, 'hu')).toBe('Játékesemény: brand-new.')
    const odd: Json[] = [5, 'x', null, ['slot:1'], { slot: '__proto__', card: 'constructor', slots: 'toString' }]
    for (const type of [...emitted, 'action-refused']) {
      for (const data of odd) {
        const text = read(s, 'dark', { type, data }, 'en')
        if (text !== null) expect(text, type).not.toMatch(/undefined|\[object|NaN/)
      }
    }
  })

  it('lines of random games name nothing a seat may not see', { timeout: 60_000 }, () => {
    const games: [number, SwlcgConfig][] = [
      [3, starterConfig()],
      [7, starterConfig('rebel-alliance', 'imperial-navy')],
    ]
    for (const [seed, config] of games) {
      const game = playRandomGame(config, seed, 400)
      let state = swlcg.setup(config, [LIGHT, DARK], game.setupEntropy)
      for (const { seat, action } of game.log) {
        const result = swlcg.apply(state, action, seat)
        if (!result.ok) throw new Error(result.error.reason.en)
        state = result.state
        expectClean(state, result.events, seat)
      }
    }
  })
})
