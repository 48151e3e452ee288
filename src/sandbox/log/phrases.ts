/**
 * Small grammar helpers for the table log: quoted names with the Hungarian article in front, lists of player
 * names, counter names and die results. Pure; the words themselves live in the `sandboxLog` namespace.
 */
import type { TFunction } from 'i18next'
import type { Language } from '../../lib/language'
import { DIE_KINDS, type DieKind } from '../../../engine/games/tabletop'
import { dieKindLabel, dieResultLabel } from '../dice'

/** The Hungarian definite article for a word: "az" before a vowel sound (also 1 = egy, 5 = öt, 1000 = ezer), else "a". */
export function huArticle(word: string): 'a' | 'az' {
  const text = word.replace(/^[^\p{L}\p{N}]+/u, '')
  if (/^[aáeéiíoóöőuúüű]/iu.test(text)) return 'az'
  if (/^5/.test(text) || /^1(\d{3})?(?!\d)/.test(text)) return 'az'
  return 'a'
}

/**
 * A pile or card name as the sentences use it: quoted, and in Hungarian with its article ("a „Pakli”"), since
 * Hungarian sentences put the case ending on a following noun ("… pakliból", "… lapot").
 */
export function named(t: TFunction, lang: Language, name: string): string {
  const quoted = t('quoted', { name })
  return lang === 'hu' ? `${huArticle(name)} ${quoted}` : quoted
}

/** Player names as one list in the reader's language ("Anna, Béla and Cili" / "Anna, Béla és Cili"). */
export function nameList(lang: Language, names: readonly string[]): string {
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(names)
}

/** The usual counters in the reader's language; any other name (an imported game's) as it is. */
export function counterName(t: TFunction, name: string): string {
  return ['damage', 'focus', 'shield'].includes(name) ? t(`counters.${name}`) : name
}

/** A label that opens with a capital ("Heads", "Battle die") as it reads inside a sentence. */
function inSentence(label: string, lang: Language): string {
  return label.charAt(0).toLocaleLowerCase(lang) + label.slice(1)
}

/**
 * One die's result, e.g. "4 (d6)" or "fej (érme)": the face and the kind as the dice module names them, so the
 * log and the 3D die never disagree; an unknown kind (a newer peer's) by its face number and raw name.
 */
export function dieResult(t: TFunction, lang: Language, kind: string, face: number): string {
  if (!(DIE_KINDS as readonly string[]).includes(kind)) return t('dice.result', { face: String(face + 1), die: kind })
  const die = kind as DieKind
  return t('dice.result', {
    face: inSentence(dieResultLabel(die, face, lang), lang),
    die: inSentence(dieKindLabel(die, lang), lang),
  })
}
