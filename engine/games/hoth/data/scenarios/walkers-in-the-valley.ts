/**
 * Scenario 2, "Walkers in the Valley": the first battle with AT-ATs and a probe droid. A crevasse and a ridge
 * line close the west to the walkers, so they must push down the eastern valley into the Rebel trenches.
 */
import type { Scenario } from '../../types'

/** Scenario 2: AT-ATs and a probe droid against entrenched troopers; ridges, a chasm, trenches; 5 medals each. */
export const walkersInTheValley: Scenario = {
  id: 'walkers-in-the-valley',
  order: 2,
  name: { hu: 'Lépegetők a völgyben', en: 'Walkers in the Valley' },
  briefing: {
    hu:
      'Két AT-AT lépegető ereszkedik le a keleti völgyön a lázadók lövészárkai felé. Nyugaton egy jeges ' +
      'szakadék és egy sziklagerinc zárja el az utat a lépegetők elől, de a gyalogság és a kutaszdroid ott is ' +
      'átjuthat. A lázadóknak ki kell tartaniuk, amíg hósiklóik oldalba nem kapják a támadókat.',
    en:
      'Two AT-AT walkers are descending the eastern valley towards the Rebel trenches. In the west an icy ' +
      'crevasse and a ridge line bar the walkers, though infantry and the probe droid can still slip through. ' +
      'The Rebels must hold on until their snowspeeders can take the attackers in the flank.',
  },
  terrain: {
    '2,1': 'trench',
    '5,1': 'trench',
    '6,1': 'trench',
    '1,2': 'ridge',
    '4,2': 'chasm',
    '1,3': 'ridge',
    '3,3': 'chasm',
    '4,3': 'chasm',
    '7,3': 'rocks',
    '2,4': 'ridge',
    '8,4': 'ridge',
  },
  structures: [],
  units: {
    rebel: [
      { type: 'rebel-infantry', hex: '2,1' },
      { type: 'rebel-infantry', hex: '5,1' },
      { type: 'rebel-infantry', hex: '6,1' },
      { type: 'rebel-infantry', hex: '8,1' },
      { type: 'snowspeeder', hex: '0,1' },
      { type: 'snowspeeder', hex: '3,1' },
      { type: 'snowspeeder', hex: '8,2' },
    ],
    empire: [
      { type: 'at-at', hex: '5,5' },
      { type: 'at-at', hex: '7,5' },
      { type: 'imperial-infantry', hex: '1,5' },
      { type: 'imperial-infantry', hex: '3,5' },
      { type: 'imperial-infantry', hex: '6,4' },
      { type: 'imperial-infantry', hex: '8,6' },
      { type: 'probe-droid', hex: '0,5' },
    ],
  },
  medalHexes: [],
  hand: { rebel: 4, empire: 5 },
  starts: 'empire',
  victory: [
    { kind: 'medals', side: 'rebel', count: 5 },
    { kind: 'medals', side: 'empire', count: 5 },
  ],
  noUnitMedalsFor: [],
  structureMedals: false,
  specialRules: [
    {
      hu: 'A birodalmi kutaszdroid elpusztítása nem ér győzelmi medált. Aki előbb szerez 5 medált, nyer.',
      en: 'Destroying the Imperial probe droid gives no victory medal. The first side to 5 medals wins.',
    },
    {
      hu: 'A szakadék csak a hósiklóknak járható; az AT-AT lépegetők nem léphetnek a hegygerincekre.',
      en: 'Only snowspeeders may cross the chasm; the AT-AT walkers may not enter the ridges.',
    },
  ],
}
