/**
 * Scenario 3, "The Frozen Outpost": the Rebels hold a two-building listening post covered by heavy cannons.
 * Ice fields narrow the flanks; the Empire scores while it stands in the buildings, the Rebels while they
 * hold the wreck of a crashed transport in no-man's land.
 */
import type { Scenario } from '../../types'

/** Scenario 3: heavy cannons, ice fields, buildings and wreckage, temporary medal hexes; 5 medals each. */
export const frozenOutpost: Scenario = {
  id: 'frozen-outpost',
  order: 3,
  name: { hu: 'A fagyott előőrs', en: 'The Frozen Outpost' },
  briefing: {
    hu:
      'A lázadók lehallgatóállomása két épületből áll, amelyeket nehézlövegek védenek. A Birodalom el akarja ' +
      'foglalni, hogy megtudja, hol rejtőzik az Echo Bázis. Közben a senki földjén egy lezuhant lázadó ' +
      'szállítóhajó roncsa fekszik, benne értékes adatokkal – a lázadók nem hagyhatják a hóban.',
    en:
      'A Rebel listening post of two buildings stands guarded by heavy cannons. The Empire wants it taken to ' +
      'learn where Echo Base is hidden. Meanwhile the wreck of a crashed Rebel transport lies in no-man’s-land ' +
      'with valuable data aboard, and the Rebels cannot leave it in the snow.',
  },
  terrain: {
    '1,1': 'ridge',
    '4,1': 'buildings',
    '5,1': 'buildings',
    '3,2': 'trench',
    '6,2': 'trench',
    '0,3': 'ice',
    '2,3': 'wreckage',
    '6,3': 'wreckage',
    '8,3': 'ice',
    '0,4': 'ice',
    '4,4': 'rocks',
    '9,4': 'ice',
    '1,5': 'rocks',
  },
  structures: [],
  units: {
    rebel: [
      { type: 'heavy-cannon', hex: '3,1' },
      { type: 'heavy-cannon', hex: '6,1' },
      { type: 'rebel-infantry', hex: '1,1' },
      { type: 'rebel-infantry', hex: '4,1' },
      { type: 'rebel-infantry', hex: '3,2' },
      { type: 'rebel-infantry', hex: '6,2' },
      { type: 'snowspeeder', hex: '0,2' },
      { type: 'snowspeeder', hex: '8,1' },
    ],
    empire: [
      { type: 'at-at', hex: '4,5' },
      { type: 'imperial-infantry', hex: '2,4' },
      { type: 'imperial-infantry', hex: '6,4' },
      { type: 'imperial-infantry', hex: '1,5' },
      { type: 'imperial-infantry', hex: '7,5' },
      { type: 'imperial-infantry', hex: '5,6' },
      { type: 'probe-droid', hex: '8,6' },
    ],
  },
  medalHexes: [
    { hex: '4,1', side: 'empire', kind: 'temporary' },
    { hex: '5,1', side: 'empire', kind: 'temporary' },
    { hex: '2,3', side: 'rebel', kind: 'temporary' },
  ],
  hand: { rebel: 5, empire: 5 },
  starts: 'empire',
  victory: [
    { kind: 'medals', side: 'rebel', count: 5 },
    { kind: 'medals', side: 'empire', count: 5 },
  ],
  noUnitMedalsFor: [],
  structureMedals: false,
  specialRules: [
    {
      hu:
        'Az előőrs két épülete ideiglenes győzelmi medált ér a Birodalomnak, a lezuhant szállító roncsa ' +
        '(2,3) a lázadóknak: a medál addig jár, amíg az adott oldal egysége a mezőn áll.',
      en:
        'The two outpost buildings are temporary victory medals for the Empire, the crashed transport (2,3) ' +
        'one for the Rebels: each counts while a unit of that side stands on the hex.',
    },
    {
      hu: 'A nehézlövegek és a kutaszdroid elpusztítása nem ér medált. Aki előbb szerez 5 medált, nyer.',
      en: 'Destroying a heavy cannon or the probe droid gives no medal. The first side to 5 medals wins.',
    },
  ],
}
