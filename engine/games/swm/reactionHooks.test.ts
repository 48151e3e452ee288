/**
 * The reactions family (guards.ts, saberReactions.ts, counters.ts): Bodyguard and Emperor's Bodyguard, Draw Fire,
 * Lightsaber Reflect, Riposte and Precision, Force Absorb and Force Defense — each window offered only when someone
 * could answer it, answered only by its seat, and listed by `legalActions` exactly as `apply` accepts it.
 */
import { describe, expect, it } from 'vitest'
import { createRng } from '../../core/random'
import { dieStream } from './attack/dice'
import { act, DARK, LIGHT, placed, refusal, squad, started, testGame } from './testing/skirmish'
import type { At, SwmState } from './types'

const ERA = { era: 'rise-of-the-empire' as const }
const BRUTE = 's2/t-r-brute/1'

/** Entropy whose die on each stream satisfies its test. */
function entropyWhere(...wants: [stream: string, ok: (die: number) => boolean][]): string {
  for (let n = 0; n < 500_000; n++) {
    const e = `5eed${n.toString(16).padStart(8, '0')}`
    if (wants.every(([stream, ok]) => ok(createRng(e, stream).int(1, 20)))) return e
  }
  throw new Error('no entropy found')
}
const is = (n: number) => (d: number) => d === n
const saves = (d: number) => d >= 11
const fails = (d: number) => d < 11

/** The light figure id of a card. */
const light = (card: string) => `s1/${card}/1`

/** A game where the dark `active` figure's turn has begun, with the light cards and the dark ones placed as given. */
function darkTurn(lights: string[], darks: string[], where: Record<string, At>, active = BRUTE): SwmState {
  const l = squad('republic', ...lights.map((c): [string, number] => [c, 1]))
  const d = squad('separatist', ...darks.map((c): [string, number] => [c, 1]))
  let s = started(l, d, DARK, ERA)
  s = placed(s, where)
  return act(s, DARK, { type: 'activate', payload: { figure: active } })
}

/** A game where the light `active` figure's turn has begun. */
function lightTurn(lights: string[], darks: string[], where: Record<string, At>, active: string): SwmState {
  const l = squad('republic', ...lights.map((c): [string, number] => [c, 1]))
  const d = squad('separatist', ...darks.map((c): [string, number] => [c, 1]))
  let s = started(l, d, LIGHT, ERA)
  s = placed(s, where)
  return act(s, LIGHT, { type: 'activate', payload: { figure: active } })
}

/** The brute's first attack die of the turn. */
const bruteDie = (s: SwmState) => dieStream('attack', BRUTE, s.turn!.ref, 1)

/** The brute attacks `target` with `entropy`. */
const bruteAttacks = (s: SwmState, target: string, entropy: string) =>
  act(s, DARK, { type: 'attack', payload: { target }, entropy })

const hp = (s: SwmState, id: string) => s.figures[id]!.hp

describe('Bodyguard and Emperor’s Bodyguard', () => {
  const WARD = light('t-r-ward')
  const GUARD = light('t-r-shield-bearer')
  const setup = (guardAt: At) =>
    darkTurn(['t-r-ward', 't-r-shield-bearer'], ['t-r-brute'], {
      [WARD]: { x: 2, y: 11 },
      [GUARD]: guardAt,
      [BRUTE]: { x: 2, y: 14 },
    })

  it('"egy szomszédos testőr karakter képes átvállalni helyette a sérülést": guard takes it, or the ward does', () => {
    const s = setup({ x: 3, y: 11 })
    const hit = bruteAttacks(s, WARD, entropyWhere([bruteDie(s), is(15)]))
    expect(hit.pending.at(-1)).toMatchObject({ kind: 'bodyguard', seat: LIGHT, guards: [GUARD] })
    expect(testGame.legalActions(hit, LIGHT)).toEqual([
      { type: 'guard', payload: { figure: GUARD } },
      { type: 'decline' },
    ])
    expect(testGame.legalActions(hit, DARK)).toEqual([])
    const guarded = act(hit, LIGHT, { type: 'guard', payload: { figure: GUARD } })
    expect([hp(guarded, WARD), hp(guarded, GUARD)]).toEqual([60, 30])
    const declined = act(hit, LIGHT, { type: 'decline' })
    expect([hp(declined, WARD), hp(declined, GUARD)]).toEqual([30, 60])
  })

  it('refuses the wrong seat, a figure not offered and a malformed payload', () => {
    const s = setup({ x: 3, y: 11 })
    const hit = bruteAttacks(s, WARD, entropyWhere([bruteDie(s), is(15)]))
    expect(refusal(hit, DARK, { type: 'guard', payload: { figure: GUARD } })).toBe('not-your-choice')
    expect(refusal(hit, LIGHT, { type: 'guard', payload: { figure: WARD } })).toBe('not-offered')
    expect(refusal(hit, LIGHT, { type: 'guard', payload: { figure: 7 } })).toBe('malformed-action')
    expect(refusal(s, DARK, { type: 'guard', payload: { figure: GUARD } })).toBe('wrong-stage')
  })

  it('"még azelőtt kell eldönteni … mielőtt az eredeti célpont dobna a pajzsra": the window comes before Shield', () => {
    const SHIELDED = light('t-r-shielded-ward')
    const s = darkTurn(['t-r-shielded-ward', 't-r-shield-bearer'], ['t-r-brute'], {
      [SHIELDED]: { x: 2, y: 11 },
      [GUARD]: { x: 3, y: 11 },
      [BRUTE]: { x: 2, y: 14 },
    })
    const attack = { type: 'attack', payload: { target: SHIELDED }, entropy: entropyWhere([bruteDie(s), is(15)]) }
    const declared = testGame.apply(s, attack, DARK)
    if (!declared.ok) throw new Error(declared.error.reason.en)
    expect(declared.state.pending.at(-1)).toMatchObject({ kind: 'bodyguard', guards: [GUARD] })
    expect(declared.events.map((e) => e.type)).not.toContain('shield-saves')
    const declined = testGame.apply(declared.state, { type: 'decline' }, LIGHT)
    if (!declined.ok) throw new Error(declined.error.reason.en)
    expect(declined.events.map((e) => e.type)).toContain('shield-saves')
  })

  it('only an adjacent bodyguard is offered: one two squares away opens no window', () => {
    const s = setup({ x: 4, y: 11 })
    const hit = bruteAttacks(s, WARD, entropyWhere([bruteDie(s), is(15)]))
    expect(hit.pending).toEqual([])
    expect(hp(hit, WARD)).toBe(30)
  })

  it('"csak a császár helyett vállalhatja be a sérülést": the Emperor’s guard covers the Emperor, no one else', () => {
    const CHANCELLOR = light('t-r-chancellor')
    const RED = light('t-r-red-guard')
    const s = darkTurn(['t-r-chancellor', 't-r-red-guard', 't-r-ward'], ['t-r-brute'], {
      [CHANCELLOR]: { x: 2, y: 11 },
      [RED]: { x: 3, y: 11 },
      [WARD]: { x: 4, y: 11 },
      [BRUTE]: { x: 2, y: 14 },
    })
    const onEmperor = bruteAttacks(s, CHANCELLOR, entropyWhere([bruteDie(s), is(15)]))
    expect(onEmperor.pending.at(-1)).toMatchObject({ kind: 'bodyguard', guards: [RED] })
    const guarded = act(onEmperor, LIGHT, { type: 'guard', payload: { figure: RED } })
    expect([hp(guarded, CHANCELLOR), hp(guarded, RED)]).toEqual([60, 30])
    const swapped = placed(s, { [CHANCELLOR]: { x: 4, y: 11 }, [WARD]: { x: 2, y: 11 } })
    const onWard = bruteAttacks(swapped, WARD, entropyWhere([bruteDie(swapped), is(15)]))
    expect(onWard.pending).toEqual([])
    expect(hp(onWard, WARD)).toBe(30)
  })
})

describe('Draw Fire', () => {
  const WARD = light('t-r-ward')
  const DECOY = light('t-r-decoy')
  const setup = (decoyAt: At) =>
    darkTurn(['t-r-ward', 't-r-decoy'], ['t-r-brute'], {
      [WARD]: { x: 2, y: 11 },
      [DECOY]: decoyAt,
      [BRUTE]: { x: 2, y: 14 },
    })
  const saveDie = (s: SwmState) => dieStream('save', BRUTE, s.turn!.ref, 'draw-fire')
  const drawnDie = (s: SwmState) => dieStream('attack', BRUTE, s.turn!.ref, 'draw-fire')

  it('"meg tudod parancsolni az ellenségnek, hogy ezt a karaktert célozza": decided before the roll', () => {
    const s = setup({ x: 4, y: 11 })
    const declared = bruteAttacks(s, WARD, entropyWhere([bruteDie(s), is(15)]))
    expect(declared.pending.at(-1)).toMatchObject({ kind: 'draw-fire', seat: LIGHT, drawers: [DECOY] })
    expect(hp(declared, WARD)).toBe(60)
    expect(testGame.legalActions(declared, LIGHT)).toEqual([
      { type: 'draw-fire', payload: { figure: DECOY } },
      { type: 'keep-target' },
    ])
    const drawn = act(declared, LIGHT, {
      type: 'draw-fire',
      payload: { figure: DECOY },
      entropy: entropyWhere([saveDie(declared), fails], [drawnDie(declared), is(15)]),
    })
    expect([hp(drawn, WARD), hp(drawn, DECOY)]).toEqual([60, 30])
  })

  it('"A támadó ellenállhat ennek a hatásnak 11-es dobásával": a saved attacker keeps its target', () => {
    const s = setup({ x: 4, y: 11 })
    const declared = bruteAttacks(s, WARD, entropyWhere([bruteDie(s), is(15)]))
    const resisted = act(declared, LIGHT, {
      type: 'draw-fire',
      payload: { figure: DECOY },
      entropy: entropyWhere([saveDie(declared), saves], [drawnDie(declared), is(15)]),
    })
    expect([hp(resisted, WARD), hp(resisted, DECOY)]).toEqual([30, 60])
    const kept = act(declared, LIGHT, { type: 'keep-target', entropy: entropyWhere([drawnDie(declared), is(15)]) })
    expect([hp(kept, WARD), hp(kept, DECOY)]).toEqual([30, 60])
  })

  it('refuses the wrong seat, a figure not offered, a payload on keep-target; no window beyond 6 squares', () => {
    const s = setup({ x: 4, y: 11 })
    const declared = bruteAttacks(s, WARD, entropyWhere([bruteDie(s), is(15)]))
    expect(refusal(declared, DARK, { type: 'keep-target' })).toBe('not-your-choice')
    expect(refusal(declared, LIGHT, { type: 'draw-fire', payload: { figure: WARD } })).toBe('not-offered')
    expect(refusal(declared, LIGHT, { type: 'keep-target', payload: { x: 1 } })).toBe('malformed-action')
    expect(refusal(declared, DARK, { type: 'attack', payload: { target: WARD } })).toBe('pending-choice')
    const far = setup({ x: 10, y: 11 })
    expect(bruteAttacks(far, WARD, entropyWhere([bruteDie(far), is(15)])).pending).toEqual([])
  })
})

describe('Lightsaber Reflect', () => {
  const KNIGHT = light('t-r-mirror-knight')
  const setup = () =>
    darkTurn(['t-r-mirror-knight'], ['t-r-brute'], { [KNIGHT]: { x: 2, y: 11 }, [BRUTE]: { x: 2, y: 14 } })
  const reflectDie = (s: SwmState) => dieStream('save', KNIGHT, s.turn!.ref, 'lightsaber-reflect')
  const bounceDie = (s: SwmState) => dieStream('save', BRUTE, s.turn!.ref, 'lightsaber-reflect')

  it('"a támadóra visszaverődik 10 sebzés, hacsak nem védi ki 11-es dobással": 2 Force points, then the blow', () => {
    const s = setup()
    const hit = bruteAttacks(s, KNIGHT, entropyWhere([bruteDie(s), is(15)]))
    expect(hit.pending.at(-1)).toMatchObject({ kind: 'deflect', power: 'lightsaber-reflect', seat: LIGHT })
    expect(testGame.legalActions(hit, LIGHT)).toEqual([{ type: 'react' }, { type: 'decline' }])
    const bounced = act(hit, LIGHT, {
      type: 'react',
      entropy: entropyWhere([reflectDie(hit), saves], [bounceDie(hit), fails]),
    })
    expect(bounced.figures[KNIGHT]).toMatchObject({ hp: 60, force: 2 })
    expect(hp(bounced, BRUTE)).toBe(40)
    const dodged = act(hit, LIGHT, {
      type: 'react',
      entropy: entropyWhere([reflectDie(hit), saves], [bounceDie(hit), saves]),
    })
    expect([hp(dodged, KNIGHT), hp(dodged, BRUTE)]).toEqual([60, 50])
    const failed = act(hit, LIGHT, { type: 'react', entropy: entropyWhere([reflectDie(hit), fails]) })
    expect([hp(failed, KNIGHT), hp(failed, BRUTE), failed.figures[KNIGHT]!.force]).toEqual([30, 50, 2])
  })

  it('a knight with fewer than 2 Force points is not offered Reflect; the wrong seat is refused', () => {
    const s = setup()
    const hit = bruteAttacks(s, KNIGHT, entropyWhere([bruteDie(s), is(15)]))
    expect(refusal(hit, DARK, { type: 'react' })).toBe('not-your-choice')
    const poor = { ...s, figures: { ...s.figures, [KNIGHT]: { ...s.figures[KNIGHT]!, force: 1 } } }
    const plain = bruteAttacks(poor, KNIGHT, entropyWhere([bruteDie(poor), is(15)]))
    expect(plain.pending).toEqual([])
    expect(hp(plain, KNIGHT)).toBe(30)
  })
})

describe('Lightsaber Riposte', () => {
  const FENCER = light('t-r-fencer')
  const setup = (bruteAt: At) =>
    darkTurn(['t-r-fencer'], ['t-r-brute'], { [FENCER]: { x: 2, y: 11 }, [BRUTE]: bruteAt })
  const riposteDie = (s: SwmState) => dieStream('attack', FENCER, s.turn!.ref, 'riposte')

  it('"Amikor a karakter közelharcban sérül … egy azonnali támadást tud végrehajtani a támadó ellen"', () => {
    const s = setup({ x: 2, y: 12 })
    const hit = bruteAttacks(s, FENCER, entropyWhere([bruteDie(s), is(15)]))
    expect(hp(hit, FENCER)).toBe(30)
    expect(hit.pending.at(-1)).toMatchObject({ kind: 'riposte', seat: LIGHT, figure: FENCER, attacker: BRUTE })
    expect(testGame.legalActions(hit, LIGHT)).toEqual([{ type: 'react' }, { type: 'decline' }])
    const riposted = act(hit, LIGHT, { type: 'react', entropy: entropyWhere([riposteDie(hit), is(19)]) })
    expect(hp(riposted, BRUTE)).toBe(40)
    expect(riposted.figures[FENCER]!.force).toBe(2)
    expect(riposted.turn?.figure).toBe(BRUTE)
    const declined = act(hit, LIGHT, { type: 'decline' })
    expect([hp(declined, BRUTE), declined.figures[FENCER]!.force]).toEqual([50, 3])
  })

  it('no window after a hit from range; the wrong seat and a payload are refused', () => {
    const far = setup({ x: 2, y: 14 })
    expect(bruteAttacks(far, FENCER, entropyWhere([bruteDie(far), is(15)])).pending).toEqual([])
    const s = setup({ x: 2, y: 12 })
    const hit = bruteAttacks(s, FENCER, entropyWhere([bruteDie(s), is(15)]))
    expect(refusal(hit, DARK, { type: 'react' })).toBe('not-your-choice')
    expect(refusal(hit, LIGHT, { type: 'react', payload: { figure: FENCER } })).toBe('malformed-action')
  })
})

describe('Lightsaber Precision', () => {
  const BLADE = light('t-r-sharp-blade')
  const setup = () =>
    lightTurn(['t-r-sharp-blade'], ['t-r-brute'], { [BLADE]: { x: 2, y: 11 }, [BRUTE]: { x: 2, y: 12 } }, BLADE)
  const bladeDie = (s: SwmState) => dieStream('attack', BLADE, s.turn!.ref, 1)

  it('"+10 sebzési bónuszt kap a következő támadására": declared with the attack, 1 Force point', () => {
    const s = setup()
    expect(testGame.legalActions(s, LIGHT)).toContainEqual({
      type: 'attack',
      payload: { target: BRUTE, precision: true },
    })
    const e = entropyWhere([bladeDie(s), is(19)])
    const sharp = act(s, LIGHT, { type: 'attack', payload: { target: BRUTE, precision: true }, entropy: e })
    expect(hp(sharp, BRUTE)).toBe(50 - 20)
    expect(sharp.figures[BLADE]!.force).toBe(2)
    const plain = act(s, LIGHT, { type: 'attack', payload: { target: BRUTE }, entropy: e })
    expect([hp(plain, BRUTE), plain.figures[BLADE]!.force]).toEqual([40, 3])
  })

  it('"A fénykard pontosság a lehetőség támadásánál is használható": an attack of opportunity takes it too', () => {
    const l = squad('republic', ['t-r-sharp-blade', 1])
    const d = squad('separatist', ['t-r-brute', 1])
    let s = placed(started(l, d, DARK, ERA), { [BLADE]: { x: 2, y: 11 }, [BRUTE]: { x: 2, y: 12 } })
    s = act(s, DARK, { type: 'activate', payload: { figure: BRUTE } })
    s = act(s, DARK, { type: 'move', payload: { path: [{ x: 2, y: 13 }] } })
    expect(s.pending.at(-1)).toMatchObject({ kind: 'aoo', offers: [BLADE] })
    const sharp = { type: 'aoo', payload: { attacker: BLADE, precision: true } }
    expect(testGame.legalActions(s, LIGHT)).toContainEqual(sharp)
    const e = entropyWhere([dieStream('attack', BLADE, s.turn!.ref, 'aoo'), is(19)])
    const after = act(s, LIGHT, { ...sharp, entropy: e })
    expect(hp(after, BRUTE)).toBe(30)
  })

  it('refuses a figure without the power and a malformed flag', () => {
    const s = setup()
    expect(refusal(s, LIGHT, { type: 'attack', payload: { target: BRUTE, precision: 'yes' } })).toBe('malformed-action')
    const l = squad('republic', ['t-r-ward', 1])
    const d = squad('separatist', ['t-r-brute', 1])
    let w = placed(started(l, d, LIGHT, ERA), { [light('t-r-ward')]: { x: 2, y: 11 }, [BRUTE]: { x: 2, y: 12 } })
    w = act(w, LIGHT, { type: 'activate', payload: { figure: light('t-r-ward') } })
    expect(refusal(w, LIGHT, { type: 'attack', payload: { target: BRUTE, precision: true } })).toBe('no-precision')
    expect(refusal(w, DARK, { type: 'attack', payload: { target: BRUTE, precision: true } })).toBe('not-your-figure')
  })
})

describe('Force Absorb and Force Defense', () => {
  const STRANGLER = 's2/t-r-strangler/1'
  const SPONGE = light('t-r-sponge')
  const WARDEN = light('t-r-warden')
  const grip = (target: string) => ({ type: 'use-power', payload: { power: 'force-grip', target } })

  it('"törli egy szomszédos karakter által használt Erőképesség hatását": Absorb cancels, the cost stays paid', () => {
    const s = darkTurn(
      ['t-r-sponge'],
      ['t-r-strangler'],
      { [SPONGE]: { x: 2, y: 11 }, [STRANGLER]: { x: 2, y: 12 } },
      STRANGLER,
    )
    const declared = act(s, DARK, grip(SPONGE))
    expect(declared.pending.at(-1)).toMatchObject({ kind: 'counter', seat: LIGHT, counters: [SPONGE] })
    expect(testGame.legalActions(declared, LIGHT)).toEqual([
      { type: 'counter', payload: { figure: SPONGE } },
      { type: 'allow-power' },
    ])
    expect(testGame.legalActions(declared, DARK)).toEqual([])
    const cancelled = act(declared, LIGHT, { type: 'counter', payload: { figure: SPONGE } })
    expect(cancelled.figures[SPONGE]).toMatchObject({ hp: 60, force: 2 })
    expect(cancelled.figures[STRANGLER]!.force).toBe(3)
    // "A másik Erőképesség még ezután is használható ebben a fordulóban": the turn may still attack.
    expect(testGame.legalActions(cancelled, DARK)).toContainEqual({ type: 'attack', payload: { target: SPONGE } })
    const allowed = act(declared, LIGHT, { type: 'allow-power' })
    expect(allowed.figures[SPONGE]).toMatchObject({ hp: 50, force: 4 })
    expect(allowed.figures[STRANGLER]!.force).toBe(3)
  })

  it('"töröl egy 6 négyzeten belüli ellenség által használt Erőképességet": Defense reaches 6, Absorb only adjacent', () => {
    const where = { [SPONGE]: { x: 2, y: 11 }, [WARDEN]: { x: 4, y: 11 }, [STRANGLER]: { x: 2, y: 14 } }
    const s = darkTurn(['t-r-sponge', 't-r-warden'], ['t-r-strangler'], where, STRANGLER)
    const declared = act(s, DARK, grip(SPONGE))
    expect(declared.pending.at(-1)).toMatchObject({ kind: 'counter', counters: [WARDEN] })
    expect(refusal(declared, LIGHT, { type: 'counter', payload: { figure: SPONGE } })).toBe('not-offered')
    const cancelled = act(declared, LIGHT, { type: 'counter', payload: { figure: WARDEN } })
    expect([hp(cancelled, SPONGE), cancelled.figures[WARDEN]!.force]).toEqual([60, 2])
  })

  it('no window when nobody could counter; the wrong seat, other actions and a bad payload are refused', () => {
    const far = darkTurn(
      ['t-r-sponge'],
      ['t-r-strangler'],
      { [SPONGE]: { x: 2, y: 11 }, [STRANGLER]: { x: 2, y: 14 } },
      STRANGLER,
    )
    const gripped = act(far, DARK, grip(SPONGE))
    expect(gripped.pending).toEqual([])
    expect(hp(gripped, SPONGE)).toBe(50)
    const s = darkTurn(
      ['t-r-sponge'],
      ['t-r-strangler'],
      { [SPONGE]: { x: 2, y: 11 }, [STRANGLER]: { x: 2, y: 12 } },
      STRANGLER,
    )
    const declared = act(s, DARK, grip(SPONGE))
    expect(refusal(declared, DARK, { type: 'allow-power' })).toBe('not-your-choice')
    expect(refusal(declared, DARK, { type: 'end-turn' })).toBe('pending-choice')
    expect(refusal(declared, LIGHT, { type: 'counter', payload: {} })).toBe('malformed-action')
    expect(refusal(s, LIGHT, { type: 'allow-power' })).toBe('wrong-stage')
  })
})
