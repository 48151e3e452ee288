/**
 * The attack preview against what `attack` then does: the same modifiers and totals, a hit exactly when the natural
 * reaches the preview's needed natural, the same damage, the same refusal code; cover and its corners, combined fire,
 * stacking, and hostile ids that must come back as refusals without touching the state.
 */
import { describe, expect, it } from 'vitest'
import type { SeatId } from '../../core/types'
import type { CountedModifier } from './attack/modifiers'
import { attackPreview, type AttackPreview } from './index'
import {
  act,
  activate,
  applied,
  at,
  attack,
  CONFIG,
  EXAMPLE_CARDS,
  eventData,
  game,
  id,
  refusal,
} from './testing/examples'
import { createSwm } from './swm'
import { fixture, TEST_ROSTER } from './testing/roster'
import {
  act as actTest,
  DARK,
  entropyRolling,
  LIGHT,
  placed,
  refusal as refusalTest,
  revealed,
  squad,
  started,
  testGame,
} from './testing/skirmish'
import type { At, SwmState } from './types'

const ROSTER = new Map(EXAMPLE_CARDS.map((c) => [c.id, c]))

/** A game on the starship with the figures where the scenario puts them and `figure`'s turn running. */
function scene(
  light: [string, number][],
  dark: [string, number][],
  where: Record<string, At>,
  figure: string,
): SwmState {
  const seat = figure.startsWith(`${LIGHT}/`) ? LIGHT : DARK
  const s = started(squad('republic', ...light), squad('separatist', ...dark), seat, CONFIG, game)
  return act(placed(s, where), seat, activate(figure))
}

const preview = (s: SwmState, attacker: string, target: string, helpers?: string[]): AttackPreview =>
  attackPreview(ROSTER, s, attacker, target, helpers)

const strip = (mods: CountedModifier[]) => JSON.parse(JSON.stringify(mods)) as unknown

/**
 * Rolls every natural 1–20 through `attack` and checks each roll against the preview: the same modifiers and totals,
 * a hit exactly from the needed natural up (never on a 1), a critical from critFrom up, and the previewed damage.
 */
function matchesEveryNatural(s: SwmState, seat: SeatId, attacker: string, target: string, helpers?: string[]): void {
  const p = preview(s, attacker, target, helpers)
  expect(p.legal).toBe(true)
  const n = p.numbers!
  let hits = 0
  for (let natural = 1; natural <= 20; natural++) {
    const r = applied(s, seat, attack(s, target, natural, helpers))
    const roll = eventData(r.events, 'attack-rolled')
    expect(roll.natural).toBe(natural)
    expect(strip(roll.attackModifiers as CountedModifier[])).toEqual(strip(n.attackModifiers))
    expect(strip(roll.defenseModifiers as CountedModifier[])).toEqual(strip(n.defenseModifiers))
    expect(roll.total).toBe(natural + n.attackBonus)
    expect(roll.needed).toBe(n.defenseTotal)
    expect(roll.neededOnDie).toBe(n.neededOnDie)
    const hit = natural !== 1 && natural >= n.neededOnDie
    expect(roll.outcome).toBe(!hit ? 'miss' : natural >= n.critFrom ? 'critical' : 'hit')
    if (hit) {
      hits++
      const dealt = eventData(r.events, 'hit').damage as { total: number }
      expect(dealt.total).toBe(natural >= n.critFrom ? n.damage.critical.total : n.damage.hit.total)
    }
  }
  expect(hits).toBe(n.hitChance)
}

describe('attackPreview: combined fire (the rulebook sample: Dwarf Spider Droid and two Super Battle Droids on Obi-Wan)', () => {
  const SP = id(DARK, 's-spider')
  const B1 = id(DARK, 's-sbd')
  const B2 = id(DARK, 's-sbd', 2)
  const BR = id(DARK, 's-brute')
  const O = id(LIGHT, 'r-obi-wan')
  const base = () =>
    scene(
      [['r-obi-wan', 1]],
      [
        ['s-spider', 1],
        ['s-sbd', 2],
        ['s-brute', 1],
      ],
      { [SP]: at(18, 12), [B1]: at(19, 12), [B2]: at(20, 12), [BR]: at(17, 12), [O]: at(18, 15) },
      SP,
    )

  it('each helper adds +4 with its reason: 6 + 8 against 21 hits from a natural 7, 14 chances in 20', () => {
    const s = base()
    const alone = preview(s, SP, O)
    const helped = preview(s, SP, O, [B1, B2])
    expect(alone.numbers).toMatchObject({ attackBonus: 6, defenseTotal: 21, neededOnDie: 15, hitChance: 6 })
    expect(helped).toMatchObject({ legal: true, refusal: null, extra: null, helpers: [B1, B2] })
    expect(helped.numbers).toMatchObject({ attack: 6, attackBonus: 14, defense: 21, defenseTotal: 21 })
    expect(helped.numbers).toMatchObject({ neededOnDie: 7, critFrom: 20, hitChance: 14, critChance: 1 })
    expect(helped.numbers!.attackModifiers.map((m) => [m.n, m.applied, m.source, m.reason.en])).toEqual([
      [4, true, { kind: 'combined-fire', figure: B1 }, 'combined fire: Super Battle Droid'],
      [4, true, { kind: 'combined-fire', figure: B2 }, 'combined fire: Super Battle Droid'],
    ])
    expect(helped.numbers!.damage.hit.total).toBe(30)
    expect(helped.numbers!.damage.critical).toMatchObject({ times: 2, total: 60 })
    expect(helped.geometry).toMatchObject({ lineOfSight: true, inCover: false, adjacent: false, range: 3 })
  })

  it('the attack then does exactly what the preview said, for every natural 1–20', () => {
    matchesEveryNatural(base(), DARK, SP, O, [B1, B2])
    matchesEveryNatural(base(), DARK, SP, O)
  })

  it('an ineligible or unknown helper is refused with the code attack gives, and the preview stays read-only', () => {
    const s = base()
    const before = JSON.stringify(s)
    for (const helpers of [[BR], [B1, B1], ['nobody'], [O]]) {
      const p = preview(s, SP, O, helpers)
      expect(p.legal).toBe(false)
      expect(p.numbers).toBeNull()
      expect(p.refusal!.code).toBe(refusal(s, DARK, attack(s, O, 7, helpers)))
    }
    expect(preview(s, SP, O, [BR]).refusal!.code).toBe('combined-fire-ineligible')
    expect(JSON.stringify(s)).toBe(before)
  })
})

describe('attackPreview: cover and the nearest enemy', () => {
  const A = id(DARK, 's-sbd')
  const G = id(DARK, 's-grievous')
  const M = id(DARK, 's-marksman')
  const CT1 = id(LIGHT, 'r-trooper')
  const CT2 = id(LIGHT, 'r-trooper', 2)
  const CT3 = id(LIGHT, 'r-trooper', 3)
  const base = (where: Record<string, At> = {}) =>
    scene(
      [['r-trooper', 3]],
      [
        ['s-sbd', 1],
        ['s-grievous', 1],
        ['s-marksman', 1],
      ],
      {
        [A]: at(14, 12),
        [G]: at(14, 14),
        [M]: at(27, 17),
        [CT1]: at(14, 17),
        [CT2]: at(19, 12),
        [CT3]: at(1, 1),
        ...where,
      },
      A,
    )

  it('a target in cover: +4 Defense counted, cover from every corner, no best corner; the open one has one', () => {
    const s = base()
    const covered = preview(s, A, CT1)
    expect(covered.legal).toBe(true)
    expect(covered.geometry).toMatchObject({ lineOfSight: true, inCover: true, range: 5, bestCorner: null })
    expect(covered.geometry!.corners.map((c) => c.cover)).toEqual([true, true, true, true])
    expect(covered.geometry!.sightLine).not.toBeNull()
    expect(covered.numbers!.defenseModifiers.map((m) => [m.n, m.applied, m.source, m.reason.en])).toEqual([
      [4, true, { kind: 'cover', advantageous: false }, 'cover'],
    ])
    expect(covered.numbers).toMatchObject({ defense: 15, defenseTotal: 19, attackBonus: 8, neededOnDie: 11 })
    const open = preview(s, A, CT2)
    expect(open.geometry).toMatchObject({ inCover: false, range: 5 })
    expect(open.geometry!.bestCorner).toEqual(open.geometry!.corners.find((c) => !c.cover)!.corner)
    expect(open.numbers!.defenseModifiers).toEqual([])
    matchesEveryNatural(s, DARK, A, CT1)
  })

  it('a covered target that is not the nearest: the refusal attack gives, with the geometry still shown', () => {
    const s = base({ [CT2]: at(18, 12) })
    const p = preview(s, A, CT1)
    expect(p.refusal!.code).toBe('cover-not-nearest')
    expect(refusal(s, DARK, attack(s, CT1, 10))).toBe('cover-not-nearest')
    expect(p.refusal!.reason.en).toMatch(/nearest/)
    expect(p.geometry).toMatchObject({ inCover: true, lineOfSight: true })
    expect(p.numbers).toBeNull()
  })

  it('refused targets carry the same code as attack: an ally, no line of sight, a turn that already attacked', () => {
    const s = base({ [A]: at(13, 9), [CT3]: at(11, 9), [CT1]: at(17, 8), [G]: at(16, 8), [CT2]: at(1, 1) })
    for (const target of [G, CT3, M]) {
      const p = preview(s, A, target)
      expect(p.legal).toBe(false)
      expect(p.refusal!.code).toBe(refusal(s, DARK, attack(s, target, 10)))
    }
    expect(preview(s, A, G).refusal!.code).toBe('not-enemy')
    expect(preview(s, A, CT3)).toMatchObject({
      refusal: { code: 'no-line-of-sight' },
      geometry: { lineOfSight: false },
    })
    expect(preview(s, A, CT3).geometry!.sightLine).toBeNull()
    const after = applied(s, DARK, attack(s, CT1, 2)).state
    expect(after.pending).toEqual([])
    expect(preview(after, A, CT1).refusal!.code).toBe(refusal(after, DARK, attack(after, CT1, 10)))
    expect(preview(after, A, CT1).refusal!.code).toBe('segment-not-allowed')
  })
})

describe('attackPreview: stacking (two Clone Commanders give +3 once)', () => {
  const TROOPER = 's1/t-clone-trooper/1'
  const CMD1 = 's1/t-clone-commander/1'
  const CMD2 = 's1/t-clone-commander/2'
  const DROID = 's2/t-super-battle-droid/1'

  it('lists the second +3 as not counted, and matches the attack; a critical on a droid counts the base once', () => {
    let s = started(
      squad('republic', ['t-clone-commander', 2], ['t-clone-trooper', 1]),
      squad('separatist', ['t-super-battle-droid', 1]),
      LIGHT,
      { era: 'rise-of-the-empire' },
    )
    s = placed(s, { [TROOPER]: at(2, 12), [DROID]: at(2, 15), [CMD1]: at(0, 12), [CMD2]: at(4, 12) })
    s = actTest(s, LIGHT, activate(TROOPER))
    const p = attackPreview(TEST_ROSTER, s, TROOPER, DROID)
    const commanders = p.numbers!.attackModifiers.filter((m) => m.source.kind === 'commander')
    expect(commanders.map((m) => [m.n, m.applied])).toEqual([
      [3, true],
      [3, false],
    ])
    expect(commanders[1]!.ignoredBecause?.en).toMatch(/does not stack/)
    expect(p.numbers!.attackBonus).toBe(p.numbers!.attack + 3)
    expect(p.numbers!.damage.critical.times).toBe(1)
    const r = testGame.apply(s, { type: 'attack', payload: { target: DROID }, entropy: 'aa' }, LIGHT)
    if (!r.ok) throw new Error(r.error.reason.en)
    const rolled = r.events.find((e) => e.type === 'attack-rolled')!.data as unknown as {
      attackModifiers: CountedModifier[]
    }
    expect(strip(rolled.attackModifiers)).toEqual(strip(p.numbers!.attackModifiers))
  })
})

describe('attackPreview: hostile input never throws and never touches the state', () => {
  const SP = id(DARK, 's-spider')
  const B1 = id(DARK, 's-sbd')
  const O = id(LIGHT, 'r-obi-wan')
  const base = () =>
    scene(
      [['r-obi-wan', 1]],
      [
        ['s-spider', 1],
        ['s-sbd', 1],
      ],
      { [SP]: at(18, 12), [B1]: at(19, 12), [O]: at(18, 15) },
      SP,
    )

  it('unknown, prototype and overlong ids, non-strings and malformed helper lists come back as refusals', () => {
    const s = base()
    const before = JSON.stringify(s)
    const long = 'x'.repeat(5000)
    const cases: [unknown, unknown, unknown, string][] = [
      ['nobody', O, undefined, 'unknown-figure'],
      ['__proto__', O, undefined, 'unknown-figure'],
      ['constructor', O, undefined, 'unknown-figure'],
      [long, O, undefined, 'unknown-figure'],
      [42, O, undefined, 'unknown-figure'],
      [null, O, undefined, 'unknown-figure'],
      [SP, 'nobody', undefined, 'not-enemy'],
      [SP, '__proto__', undefined, 'not-enemy'],
      [SP, long, undefined, 'malformed-action'],
      [SP, '', undefined, 'malformed-action'],
      [SP, { id: O }, undefined, 'malformed-action'],
      [SP, SP, undefined, 'not-enemy'],
      [SP, O, 'b1', 'malformed-action'],
      [SP, O, [7], 'malformed-action'],
      [SP, O, Array.from({ length: 21 }, () => B1), 'malformed-action'],
      [SP, O, ['__proto__'], 'unknown-figure'],
      [B1, O, undefined, 'turn-running'],
      [O, SP, undefined, 'turn-running'],
    ]
    for (const [attacker, target, helpers, code] of cases) {
      const p = attackPreview(ROSTER, s, attacker as string, target as string, helpers as string[])
      expect(p.legal, `${String(attacker).slice(0, 20)} → ${String(target).slice(0, 20)}`).toBe(false)
      expect(p.refusal!.code).toBe(code)
      expect(p.numbers).toBeNull()
      expect(JSON.stringify(p).length).toBeLessThan(5000)
    }
    // The payload refusals are the ones attack gives for the same target and helpers.
    expect(refusal(s, DARK, { type: 'attack', payload: { target: long } })).toBe('malformed-action')
    expect(refusal(s, DARK, { type: 'attack', payload: { target: O, helpers: [7] } })).toBe('malformed-action')
    expect(JSON.stringify(s)).toBe(before)
  })

  it('a fallen attacker or target, no turn, a pending choice and a finished game are refused', () => {
    const s = base()
    const fallen = placed(s, { [O]: null })
    expect(preview(fallen, SP, O)).toMatchObject({ legal: false, refusal: { code: 'not-enemy' }, geometry: null })
    const attackerFallen = placed(s, { [SP]: null })
    expect(preview(attackerFallen, SP, O).refusal!.code).toBe('not-on-map')
    const noTurn = { ...s, turn: null }
    expect(preview(noTurn, SP, O).refusal!.code).toBe('no-turn')
    const pending: SwmState = { ...s, pending: [{ kind: 'reroll', seat: DARK } as never] }
    expect(preview(pending, SP, O).refusal!.code).toBe('pending-choice')
    const over: SwmState = { ...s, result: { winners: [DARK], reason: { hu: 'x', en: 'x' } } as never }
    expect(preview(over, SP, O).refusal!.code).toBe('game-over')
    const deploying = revealed(squad('republic', ['r-obi-wan', 1]), squad('separatist', ['s-spider', 1]), CONFIG, game)
    expect(deploying.stage).toBe('deploy')
    expect(preview(deploying, SP, O)).toMatchObject({ refusal: { code: 'no-turn' }, geometry: null })
  })
})

describe('attackPreview: an offered extra attack (Cleave)', () => {
  const CARDS = [
    fixture('c-cleaver', 'Cleaver', { faction: 'republic', attack: 30, damage: 20, abilities: [{ id: 'cleave' }] }),
    fixture('c-minion', 'Minion', { faction: 'separatist', hp: 10, defense: 5 }),
  ]
  const roster = new Map(CARDS.map((c) => [c.id, c]))
  const cleaveGame = createSwm(roster)
  const C = 's1/c-cleaver/1'
  const m = (n: number) => `s2/c-minion/${n}`

  it('previews the Cleave attack at an adjacent enemy only, helpers ignored, and the refusal of a far one', () => {
    let s = started(
      squad('republic', ['c-cleaver', 1]),
      squad('separatist', ['c-minion', 4]),
      LIGHT,
      CONFIG,
      cleaveGame,
    )
    s = placed(s, { [C]: at(3, 11), [m(1)]: at(2, 12), [m(2)]: at(3, 12), [m(3)]: at(4, 12), [m(4)]: at(3, 15) })
    s = actTest(s, LIGHT, activate(C), cleaveGame)
    const hit = entropyRolling(10, 'attack', C, s.turn!.ref, 1)
    s = actTest(s, LIGHT, { type: 'attack', payload: { target: m(1) }, entropy: hit }, cleaveGame)
    expect(s.pending.at(-1)).toMatchObject({ kind: 'flurry', reason: 'cleave' })
    const near = attackPreview(roster, s, C, m(2), [m(3)])
    expect(near).toMatchObject({ legal: true, extra: 'cleave', helpers: [] })
    expect(near.numbers).toMatchObject({ attackBonus: 30, defenseTotal: 5, neededOnDie: 2, hitChance: 19 })
    const far = attackPreview(roster, s, C, m(4))
    expect(far).toMatchObject({ legal: false, extra: 'cleave' })
    expect(far.refusal!.code).toBe(refusalTest(s, LIGHT, { type: 'attack', payload: { target: m(4) } }, cleaveGame))
    expect(attackPreview(roster, s, m(2), C).refusal!.code).toBe('pending-choice')
  })
})
