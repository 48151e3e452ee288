/**
 * Triggers on hits, damage and defeat, one scenario per rule on the starship map (cards in
 * testing/fixtures/triggers.ts): Rend, Disintegration, Sonic Attack, Betrayal, Self-Destruct, Emergency Life
 * Support, Rolling Cleave and the three Impulsive abilities. Each test quotes the glossary sentence it checks.
 */
import { describe, expect, it } from 'vitest'
import { createRng } from '../../core/random'
import { dieStream } from './attack/dice'
import { contextOf, defOf } from './context'
import { crossCheck } from './testing/invariants'
import { TEST_ROSTER } from './testing/roster'
import { act, DARK, entropyRolling, LIGHT, placed, refusal, squad, started, testGame } from './testing/skirmish'
import type { At, SwmState } from './types'

const ERA = { era: 'rise-of-the-empire' as const }

/** A started game (light first) with the figures moved where the scenario puts them. */
function scene(
  light: [string, number][],
  dark: [string, number][],
  where: Record<string, At | null>,
  first = LIGHT,
): SwmState {
  return placed(started(squad('republic', ...light), squad('separatist', ...dark), first, ERA), where)
}

/** Figure ids: `L('t-t-trooper')` is the light side's first Deck Trooper. */
const L = (card: string, n = 1) => `s1/${card}/${n}`
const D = (card: string, n = 1) => `s2/${card}/${n}`

const activate = (s: SwmState, seat: string, figure: string) => act(s, seat, { type: 'activate', payload: { figure } })
const endTurn = (s: SwmState, seat: string) => act(s, seat, { type: 'end-turn' })

/** The light figure's turn passes if the light side has the phase; then the dark `figure` activates. */
function darkTurn(s: SwmState, light: string, figure: string): SwmState {
  const passed = s.phase?.seat === LIGHT ? endTurn(activate(s, LIGHT, light), LIGHT) : s
  return activate(passed, DARK, figure)
}

/** `attacker` attacks `target` in its own turn with the natural `n` on its `k`-th attack die. */
function strike(s: SwmState, seat: string, attacker: string, target: string, n: number, k = 1): SwmState {
  const entropy = entropyRolling(n, 'attack', attacker, s.turn!.ref, k)
  return act(s, seat, { type: 'attack', payload: { target }, entropy })
}

/** Entropy whose die on each stream satisfies its test. */
function entropyWhere(...wants: [stream: string, ok: (die: number) => boolean][]): string {
  for (let n = 0; n < 500_000; n++) {
    const e = `7a16${n.toString(16).padStart(8, '0')}`
    if (wants.every(([stream, ok]) => ok(createRng(e, stream).int(1, 20)))) return e
  }
  throw new Error('no entropy found')
}

describe('Rend', () => {
  const beast = L('t-t-rending-beast')
  const foe = D('t-t-sep-trooper')
  const ready = () =>
    activate(
      scene([['t-t-rending-beast', 1]], [['t-t-sep-trooper', 1]], { [beast]: { x: 3, y: 11 }, [foe]: { x: 3, y: 12 } }),
      LIGHT,
      beast,
    )

  it('"a második találatnál +20 sebzési bónuszt kap": the second hit on the same enemy deals 10 + 20', () => {
    let s = strike(ready(), LIGHT, beast, foe, 5, 1)
    expect(s.figures[foe]!.hp).toBe(50 - 10)
    s = strike(s, LIGHT, beast, foe, 5, 2)
    expect(s.figures[foe]!.hp).toBe(40 - 30)
  })

  it('a miss first leaves the second attack the first hit: no bonus', () => {
    let s = strike(ready(), LIGHT, beast, foe, 1, 1)
    expect(s.figures[foe]!.hp).toBe(50)
    s = strike(s, LIGHT, beast, foe, 5, 2)
    expect(s.figures[foe]!.hp).toBe(50 - 10)
  })
})

describe('Disintegration', () => {
  const guard = L('t-t-stubborn-guard')
  const gun = D('t-t-disintegrator')
  const ready = () =>
    darkTurn(
      scene([['t-t-stubborn-guard', 1]], [['t-t-disintegrator', 1]], {
        [guard]: { x: 2, y: 11 },
        [gun]: { x: 2, y: 14 },
      }),
      guard,
      gun,
    )

  it('"Ha … támadó dobásra 20-at dob, a célpont megsemmisül, tekintet nélkül az életpontjára": past Shield, Evade and Avoid Defeat', () => {
    const s = strike(ready(), DARK, gun, guard, 20)
    expect(s.figures[guard]!.defeated).toBe(true)
    expect(s.result?.winners).toEqual([DARK])
  })

  it('a natural 19 is an ordinary hit: the guard keeps its feet', () => {
    const s = strike(ready(), DARK, gun, guard, 19)
    expect(s.figures[guard]!.defeated).toBe(false)
    expect(s.result).toBeNull()
  })
})

describe('Sonic Attack', () => {
  const adept = L('t-t-force-adept')
  const screamer = D('t-t-sonic-screamer')
  const trooper = D('t-t-sep-trooper')
  const base = () =>
    scene(
      [['t-t-force-adept', 1]],
      [
        ['t-t-sonic-screamer', 1],
        ['t-t-sep-trooper', 1],
      ],
      {
        [adept]: { x: 0, y: 12 },
        [screamer]: { x: 5, y: 12 },
        [trooper]: { x: 5, y: 14 },
      },
    )

  it('"az … megtámadott ellenség a forduló végéig nem használhat Erőt": a sonic hit from range offers no Deflect', () => {
    let s = strike(darkTurn(base(), adept, screamer), DARK, screamer, adept, 15)
    expect(s.pending).toEqual([])
    expect(s.figures[adept]!.hp).toBe(60 - 10)
    expect(s.figures[adept]!.force).toBe(4)
    // The same hit from an ordinary gunner would have offered Lightsaber Deflect.
    s = strike(darkTurn(base(), adept, trooper), DARK, trooper, adept, 15)
    expect(s.pending.at(-1)).toMatchObject({ kind: 'deflect', seat: LIGHT })
  })

  it('"mindegy, hogy talált-e a támadás vagy nem": after a missed sonic attack of opportunity, no Force this turn', () => {
    let s = placed(base(), { [adept]: { x: 3, y: 11 }, [screamer]: { x: 3, y: 12 } })
    s = activate(s, LIGHT, adept)
    expect(testGame.legalActions(s, LIGHT)).toContainEqual({ type: 'use-power', payload: { power: 'force-leap' } })
    s = act(s, LIGHT, {
      type: 'move',
      payload: {
        path: [
          { x: 4, y: 11 },
          { x: 5, y: 11 },
        ],
      },
    })
    expect(s.pending.at(-1)).toMatchObject({ kind: 'aoo', seat: DARK })
    const miss = entropyRolling(1, 'attack', screamer, s.turn!.ref, 'aoo')
    s = act(s, DARK, { type: 'aoo', payload: { attacker: screamer }, entropy: miss })
    expect(s.figures[adept]!.at).toEqual({ x: 5, y: 11 })
    expect(refusal(s, LIGHT, { type: 'use-power', payload: { power: 'force-leap' } })).toBe('force-silenced')
    crossCheck(testGame, TEST_ROSTER, s)
    expect(testGame.legalActions(s, LIGHT).some((a) => a.type === 'use-power')).toBe(false)
    expect(s.figures[adept]!.force).toBe(4)
  })
})

describe('Betrayal', () => {
  const t1 = L('t-t-trooper', 1)
  const t2 = L('t-t-trooper', 2)
  const lure = D('t-t-turncoat-lure')
  const guard = D('t-t-sep-trooper')
  const where: Record<string, At> = {
    [t1]: { x: 3, y: 11 },
    [t2]: { x: 4, y: 11 },
    [lure]: { x: 3, y: 12 },
    [guard]: { x: 7, y: 14 },
  }

  it('"az ellenség csatlakozik ezen karakter csapatához": a natural 1 turns the attacker, whose turn ends; it returns when the lure falls', () => {
    let s = scene(
      [['t-t-trooper', 2]],
      [
        ['t-t-turncoat-lure', 1],
        ['t-t-sep-trooper', 1],
      ],
      where,
    )
    s = strike(activate(s, LIGHT, t1), LIGHT, t1, lure, 1)
    expect(s.figures[t1]!.owner).toBe(DARK)
    // "Ebben a fordulóban már nem támadhat vagy léphet többet": its turn is over.
    expect(s.turn).toBeNull()
    expect(refusal(s, LIGHT, { type: 'end-turn' })).toBe('no-turn')
    s = activate(s, LIGHT, t2)
    const targets = testGame.legalActions(s, LIGHT).filter((a) => a.type === 'attack')
    expect(targets).toContainEqual({ type: 'attack', payload: { target: t1 } })
    crossCheck(testGame, TEST_ROSTER, s)
    // "Ha az irányító karakter megsemmisül …": the lure falls and the trooper comes home.
    s = strike(s, LIGHT, t2, lure, 10)
    expect(s.figures[lure]!.defeated).toBe(true)
    expect(s.figures[t1]!.owner).toBe(LIGHT)
    expect(s.figures[t1]!.betrayal).toBeUndefined()
  })

  it('a side whose last figure changes sides controls nothing and loses', () => {
    let s = scene(
      [['t-t-trooper', 1]],
      [
        ['t-t-turncoat-lure', 1],
        ['t-t-sep-trooper', 1],
      ],
      { [t1]: where[t1]!, [lure]: where[lure]!, [guard]: where[guard]! },
    )
    s = strike(activate(s, LIGHT, t1), LIGHT, t1, lure, 1)
    expect(s.result?.winners).toEqual([DARK])
  })
})

describe('Self-Destruct', () => {
  const trooper = L('t-t-trooper')
  const [b1, b2] = [D('t-t-bomb-droid', 1), D('t-t-bomb-droid', 2)]
  const far = D('t-t-sep-trooper')

  it('"az összes vele szomszédos karakternek 10 pontnyi sebesülést okoz (ellenségnek és szövetségesnek egyaránt)": a chain of two blasts', () => {
    let s = scene(
      [['t-t-trooper', 1]],
      [
        ['t-t-bomb-droid', 2],
        ['t-t-sep-trooper', 1],
      ],
      {
        [trooper]: { x: 3, y: 11 },
        [b1]: { x: 3, y: 12 },
        [b2]: { x: 4, y: 12 },
        [far]: { x: 7, y: 14 },
      },
    )
    s = strike(activate(s, LIGHT, trooper), LIGHT, trooper, b1, 10)
    expect(s.figures[b1]!.defeated).toBe(true)
    // The first blast fells its fellow droid, whose own blast hits the trooper again.
    expect(s.figures[b2]!.defeated).toBe(true)
    expect(s.figures[trooper]!.hp).toBe(50 - 10 - 10)
    expect(s.figures[far]!.hp).toBe(50)
    expect(s.result).toBeNull()
  })
})

describe('Self-Destruct, last figures', () => {
  it('a blast that fells the last enemy as the droid falls as the last of its side: a draw', () => {
    const clone = L('t-t-frail-clone')
    const bomb = D('t-t-bomb-droid')
    let s = scene([['t-t-frail-clone', 1]], [['t-t-bomb-droid', 1]], {
      [clone]: { x: 3, y: 11 },
      [bomb]: { x: 3, y: 12 },
    })
    s = strike(activate(s, LIGHT, clone), LIGHT, clone, bomb, 10)
    expect(s.figures[bomb]!.defeated).toBe(true)
    expect(s.figures[clone]!.defeated).toBe(true)
    expect(s.result?.winners).toEqual([])
  })
})

describe('Emergency Life Support', () => {
  const medic = L('t-t-medic-droid')
  const clone = L('t-t-frail-clone', 1)
  const lonely = L('t-t-frail-clone', 2)
  const droid = L('t-t-frail-droid')
  const gunner = D('t-t-sep-trooper')

  /** The gunner, standing at `from`, shoots `target` with a hit and two passing Avoid Defeat dice for it. */
  function shoot(target: string, from: At = { x: 4, y: 14 }): SwmState {
    let s = scene(
      [
        ['t-t-medic-droid', 1],
        ['t-t-frail-clone', 2],
        ['t-t-frail-droid', 1],
      ],
      [['t-t-sep-trooper', 1]],
      {
        [medic]: { x: 3, y: 11 },
        [clone]: { x: 4, y: 11 },
        [droid]: { x: 2, y: 11 },
        [lonely]: { x: 7, y: 11 },
        [gunner]: from,
      },
      DARK,
    )
    s = darkTurn(s, medic, gunner)
    const save = dieStream('save', target, s.turn!.ref, 'avoid-defeat')
    const entropy = entropyWhere(
      [dieStream('attack', gunner, s.turn!.ref, 1), (d) => d === 15],
      [`${save}/1`, (d) => d >= 11],
      [`${save}/2`, (d) => d >= 11],
    )
    return act(s, DARK, { type: 'attack', payload: { target }, entropy })
  }

  it('"Az ezzel a karakterrel szomszédos nem droid szövetségesek megkapják a Halál elkerülése …": the clone next to it lives on at 10', () => {
    const s = shoot(clone)
    expect(s.figures[clone]!.defeated).toBe(false)
    expect(s.figures[clone]!.hp).toBe(10)
  })

  it('a droid beside it, or a clone far from it, gets no such save', () => {
    expect(shoot(droid, { x: 1, y: 12 }).figures[droid]!.defeated).toBe(true)
    expect(shoot(lonely, { x: 8, y: 12 }).figures[lonely]!.defeated).toBe(true)
  })
})

describe('Rolling Cleave', () => {
  const brute = L('t-t-rolling-brute')
  const m = (n: number) => D('t-t-minion', n)
  const ready = () => {
    const s = scene([['t-t-rolling-brute', 1]], [['t-t-minion', 4]], {
      [brute]: { x: 3, y: 11 },
      [m(1)]: { x: 3, y: 12 },
      [m(2)]: { x: 5, y: 12 },
      [m(3)]: { x: 2, y: 11 },
      [m(4)]: { x: 5, y: 11 },
    })
    return strike(activate(s, LIGHT, brute), LIGHT, brute, m(1), 10)
  }
  const rolling = (s: SwmState, n: number) => entropyRolling(n, 'attack', brute, s.turn!.ref, 'rolling-cleave')

  it('"azonnal képes 1 négyzetnyit mozogni és megtámadni egy másik szomszédos ellenséget. Ez a mozgás nem provokál lehetőség támadását"', () => {
    let s = ready()
    expect(s.figures[m(1)]!.defeated).toBe(true)
    expect(s.pending.at(-1)).toMatchObject({ kind: 'flurry', reason: 'rolling-cleave', seat: LIGHT })
    crossCheck(testGame, TEST_ROSTER, s)
    const legal = testGame.legalActions(s, LIGHT)
    expect(legal).toContainEqual({ type: 'attack', payload: { target: m(2), step: { x: 4, y: 11 } } })
    expect(legal).toContainEqual({ type: 'attack', payload: { target: m(3) } })
    expect(legal).not.toContainEqual({ type: 'attack', payload: { target: m(2) } })
    const step = { x: 4, y: 11 }
    s = act(s, LIGHT, { type: 'attack', payload: { target: m(2), step }, entropy: rolling(s, 10) })
    expect(s.figures[brute]!.at).toEqual(step)
    expect(s.figures[m(2)]!.defeated).toBe(true)
    // Minion 3 was left behind without an attack of opportunity; "Fordulónként egyszer": minion 4 gets no second roll.
    expect(s.pending).toEqual([])
  })

  it('"Ez a képesség akkor is működik, ha a karakter lehetőség támadását csinál"', () => {
    let s = scene(
      [['t-t-rolling-brute', 1]],
      [['t-t-minion', 2]],
      {
        [brute]: { x: 3, y: 11 },
        [m(1)]: { x: 3, y: 12 },
        [m(2)]: { x: 5, y: 11 },
      },
      DARK,
    )
    s = activate(s, DARK, m(1))
    s = act(s, DARK, {
      type: 'move',
      payload: {
        path: [
          { x: 3, y: 13 },
          { x: 3, y: 14 },
        ],
      },
    })
    const aoo = entropyRolling(10, 'attack', brute, s.turn!.ref, 'aoo')
    s = act(s, LIGHT, { type: 'aoo', payload: { attacker: brute }, entropy: aoo })
    expect(s.figures[m(1)]!.defeated).toBe(true)
    expect(s.pending.at(-1)).toMatchObject({ kind: 'flurry', reason: 'rolling-cleave', seat: LIGHT })
    s = act(s, LIGHT, { type: 'attack', payload: { target: m(2), step: { x: 4, y: 11 } }, entropy: rolling(s, 10) })
    expect(s.figures[m(2)]!.defeated).toBe(true)
    expect(s.result?.winners).toEqual([LIGHT])
  })

  it('refuses the other seat, a step past one square or onto a figure, a malformed step, and a target out of reach', () => {
    const s = ready()
    const answer = (payload: object) => ({ type: 'attack', payload, entropy: rolling(s, 10) }) as never
    expect(refusal(s, DARK, answer({ target: m(2), step: { x: 4, y: 11 } }))).toBe('not-your-choice')
    expect(refusal(s, LIGHT, answer({ target: m(2), step: { x: 5, y: 10 } }))).toBe('rolling-step')
    // "1 négyzetnyit": a diagonal step costs 2 squares of movement.
    expect(refusal(s, LIGHT, answer({ target: m(2), step: { x: 4, y: 12 } }))).toBe('rolling-step')
    expect(refusal(s, LIGHT, answer({ target: m(2), step: { x: 5, y: 11 } }))).not.toBe('ok')
    expect(refusal(s, LIGHT, answer({ target: m(2), step: 'north' }))).toBe('malformed-action')
    expect(refusal(s, LIGHT, answer({ target: m(4) }))).toBe('must-target-adjacent')
  })
})

describe('Impulsive Savagery, Impulsive Shot and Impulsive Sweep', () => {
  const hero = L('t-t-beloved-hero')
  const gunner = D('t-t-sep-trooper')

  it('"a játék további részére … megkapja a Vadság" and "képes egy azonnali támadást végrehajtani": both when the unique hero falls', () => {
    const avenger = L('t-t-avenger')
    let s = scene(
      [
        ['t-t-beloved-hero', 1],
        ['t-t-avenger', 1],
      ],
      [['t-t-sep-trooper', 1]],
      {
        [hero]: { x: 3, y: 11 },
        [avenger]: { x: 6, y: 11 },
        [gunner]: { x: 3, y: 14 },
      },
      DARK,
    )
    s = strike(darkTurn(s, hero, gunner), DARK, gunner, hero, 15)
    expect(s.figures[hero]!.defeated).toBe(true)
    expect(defOf(contextOf(s, TEST_ROSTER), s.figures[avenger]!).traits).toContain('savage')
    expect(s.pending.at(-1)).toMatchObject({ kind: 'flurry', reason: 'impulsive-shot', seat: LIGHT })
    crossCheck(testGame, TEST_ROSTER, s)
    expect(refusal(s, DARK, { type: 'attack', payload: { target: gunner } })).toBe('not-your-choice')
    expect(refusal(s, LIGHT, { type: 'end-turn' })).toBe('pending-choice')
    const shot = entropyRolling(15, 'attack', avenger, s.turn!.ref, 'impulsive-shot')
    s = act(s, LIGHT, { type: 'attack', payload: { target: gunner }, entropy: shot })
    expect(s.figures[gunner]!.hp).toBe(50 - 10)
    expect(s.pending).toEqual([])
    expect(s.turn?.figure).toBe(gunner)
  })

  it('a fallen ally that is not unique sets nothing off', () => {
    const avenger = L('t-t-avenger')
    const clone = L('t-t-frail-clone')
    let s = scene(
      [
        ['t-t-frail-clone', 1],
        ['t-t-avenger', 1],
      ],
      [['t-t-sep-trooper', 1]],
      {
        [clone]: { x: 3, y: 11 },
        [avenger]: { x: 6, y: 11 },
        [gunner]: { x: 3, y: 14 },
      },
      DARK,
    )
    s = strike(darkTurn(s, clone, gunner), DARK, gunner, clone, 15)
    expect(s.figures[clone]!.defeated).toBe(true)
    expect(s.pending).toEqual([])
    expect(s.figures[avenger]!.gainedTraits).toBeUndefined()
  })

  it('"egy azonnali támadást végrehajtani minden egyes vele szomszédos ellenség ellen": one attack at each adjacent enemy', () => {
    const sweeper = L('t-t-sweeper')
    const [m1, m2] = [D('t-t-minion', 1), D('t-t-minion', 2)]
    let s = scene(
      [
        ['t-t-beloved-hero', 1],
        ['t-t-sweeper', 1],
      ],
      [
        ['t-t-sep-trooper', 1],
        ['t-t-minion', 2],
      ],
      {
        [hero]: { x: 3, y: 11 },
        [sweeper]: { x: 5, y: 12 },
        [gunner]: { x: 2, y: 14 },
        [m1]: { x: 6, y: 11 },
        [m2]: { x: 5, y: 13 },
      },
      DARK,
    )
    s = strike(darkTurn(s, hero, gunner), DARK, gunner, hero, 15)
    expect(s.pending.at(-1)).toMatchObject({ kind: 'flurry', reason: 'impulsive-sweep', targets: [m1, m2] })
    crossCheck(testGame, TEST_ROSTER, s)
    expect(refusal(s, LIGHT, { type: 'attack', payload: { target: gunner } })).not.toBe('ok')
    const die = () => entropyRolling(10, 'attack', sweeper, s.turn!.ref, 'impulsive-sweep')
    s = act(s, LIGHT, { type: 'attack', payload: { target: m1 }, entropy: die() })
    expect(s.figures[m1]!.defeated).toBe(true)
    expect(testGame.legalActions(s, LIGHT)).toEqual([{ type: 'attack', payload: { target: m2 } }, { type: 'decline' }])
    s = act(s, LIGHT, { type: 'attack', payload: { target: m2 }, entropy: die() })
    expect(s.figures[m2]!.defeated).toBe(true)
    expect(s.pending).toEqual([])
  })
})
