/** The special-force badges (rulebook "Különleges alakulat egységek") and the unit types that may carry them. */
import type { Badge, BadgeSpec } from '../types'

const infantry = ['imperial-infantry', 'rebel-infantry'] as const

/** Every badge by id. */
export const BADGE_SPECS: Readonly<Record<Badge, BadgeSpec>> = {
  commando: { badge: 'commando', name: { hu: 'Kommandó', en: 'Commando' }, unitTypes: [...infantry] },
  'e-web': { badge: 'e-web', name: { hu: 'E-Web', en: 'E-Web' }, unitTypes: [...infantry] },
  recon: { badge: 'recon', name: { hu: 'Felderítő', en: 'Recon' }, unitTypes: [...infantry] },
  'elite-troops': {
    badge: 'elite-troops',
    name: { hu: 'Elit csapatok', en: 'Elite troops' },
    unitTypes: [...infantry],
  },
  'elite-squadron': {
    badge: 'elite-squadron',
    name: { hu: 'Elit századok', en: 'Elite squadron' },
    unitTypes: ['snowspeeder'],
  },
}

/** Deployed E-Web dice by range (assumption: one more die than infantry at every range; it may also re-roll). */
export const DEPLOYED_EWEB_DICE: readonly number[] = Object.freeze([4, 3, 2])

/** Figures an elite squadron starts with. */
export const ELITE_SQUADRON_FIGURES = 4
