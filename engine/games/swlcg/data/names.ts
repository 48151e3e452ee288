/** Player-facing names of sides and affiliations, in Hungarian and English (for the catalogue and engine errors). */
import type { LocalizedText } from '../../../core/types'
import type { Affiliation, Side } from './types'

/** Affiliation names. The game was printed only in English; the Hungarian names follow the Hungarian rules summary. */
export const AFFILIATION_NAMES: Readonly<Record<Affiliation, LocalizedText>> = {
  jedi: { en: 'Jedi', hu: 'Jedi' },
  'rebel-alliance': { en: 'Rebel Alliance', hu: 'Felkelők Szövetsége' },
  'smugglers-and-spies': { en: 'Smugglers and Spies', hu: 'Csempészek és kémek' },
  sith: { en: 'Sith', hu: 'Sith' },
  'imperial-navy': { en: 'Imperial Navy', hu: 'Birodalmi Flotta' },
  'scum-and-villainy': { en: 'Scum and Villainy', hu: 'Söpredék és gazemberek' },
  neutral: { en: 'Neutral', hu: 'Semleges' },
}

/** Side names. */
export const SIDE_NAMES: Readonly<Record<Side, LocalizedText>> = {
  light: { en: 'Light Side', hu: 'Világos oldal' },
  dark: { en: 'Dark Side', hu: 'Sötét oldal' },
}
