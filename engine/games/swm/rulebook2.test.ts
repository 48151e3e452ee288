/**
 * The rulebook's worked examples (analysis §22) as named scenarios on the starship map, part 2: doors, Force
 * movement, rounds and initiative, victory, and the secret squad list. Each test quotes the Hungarian sentence it
 * checks. The cards and helpers are in testing/examples.ts.
 */
import { describe, expect, it } from 'vitest'
import type { Action, SeatId } from '../../core/types'
import { dieStream, rollD20 } from './attack/dice'
import { commitSquad } from './squadCommit'
import type { SquadList } from './squadList'
import { DARK, LIGHT, placed, revealed, salt, squad, started } from './testing/skirmish'
import {
  act,
  activate,
  applied,
  at,
  attack,
  CONFIG,
  END,
  game,
  id,
  move,
  path,
  refusal,
  row,
  types,
} from './testing/examples'
import type { At, SwmState } from './types'

/** A started game (round 1, `first` to activate) with the figures moved where the scenario puts them. */
function scene(
  light: [string, number][],
  dark: [string, number][],
  where: Record<string, At | null>,
  first: SeatId = LIGHT,
): SwmState {
  return placed(started(squad('republic', ...light), squad('separatist', ...dark), first, CONFIG, game), where)
}

/** Rolls initiative (ties roll again) and lets the winner send `first` first. */
function initiative(state: SwmState, first: SeatId): SwmState {
  let s = state
  while (s.stage === 'initiative') s = act(s, LIGHT, { type: 'roll-initiative' })
  return act(s, s.initiative!.winner!, { type: 'choose-first', payload: { seat: first } })
}

/** Plays out the round: each phase's seat activates its first ready figure and ends the turn. */
function quietRound(state: SwmState, first: SeatId = LIGHT): SwmState {
  let s = state.stage === 'initiative' ? initiative(state, first) : state
  const round = s.round
  while (s.stage === 'phases' && s.round === round) {
    const seat = s.phase!.seat
    const ready = s.order.find((f) => {
      const fig = s.figures[f]!
      return fig.owner === seat && fig.at !== null && !fig.activated
    })!
    s = act(act(s, seat, activate(ready)), seat, END)
  }
  return s
}

describe('§22.9 doors: "A fordulójának a végén az ajtó kinyílik. (2) Ezután Obi-Wan Kenobi akadálytalanul átmehet az ajtón."', () => {
  const T = id(LIGHT, 'r-trooper')
  const O = id(LIGHT, 'r-obi-wan')
  const D = id(DARK, 's-sbd')
  // door-6: the three door edges of grid line y = 11 between columns 13 and 16.
  const base = () =>
    scene(
      [
        ['r-trooper', 1],
        ['r-obi-wan', 1],
      ],
      [['s-sbd', 1]],
      { [T]: at(14, 13), [O]: at(13, 13), [D]: at(16, 9) },
    )

  it('the trooper ends next to the door "de nem tud átmenni rajta"; it opens at the end of its turn; Obi-Wan walks through', () => {
    let s = act(base(), LIGHT, activate(T))
    expect(s.doors['door-6']).toBe(false)
    s = act(s, LIGHT, move(path([14, 12], [14, 11])))
    expect(s.doors['door-6']).toBe(false)
    expect(refusal(s, LIGHT, move(path([14, 10])))).toBe('illegal-path')
    // "Az ajtók, amikor zárva vannak, ugyanúgy működnek, mint a falak": no sight through it either.
    expect(refusal(s, LIGHT, attack(s, D, 10))).toBe('no-line-of-sight')
    const ended = applied(s, LIGHT, END)
    expect(types(ended.events)).toContain('door-opened')
    expect(ended.state.doors['door-6']).toBe(true)
    s = act(ended.state, LIGHT, activate(O))
    expect(refusal(s, LIGHT, attack(s, D, 10))).toBe('ok')
    s = act(s, LIGHT, move(path([13, 12], [13, 11], [13, 10], [13, 9])))
    expect(s.figures[O]!.at).toEqual(at(13, 9))
    s = act(s, LIGHT, END)
    expect(s.doors['door-6']).toBe(true)
  })

  it('"A mellőle utolsóként ellépő karakter fordulójának a végén az ajtó bezáródik" — at the end of the turn, not during it', () => {
    let s = act(act(base(), LIGHT, activate(T)), LIGHT, move(path([14, 12], [14, 11])))
    s = act(s, LIGHT, END)
    s = act(act(s, LIGHT, activate(O)), LIGHT, END)
    s = act(act(s, DARK, activate(D)), DARK, END)
    expect(s.round).toBe(2)
    s = initiative(s, LIGHT)
    s = act(act(s, LIGHT, activate(T)), LIGHT, move(path([14, 10], [14, 9])))
    expect(s.figures[T]!.at).toEqual(at(14, 9))
    expect(s.doors['door-6']).toBe(true)
    const ended = applied(s, LIGHT, END)
    expect(types(ended.events)).toContain('door-closed')
    expect(ended.state.doors['door-6']).toBe(false)
  })

  it('a figure defeated next to the door closes it at the end of that turn, not at once', () => {
    const B = id(DARK, 's-minion')
    let s = scene(
      [['r-obi-wan', 1]],
      [
        ['s-minion', 1],
        ['s-sbd', 1],
      ],
      { [B]: at(14, 12), [D]: at(27, 17), [O]: at(14, 14) },
      DARK,
    )
    s = act(act(s, DARK, activate(B)), DARK, move(path([14, 11])))
    s = act(act(act(s, DARK, END), DARK, activate(D)), DARK, END)
    expect(s.doors['door-6']).toBe(true)
    s = act(s, LIGHT, activate(O))
    s = act(s, LIGHT, attack(s, B, 15))
    expect(s.figures[B]).toMatchObject({ defeated: true, at: null })
    expect(s.doors['door-6']).toBe(true)
    expect(act(s, LIGHT, END).doors['door-6']).toBe(false)
  })
})

describe('§22.10 Force movement is not a third segment: "Azt viszont nem csinálhatja, hogy lép 6-ot, támad, majd felhasználva 1 Erőpontot, lép még 2 négyzetnyit."', () => {
  const O = id(LIGHT, 'r-obi-wan')
  const D = id(DARK, 's-sbd')
  const base = () =>
    act(scene([['r-obi-wan', 1]], [['s-sbd', 1]], { [O]: at(0, 7), [D]: at(24, 8) }), LIGHT, activate(O))

  it('"8 négyzetnyit lépjen és utána támadjon"', () => {
    const s = act(base(), LIGHT, move(row(7, 1, 8), 1))
    expect(s.figures[O]!.force).toBe(4)
    expect(refusal(s, LIGHT, attack(s, D, 15))).toBe('ok')
  })

  it('"vagy 14 négyzetnyit lépjen támadás nélkül" — and then no attack', () => {
    const s0 = base()
    expect(refusal(s0, LIGHT, move(row(7, 1, 14)))).toBe('path-too-long')
    expect(refusal(s0, LIGHT, move(row(7, 1, 15), 1))).toBe('path-too-long')
    const s = act(s0, LIGHT, move(row(7, 1, 14), 1))
    expect(s.figures[O]!.at).toEqual(at(14, 7))
    expect(refusal(s, LIGHT, attack(s, D, 15))).toBe('segment-not-allowed')
  })

  it('move 6, attack, then a Force move of 2 is refused', () => {
    let s = act(base(), LIGHT, move(row(7, 1, 6)))
    s = act(s, LIGHT, attack(s, D, 15))
    expect(s.figures[D]!.hp).toBe(30)
    expect(refusal(s, LIGHT, move(row(7, 7, 8), 1))).toBe('force-move-after-attack')
    expect(refusal(s, LIGHT, move(row(7, 7, 8)))).toBe('segment-not-allowed')
    expect(s.figures[O]!.force).toBe(5)
  })

  it('attack first, then a move of 8 with 1 Force point is one segment', () => {
    const s0 = base()
    let s = act(s0, LIGHT, attack(s0, D, 15))
    expect(refusal(s, LIGHT, move(row(7, 1, 9), 1))).toBe('path-too-long')
    s = act(s, LIGHT, move(row(7, 1, 8), 1))
    expect(s.figures[O]!.at).toEqual(at(8, 7))
    expect(s.figures[O]!.force).toBe(4)
  })
})

/** Entropy for the round's `attempt`-th initiative roll whose two dice are equal (`tie`) or not. */
function initiativeEntropy(round: number, attempt: number, tie: boolean): string {
  for (let n = 1; n < 100_000; n++) {
    const e = n.toString(16).padStart(16, '0')
    const a = rollD20(e, dieStream('initiative', round, attempt, LIGHT))
    const b = rollD20(e, dieStream('initiative', round, attempt, DARK))
    if (a.ok && b.ok && (a.value === b.value) === tie) return e
  }
  throw new Error('no entropy found')
}

describe('§5 rounds and phases: "Aktivál egymás után két karaktert."', () => {
  const L = (n: number) => id(LIGHT, 'r-trooper', n)
  const D = id(DARK, 's-sbd')
  const base = () => scene([['r-trooper', 5]], [['s-sbd', 1]], {})

  it('two activations a phase; the side with figures left "a maradék karaktereket egyszerre aktiválja"; the round ends when all have activated', () => {
    let s = base()
    expect(s.phase).toEqual({ seat: LIGHT, left: 2 })
    s = act(act(s, LIGHT, activate(L(1))), LIGHT, END)
    expect(s.phase).toEqual({ seat: LIGHT, left: 1 })
    expect(refusal(s, LIGHT, activate(L(1)))).toBe('already-activated')
    s = act(act(s, LIGHT, activate(L(2))), LIGHT, END)
    expect(s.phase).toEqual({ seat: DARK, left: 1 })
    expect(refusal(s, LIGHT, activate(L(3)))).toBe('not-your-phase')
    s = act(act(s, DARK, activate(D)), DARK, END)
    expect(s.phase).toEqual({ seat: LIGHT, left: 3 })
    s = act(act(s, LIGHT, activate(L(3))), LIGHT, END)
    s = act(act(s, LIGHT, activate(L(4))), LIGHT, END)
    expect(s.phase).toEqual({ seat: LIGHT, left: 1 })
    const last = applied(act(s, LIGHT, activate(L(5))), LIGHT, END)
    expect(types(last.events)).toEqual(expect.arrayContaining(['round-ended', 'round-started']))
    expect(last.state).toMatchObject({ round: 2, stage: 'initiative', phase: null })
    expect(Object.values(last.state.figures).every((f) => !f.activated)).toBe(true)
  })

  it('"Ha az eredmény egyenlő, újra kell dobni." — and only the winner chooses who goes first', () => {
    const s = quietRound(base())
    expect(s.stage).toBe('initiative')
    const tied = applied(s, LIGHT, { type: 'roll-initiative', entropy: initiativeEntropy(2, 1, true) })
    expect(tied.events[0]).toMatchObject({ type: 'initiative-rolled', data: { tie: true } })
    expect(tied.state.stage).toBe('initiative')
    expect(tied.state.initiative!.winner).toBeNull()
    // "arra nem költhetsz Erőpontot, hogy a kezdődobást újradobd": there is nothing to reroll.
    expect(refusal(tied.state, LIGHT, { type: 'reroll' })).toBe('wrong-stage')
    const won = act(tied.state, DARK, { type: 'roll-initiative', entropy: initiativeEntropy(2, 2, false) })
    expect(won.stage).toBe('choose-first')
    expect(won.initiative!.rolls).toHaveLength(2)
    const winner = won.initiative!.winner!
    const loser = winner === LIGHT ? DARK : LIGHT
    expect(refusal(won, loser, { type: 'choose-first', payload: { seat: loser } })).toBe('not-initiative-winner')
    const chosen = act(won, winner, { type: 'choose-first', payload: { seat: DARK } })
    expect(chosen.phase).toEqual({ seat: DARK, left: 1 })
  })
})

describe('§15 victory: "Akkor nyersz, ha az összes ellenséges karaktert megsemmisíted a pályán."', () => {
  const O = id(LIGHT, 'r-obi-wan')
  const T = id(LIGHT, 'r-trooper')
  const T2 = id(LIGHT, 'r-trooper', 2)
  const B = id(DARK, 's-minion')
  const G = id(DARK, 's-grievous')

  it("defeating the last enemy figure ends the game; the attacker's seat wins", () => {
    let s = scene([['r-obi-wan', 1]], [['s-minion', 1]], { [O]: at(14, 12), [B]: at(14, 15) })
    s = act(s, LIGHT, activate(O))
    const r = applied(s, LIGHT, attack(s, B, 15))
    expect(types(r.events)).toEqual(expect.arrayContaining(['defeated', 'game-over']))
    expect(r.state.figures[B]).toMatchObject({ defeated: true, at: null })
    expect(r.state.stage).toBe('over')
    expect(game.outcome(r.state)?.winners).toEqual([LIGHT])
    expect(refusal(r.state, LIGHT, { type: 'concede' })).toBe('game-over')
  })

  describe('"Hogyha egy karakter sem tudott … 10 körben egymás után": ten quiet rounds end the game on points', () => {
    const tenRounds = (start: SwmState) => {
      let s = start
      for (let i = 0; i < 9; i++) s = quietRound(s)
      expect(s.quiet.rounds).toBe(9)
      expect(game.outcome(s)).toBeNull()
      return quietRound(s)
    }

    it('an attack in a round starts the count again', () => {
      let s = scene([['r-obi-wan', 1]], [['s-grievous', 1]], { [O]: at(14, 12), [G]: at(14, 15) })
      for (let i = 0; i < 9; i++) s = quietRound(s)
      s = initiative(s, LIGHT)
      s = act(s, LIGHT, activate(O))
      s = act(s, LIGHT, attack(s, G, 5))
      s = act(s, LIGHT, { type: 'keep-roll' })
      s = quietRound(act(s, LIGHT, END))
      expect(s.quiet.rounds).toBe(0)
      expect(game.outcome(s)).toBeNull()
    })

    it('"Az a játékos nyer, amelyik öszesen több pontértékű karaktert ölt meg"', () => {
      // One light trooper is out of the game (10 points to the dark side), though light stands nearer the centre.
      const s = tenRounds(scene([['r-trooper', 2]], [['s-minion', 1]], { [T]: at(13, 9), [T2]: null, [B]: at(20, 7) }))
      expect(game.outcome(s)?.winners).toEqual([DARK])
    })

    it('"Hogyha így döntetlen, akkor az a játékos nyer, amelyiknek a figurája közelebb van a tábla közepéhez"', () => {
      const s = tenRounds(scene([['r-trooper', 1]], [['s-grievous', 1]], { [T]: at(13, 9), [G]: at(16, 9) }))
      expect(game.outcome(s)?.winners).toEqual([LIGHT])
    })

    it('"Ha még így is döntetlen, akkor az a játékos, akinek a tábla közepéhez közeli karaktere magasabb pontértékű"', () => {
      const s = tenRounds(scene([['r-trooper', 1]], [['s-grievous', 1]], { [T]: at(13, 9), [G]: at(15, 9) }))
      expect(game.outcome(s)?.winners).toEqual([DARK])
    })

    it('every tiebreak equal: a draw', () => {
      const s = tenRounds(scene([['r-trooper', 1]], [['s-minion', 1]], { [T]: at(13, 9), [B]: at(15, 9) }))
      expect(s.stage).toBe('over')
      expect(game.outcome(s)?.winners).toEqual([])
    })
  })

  it('concede: the other seat wins', () => {
    const s = act(scene([['r-trooper', 1]], [['s-minion', 1]], {}), LIGHT, { type: 'concede' })
    expect(game.outcome(s)?.winners).toEqual([DARK])
  })
})

describe('§17 the secret squad: "Csak akkor fedd fel a csapatodat, amikor kiterítitek a játéktáblát."', () => {
  const light: SquadList = squad('republic', ['r-obi-wan', 1], ['r-trooper', 2])
  const dark: SquadList = squad('separatist', ['s-grievous', 1])
  const commit = (list: SquadList, n: number) => {
    const h = commitSquad(list, salt(n))
    if (!h.ok) throw new Error(h.error.reason.en)
    return { type: 'commit-squad', payload: { hash: h.value } }
  }
  const committed = () => {
    const s = game.setup(CONFIG, [LIGHT, DARK], '00')
    return act(act(s, LIGHT, commit(light, 1)), DARK, commit(dark, 2))
  }

  it('before the reveal a seat holds only its commitment: the other seat sees none of its characters', () => {
    const s = committed()
    const seen = JSON.stringify(game.view(s, DARK))
    for (const c of ['r-obi-wan', 'r-trooper', 'Obi-Wan', 'Clone Trooper']) expect(seen).not.toContain(c)
    expect(s.squads[LIGHT]).toMatchObject({ revealed: null, faction: null })
    expect(s.squads[LIGHT]!.commitment).toMatch(/^[0-9a-f]{64}$/)
  })

  it('a reveal that does not open the commitment → squad-commitment-mismatch', () => {
    const s = committed()
    const other = squad('republic', ['r-obi-wan', 1], ['r-trooper', 3])
    expect(refusal(s, LIGHT, { type: 'reveal-squad', payload: { list: other, salt: salt(1) } as never })).toBe(
      'squad-commitment-mismatch',
    )
    expect(refusal(s, LIGHT, { type: 'reveal-squad', payload: { list: light, salt: salt(3) } as never })).toBe(
      'squad-commitment-mismatch',
    )
    expect(refusal(s, LIGHT, { type: 'reveal-squad', payload: { list: light, salt: salt(1) } as never })).toBe('ok')
  })

  it('"Előbb a sötét oldali csapatot kell felállítani, utána a világos oldalit" — and only in the own start zone', () => {
    let s = revealed(light, dark, CONFIG, game)
    const G = id(DARK, 's-grievous')
    const place = (figure: string, x: number, y: number): Action => ({
      type: 'deploy',
      payload: { placements: [{ figure, x, y }] },
    })
    expect(s.deploying).toBe(DARK)
    expect(refusal(s, LIGHT, place(id(LIGHT, 'r-obi-wan'), 0, 0))).toBe('not-your-deployment')
    expect(refusal(s, DARK, place(G, 0, 0))).toBe('not-in-start-zone')
    expect(refusal(s, DARK, place(G, 14, 9))).toBe('not-in-start-zone')
    s = act(act(s, DARK, place(G, 25, 12)), DARK, { type: 'confirm-deployment' })
    expect(s.deploying).toBe(LIGHT)
    expect(refusal(s, LIGHT, place(id(LIGHT, 'r-obi-wan'), 25, 13))).toBe('not-in-start-zone')
    expect(refusal(s, LIGHT, place(id(LIGHT, 'r-obi-wan'), 0, 0))).toBe('ok')
  })
})
