/**
 * The few words the seats around the Hoth board print on their canvas textures (placards and card faces), in
 * both UI languages. They live here rather than in the i18n JSON because they are painted into textures, not
 * rendered by React: the painters take a language and read these pairs, like the engine's LocalizedText.
 */
import { useTranslation } from 'react-i18next'
import type { LocalizedText } from '../../../../engine/core/types'
import { painterLanguage } from '../../../lib/language'
import type { Language } from '../../../lib/language'

/** Words painted at the seats. */
export const SEAT_TEXT = {
  played: { hu: 'Kijátszva', en: 'Played' },
  leader: { hu: 'Vezető', en: 'Leader' },
  turn: { hu: 'Soron van', en: 'To play' },
  section: { hu: 'Szektorkártya', en: 'Section card' },
  tactic: { hu: 'Taktikakártya', en: 'Tactic card' },
  rebel: { hu: 'Lázadók', en: 'Rebels' },
  empire: { hu: 'Birodalom', en: 'Empire' },
} as const satisfies Record<string, LocalizedText>

/** "1. játékos" / "Player 1": tells two players of one side apart when neither took a leader. */
export function playerLabel(index: number, lang: Language): string {
  return lang === 'hu' ? `${index}. játékos` : `Player ${index}`
}

/** The UI language as a painter language, re-rendering the caller when it changes. */
export function useSeatLang(): Language {
  const { i18n } = useTranslation()
  return painterLanguage(i18n.resolvedLanguage ?? i18n.language)
}
