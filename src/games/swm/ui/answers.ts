/**
 * The answer buttons of the pending choice: one per legal action, named by the figures, power or character it names
 * (namespace `swm`, keys under `answer.`), with a data-testid `swm-answer-<type>[-<figure>][-precision]`. Pure.
 */
import type { Json, SeatId } from '../../../../engine/core/types'
import type { SwmAction, SwmState } from '../../../../engine/games/swm'
import { CHARACTERS_BY_ID } from '../../../../engine/games/swm'
import type { Language } from '../../../lib/language'
import { figureName, testIdPart } from './names'
import { powerName } from './promptText'
import type { Words } from './turnText'

/** One answer: its data-testid, its words (keys under `answer.`) and the action it sends. */
export interface AnswerButton {
  testId: string
  words: Words
  action: SwmAction
}

/** An action's payload as a record, else null. */
function payloadOf(action: SwmAction): { readonly [key: string]: Json } | null {
  const p = action.payload
  return p !== null && typeof p === 'object' && !Array.isArray(p) ? p : null
}

/** A payload field as a string, else null. */
function field(action: SwmAction, key: string): string | null {
  const value = payloadOf(action)?.[key]
  return typeof value === 'string' ? value : null
}

/** The figure an answer names (the one the testid is suffixed with: `figure`, else `attacker`, else `target`), or null. */
function namedFigure(action: SwmAction): string | null {
  return field(action, 'figure') ?? field(action, 'attacker') ?? field(action, 'target')
}

/** The character a `call-reserves` action brings in (its first placement's), or null. */
function reserveCharacter(action: SwmAction): string | null {
  const placements = payloadOf(action)?.placements
  const first = Array.isArray(placements) ? placements[0] : undefined
  const character = first !== null && typeof first === 'object' && !Array.isArray(first) ? first.character : undefined
  return typeof character === 'string' ? character : null
}

/** The label key (under `answer.`) of an action: its type, or a variant for a step, a power's target, Precision. */
function labelOf(action: SwmAction): string {
  const payload = payloadOf(action)
  let label = action.type
  if (action.type === 'attack' && payload?.step !== undefined) label = 'attack-step'
  else if (action.type === 'use-power' && payload?.target !== undefined) label = 'use-power-target'
  return payload?.precision === true ? `${label}-precision` : label
}

/** The answer button of one legal action. */
function answerOf(state: SwmState, action: SwmAction, lang: Language): AnswerButton {
  const figure = namedFigure(action)
  const values: Record<string, string | number> = {}
  if (figure !== null) values.figure = figureName(state, figure, lang)
  const power = field(action, 'power')
  if (power !== null) {
    // A power's user is named by `figure` while an offer waits, else it is the running turn's figure.
    const user = field(action, 'figure') ?? state.turn?.figure ?? null
    const target = field(action, 'target')
    Object.assign(values, {
      power: powerName(power, lang),
      user: user === null ? '' : figureName(state, user, lang),
      target: target === null ? '' : figureName(state, target, lang),
    })
  }
  const character = action.type === 'call-reserves' ? reserveCharacter(action) : null
  if (character !== null) values.character = CHARACTERS_BY_ID.get(character)?.name[lang] ?? character
  const suffix = character ?? figure
  const precision = payloadOf(action)?.precision === true
  return {
    testId: `swm-answer-${action.type}${suffix === null ? '' : `-${testIdPart(suffix)}`}${precision ? '-precision' : ''}`,
    words: { key: `answer.${labelOf(action)}`, values },
    action,
  }
}

/**
 * The answer buttons while this seat's choice waits: one per legal action, except `undo` (the turn bar's) and, for
 * reserves, one `call-reserves` per character (at the first free square the engine lists).
 */
export function answerButtons(
  state: SwmState,
  seat: SeatId | null,
  legal: readonly SwmAction[],
  lang: Language,
): AnswerButton[] {
  const top = state.pending[state.pending.length - 1]
  if (!top || top.seat !== seat) return []
  const out: AnswerButton[] = []
  const seen = new Set<string>()
  for (const action of legal) {
    if (action.type === 'undo') continue
    const button = answerOf(state, action, lang)
    if (action.type === 'call-reserves') {
      if (seen.has(button.testId)) continue
      seen.add(button.testId)
    }
    out.push(button)
  }
  return out
}
