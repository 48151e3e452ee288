/**
 * Factions and eras (rulebook "Korszakok" and "Csoport kiválasztása"): their names, and which factions each era puts
 * on the light and the dark side.
 */
import type { LocalizedText } from '../../../core/types'
import type { Era, Faction, Side } from './types'

/** Faction names; the Hungarian as the rulebook's era table prints them. */
export const FACTION_NAMES: Readonly<Record<Faction, LocalizedText>> = {
  'old-republic': { en: 'Old Republic', hu: 'Régi Köztársaság' },
  sith: { en: 'Sith', hu: 'Sith-ek' },
  republic: { en: 'Republic', hu: 'Köztársaság' },
  separatist: { en: 'Separatists', hu: 'Szeparatisták' },
  rebel: { en: 'Rebel Alliance', hu: 'Felkelők Szövetsége' },
  imperial: { en: 'Empire', hu: 'Birodalom' },
  'new-republic': { en: 'New Republic', hu: 'Új Köztársaság' },
  'yuuzhan-vong': { en: 'Yuuzhan Vong', hu: 'Yuuzhan Vong' },
  fringe: { en: 'Fringe', hu: 'Kívülállók (fringe)' },
}

/** Every faction id, in the era table's order. */
export const FACTIONS = Object.keys(FACTION_NAMES) as readonly Faction[]

/** Whether `faction` names a faction (own keys only). */
export function isFaction(faction: unknown): faction is Faction {
  return typeof faction === 'string' && Object.hasOwn(FACTION_NAMES, faction)
}

/** Era names as the rulebook's era table prints them. */
export const ERA_NAMES: Readonly<Record<Era, LocalizedText>> = {
  'old-republic': { en: 'The Old Republic', hu: 'Régi Köztársaság' },
  'rise-of-the-empire': { en: 'Rise of the Empire', hu: 'A Birodalom felemelkedése' },
  rebellion: { en: 'The Rebellion', hu: 'Felkelés' },
  'new-republic': { en: 'The New Republic', hu: 'Új Köztársaság' },
  'new-jedi-order': { en: 'The New Jedi Order', hu: 'Új Jedi Rend' },
}

/**
 * The era table ("KORSZAK VILÁGOS OLDALI CSOPORTOK SÖTÉT OLDALI CSOPORTOK"): the factions a squad of each side may
 * choose. Fringe is not listed: it joins any of them.
 */
export const ERA_FACTIONS: Readonly<Record<Era, Readonly<Record<Side, readonly Faction[]>>>> = {
  'old-republic': { light: ['old-republic'], dark: ['sith'] },
  'rise-of-the-empire': { light: ['republic'], dark: ['separatist', 'imperial'] },
  rebellion: { light: ['rebel'], dark: ['imperial'] },
  'new-republic': { light: ['new-republic'], dark: ['imperial'] },
  'new-jedi-order': { light: ['new-republic', 'imperial'], dark: ['yuuzhan-vong'] },
}

/** Whether `era` names an era (own keys only). */
export function isEra(era: unknown): era is Era {
  return typeof era === 'string' && Object.hasOwn(ERA_NAMES, era)
}
