/**
 * Rerolling a failed save (saveRerolls.ts): "A karakter elkölthet 1 Erőpontot arra, hogy újradobjon egy támadást,
 * vagy kivédjen egy sebesülést … mindenképpen a második dobás eredményét kell használni", and Shaak Ti's example:
 * "Mivel már egy másik karakter fordulójában vagyunk, felhasználhat 1 Erő pontot, hogy újradobja a rontott
 * védekezést." Each scenario is a dark figure's turn (a gunner's attack, a grenade, a power) against light figures
 * of testing/fixtures/saves.ts, with the dice chosen by entropy.
 */
import { describe, expect, it } from 'vitest'
import { cloneJson } from '../../core/json'
import { createRng } from '../../core/random'
import { dieStream } from './attack/dice'
import { act, DARK, LIGHT, placed, refusal, squad, started, testGame } from './testing/skirmish'
import type { At, SwmState } from './types'

const ERA = { era: 'rise-of-the-empire' as const }
const GUNNER = 's2/t-v-gunner/1'

/** Entropy whose die on each stream satisfies its test. */
function entropyWhere(...wants: [stream: string, ok: (die: number) => boolean][]): string {
  for (let n = 0; n < 500_000; n++) {
    const e = `5a7e${n.toString(16).padStart(8, '0')}`
    if (wants.every(([stream, ok]) => ok(createRng(e, stream).int(1, 20)))) return e
  }
  throw new Error('no entropy found')
}
const is = (n: number) => (d: number) => d === n
const saves = (d: number) => d >= 11
const fails = (d: number) => d < 11

/** The gunner's turn against the light figures `light` (card ids, one each) placed at `at`. */
function gunnerTurn(light: [card: string, at: At][], gunner: At = { x: 2, y: 14 }): SwmState {
  const cards = light.map(([card]) => [card, 1] as [string, number])
  let s = started(squad('republic', ...cards), squad('separatist', ['t-v-gunner', 1]), DARK, ERA)
  s = placed(s, { ...Object.fromEntries(light.map(([card, at]) => [`s1/${card}/1`, at])), [GUNNER]: gunner })
  return act(s, DARK, { type: 'activate', payload: { figure: GUNNER } })
}

const attackDie = (s: SwmState) => dieStream('attack', GUNNER, s.turn!.ref, 1)
const saveDie = (s: SwmState, figure: string, what: string) => dieStream('save', figure, s.turn!.ref, what)
const rerollDie = (s: SwmState, figure: string, what: string) => dieStream('reroll', figure, s.turn!.ref, 'save', what)
const shoot = (s: SwmState, target: string, entropy: string) =>
  act(s, DARK, { type: 'attack', payload: { target }, entropy })
const types = (s: SwmState, seat: string) => testGame.legalActions(s, seat).map((a) => a.type)

const DODGER = 's1/t-v-dodger/1'
const FAR: At = { x: 2, y: 11 }

/** The gunner hits the dodger from range and its Evade save fails: the reroll window is open. */
function failedEvade(): SwmState {
  const s = gunnerTurn([['t-v-dodger', FAR]])
  return shoot(s, DODGER, entropyWhere([attackDie(s), is(15)], [saveDie(s, DODGER, 'evade'), fails]))
}

describe('rerolling a failed save with a Force point', () => {
  it('Evade: "újradobja a rontott védekezést" — the second die stands, and a good one saves the hit', () => {
    const s = failedEvade()
    expect(s.pending.at(-1)).toMatchObject({ kind: 'save-reroll', seat: LIGHT, held: { save: 'evade' } })
    expect(s.figures[DODGER]!.hp).toBe(60)
    expect(types(s, LIGHT)).toEqual(['reroll-save', 'keep-save'])
    expect(types(s, DARK)).not.toContain('reroll-save')
    const good = act(s, LIGHT, { type: 'reroll-save', entropy: entropyWhere([rerollDie(s, DODGER, 'evade'), saves]) })
    expect(good.figures[DODGER]).toMatchObject({ hp: 60, force: 1 })
    expect(good.pending).toEqual([])
    const bad = act(s, LIGHT, { type: 'reroll-save', entropy: entropyWhere([rerollDie(s, DODGER, 'evade'), fails]) })
    expect(bad.figures[DODGER]).toMatchObject({ hp: 30, force: 1 })
  })

  it('Evade: "keep-save" lets the failed save stand and costs nothing', () => {
    const kept = act(failedEvade(), LIGHT, { type: 'keep-save' })
    expect(kept.figures[DODGER]).toMatchObject({ hp: 30, force: 2 })
    expect(kept.pending).toEqual([])
  })

  it('Shield 1: "Minden sikeres védés … 10 ponttal csökkenti" — a rerolled failed die that succeeds takes 10 off', () => {
    const id = 's1/t-v-plated/1'
    const s = gunnerTurn([['t-v-plated', FAR]])
    const shield = saveDie(s, id, 'shield')
    const hit = shoot(s, id, entropyWhere([attackDie(s), is(15)], [`${shield}/1`, fails]))
    expect(hit.pending.at(-1)).toMatchObject({ kind: 'save-reroll', held: { save: 'shield' } })
    const after = act(hit, LIGHT, { type: 'reroll-save', entropy: entropyWhere([rerollDie(s, id, 'shield'), saves]) })
    expect(after.figures[id]).toMatchObject({ hp: 60 - 20, force: 1 })
  })

  it('Avoid Defeat: "Ha mindkettő legalább 11 lesz … 10 életponttal" — the one failed die rerolled well saves it', () => {
    const id = 's1/t-v-stubborn/1'
    const s = gunnerTurn([['t-v-stubborn', FAR]])
    const pair = saveDie(s, id, 'avoid-defeat')
    const hit = shoot(s, id, entropyWhere([attackDie(s), is(15)], [`${pair}/1`, saves], [`${pair}/2`, fails]))
    expect(hit.pending.at(-1)).toMatchObject({ kind: 'save-reroll', held: { save: 'avoid-defeat' } })
    expect(hit.figures[id]).toMatchObject({ hp: 0, defeated: false })
    const saved = act(hit, LIGHT, {
      type: 'reroll-save',
      entropy: entropyWhere([rerollDie(s, id, 'avoid-defeat'), saves]),
    })
    expect(saved.figures[id]).toMatchObject({ hp: 10, defeated: false, force: 1 })
    expect(testGame.outcome(saved)).toBeNull()
    const kept = act(hit, LIGHT, { type: 'keep-save' })
    expect(kept.figures[id]!.defeated).toBe(true)
    expect(testGame.outcome(kept)?.winners).toEqual([DARK])
    // Both dice failed: one reroll cannot save it, so no window opens.
    const both = shoot(s, id, entropyWhere([attackDie(s), is(15)], [`${pair}/1`, fails], [`${pair}/2`, fails]))
    expect(both.pending).toEqual([])
    expect(both.figures[id]!.defeated).toBe(true)
  })

  it('Lightsaber Block: with Master of the Force 2 the failed block save is rerolled in the same turn', () => {
    const id = 's1/t-v-duelist/1'
    const s = gunnerTurn([['t-v-duelist', FAR]], { x: 2, y: 12 })
    const hit = shoot(s, id, entropyWhere([attackDie(s), is(15)]))
    expect(hit.pending.at(-1)).toMatchObject({ kind: 'deflect', power: 'lightsaber-block' })
    const blocked = act(hit, LIGHT, {
      type: 'react',
      entropy: entropyWhere([saveDie(s, id, 'lightsaber-block'), fails]),
    })
    expect(blocked.pending.at(-1)).toMatchObject({ kind: 'save-reroll', held: { save: 'deflect' } })
    const again = act(blocked, LIGHT, {
      type: 'reroll-save',
      entropy: entropyWhere([rerollDie(s, id, 'deflect'), saves]),
    })
    expect(again.figures[id]).toMatchObject({ hp: 60, force: 2 })
  })
})

describe('Lightsaber Reflect', () => {
  // "ezen Erőképesség használatával elkerülheti a sérülést 11-es dobással" — a rerolled save that succeeds sends
  // the return blow, rolled from the reroll's entropy.
  it('a rerolled Reflect save turns the hit aside and sends the return blow', () => {
    const id = 's1/t-v-mirror/1'
    const s = gunnerTurn([['t-v-mirror', FAR]])
    const hit = shoot(s, id, entropyWhere([attackDie(s), is(15)]))
    expect(hit.pending.at(-1)).toMatchObject({ kind: 'deflect', power: 'lightsaber-reflect' })
    const failed = act(hit, LIGHT, {
      type: 'react',
      entropy: entropyWhere([saveDie(s, id, 'lightsaber-reflect'), fails]),
    })
    expect(failed.pending.at(-1)).toMatchObject({ kind: 'save-reroll', held: { save: 'deflect' } })
    const e = entropyWhere([rerollDie(s, id, 'deflect'), saves], [saveDie(s, GUNNER, 'lightsaber-reflect'), fails])
    const after = act(failed, LIGHT, { type: 'reroll-save', entropy: e })
    expect(after.figures[id]).toMatchObject({ hp: 60, force: 1 })
    expect(after.figures[GUNNER]!.hp).toBe(70)
  })
})

describe('rerolling a failed save against a blast', () => {
  // Shaak Ti: "az egyik ellenség megtámadja Shaak Ti-t gránátokkal. Shaak Ti elrontja a védekezést. Mivel már egy
  // másik karakter fordulójában vagyunk, felhasználhat 1 Erő pontot, hogy újradobja a rontott védekezést."
  it('Grenades: the adept rerolls its failed save in the thrower’s turn; the blast then goes on to its neighbour', () => {
    const adept = 's1/t-v-adept/1'
    const bystander = 's1/t-v-bystander/1'
    const thrower = 's2/t-v-grenadier/1'
    let s = started(
      squad('republic', ['t-v-adept', 1], ['t-v-bystander', 1]),
      squad('separatist', ['t-v-grenadier', 1]),
      DARK,
      ERA,
    )
    s = placed(s, { [adept]: { x: 2, y: 11 }, [bystander]: { x: 3, y: 11 }, [thrower]: { x: 2, y: 14 } })
    s = act(s, DARK, { type: 'activate', payload: { figure: thrower } })
    const ref = s.turn!.ref
    const roll = entropyWhere(
      [dieStream('save', adept, ref, 'grenades'), fails],
      [dieStream('save', bystander, ref, 'grenades'), fails],
    )
    const thrown = act(s, DARK, { type: 'use-power', payload: { power: 'grenades', target: adept }, entropy: roll })
    expect(thrown.pending.at(-1)).toMatchObject({ kind: 'save-reroll', seat: LIGHT, held: { save: 'power' } })
    expect([thrown.figures[adept]!.hp, thrown.figures[bystander]!.hp]).toEqual([60, 60])
    const again = act(thrown, LIGHT, {
      type: 'reroll-save',
      entropy: entropyWhere([dieStream('reroll', adept, ref, 'save', 'power'), saves]),
    })
    expect(again.figures[adept]).toMatchObject({ hp: 60, force: 1 })
    expect(again.figures[bystander]!.hp).toBe(50)
    expect(again.pending).toEqual([])
    const kept = act(thrown, LIGHT, { type: 'keep-save' })
    expect([kept.figures[adept]!.hp, kept.figures[bystander]!.hp]).toEqual([50, 50])
  })
})

describe('rerolling a failed save against a power', () => {
  const adept = 's1/t-v-adept/1'
  const bystander = 's1/t-v-bystander/1'
  const overlord = 's2/t-v-overlord/1'

  /** The overlord's turn, the adept and a bystander 3 squares from it. */
  function overlordTurn(): SwmState {
    const light = squad('republic', ['t-v-adept', 1], ['t-v-bystander', 1])
    let s = started(light, squad('separatist', ['t-v-overlord', 1]), DARK, ERA)
    s = placed(s, { [adept]: { x: 2, y: 11 }, [bystander]: { x: 3, y: 11 }, [overlord]: { x: 2, y: 14 } })
    return act(s, DARK, { type: 'activate', payload: { figure: overlord } })
  }
  const power = (s: SwmState, name: string, fields: object, entropy: string) =>
    act(s, DARK, { type: 'use-power', payload: { power: name, ...fields }, entropy })
  const again = (s: SwmState, ok: (d: number) => boolean) =>
    act(s, LIGHT, {
      type: 'reroll-save',
      entropy: entropyWhere([dieStream('reroll', adept, s.turn!.ref, 'save', 'power'), ok]),
    })

  it('Force Thrust: "A célpont kivédhet 10 pontnyi sérülést 11-es dobásával" — the rerolled save takes 10 off', () => {
    const s = overlordTurn()
    const thrust = power(s, 'force-thrust', { target: adept }, entropyWhere([saveDie(s, adept, 'force-thrust'), fails]))
    expect(thrust.pending.at(-1)).toMatchObject({ kind: 'save-reroll', seat: LIGHT, held: { save: 'power' } })
    expect(again(thrust, saves).figures[adept]).toMatchObject({ hp: 50, force: 1 })
    expect(act(thrust, LIGHT, { type: 'keep-save' }).figures[adept]).toMatchObject({ hp: 40, force: 2 })
  })

  it('Shockwave: "úgy számolandó, mintha már lett volna aktiválva" unless the rerolled save succeeds', () => {
    const s = overlordTurn()
    const e = entropyWhere([saveDie(s, adept, 'shockwave'), fails], [saveDie(s, bystander, 'shockwave'), fails])
    const wave = power(s, 'shockwave', {}, e)
    expect(wave.pending.at(-1)).toMatchObject({ kind: 'save-reroll', held: { save: 'power', figure: adept } })
    const saved = again(wave, saves)
    expect([saved.figures[adept]!.activated, saved.figures[bystander]!.activated]).toEqual([false, true])
    const kept = act(wave, LIGHT, { type: 'keep-save' })
    expect([kept.figures[adept]!.activated, kept.figures[bystander]!.activated]).toEqual([true, true])
  })

  it('Dominate: "Képes ellenállni ennek a hatásnak 11-es dobásával" — a good reroll resists, a kept failure is lent', () => {
    const s = overlordTurn()
    const grab = power(s, 'dominate', { target: adept }, entropyWhere([saveDie(s, adept, 'dominate'), fails]))
    expect(grab.pending.at(-1)).toMatchObject({ kind: 'save-reroll', held: { save: 'power' } })
    expect(grab.turn!.figure).toBe(overlord)
    const resisted = again(grab, saves)
    expect(resisted.pending).toEqual([])
    expect(resisted.turn!.figure).toBe(overlord)
    expect(act(grab, LIGHT, { type: 'keep-save' }).turn!.figure).toBe(adept)
  })
})

describe('who may reroll', () => {
  it('"Egy karakter egy fordulón belül csak egyszer költhet Erő pontot": a figure that spent this turn gets no window', () => {
    const s = cloneJson(gunnerTurn([['t-v-dodger', FAR]])) as SwmState
    s.figures[DODGER]!.spent = { turn: s.turn!.ref, count: 1 }
    const hit = shoot(s, DODGER, entropyWhere([attackDie(s), is(15)], [saveDie(s, DODGER, 'evade'), fails]))
    expect(hit.pending).toEqual([])
    expect(hit.figures[DODGER]!.hp).toBe(30)
  })

  it('Sonic Attack: "a forduló végéig nem használhat Erőt" — a silenced figure gets no window', () => {
    const s = cloneJson(gunnerTurn([['t-v-dodger', FAR]])) as SwmState
    s.figures[DODGER]!.silenced = s.turn!.ref
    const hit = shoot(s, DODGER, entropyWhere([attackDie(s), is(15)], [saveDie(s, DODGER, 'evade'), fails]))
    expect(hit.pending).toEqual([])
    expect(hit.figures[DODGER]!.hp).toBe(30)
  })

  it('a commander effect "may reroll a failed save once per turn": free for a droid follower within range', () => {
    const id = 's1/t-v-plated-droid/1'
    const near = gunnerTurn([
      ['t-v-plated-droid', FAR],
      ['t-v-droid-chief', { x: 4, y: 11 }],
    ])
    const shield = saveDie(near, id, 'shield')
    const roll = entropyWhere([attackDie(near), is(15)], [`${shield}/1`, fails])
    const hit = shoot(near, id, roll)
    expect(hit.pending.at(-1)).toMatchObject({ kind: 'save-reroll', held: { save: 'shield' } })
    const after = act(hit, LIGHT, {
      type: 'reroll-save',
      entropy: entropyWhere([rerollDie(near, id, 'shield'), saves]),
    })
    expect(after.figures[id]).toMatchObject({ hp: 40, force: null })
    expect(after.figures[id]!.triggered?.turn).toBe(near.turn!.ref)
    // Out of the commander's range (6 squares), there is no window.
    const far = gunnerTurn([
      ['t-v-plated-droid', FAR],
      ['t-v-droid-chief', { x: 18, y: 1 }],
    ])
    const alone = shoot(far, id, entropyWhere([attackDie(far), is(15)], [`${saveDie(far, id, 'shield')}/1`, fails]))
    expect(alone.pending).toEqual([])
    expect(alone.figures[id]!.hp).toBe(30)
  })
})

describe('refusals', () => {
  it('the other seat, no window, and a malformed payload are refused', () => {
    const s = failedEvade()
    expect(refusal(s, DARK, { type: 'reroll-save' })).toBe('not-your-choice')
    expect(refusal(s, DARK, { type: 'keep-save' })).toBe('not-your-choice')
    expect(refusal(s, LIGHT, { type: 'reroll-save', payload: { die: 20 } })).toBe('malformed-action')
    expect(refusal(s, LIGHT, { type: 'keep-save', payload: 'all' })).toBe('malformed-action')
    expect(refusal(s, LIGHT, { type: 'reroll-save', entropy: 'not hex!' })).toBe('attack-bad-entropy')
    expect(refusal(s, LIGHT, { type: 'end-turn' })).toBe('pending-choice')
    const calm = gunnerTurn([['t-v-dodger', FAR]])
    expect(refusal(calm, DARK, { type: 'reroll-save' })).toBe('wrong-stage')
    expect(refusal(calm, DARK, { type: 'keep-save' })).toBe('wrong-stage')
  })
})
