/**
 * TEST-ONLY helpers for the powers family's scenes (powerRows2.test.ts, powersTurns.test.ts): a started round on the
 * starship map with the fixtures of fixtures/powers.ts where a scene puts them, entropy that rolls wanted naturals on
 * several streams at once, and the figure ids.
 */
import { expect } from 'vitest'
import { createRng } from '../../../core/random'
import type { Action, SeatId } from '../../../core/types'
import { dieStream, type DieKind } from '../attack/dice'
import type { At, SwmState } from '../types'
import { act, LIGHT, placed, refusal, squad, started, testGame } from './skirmish'

export type Place = [card: string, at: At]

/**
 * Round 1 with the light side to act: `light` (republic) and `dark` (separatist) figures moved where given, every
 * figure but those in `ready` already activated, and the first light figure's turn started.
 */
export function scene(light: Place[], dark: Place[], ready: string[] = []): SwmState {
  const count = (list: Place[]) => {
    const n = new Map<string, number>()
    for (const [card] of list) n.set(card, (n.get(card) ?? 0) + 1)
    return [...n]
  }
  let s = started(squad('republic', ...count(light)), squad('separatist', ...count(dark)), LIGHT, {
    era: 'rise-of-the-empire',
  })
  const where: Record<string, At> = {}
  const seen = new Map<string, number>()
  for (const [seat, list] of [
    ['s1', light],
    ['s2', dark],
  ] as const)
    for (const [card, at] of list) {
      const k = (seen.get(`${seat}/${card}`) ?? 0) + 1
      seen.set(`${seat}/${card}`, k)
      where[`${seat}/${card}/${k}`] = at
    }
  s = placed(s, where)
  const user = `s1/${light[0]![0]}/1`
  for (const f of Object.values(s.figures)) if (f.id !== user && !ready.includes(f.id)) f.activated = true
  return act(s, LIGHT, { type: 'activate', payload: { figure: user } })
}

/** Entropy whose d20 on every listed stream is the wanted natural. */
export function rolling(...wanted: [natural: number, kind: DieKind, ...parts: (string | number)[]][]): string {
  for (let n = 0; n < 1_000_000; n++) {
    const e = `beef${n.toString(16).padStart(8, '0')}`
    if (wanted.every(([natural, kind, ...parts]) => createRng(e, dieStream(kind, ...parts)).int(1, 20) === natural))
      return e
  }
  throw new Error('no entropy found')
}

/** A figure's hit points. */
export const hp = (s: SwmState, id: string) => s.figures[id]!.hp
/** A `use-power` with its fields (and entropy when given). */
export const use = (power: string, fields: Record<string, unknown> = {}, entropy?: string): Action =>
  ({ type: 'use-power', payload: { power, ...fields }, ...(entropy ? { entropy } : {}) }) as Action
/** The running turn's reference (the dice streams name it). */
export const ref = (s: SwmState) => s.turn!.ref
/** Ends the running turn. */
export const ENDT: Action = { type: 'end-turn' }

/** Every `use-power` legalActions lists for `seat` is accepted by apply. */
export function listedPowersApply(s: SwmState, seat: SeatId = LIGHT): Action[] {
  const listed = testGame.legalActions(s, seat).filter((a) => a.type === 'use-power')
  for (const a of listed) expect(refusal(s, seat, a)).toBe('ok')
  return listed
}

/** The scenes' figure ids (the first of each card on each side). */
export const MYSTIC = 's1/t-p-mystic/1'
export const CHAMPION = 's1/t-p-champion/1'
export const HANDLER = 's1/t-p-handler/1'
export const ALLY = 's1/t-p-ally/1'
export const HERO = 's1/t-p-hero/1'
export const FOE = 's2/t-p-foe/1'
export const FOE2 = 's2/t-p-foe/2'
export const FOE3 = 's2/t-p-foe/3'
export const DROID = 's2/t-p-foe-droid/1'
