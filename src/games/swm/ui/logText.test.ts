/**
 * The SWM log in words: every event type the engine emits has its own line in both languages (found in random games
 * and in the engine's source), the lines of an attack, a defeat, a Force power and a squad commitment read as they
 * should, and hostile data reads as a neutral line without throwing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ABILITY_GAME, ABILITY_ROSTER, ABILITY_TABLE } from '../../../../engine/games/swm/testing/abilityTable'
import type { EngineEvent, GameDefinition, Json } from '../../../../engine/core/types'
import type { SwmAction, SwmConfig, SwmState } from '../../../../engine/games/swm'
import { swm } from '../../../../engine/games/swm'
import { playRandomGame } from '../../../../engine/games/swm/testing/randomPlayer'
import { entropy } from '../../../../engine/games/swm/testing/skirmish'
import type { CharacterDef } from '../../../../engine/games/swm/data/types'
import type { Language } from '../../../lib/language'
import {
  genericLogText,
  LOG_EVENTS,
  swmEntryLines,
  swmEventText,
  type SwmLogContext,
  type SwmLogEntry,
} from './logText'

/** A figure of the hand-made game. */
const figure = (id: string, def: string, owner: string) => ({ id, def, owner })

/** The hand-made game: only what the log reads (seats, figures, their order). */
const SCENE = {
  config: {
    seats: [
      { seat: 's1', side: 'light' },
      { seat: 's2', side: 'dark' },
    ],
  },
  figures: {
    's1/obi-wan-kenobi/1': figure('s1/obi-wan-kenobi/1', 'obi-wan-kenobi', 's1'),
    's2/darth-vader/1': figure('s2/darth-vader/1', 'darth-vader', 's2'),
    's2/death-star-trooper/1': figure('s2/death-star-trooper/1', 'death-star-trooper', 's2'),
    's2/death-star-trooper/2': figure('s2/death-star-trooper/2', 'death-star-trooper', 's2'),
  },
  order: ['s1/obi-wan-kenobi/1', 's2/darth-vader/1', 's2/death-star-trooper/1', 's2/death-star-trooper/2'],
} as unknown as SwmState

/** One event's line in the hand-made game, as seat s1's. */
function sceneLine(lang: Language, type: string, data: Json, seat = 's1'): string | null {
  return swmEventText({ type, data }, seat, { lang, state: SCENE })
}

/** One entry's lines in the hand-made game. */
function sceneEntry(lang: Language, events: EngineEvent[], seat = 's1'): string[] {
  return swmEntryLines({ seat, action: { type: 'attack' }, events }, { lang, state: SCENE })
}

/** An applied entry with the state after it (for names). */
type ReplayedEntry = { entry: SwmLogEntry; ctx: Omit<SwmLogContext, 'lang'> }

/** A random game re-applied entry by entry with `game.apply`, each entry with its events and the state after it. */
function replayRandomGame(
  seed: number,
  maxActions: number,
  game: GameDefinition<SwmState, SwmAction, SwmConfig, SwmState> = swm,
  table?: readonly CharacterDef[],
  roster?: ReadonlyMap<string, CharacterDef>,
): ReplayedEntry[] {
  const played = playRandomGame(seed, maxActions, undefined, game, table)
  let state = game.setup(played.config, ['s1', 's2'], entropy(seed))
  return played.log.map(({ seat, action }) => {
    const result = game.apply(state, action, seat)
    if (!result.ok) throw new Error(`seed ${seed}: ${action.type} refused on replay`)
    state = result.state
    return { entry: { seat, action, events: result.events }, ctx: { state, ...(roster ? { roster } : {}) } }
  })
}

/** The event types a list of replayed entries holds, each with one example entry. */
function eventExamples(replays: readonly ReplayedEntry[], into: Map<string, ReplayedEntry & { event: EngineEvent }>) {
  for (const r of replays)
    for (const event of r.entry.events) if (!into.has(event.type)) into.set(event.type, { ...r, event })
}

/** Every `type: '…'` an engine source file of the game pushes as an event (tests and testing helpers left out). */
function engineEventTypes(): string[] {
  const root = join(__dirname, '../../../../engine/games/swm')
  const files = (readdirSync(root, { recursive: true }) as string[]).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('testing'),
  )
  const types = new Set<string>()
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8')
    for (const m of text.matchAll(/events\.push\(\{\s*type:\s*([^,]+),/gu))
      for (const t of m[1]!.matchAll(/'([a-z-]+)'/gu)) types.add(t[1]!)
    for (const m of text.matchAll(/events: \[\{ type: '([a-z-]+)'/gu)) types.add(m[1]!)
  }
  return [...types].sort()
}

describe('every event type has its own line', () => {
  it('in random games over the official table and the ability table, in both languages', () => {
    const examples = new Map<string, ReplayedEntry & { event: EngineEvent }>()
    for (const seed of [1, 2, 3]) eventExamples(replayRandomGame(seed, 3000), examples)
    for (const seed of [5, 6, 7])
      eventExamples(replayRandomGame(seed, 3000, ABILITY_GAME, ABILITY_TABLE, ABILITY_ROSTER), examples)
    expect(examples.size).toBeGreaterThan(40)
    for (const [type, { entry, ctx, event }] of examples)
      for (const lang of ['en', 'hu'] as const) {
        const text = swmEventText(event, entry.seat, { ...ctx, lang })
        expect(text, type).not.toBe(genericLogText(type, lang))
        expect(text, type).not.toMatch(/undefined|NaN|\[object/u)
        for (const line of swmEntryLines(entry, { ...ctx, lang })) expect(line, type).not.toMatch(/undefined|NaN/u)
      }
  }, 20_000)

  it('for every event type the engine source pushes', () => {
    const types = engineEventTypes()
    expect(types.length).toBeGreaterThan(50)
    expect(types).toContain('door-closed')
    expect(types).toContain('undone')
    expect(types.filter((t) => !Object.hasOwn(LOG_EVENTS, t))).toEqual([])
  })
})

describe('the lines read as they should', () => {
  const roll = {
    attacker: 's1/obi-wan-kenobi/1',
    target: 's2/death-star-trooper/2',
    natural: 14,
    total: 22,
    defense: 19,
    outcome: 'hit',
    automatic: null,
  }
  const hit = { attacker: roll.attacker, target: roll.target, damage: { base: 20, times: 1, total: 20 } }

  it('an attack: its declaration, the roll against Defense and the damage in one line', () => {
    const events = [
      { type: 'attack-declared', data: { attacker: roll.attacker, target: roll.target } },
      { type: 'attack-rolled', data: roll },
      { type: 'hit', data: hit },
    ]
    expect(sceneEntry('en', events)).toEqual([
      'Obi-Wan Kenobi attacks Death Star Trooper 2.',
      'Obi-Wan Kenobi rolls 14 (+8 = 22) against Defense 19: hit, 20 damage.',
    ])
    expect(sceneEntry('hu', events)).toEqual([
      'Obi-Wan Kenobi megtámadja: Halálcsillag-katona 2.',
      'Obi-Wan Kenobi dobása: 14 (+8 = 22) a Védekezés 19 ellen: találat, 20 sebzés.',
    ])
  })

  it('a miss, a critical hit and an automatic miss', () => {
    expect(sceneLine('en', 'attack-rolled', { ...roll, total: 18, outcome: 'miss' })).toBe(
      'Obi-Wan Kenobi rolls 14 (+4 = 18) against Defense 19: miss.',
    )
    const crit = { ...hit, damage: { base: 20, times: 2, total: 40 } }
    expect(
      sceneEntry('en', [
        { type: 'attack-rolled', data: { ...roll, natural: 20, total: 28, outcome: 'critical' } },
        { type: 'hit', data: crit },
      ]),
    ).toEqual(['Obi-Wan Kenobi rolls 20 (+8 = 28) against Defense 19: critical hit, 40 damage.'])
    expect(
      sceneLine('hu', 'attack-rolled', { ...roll, natural: 1, total: 9, outcome: 'miss', automatic: 'natural-1' }),
    ).toBe('Obi-Wan Kenobi dobása: 1 (+8 = 9) a Védekezés 19 ellen: automatikus hiba.')
  })

  it('a hit on its own, an attack by a Force power and an attack of opportunity', () => {
    const crit = { ...hit, damage: { base: 20, times: 2, total: 40 } }
    expect(sceneLine('en', 'hit', crit)).toBe('Obi-Wan Kenobi hits Death Star Trooper 2: critical, 40 damage.')
    expect(sceneLine('hu', 'hit', hit)).toBe('Obi-Wan Kenobi eltalálta: Halálcsillag-katona 2, 20 sebzés.')
    const barrage = { attacker: roll.attacker, target: 's2/death-star-trooper/1', power: 'barrage' }
    expect(sceneLine('en', 'attack-declared', barrage)).toBe(
      'Obi-Wan Kenobi attacks Death Star Trooper 1 with Blaster Barrage.',
    )
    const aoo = { attacker: 's2/darth-vader/1', target: roll.attacker, opportunity: true }
    expect(sceneLine('hu', 'attack-declared', aoo)).toBe('Darth Vader megtámadja: Obi-Wan Kenobi (lehetőségi támadás).')
  })

  it('a defeat names the fallen and the victor', () => {
    const data = { figure: 's2/darth-vader/1', by: 's1/obi-wan-kenobi/1' }
    expect(sceneLine('en', 'defeated', data)).toBe('Darth Vader is defeated by Obi-Wan Kenobi.')
    expect(sceneLine('hu', 'defeated', data)).toBe('Darth Vader kiesett, Obi-Wan Kenobi győzte le.')
  })

  it('a Force power with its target, and the Force spent on it', () => {
    const data = { figure: 's2/darth-vader/1', power: 'sith-grip', target: 's1/obi-wan-kenobi/1' }
    expect(sceneLine('en', 'power-used', data)).toBe('Darth Vader uses Sith Grip on Obi-Wan Kenobi.')
    expect(sceneLine('hu', 'power-used', data)).toBe('Darth Vader használja: Sith szorítás, célpont: Obi-Wan Kenobi.')
    const spent = { figure: 's2/darth-vader/1', n: 2, left: 1 }
    expect(sceneLine('en', 'force-spent', spent)).toBe('Darth Vader spends 2 Force (1 left).')
    expect(sceneLine('hu', 'force-spent', spent)).toBe('Darth Vader 2 Erőpontot költ (marad 1).')
  })

  it('a squad commitment names the side and no character; the reveal names them', () => {
    expect(sceneLine('en', 'squad-committed', { seat: 's2' }, 's2')).toBe(
      'Dark side commits a squad (kept secret until the reveal).',
    )
    expect(sceneLine('hu', 'squad-committed', { seat: 's1' })).toBe('Világos oldal titkosan rögzítette a csapatát.')
    const reveal = {
      seat: 's2',
      characters: [
        ['darth-vader', 1],
        ['death-star-trooper', 2],
      ],
      points: 80,
    }
    expect(sceneLine('en', 'squad-revealed', reveal)).toBe(
      'Dark side reveals its squad (80 points): Darth Vader, 2× Death Star Trooper.',
    )
  })

  it('saves, initiative and the end of the game', () => {
    const save = {
      figure: 's1/obi-wan-kenobi/1',
      natural: 12,
      needed: 11,
      success: true,
      reason: { en: 'Evade', hu: 'Kitérés' },
    }
    expect(sceneLine('en', 'save-rolled', save)).toBe('Obi-Wan Kenobi rolls a save (Evade): 12, needs 11 — saved.')
    expect(sceneLine('hu', 'save-rolled', save)).toBe('Obi-Wan Kenobi mentődobása (Kitérés): 12, kell: 11 — sikerült.')
    const rolls = {
      round: 1,
      rolls: [
        { seat: 's1', natural: 12 },
        { seat: 's2', natural: 7 },
      ],
      tie: false,
    }
    expect(sceneLine('en', 'initiative-rolled', rolls)).toBe('Initiative: Light side 12, Dark side 7.')
    const over = { winners: ['s1'], reason: { en: 'all enemies defeated', hu: 'minden ellenfél kiesett' } }
    expect(sceneLine('hu', 'game-over', over)).toBe(
      'Vége a játéknak: győzött: Világos oldal — minden ellenfél kiesett.',
    )
    expect(sceneLine('en', 'phase-started', { seat: 's1', activations: 1 })).toBe(
      'Phase of the Light side: 1 activation.',
    )
    expect(sceneLine('en', 'phase-started', { seat: 's1', activations: 3 })).toBe(
      'Phase of the Light side: 3 activations.',
    )
    // The engine's reasons are sentences with their own full stop: the line still ends with one.
    const sentence = { winners: ['s1'], reason: { en: 'Every enemy character has been defeated.', hu: 'x.' } }
    expect(sceneLine('en', 'game-over', sentence)).toBe(
      'Game over: the Light side wins — Every enemy character has been defeated.',
    )
  })
})

describe('hostile data', () => {
  it('unknown figures, missing fields and odd values give a neutral line and never throw', () => {
    const odd = [
      null,
      7,
      'x',
      [],
      { figure: 'constructor' },
      { figure: '__proto__/__proto__/1', n: 'many' },
      { seat: 9 },
    ]
    for (const type of [...Object.keys(LOG_EVENTS), 'no-such-event'])
      for (const data of odd)
        for (const lang of ['en', 'hu'] as const) {
          const text = sceneLine(lang, type, data as Json)
          expect(text, type).toBeTypeOf('string')
          expect(text, type).not.toMatch(/undefined|NaN|\[object/u)
        }
    expect(sceneLine('en', 'defeated', { figure: 's9/nobody/1' })).toBe('A figure is defeated by a figure.')
    expect(sceneLine('hu', 'squad-committed', {})).toBe('Egy játékos titkosan rögzítette a csapatát.')
    expect(sceneLine('en', 'no-such-event', {})).toBe('Game event: no-such-event.')
    expect(
      swmEntryLines(
        { seat: 's1', action: { type: 'x' }, events: [null as unknown as EngineEvent] },
        { lang: 'en', state: SCENE },
      ),
    ).toEqual(['Game event: ?.'])
    expect(swmEntryLines({} as SwmLogEntry, { lang: 'en', state: {} as SwmState })).toEqual([])
  })
})
