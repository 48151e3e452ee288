/**
 * TEST-ONLY checks for the SWLCG decision words (./actionText.test.ts): every label of a seat's legal actions in both
 * languages, distinct, complete and naming no card of the opponent's hand the seat cannot see; who is asked and
 * who waits; and the Light Side's first conflict with chosen units in play.
 */
import { expect } from 'vitest'
import { look, zoneSlots } from '../../../../engine/core/hidden'
import type { SeatId } from '../../../../engine/core/types'
import { actingSide, cardFacts, facing, swlcg, swlcgZones } from '../../../../engine/games/swlcg'
import type { Player, SwlcgAction, SwlcgState } from '../../../../engine/games/swlcg'
import { DARK, LIGHT, seatOf } from '../../../../engine/games/swlcg/testing/fixtures'
import { atDeployment, toConflict, withUnits } from '../../../../engine/games/swlcg/testing/scenario'
import type { Language } from '../../../lib/language'
import { actionLabel, decisionText, waitingText } from './actionText'

/** Player names of the fixtures' seats (s1 Light Side, s2 Dark Side). */
export const NAMES: Readonly<Record<SeatId, string>> = { [LIGHT]: 'Anna', [DARK]: 'Béla' }
/** Both languages. */
export const LANGS: readonly Language[] = ['en', 'hu']
/** What a label must never hold: slot or zone ids, or a value that was never turned into words. */
export const RAW =
  /slot:\d+|\b(?:deck|objdeck|hand|reserve|setup|objectives|play|edge|discard|resolving|victory|captured):(?:light|dark)2?\b|undefined|\bnull\b|NaN|\[object/

/** Titles of the cards in the opponent's hand that `side`'s seat sees nowhere (not even as another copy). */
export function hiddenTitles(state: SwlcgState, side: Player): string[] {
  const view = swlcg.view(state, seatOf(side))
  const ids = [...Object.values(view.cards.cards), ...Object.values(view.table).map((c) => c.card)]
  const visible = ids.map((id) => cardFacts(id)?.title ?? '')
  const other = facing(state, side)
  return zoneSlots(state.cards, swlcgZones.hand(other))
    .map((slot) => cardFacts(look(state.cards, slot, seatOf(other)) ?? '')?.title ?? '')
    .filter((title) => title !== '' && !visible.some((v) => v.includes(title)))
}

/** A text shown to `side`'s seat: complete, and naming no hidden card. */
export function expectClean(text: string, hidden: readonly string[]): void {
  expect(text.trim()).not.toBe('')
  expect(text).not.toMatch(RAW)
  for (const title of hidden) expect(text).not.toContain(title)
}

/** The labels of `side`'s legal actions (concede and undo too), checked; by language. */
export function labels(state: SwlcgState, side: Player): Record<Language, string[]> {
  const seat = seatOf(side)
  const view = swlcg.view(state, seat)
  const legal = swlcg.legalActions(state, seat)
  const hidden = hiddenTitles(state, side)
  const out: Record<Language, string[]> = { en: [], hu: [] }
  for (const lang of LANGS) {
    out[lang] = legal.map((a) => actionLabel(a, view, lang))
    for (const label of out[lang]) expectClean(label, hidden)
    expect(new Set(out[lang]).size, out[lang].join('\n')).toBe(out[lang].length)
    const decision = decisionText(view, seat, lang)
    if (decision !== null) expectClean(decision, hidden)
    const waiting = waitingText(view, NAMES, lang)
    if (waiting !== null) expectClean(waiting, hidden)
  }
  return out
}

/** The labels of one action type (both languages). */
export function labelsOf(state: SwlcgState, side: Player, type: SwlcgAction['type']): Record<Language, string[]> {
  const view = swlcg.view(state, seatOf(side))
  const legal = swlcg.legalActions(state, seatOf(side)).filter((a) => a.type === type)
  expect(legal.length, `no ${type} offered`).toBeGreaterThan(0)
  labels(state, side)
  return { en: legal.map((a) => actionLabel(a, view, 'en')), hu: legal.map((a) => actionLabel(a, view, 'hu')) }
}

/**
 * Checks who is asked: the acting side's seat gets a prompt title in both languages, the other none; the other's
 * waiting line names the acting player. Returns the titles and the waiting lines.
 */
export function asked(state: SwlcgState): { title: Record<Language, string>; waiting: Record<Language, string> } {
  const actor = actingSide(state)!
  const title = { en: '', hu: '' } as Record<Language, string>
  const waiting = { en: '', hu: '' } as Record<Language, string>
  for (const lang of LANGS) {
    title[lang] = decisionText(swlcg.view(state, seatOf(actor)), seatOf(actor), lang)!
    expect(title[lang]).toBeTruthy()
    const otherView = swlcg.view(state, seatOf(facing(state, actor)))
    expect(decisionText(otherView, seatOf(facing(state, actor)), lang)).toBeNull()
    waiting[lang] = waitingText(otherView, NAMES, lang)!
    expect(waiting[lang]).toContain(NAMES[seatOf(actor)])
  }
  labels(state, actor)
  labels(state, facing(state, actor))
  return { title, waiting }
}

/** The Light Side's first conflict with these units in play (ready). */
export function lightConflict(light: string[], dark: string[]) {
  const l = withUnits(atDeployment('light'), 'light', light)
  const d = withUnits(l.state, 'dark', dark)
  return { state: toConflict(d.state), light: l.slots, dark: d.slots }
}
