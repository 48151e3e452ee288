/**
 * TEST-ONLY games for the panels' tests: a skirmish started through the real squad stage (Obi-Wan Kenobi and Luke
 * Skywalker against Darth Vader and two Death Star Troopers), and the i18n texts of the `swm` namespace.
 */
import type { SwmState } from '../../../../engine/games/swm'
import { DARK, LIGHT, revealed, squad, started } from '../../../../engine/games/swm/testing/skirmish'
import en from '../../../i18n/locales/en/swm.json'
import hu from '../../../i18n/locales/hu/swm.json'
import type { Words } from './turnText'

export { DARK, LIGHT }

/** The light squad and the dark one. */
const LIGHT_SQUAD = squad('rebel', ['obi-wan-kenobi', 1], ['luke-skywalker-champion', 1])
const DARK_SQUAD = squad('imperial', ['darth-vader', 1], ['death-star-trooper', 2])

/** Luke's card has powers the engine does not know yet: the room allows such characters. */
const CONFIG = { allowPartial: true }

/** Figure ids of the test game. */
export const OBI = `${LIGHT}/obi-wan-kenobi/1`
export const LUKE = `${LIGHT}/luke-skywalker-champion/1`
export const VADER = `${DARK}/darth-vader/1`
export const TROOPER_1 = `${DARK}/death-star-trooper/1`
export const TROOPER_2 = `${DARK}/death-star-trooper/2`

/** The game in its deployment, both squads revealed. */
export function deployState(): SwmState {
  return revealed(LIGHT_SQUAD, DARK_SQUAD, CONFIG)
}

/** The game in round 1, `first` to activate. */
export function roundOneState(first = LIGHT): SwmState {
  return started(LIGHT_SQUAD, DARK_SQUAD, first, CONFIG)
}

/** The player names of the tests. */
export const NAMES: Readonly<Record<string, string>> = { [LIGHT]: 'Anna', [DARK]: 'Béla' }

type Strings = { [key: string]: string | Strings }

/** A key's text in `lang` with `{{values}}` filled in (a plural key by `count`: `_one` for 1, else `_other`). */
export function say(lang: 'en' | 'hu', words: Words): string {
  const values = words.values ?? {}
  const parts = words.key.split('.')
  const last = parts.pop()!
  let node: string | Strings | undefined = (lang === 'en' ? en : hu) as Strings
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined
  const leaf = typeof node === 'object' ? node : {}
  const plural = typeof values.count === 'number' ? leaf[`${last}_${values.count === 1 ? 'one' : 'other'}`] : undefined
  const text = plural ?? leaf[last]
  if (typeof text !== 'string') throw new Error(`no text for ${lang}:${words.key}`)
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? `{{${k}}}`))
}
