/**
 * The rulebook's worked examples (analysis §22) as named scenarios on the starship map, part 1: movement costs, the
 * sample attack, combined fire, Force rerolls, cover and the nearest enemy, adjacent enemies and attacks of
 * opportunity. Each test quotes the Hungarian sentence it checks. The cards are test-local fixtures with exactly the
 * numbers the examples use; the rest of the examples are in rulebook2.test.ts.
 */
import { describe, expect, it } from 'vitest'
import type { Action } from '../../core/types'
import { STARSHIP_MAP } from './data/maps/starship'
import { blockersFor, lineOfSight, range, squareSpace } from './geometry'
import { DARK, entropyRolling, LIGHT, placed, squad, started } from './testing/skirmish'
import {
  act,
  activate,
  applied,
  at,
  attack,
  CONFIG,
  eventData,
  game,
  id,
  move,
  path,
  refusal,
} from './testing/examples'
import type { At, SwmState } from './types'

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

const OPEN = blockersFor(STARSHIP_MAP, [])
const sq = (x: number, y: number) => squareSpace({ x, y })

describe('§22.1 movement costs: "Az átlós mozgás az alacsony objektumokon négyszeresen számít."', () => {
  const T = id(LIGHT, 'r-trooper')
  const T2 = id(LIGHT, 'r-trooper', 2)
  const D = id(DARK, 's-sbd')
  const base = (where: Record<string, At>) =>
    scene([['r-trooper', 2]], [['s-sbd', 1]], { [T2]: at(1, 1), [D]: at(27, 17), ...where }, T)

  it('"Duplán számít, ha olyan mezőre lépünk, amit egy alacsony tereptárgy foglal el": orthogonal 2, diagonal 4', () => {
    const s = base({ [T]: at(10, 12) })
    expect(eventData(applied(s, LIGHT, move(path([11, 13]))).events, 'moved').cost).toBe(4)
    const s2 = base({ [T]: at(10, 13) })
    expect(eventData(applied(s2, LIGHT, move(path([11, 13]))).events, 'moved').cost).toBe(2)
  })

  it('"Nehéz terep: Duplán számít": orthogonal into difficult terrain 2, diagonal 4', () => {
    const s = base({ [T]: at(13, 16) })
    expect(eventData(applied(s, LIGHT, move(path([14, 16]))).events, 'moved').cost).toBe(2)
    const s2 = base({ [T]: at(13, 15) })
    expect(eventData(applied(s2, LIGHT, move(path([14, 16]))).events, 'moved').cost).toBe(4)
  })

  it('two diagonal low-object steps (8) fit a 12-square move but then no attack: "vagy mozog maximum 12 négyzetnyit (ilyenkor nem támadhat)"', () => {
    let s = base({ [T]: at(10, 12), [D]: at(14, 12) })
    s = act(s, LIGHT, move(path([11, 13], [12, 14])))
    expect(s.figures[T]!.at).toEqual(at(12, 14))
    expect(s.turn!.segments).toEqual([{ kind: 'move', cost: 8, boost: 0 }])
    expect(refusal(s, LIGHT, attack(s, D, 10))).toBe('segment-not-allowed')
  })

  it('a path costing more than the allowance is refused with path-too-long', () => {
    const s = base({ [T]: at(10, 12) })
    // 4 + 4 + 2 + 4 (diagonal into difficult terrain) = 14 > 12.
    expect(refusal(s, LIGHT, move(path([11, 13], [12, 14], [13, 15], [14, 16])))).toBe('path-too-long')
  })

  it('"mozog maximum 12 négyzetnyit (ilyenkor nem támadhat)": 12 squares then attack → segment-not-allowed; 13 → path-too-long', () => {
    const s = base({ [T]: at(0, 7), [D]: at(20, 7) })
    const twelve = Array.from({ length: 12 }, (_, i) => at(i + 1, 7))
    expect(refusal(s, LIGHT, move([...twelve, at(13, 7)]))).toBe('path-too-long')
    const after = act(s, LIGHT, move(twelve))
    expect(after.figures[T]!.at).toEqual(at(12, 7))
    expect(refusal(after, LIGHT, attack(after, D, 10))).toBe('segment-not-allowed')
    // Six squares leave the attack open: "mozog maximum 6 négyzetnyit, azután támad".
    const six = act(s, LIGHT, move(twelve.slice(0, 6)))
    expect(refusal(six, LIGHT, attack(six, D, 10))).toBe('ok')
  })

  it('"A karakter nem mozoghat átlósan egy saroknál, vagy a fal végénél" → diagonal-past-corner', () => {
    // The wall between columns 11 and 12 of rows 9–10 ends at grid point (12, 9).
    const s = base({ [T]: at(11, 8) })
    expect(refusal(s, LIGHT, move(path([12, 9])))).toBe('diagonal-past-corner')
    expect(refusal(s, LIGHT, move(path([12, 8], [12, 9])))).toBe('ok')
  })

  it('"nem képes az ellenség által elfoglalt négyzeteken keresztülhaladni" → through-enemy; allies may be passed but not ended on', () => {
    const s = base({ [T]: at(14, 12), [D]: at(16, 12), [T2]: at(13, 13) })
    expect(refusal(s, LIGHT, move(path([15, 12], [16, 12], [17, 12])))).toBe('through-enemy')
    expect(refusal(s, LIGHT, move(path([13, 13])))).toBe('ends-occupied')
    const through = act(s, LIGHT, move(path([13, 13], [13, 14])))
    expect(through.figures[T]!.at).toEqual(at(13, 14))
  })
})

describe('§22.2 the sample attack', () => {
  it('"A dobás értéke 12 lett, így a végleges támadáspont 24. Obi-Wan védekezése 21, vagyis a támadás talált. … az élete lemegy 120-ról 100 pontra."', () => {
    const G = id(DARK, 's-grievous')
    const O = id(LIGHT, 'r-obi-wan')
    const s = scene([['r-obi-wan', 1]], [['s-grievous', 1]], { [G]: at(18, 12), [O]: at(18, 15) }, G)
    const r = applied(s, DARK, attack(s, O, 12))
    expect(eventData(r.events, 'attack-rolled')).toMatchObject({
      natural: 12,
      attack: 12,
      total: 24,
      defense: 21,
      needed: 21,
      neededOnDie: 9,
      outcome: 'hit',
    })
    expect(r.state.figures[O]!.hp).toBe(100)
    expect(r.state.pending).toEqual([])
  })
})

describe('§22.3 combined fire: "Még a támadó dobás előtt el kell döntened, hogy melyik szövetségesek fognak részt venni az össztűzben."', () => {
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

  it('"A végeredmény 21. Mivel Obi-Wan védekezése is 21, a támadás talált." — 120 → 90, helpers activated, the phase keeps its activations', () => {
    const s = base()
    const r = applied(s, DARK, attack(s, O, 7, [B1, B2]))
    const roll = eventData(r.events, 'attack-rolled')
    expect(roll).toMatchObject({ natural: 7, total: 21, needed: 21, outcome: 'hit' })
    expect((roll.attackModifiers as { n: number; applied: boolean }[]).map((m) => [m.n, m.applied])).toEqual([
      [4, true],
      [4, true],
    ])
    expect(r.state.figures[O]!.hp).toBe(90)
    expect(r.state.figures[B1]!.activated).toBe(true)
    expect(r.state.figures[B2]!.activated).toBe(true)
    expect(r.state.phase).toEqual({ seat: DARK, left: 2 })
    // "Őket azonnal aktiválja": the helpers used no activation of the phase; the second one is still the dark side's.
    const next = act(r.state, DARK, { type: 'end-turn' })
    expect(next.phase).toEqual({ seat: DARK, left: 1 })
    expect(refusal(next, DARK, activate(B1))).toBe('already-activated')
    expect(refusal(next, DARK, activate(BR))).toBe('ok')
  })

  it('"Azok a karakterek, akik csak közelharcolni tudnak … nem tudnak össztűzben segíteni" → combined-fire-ineligible', () => {
    const s = base()
    expect(refusal(s, DARK, attack(s, O, 7, [BR]))).toBe('combined-fire-ineligible')
  })

  it('"Ezeknek a szövetségeseknek viszont látótengelyben kell lenniük a célponttal" → combined-fire-ineligible', () => {
    const s = placed(base(), { [B2]: at(22, 13) })
    expect(lineOfSight(OPEN, sq(22, 13), sq(18, 15))).toBe(false)
    expect(refusal(s, DARK, attack(s, O, 7, [B1, B2]))).toBe('combined-fire-ineligible')
    expect(s.figures[B1]!.activated).toBe(false)
  })
})

describe('§22.5 Force reroll: "Ilyenkor azonban mindenképpen a második dobás eredményét kell használni"', () => {
  const O = id(LIGHT, 'r-obi-wan')
  const G = id(DARK, 's-grievous')
  const T = id(LIGHT, 'r-trooper')
  const base = (figure: string) =>
    scene(
      [
        ['r-obi-wan', 1],
        ['r-trooper', 1],
      ],
      [['s-grievous', 1]],
      { [O]: at(14, 12), [T]: at(15, 12), [G]: at(14, 15) },
      figure,
    )
  const rerollRolling = (s: SwmState, natural: number): Action => ({
    type: 'reroll',
    entropy: entropyRolling(natural, 'reroll', s.turn!.figure, s.turn!.ref, 1),
  })

  it('"Még egy 1-es támadódobást is újra lehet dobni": a miss offers a reroll; it costs 1 Force point and the new die decides', () => {
    const s = base(O)
    const missed = applied(s, LIGHT, attack(s, G, 1))
    expect(eventData(missed.events, 'attack-rolled')).toMatchObject({ outcome: 'miss', automatic: 'natural-1' })
    expect(missed.state.pending).toMatchObject([{ kind: 'reroll', seat: LIGHT, attack: { attacker: O, target: G } }])
    expect(refusal(missed.state, LIGHT, move(path([13, 12])))).toBe('pending-choice')
    expect(refusal(missed.state, DARK, rerollRolling(missed.state, 15))).toBe('not-your-choice')
    const r = applied(missed.state, LIGHT, rerollRolling(missed.state, 15))
    expect(eventData(r.events, 'rerolled')).toEqual({ figure: O, first: 1, second: 15 })
    expect(r.state.figures[O]!.force).toBe(4)
    expect(r.state.figures[G]!.hp).toBe(120)
    expect(r.state.pending).toEqual([])
    // "Egy karakter egy fordulón belül csak egyszer költhet Erő pontot": no Force movement after it this turn.
    expect(refusal(r.state, LIGHT, move(path([13, 12]), 1))).toBe('force-limit-this-turn')
  })

  it('the second die stands even when it misses again: no second offer', () => {
    const s = base(O)
    const missed = act(s, LIGHT, attack(s, G, 5))
    const r = applied(missed, LIGHT, rerollRolling(missed, 2))
    expect(eventData(r.events, 'attack-rolled')).toMatchObject({ natural: 2, outcome: 'miss' })
    expect(r.state.pending).toEqual([])
    expect(r.state.figures[O]!.force).toBe(4)
    expect(r.state.figures[G]!.hp).toBe(140)
  })

  it('keep-roll keeps the miss and spends nothing', () => {
    const s = base(O)
    const missed = act(s, LIGHT, attack(s, G, 5))
    const kept = act(missed, LIGHT, { type: 'keep-roll' })
    expect(kept.pending).toEqual([])
    expect(kept.figures[O]!.force).toBe(5)
    expect(kept.figures[G]!.hp).toBe(140)
    expect(kept.turn!.figure).toBe(O)
  })

  it('a figure with no Force points gets no offer', () => {
    const s = base(T)
    const missed = act(s, LIGHT, attack(s, G, 2))
    expect(missed.pending).toEqual([])
    expect(missed.turn!.segments).toEqual([{ kind: 'attack' }])
  })
})

describe('§22.6 cover and the nearest enemy: "Egy karakter csak akkor támadhat meg egy fedezékben lévő ellenséget, ha az a hozzá legközelebbi ellenség"', () => {
  const A = id(DARK, 's-sbd')
  const G = id(DARK, 's-grievous')
  const M = id(DARK, 's-marksman')
  const CT1 = id(LIGHT, 'r-trooper')
  const CT2 = id(LIGHT, 'r-trooper', 2)
  const CT3 = id(LIGHT, 'r-trooper', 3)
  const base = (where: Record<string, At>, figure = A) =>
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
      figure,
    )

  it('"mivel mindkét Clone Trooper egyaránt 5 négyzetnyire áll … akár a Clone Trooper 1-et is megtámadhatja" — with +4 Defense', () => {
    expect(range(OPEN, sq(14, 12), sq(14, 17))).toBe(5)
    expect(range(OPEN, sq(14, 12), sq(19, 12))).toBe(5)
    const s = base({})
    expect(refusal(s, DARK, attack(s, CT2, 10))).toBe('ok')
    const r = applied(s, DARK, attack(s, CT1, 10))
    const roll = eventData(r.events, 'attack-rolled')
    expect(roll).toMatchObject({ defense: 15, needed: 19 })
    expect(roll.defenseModifiers).toMatchObject([{ n: 4, source: { kind: 'cover' }, applied: true }])
  })

  it('with the other trooper at range 4 the covered one is cover-not-nearest', () => {
    const s = base({ [CT2]: at(18, 12) })
    expect(refusal(s, DARK, attack(s, CT1, 10))).toBe('cover-not-nearest')
    expect(refusal(s, DARK, attack(s, CT2, 10))).toBe('ok')
  })

  it('"Olyan ellenség, aki ugyan közelebb van, de nincs a látótengelyben, nem számít a legközelebbinek"', () => {
    // Behind the wall end at (12, 9): range 4 but no line of sight; the covered trooper at range 5 is the nearest.
    const s = base({ [A]: at(13, 9), [CT3]: at(11, 9), [CT1]: at(17, 8), [G]: at(16, 8), [CT2]: at(1, 1) })
    expect(range(OPEN, sq(13, 9), sq(11, 9))).toBe(4)
    expect(lineOfSight(OPEN, sq(13, 9), sq(11, 9))).toBe(false)
    expect(range(OPEN, sq(13, 9), sq(17, 8))).toBe(5)
    const r = applied(s, DARK, attack(s, CT1, 10))
    expect(eventData(r.events, 'attack-rolled')).toMatchObject({ needed: 19 })
  })

  it('Accurate Shot ("Pontos lövés") lifts the nearest-enemy rule but keeps the +4', () => {
    const s = base({ [M]: at(14, 12), [A]: at(27, 17), [CT2]: at(18, 12) }, M)
    const r = applied(s, DARK, attack(s, CT1, 10))
    expect(eventData(r.events, 'attack-rolled')).toMatchObject({ needed: 19 })
  })
})

describe('§22.7 adjacent enemies and attacks of opportunity', () => {
  const CT = id(LIGHT, 'r-trooper')
  const SBD = id(DARK, 's-sbd')
  const G = id(DARK, 's-grievous')
  const base = (where: Record<string, At> = {}) =>
    scene(
      [['r-trooper', 1]],
      [
        ['s-sbd', 1],
        ['s-grievous', 1],
      ],
      { [CT]: at(14, 14), [SBD]: at(15, 14), [G]: at(14, 17), ...where },
      CT,
    )
  const aooPending = (rest: At[]) => [{ kind: 'aoo', seat: DARK, mover: CT, offers: [SBD], rest }]

  it('"Ha egy vagy több ellenség szomszédos a támadó karakterrel, a támadónak kötelezően csak a szomszédos ellenségek közül lehet célpontot választania"', () => {
    const s = base()
    expect(refusal(s, LIGHT, attack(s, G, 10))).toBe('must-target-adjacent')
    expect(refusal(s, LIGHT, attack(s, SBD, 10))).toBe('ok')
  })

  it('"először el kell lépnie a Super Battle Droid mellől. Ez a lépés provokálja ki a Super Battle Droid lehetőség támadását" — declined, the move goes on to its end', () => {
    const s = act(base(), LIGHT, move(path([13, 14], [12, 15])))
    expect(s.pending).toEqual(aooPending(path([13, 14], [12, 15])))
    expect(s.figures[CT]!.at).toEqual(at(14, 14))
    expect(refusal(s, LIGHT, { type: 'decline-aoo' })).toBe('not-your-choice')
    expect(refusal(s, LIGHT, attack(s, G, 10))).toBe('pending-choice')
    const on = act(s, DARK, { type: 'decline-aoo' })
    expect(on.pending).toEqual([])
    expect(on.figures[CT]!.at).toEqual(at(12, 15))
  })

  it('"Ha az ellenség ennek következtében nem hal meg, utána folytathatja a mozgást" — then Grievous may be attacked; no second offer this turn', () => {
    const s = act(base(), LIGHT, move(path([13, 14])))
    const r = applied(s, DARK, {
      type: 'aoo',
      payload: { attacker: SBD },
      entropy: entropyRolling(10, 'attack', SBD, s.turn!.ref, 'aoo'),
    })
    expect(eventData(r.events, 'attack-declared')).toEqual({ attacker: SBD, target: CT, opportunity: true })
    expect(r.state.figures[CT]!.at).toEqual(at(13, 14))
    expect(r.state.turn!.aooTaken).toEqual([SBD])
    expect(refusal(r.state, LIGHT, attack(r.state, G, 10))).toBe('ok')
    // "egy adott karakter fordulójában csak egyet": back next to the droid and away again, with no offer.
    const again = act(r.state, LIGHT, move(path([14, 13], [13, 12])))
    expect(again.pending).toEqual([])
    expect(again.figures[CT]!.at).toEqual(at(13, 12))
  })

  it('moving from one square next to the enemy to another also provokes', () => {
    const s = act(base(), LIGHT, move(path([14, 13])))
    expect(s.pending).toEqual(aooPending(path([14, 13])))
  })

  it('"Ha a két karakter egy fal ellentétes oldalán áll, akkor nem szomszédosak" — no offer, no adjacency rule', () => {
    const s = base({ [CT]: at(8, 13), [SBD]: at(9, 13), [G]: at(5, 13) })
    expect(lineOfSight(OPEN, sq(8, 13), sq(9, 13))).toBe(false)
    expect(refusal(s, LIGHT, attack(s, G, 10))).toBe('ok')
    const moved = act(s, LIGHT, move(path([8, 12])))
    expect(moved.pending).toEqual([])
    expect(moved.figures[CT]!.at).toEqual(at(8, 12))
  })
})
