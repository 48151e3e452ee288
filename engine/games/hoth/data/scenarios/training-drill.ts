/**
 * Scenario 0, "Training Drill": a five-minute tutorial. Three units a side start two rows apart on open snow,
 * so the first turn already brings contact; two medals win. It teaches the turn (card, orders, move, attack,
 * draw) before First Contact teaches the rest.
 */
import type { Scenario } from '../../types'

/** Scenario 0: a short drill to learn the turn; 2 medals each, 3 cards each, Rebels start. */
export const trainingDrill: Scenario = {
  id: 'training-drill',
  order: 0,
  name: { hu: 'Kiképző gyakorlat', en: 'Training Drill' },
  briefing: {
    hu:
      'Egy hóvihar mögött a gyakorlótéren két kis osztag néz farkasszemet. Nincs idő felderítésre: ' +
      'játssz ki egy kártyát, adj parancsot, lépj, támadj – és tanuld meg a kör menetét öt perc alatt.',
    en:
      'Behind a snowstorm, two small squads face each other across the drill ground. No time for scouting: ' +
      'play a card, give orders, move, attack — and learn the turn in five minutes.',
  },
  terrain: { '2,3': 'rocks', '6,3': 'rocks' },
  structures: [],
  units: {
    rebel: [
      { type: 'rebel-infantry', hex: '3,2' },
      { type: 'rebel-infantry', hex: '5,2' },
      { type: 'snowspeeder', hex: '4,1' },
    ],
    empire: [
      { type: 'imperial-infantry', hex: '3,4' },
      { type: 'imperial-infantry', hex: '5,4' },
      { type: 'imperial-infantry', hex: '4,5' },
    ],
  },
  medalHexes: [],
  hand: { rebel: 3, empire: 3 },
  starts: 'rebel',
  victory: [
    { kind: 'medals', side: 'rebel', count: 2 },
    { kind: 'medals', side: 'empire', count: 2 },
  ],
  noUnitMedalsFor: [],
  structureMedals: false,
  specialRules: [
    {
      hu: 'Gyakorló csata: az első két elpusztított ellenséges egység dönt.',
      en: 'A practice battle: the first side to destroy two enemy units wins.',
    },
  ],
}
