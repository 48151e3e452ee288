/**
 * Scenario 5, "Final Strike": the rulebook's example battle, set on our own layout. The Empire goes for the two
 * shield generators and wins the moment both fall; the Rebels can only win on medals.
 */
import type { Scenario } from '../../types'

/** Scenario 5: two shield generators; the Empire starts with 4 cards and wins by destroying both. */
export const finalStrike: Scenario = {
  id: 'final-strike',
  order: 5,
  name: { hu: 'Végzetes csapás', en: 'Final Strike' },
  briefing: {
    hu:
      'Az Echo Bázis kiürítése a két pajzsgenerátoron múlik: amíg állnak, a szállítók elérhetik a pályát. ' +
      'A birodalmi lépegetők és hógardisták egyetlen célja, hogy mindkettőt lerombolják. A lázadóknak ' +
      'lövészárkaikból és nehézlövegeikkel kell felőrölniük a támadókat, mielőtt késő lenne.',
    en:
      'The evacuation of Echo Base depends on the two shield generators: while they stand, the transports can ' +
      'reach orbit. The Imperial walkers and snowtroopers have one aim, to bring both down. The Rebels must grind ' +
      'the attackers down from their trenches and heavy cannons before it is too late.',
  },
  terrain: {
    '2,2': 'trench',
    '3,2': 'trench',
    '6,2': 'trench',
    '7,2': 'trench',
    '4,3': 'ridge',
    '5,3': 'ridge',
    '8,3': 'ice',
    '0,4': 'rocks',
    '2,4': 'wreckage',
    '8,4': 'rocks',
  },
  structures: [
    { id: 'shield-generator-1', kind: 'shield-generator', hex: '2,1' },
    { id: 'shield-generator-2', kind: 'shield-generator', hex: '6,1' },
  ],
  units: {
    rebel: [
      { type: 'heavy-cannon', hex: '3,1' },
      { type: 'heavy-cannon', hex: '5,1' },
      { type: 'rebel-infantry', hex: '2,2' },
      { type: 'rebel-infantry', hex: '3,2' },
      { type: 'rebel-infantry', hex: '6,2' },
      { type: 'rebel-infantry', hex: '7,2' },
      { type: 'snowspeeder', hex: '1,0' },
      { type: 'snowspeeder', hex: '8,0' },
    ],
    empire: [
      { type: 'at-at', hex: '2,5' },
      { type: 'at-at', hex: '6,5' },
      { type: 'imperial-infantry', hex: '0,5' },
      { type: 'imperial-infantry', hex: '3,4' },
      { type: 'imperial-infantry', hex: '6,4' },
      { type: 'imperial-infantry', hex: '8,5' },
      { type: 'imperial-infantry', hex: '9,6' },
      { type: 'probe-droid', hex: '4,6' },
    ],
  },
  medalHexes: [],
  hand: { rebel: 5, empire: 4 },
  starts: 'empire',
  victory: [
    { kind: 'destroy-structures', side: 'empire', structures: ['shield-generator-1', 'shield-generator-2'] },
    { kind: 'medals', side: 'rebel', count: 5 },
  ],
  noUnitMedalsFor: ['empire'],
  structureMedals: false,
  specialRules: [
    {
      hu:
        'Végzetes csapás: amint a Birodalom mindkét pajzsgenerátort elpusztítja, azonnal győz. Egységei a ' +
        'normál szabályok szerint támadhatják a generátorokat, de azokat csak robbanás szimbólum sebzi.',
      en:
        'Final Strike: the moment the Empire has destroyed both shield generators, it wins. Its units attack the ' +
        'generators under the normal rules, but only blast symbols damage them.',
    },
    {
      hu: 'A Birodalom nem kap győzelmi medált lázadó egységek elpusztításáért.',
      en: 'The Empire gets no victory medals for destroying Rebel units.',
    },
    {
      hu: 'A lázadók 5 győzelmi medállal győznek; a kutaszdroid elpusztítása nem ér medált.',
      en: 'The Rebels win with 5 victory medals; destroying the probe droid gives none.',
    },
  ],
}
