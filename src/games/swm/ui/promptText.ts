/**
 * The pending choice in words (namespace `swm`, keys under `prompt.` and `waiting.`): what the top of `state.pending`
 * asks when it is this seat's to answer, or whom the table waits for (the answers are ./answers.ts). Pure.
 */
import type { SeatId } from '../../../../engine/core/types'
import type { Pending, SwmState } from '../../../../engine/games/swm'
import { abilityName } from '../../../../engine/games/swm/data/abilityText'
import { isAbilityId } from '../../../../engine/games/swm/data/abilities'
import type { Language } from '../../../lib/language'
import { figureName, figureNames, seatLabel } from './names'
import type { Words } from './turnText'

/** The prompt: whether this seat answers it, and its words. */
export interface Prompt {
  mine: boolean
  words: Words
}

/** An ability or power id as its rules name in `lang`, else the id itself. */
export function powerName(id: string, lang: Language): string {
  return isAbilityId(id) ? abilityName({ id })[lang] : id
}

/** The question a pending choice asks its seat, with the figures and numbers it names. */
function question(state: SwmState, top: Pending, lang: Language): Words {
  const name = (id: string) => figureName(state, id, lang)
  const list = (ids: readonly string[]) => figureNames(state, ids, lang)
  const key = `prompt.${top.kind}`
  switch (top.kind) {
    case 'aoo':
      return { key, values: { mover: name(top.mover), offers: list(top.offers) } }
    case 'reroll':
      return {
        key,
        values: { attacker: name(top.attack.attacker), target: name(top.attack.target), natural: top.attack.natural },
      }
    case 'deflect':
      return {
        key: top.critical ? 'prompt.deflectCritical' : key,
        values: {
          attacker: name(top.attack.attacker),
          target: name(top.attack.target),
          power: powerName(top.power, lang),
        },
      }
    case 'flurry':
      return { key: `prompt.flurry.${top.reason}`, values: { attacker: name(top.attacker) } }
    case 'spirit':
      return { key, values: { from: name(top.from) } }
    case 'passing':
      return { key, values: { mover: name(top.mover), offers: list(top.offers) } }
    case 'anticipation':
      return { key, values: { figures: list(top.figures) } }
    case 'reserves':
      return { key: `prompt.reserves.${top.faction}`, values: { points: top.points } }
    case 'bodyguard':
      return { key, values: { target: name(top.attack.target), guards: list(top.guards) } }
    case 'draw-fire':
      return {
        key,
        values: { attacker: name(top.attack.attacker), target: name(top.attack.target), drawers: list(top.drawers) },
      }
    case 'riposte':
      return { key, values: { figure: name(top.figure), attacker: name(top.attacker) } }
    case 'counter':
      return {
        key,
        values: { user: name(top.use.user), power: powerName(top.use.power, lang), counters: list(top.counters) },
      }
    case 'save-reroll': {
      const { held } = top
      if (held.save === 'power') return { key: 'prompt.save-rerollPower', values: { figure: name(held.figure) } }
      const save = held.save === 'deflect' ? (held.power ?? 'lightsaber-deflect') : held.save
      return { key, values: { figure: name(held.figure), save: powerName(save, lang) } }
    }
  }
}

/** The prompt for the top pending choice as `seat` sees it, or null when nothing waits. */
export function pendingPrompt(
  state: SwmState,
  seat: SeatId | null,
  names: Readonly<Record<SeatId, string>>,
  lang: Language,
): Prompt | null {
  const top = state.pending[state.pending.length - 1]
  if (!top) return null
  if (top.seat === seat) return { mine: true, words: question(state, top, lang) }
  return {
    mine: false,
    words: { key: `waiting.${top.kind}`, values: { name: seatLabel(state, names, top.seat, lang) } },
  }
}
