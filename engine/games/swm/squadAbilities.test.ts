/**
 * The squad family's abilities in play: combined fire shaped by Synchronized Fire, Alderaan Senator, Mounted Weapon,
 * Gunner and Spotter; Fire Control and Droid Master for droids; Dark Inspiration at setup. Each scenario quotes the
 * rulebook sentence it checks. Fixtures: testing/fixtures/squad.ts.
 */
import { describe, expect, it } from 'vitest'
import type { CountedModifier } from './attack/modifiers'
import {
  act,
  DARK,
  entropyRolling,
  LIGHT,
  placed,
  refusal,
  revealed,
  squad,
  started,
  testGame,
} from './testing/skirmish'
import type { SwmState } from './types'

const ERA = { era: 'rise-of-the-empire' } as const
const TARGET = 's2/t-s-bulwark/1'

/** A skirmish of LIGHT's `cards` against one Bulwark, LIGHT to act, figures placed by `where`. */
function scene(cards: [string, number][], where: Record<string, { x: number; y: number } | null>): SwmState {
  const s = started(squad('republic', ...cards), squad('separatist', ['t-s-bulwark', 1]), LIGHT, ERA)
  return placed(s, { [TARGET]: { x: 1, y: 10 }, ...where })
}

/** `attacker` attacks the Bulwark with `helpers`, rolling `natural`; returns the state and the roll's record. */
function fire(s: SwmState, attacker: string, helpers: string[], natural: number) {
  s = act(s, LIGHT, { type: 'activate', payload: { figure: attacker } })
  const entropy = entropyRolling(natural, 'attack', attacker, s.turn!.ref, 1)
  const r = testGame.apply(s, { type: 'attack', payload: { target: TARGET, helpers }, entropy }, LIGHT)
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.reason.en}`)
  const rolled = r.events.find((e) => e.type === 'attack-rolled')!.data as unknown as {
    attackModifiers: CountedModifier[]
    outcome: string
  }
  return { state: r.state, rolled }
}

/** The code `attacker`'s attack with `helpers` is refused with. */
function fireRefusal(s: SwmState, attacker: string, helpers: string[]): string {
  s = act(s, LIGHT, { type: 'activate', payload: { figure: attacker } })
  return refusal(s, LIGHT, { type: 'attack', payload: { target: TARGET, helpers } })
}

const hpOf = (s: SwmState, id: string) => s.figures[id]!.hp

describe('Synchronized Fire (Összehangolt tűz)', () => {
  it('"a támadó +4 támadási bónusz helyett +6 támadási bónuszt kap": a droid helper gives +6, another +4', () => {
    const s = scene(
      [
        ['t-s-droid-sergeant', 1],
        ['t-s-drill-droid', 1],
        ['t-s-line-soldier', 1],
      ],
      {
        's1/t-s-droid-sergeant/1': { x: 0, y: 7 },
        's1/t-s-drill-droid/1': { x: 2, y: 7 },
        's1/t-s-line-soldier/1': { x: 4, y: 7 },
      },
    )
    // Attack 8, Defense 25: a natural 11 hits with the droid's +6 (25) and misses with the soldier's +4 (23).
    const withDroid = fire(s, 's1/t-s-droid-sergeant/1', ['s1/t-s-drill-droid/1'], 11)
    expect(withDroid.rolled.attackModifiers.map((m) => m.n)).toEqual([6])
    expect(hpOf(withDroid.state, TARGET)).toBe(290)
    const withSoldier = fire(s, 's1/t-s-droid-sergeant/1', ['s1/t-s-line-soldier/1'], 11)
    expect(withSoldier.rolled.attackModifiers.map((m) => m.n)).toEqual([4])
    expect(hpOf(withSoldier.state, TARGET)).toBe(300)
  })
})

describe('Alderaan Senator (Alderaani szenátor)', () => {
  it('"Ez a karakter egyenértékű egy alderaani katonával": the Senator helps an Alderaan Synchronized Fire for +6', () => {
    const s = scene(
      [
        ['t-s-honour-captain', 1],
        ['t-s-senator', 1],
        ['t-s-line-soldier', 1],
      ],
      {
        's1/t-s-honour-captain/1': { x: 0, y: 7 },
        's1/t-s-senator/1': { x: 2, y: 7 },
        's1/t-s-line-soldier/1': { x: 4, y: 7 },
      },
    )
    const both = fire(s, 's1/t-s-honour-captain/1', ['s1/t-s-senator/1', 's1/t-s-line-soldier/1'], 5)
    expect(both.rolled.attackModifiers.map((m) => [m.n, m.reason.en])).toEqual([
      [6, 'synchronized fire: Envoy Senator'],
      [4, 'combined fire: Line Soldier'],
    ])
  })
})

describe('Mounted Weapon (Állványos fegyver) and Gunner (Tüzér)', () => {
  const cards: [string, number][] = [
    ['t-s-tripod-cannon', 1],
    ['t-s-cannon-crew', 1],
    ['t-s-line-soldier', 1],
  ]
  const CANNON = 's1/t-s-tripod-cannon/1'
  const CREW = 's1/t-s-cannon-crew/1'
  const SOLDIER = 's1/t-s-line-soldier/1'

  it('"csak állványos fegyverű szövetségesekkel, vagy szomszédos, tüzér képességű szövetségesekkel": an adjacent Gunner helps', () => {
    const s = scene(cards, { [CANNON]: { x: 0, y: 7 }, [CREW]: { x: 1, y: 7 }, [SOLDIER]: { x: 4, y: 7 } })
    expect(fire(s, CANNON, [CREW], 5).rolled.attackModifiers.map((m) => m.n)).toEqual([4])
  })

  it('an ordinary ally may not combine fire with the mounted weapon, nor a Gunner that is not adjacent', () => {
    const s = scene(cards, { [CANNON]: { x: 0, y: 7 }, [CREW]: { x: 3, y: 7 }, [SOLDIER]: { x: 5, y: 7 } })
    expect(fireRefusal(s, CANNON, [SOLDIER])).toBe('combined-fire-ineligible')
    expect(fireRefusal(s, CANNON, [CREW])).toBe('combined-fire-ineligible')
    // Nor may the mounted weapon help the soldier's attack.
    expect(fireRefusal(s, SOLDIER, [CANNON])).toBe('combined-fire-ineligible')
  })

  it('"Ez a karakter csak állványos fegyverű szövetségesekkel képes össztüzet zúdítani": a Gunner does not help a soldier', () => {
    const s = scene(cards, { [CANNON]: { x: 0, y: 7 }, [CREW]: { x: 3, y: 7 }, [SOLDIER]: { x: 4, y: 7 } })
    expect(fireRefusal(s, SOLDIER, [CREW])).toBe('combined-fire-ineligible')
  })
})

describe('Spotter (Felderítő)', () => {
  const cards: [string, number][] = [
    ['t-s-line-soldier', 1],
    ['t-s-lookout', 1],
  ]
  it('"egy ettől 6 négyzeten belüli ellenségre, a támadó … megkapja a listázott bónuszt a sebzésére": +10 damage', () => {
    const s = scene(cards, { 's1/t-s-line-soldier/1': { x: 0, y: 7 }, 's1/t-s-lookout/1': { x: 3, y: 7 } })
    // Natural 15 + Attack 8 + 4 hits Defense 25: damage 10 + 10.
    const r = fire(s, 's1/t-s-line-soldier/1', ['s1/t-s-lookout/1'], 15)
    expect(hpOf(r.state, TARGET)).toBe(280)
  })

  it('a Spotter more than 6 squares from the target adds nothing', () => {
    const s = scene(cards, { 's1/t-s-line-soldier/1': { x: 0, y: 7 }, 's1/t-s-lookout/1': { x: 10, y: 7 } })
    const r = fire(s, 's1/t-s-line-soldier/1', ['s1/t-s-lookout/1'], 15)
    expect(hpOf(r.state, TARGET)).toBe(290)
  })
})

describe('Fire Control (Tüzelés irányítása)', () => {
  it('"a nem egyedi droid karakterek +4 támadási bónuszt kapnak": a plain droid gets +4, a unique droid nothing', () => {
    const s = scene(
      [
        ['t-s-fire-director', 1],
        ['t-s-drill-droid', 1],
        ['t-s-named-droid', 1],
      ],
      {
        's1/t-s-fire-director/1': { x: 12, y: 7 },
        's1/t-s-drill-droid/1': { x: 0, y: 7 },
        's1/t-s-named-droid/1': { x: 2, y: 7 },
      },
    )
    const plain = fire(s, 's1/t-s-drill-droid/1', [], 13)
    expect(plain.rolled.attackModifiers.map((m) => [m.n, m.reason.en])).toEqual([[4, 'Fire Control']])
    expect(hpOf(plain.state, TARGET)).toBe(290)
    const unique = fire(s, 's1/t-s-named-droid/1', [], 13)
    expect(unique.rolled.attackModifiers).toEqual([])
    expect(hpOf(unique.state, TARGET)).toBe(300)
  })
})

describe('Droid Master (Droid irányító)', () => {
  const cards: [string, number][] = [
    ['t-s-droid-foreman', 1],
    ['t-s-drill-droid', 2],
  ]
  it('"6 négyzeten belül lévő nem egyedi droid karakterek dupla támadás képességet kapnak": a second attack', () => {
    let s = scene(cards, {
      's1/t-s-droid-foreman/1': { x: 3, y: 7 },
      's1/t-s-drill-droid/1': { x: 0, y: 7 },
      's1/t-s-drill-droid/2': { x: 20, y: 7 },
    })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/t-s-drill-droid/1' } })
    s = act(s, LIGHT, { type: 'attack', payload: { target: TARGET } })
    expect(testGame.legalActions(s, LIGHT)).toContainEqual({ type: 'attack', payload: { target: TARGET } })
    s = act(s, LIGHT, { type: 'attack', payload: { target: TARGET } })
    expect(s.turn!.segments).toEqual([{ kind: 'attack' }, { kind: 'attack' }])
  })

  it("a droid out of the Droid Master's 6 squares attacks once", () => {
    let s = scene(cards, {
      's1/t-s-droid-foreman/1': { x: 20, y: 7 },
      's1/t-s-drill-droid/1': { x: 0, y: 7 },
      's1/t-s-drill-droid/2': { x: 22, y: 7 },
    })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/t-s-drill-droid/1' } })
    s = act(s, LIGHT, { type: 'attack', payload: { target: TARGET } })
    expect(refusal(s, LIGHT, { type: 'attack', payload: { target: TARGET } })).toBe('segment-not-allowed')
  })
})

describe('Dark Inspiration (Sötét inspiráció)', () => {
  const MENTOR = 's2/t-s-dark-mentor/1'
  const PUPIL = 's2/t-s-dark-pupil/1'
  const THUG = 's2/t-s-thug/1'
  const deploying = () =>
    revealed(
      squad('republic', ['t-s-duel-knight', 1]),
      squad('separatist', ['t-s-dark-mentor', 1], ['t-s-dark-pupil', 1], ['t-s-thug', 1]),
      ERA,
    )

  it('"választhatsz egy Erőérzékeny szövetséges karaktert … megkapja a Fénykard Párbajozó képességet": +4 Defense in melee against a Force user', () => {
    let s = deploying()
    expect(testGame.legalActions(s, DARK)).toContainEqual({
      type: 'setup-choice',
      payload: { holder: MENTOR, ability: 'dark-inspiration', figure: PUPIL },
    })
    s = act(s, DARK, { type: 'setup-choice', payload: { holder: MENTOR, ability: 'dark-inspiration', figure: PUPIL } })
    for (const seat of [DARK, LIGHT]) {
      for (;;) {
        const first = testGame.legalActions(s, seat).find((a) => a.type !== 'setup-choice')!
        s = act(s, seat, first)
        if (first.type === 'confirm-deployment') break
      }
    }
    while (s.stage === 'initiative') s = act(s, LIGHT, { type: 'roll-initiative' })
    s = act(s, s.initiative!.winner!, { type: 'choose-first', payload: { seat: LIGHT } })
    s = placed(s, { 's1/t-s-duel-knight/1': { x: 0, y: 7 }, [PUPIL]: { x: 1, y: 7 } })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: 's1/t-s-duel-knight/1' } })
    // Attack 8 + natural 8 = 16 would hit Defense 15; the granted Lightsaber Duelist makes it 19.
    const entropy = entropyRolling(8, 'attack', 's1/t-s-duel-knight/1', s.turn!.ref, 1)
    s = act(s, LIGHT, { type: 'attack', payload: { target: PUPIL }, entropy })
    expect(s.figures[PUPIL]!.hp).toBe(50)
    expect(s.pending.at(-1)?.kind).toBe('reroll')
  })

  it('refuses a figure with no Force rating, a second choice, the other seat, and a malformed payload', () => {
    let s = deploying()
    expect(
      refusal(s, DARK, {
        type: 'setup-choice',
        payload: { holder: MENTOR, ability: 'dark-inspiration', figure: THUG },
      }),
    ).toBe('not-eligible-ally')
    expect(
      refusal(s, DARK, {
        type: 'setup-choice',
        payload: { holder: MENTOR, ability: 'dark-inspiration', figure: MENTOR },
      }),
    ).toBe('not-eligible-ally')
    expect(
      refusal(s, LIGHT, {
        type: 'setup-choice',
        payload: { holder: MENTOR, ability: 'dark-inspiration', figure: PUPIL },
      }),
    ).toBe('not-your-deployment')
    expect(refusal(s, DARK, { type: 'setup-choice', payload: { holder: 7 } })).toBe('malformed-action')
    s = act(s, DARK, { type: 'setup-choice', payload: { holder: MENTOR, ability: 'dark-inspiration', figure: PUPIL } })
    expect(
      refusal(s, DARK, {
        type: 'setup-choice',
        payload: { holder: MENTOR, ability: 'dark-inspiration', figure: PUPIL },
      }),
    ).toBe('setup-choice-made')
    expect(testGame.legalActions(s, DARK).some((a) => a.type === 'setup-choice')).toBe(false)
  })
})

/** Both squads through deployment (after `choose`, the dark side's setup choices) and round 1 with `first` to act. */
function playing(s: SwmState, first: string, choose: (s: SwmState) => SwmState = (x) => x): SwmState {
  s = choose(s)
  for (const seat of [DARK, LIGHT]) {
    for (;;) {
      const next = testGame.legalActions(s, seat).find((a) => a.type !== 'setup-choice')!
      s = act(s, seat, next)
      if (next.type === 'confirm-deployment') break
    }
  }
  while (s.stage === 'initiative') s = act(s, LIGHT, { type: 'roll-initiative' })
  return act(s, s.initiative!.winner!, { type: 'choose-first', payload: { seat: first } })
}

describe('Dark Master (Sötét nagyúr)', () => {
  const LORD = 's2/t-s-dark-lord/1'
  const AGENT = 's2/t-s-dark-agent/1'
  const SOLDIER = 's1/t-s-line-soldier/1'
  const choice = { type: 'setup-choice', payload: { holder: LORD, ability: 'dark-master', figure: AGENT } }
  const deploying = () =>
    revealed(
      squad('republic', ['t-s-line-soldier', 1]),
      squad('separatist', ['t-s-dark-lord', 1], ['t-s-dark-agent', 1], ['t-s-thug', 1]),
      ERA,
    )
  /** The agent, in its own turn, misses the soldier with a natural 2. */
  const missed = (s: SwmState) => {
    s = placed(s, { [AGENT]: { x: 0, y: 7 }, [SOLDIER]: { x: 3, y: 7 } })
    s = act(s, DARK, { type: 'activate', payload: { figure: AGENT } })
    const entropy = entropyRolling(2, 'attack', AGENT, s.turn!.ref, 1)
    return act(s, DARK, { type: 'attack', payload: { target: SOLDIER }, entropy })
  }

  it('"A kiválasztott képes ezen karakter Erő pontjait költeni … nem szükséges, hogy legyen Erő érzékenysége": a reroll paid by the master', () => {
    let s = missed(playing(deploying(), DARK, (x) => act(x, DARK, choice)))
    expect(s.pending.at(-1)).toMatchObject({ kind: 'reroll', seat: DARK })
    s = act(s, DARK, { type: 'reroll' })
    expect(s.figures[LORD]!.force).toBe(3)
    expect(s.figures[AGENT]!.force).toBe(null)
    // "egy fordulón belül akkor sem költhet 2x Erő pontokat"
    expect(refusal(s, DARK, { type: 'move', payload: { path: [{ x: 0, y: 8 }], force: 1 } })).toBe(
      'force-limit-this-turn',
    )
  })

  it('an ally not chosen has no Force points to spend, and the choice takes a unique ally', () => {
    const s = missed(playing(deploying(), DARK))
    expect(s.pending).toEqual([])
    expect(s.figures[LORD]!.force).toBe(4)
    const other = { ...choice, payload: { ...choice.payload, figure: 's2/t-s-thug/1' } }
    expect(refusal(deploying(), DARK, other)).toBe('not-eligible-ally')
    expect(refusal(deploying(), DARK, { ...choice, payload: { ...choice.payload, ability: 'dark-inspiration' } })).toBe(
      'ability-missing',
    )
  })
})

describe('Hand of the Emperor (Császár keze)', () => {
  const HAND = 's2/t-s-emperors-hand/1'
  const EMPEROR = 's2/t-s-emperor/1'
  const scene = () => {
    const s = started(
      squad('republic', ['t-s-line-soldier', 1]),
      squad('imperial', ['t-s-emperor', 1], ['t-s-emperors-hand', 1]),
      DARK,
      ERA,
    )
    return placed(s, { [HAND]: { x: 0, y: 7 }, [EMPEROR]: { x: 0, y: 10 }, 's1/t-s-line-soldier/1': { x: 20, y: 7 } })
  }
  const step = (x: number) => ({ type: 'move', payload: { path: [{ x, y: 7 }], force: 1 } })

  it('"A saját erőpontjainak használata után … fordulónként egyszer Palpatine császár erőpontjait is használni"', () => {
    let s = act(scene(), DARK, { type: 'activate', payload: { figure: HAND } })
    s = act(s, DARK, step(1))
    expect([s.figures[HAND]!.force, s.figures[EMPEROR]!.force]).toEqual([0, 6])
    s = act(s, DARK, step(2))
    expect([s.figures[HAND]!.force, s.figures[EMPEROR]!.force]).toEqual([0, 5])
    // Once per turn: Master of the Force 3 would allow a third spend, but Palpatine has paid this turn.
    expect(refusal(s, DARK, step(3))).toBe('no-force')
  })

  it('"Palpatine császárnak a csapatodban kell lennie": with the Emperor off the map, nothing is lent', () => {
    let s = placed(scene(), { [EMPEROR]: null })
    s = act(s, DARK, { type: 'activate', payload: { figure: HAND } })
    s = act(s, DARK, step(1))
    expect(refusal(s, DARK, step(2))).toBe('no-force')
  })
})
