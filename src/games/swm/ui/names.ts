/**
 * Names the panels show: a figure by its character's name (copies numbered, as the log names them), a seat by its
 * player's name (else the side it plays), and a figure id made safe for a data-testid. Pure.
 */
import type { SeatId } from '../../../../engine/core/types'
import type { SwmState } from '../../../../engine/games/swm'
import type { CharacterDef } from '../../../../engine/games/swm/data/types'
import { CHARACTERS_BY_ID } from '../../../../engine/games/swm'
import type { Language } from '../../../lib/language'
import { joinWords, figureName as logFigureName, sideName } from './logWords'

/** A figure by its character's name in `lang`, numbered among copies ("Death Star Trooper 2"); the log's naming. */
export function figureName(
  state: SwmState,
  id: string,
  lang: Language,
  roster: ReadonlyMap<string, CharacterDef> = CHARACTERS_BY_ID,
): string {
  return logFigureName({ state, lang, roster }, id)
}

/** Several figures by name, joined ("A, B and C" / "A, B és C"). */
export function figureNames(state: SwmState, ids: readonly string[], lang: Language): string {
  return joinWords(
    ids.map((id) => figureName(state, id, lang)),
    lang,
  )
}

/** The side `seat` plays in words ("Light side" / "Világos oldal"). */
export function seatSide(state: SwmState, seat: SeatId, lang: Language): string {
  return sideName({ state, lang }, seat)
}

/** A seat by its player's name, else the side it plays. */
export function seatLabel(
  state: SwmState,
  names: Readonly<Record<SeatId, string>>,
  seat: SeatId,
  lang: Language,
): string {
  const name = Object.hasOwn(names, seat) ? names[seat]?.trim() : ''
  return name ? name : seatSide(state, seat, lang)
}

/** 'light' or 'dark' for a seat of the game, else null (for the side colour). */
export function sideOf(state: SwmState, seat: SeatId | null): 'light' | 'dark' | null {
  return state.config.seats.find((s) => s.seat === seat)?.side ?? null
}

/** A figure id as part of a data-testid: '/' becomes '_' ("s1/darth-vader/1" → "s1_darth-vader_1"). */
export function testIdPart(id: string): string {
  return id.replaceAll('/', '_')
}

/** The character card of a figure, or undefined when the id or its character is unknown. */
export function figureCard(state: SwmState, id: string): CharacterDef | undefined {
  const figure = Object.hasOwn(state.figures, id) ? state.figures[id] : undefined
  return figure ? CHARACTERS_BY_ID.get(figure.def) : undefined
}
