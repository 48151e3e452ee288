/**
 * Scenario 4, "Ion Cannon Raid": special forces on both sides. Imperial commandos and an E-Web team go for the
 * ion cannon and the Rebel flanks; a Rebel recon team on the ridge spots for the guns while an elite squadron
 * hunts the supply depot.
 */
import type { Scenario } from '../../types'

/** Scenario 4: every badge, an ion cannon worth a medal, permanent medal hexes; 6 medals each. */
export const ionCannonRaid: Scenario = {
  id: 'ion-cannon-raid',
  order: 4,
  name: { hu: 'Rajtaütés az ionágyúnál', en: 'Ion Cannon Raid' },
  briefing: {
    hu:
      'Az ionágyú fedezi a lázadó szállítók menekülését, ezért a Birodalom különleges alakulatokat küld ' +
      'ellene. A gerincen álló lázadó felderítők irányítják a tüzet, egy elit hósiklószázad pedig a birodalmi ' +
      'utánpótlás-raktárt veszi célba. Mindkét oldal mélyen az ellenség vonalai mögé akar jutni.',
    en:
      'The ion cannon covers the escape of the Rebel transports, so the Empire sends its special forces against ' +
      'it. Rebel scouts on the ridge direct the fire while an elite snowspeeder squadron goes for the Imperial ' +
      'supply depot. Both sides want to break deep behind the enemy lines.',
  },
  terrain: {
    '3,1': 'trench',
    '4,1': 'trench',
    '2,2': 'ridge',
    '3,2': 'ridge',
    '8,2': 'rocks',
    '1,3': 'rocks',
    '5,3': 'chasm',
    '0,4': 'ice',
    '2,4': 'wreckage',
    '6,4': 'ridge',
    '7,4': 'ridge',
    '5,5': 'buildings',
  },
  structures: [{ id: 'ion-cannon', kind: 'ion-cannon', hex: '4,0' }],
  units: {
    rebel: [
      { type: 'heavy-cannon', hex: '5,0' },
      { type: 'rebel-infantry', hex: '2,2', badge: 'recon' },
      { type: 'rebel-infantry', hex: '3,1', badge: 'elite-troops' },
      { type: 'rebel-infantry', hex: '4,1' },
      { type: 'rebel-infantry', hex: '6,2' },
      { type: 'rebel-infantry', hex: '7,1' },
      { type: 'snowspeeder', hex: '0,1', badge: 'elite-squadron' },
      { type: 'snowspeeder', hex: '8,1' },
    ],
    empire: [
      { type: 'imperial-infantry', hex: '2,5', badge: 'commando' },
      { type: 'imperial-infantry', hex: '7,4', badge: 'e-web' },
      { type: 'imperial-infantry', hex: '4,4' },
      { type: 'imperial-infantry', hex: '8,5' },
      { type: 'imperial-infantry', hex: '9,6' },
      { type: 'at-at', hex: '3,5' },
      { type: 'at-at', hex: '6,6' },
      { type: 'probe-droid', hex: '1,6' },
    ],
  },
  medalHexes: [
    { hex: '0,0', side: 'empire', kind: 'permanent' },
    { hex: '9,0', side: 'empire', kind: 'permanent' },
    { hex: '5,5', side: 'rebel', kind: 'permanent' },
  ],
  hand: { rebel: 4, empire: 5 },
  starts: 'rebel',
  victory: [
    { kind: 'medals', side: 'rebel', count: 6 },
    { kind: 'medals', side: 'empire', count: 6 },
  ],
  noUnitMedalsFor: [],
  structureMedals: true,
  specialRules: [
    {
      hu: 'Az ionágyú lázadó építmény: aki elpusztítja, 1 győzelmi medált kap. Aki előbb szerez 6 medált, nyer.',
      en: 'The ion cannon is a Rebel structure: destroying it gives 1 victory medal. The first side to 6 medals wins.',
    },
    {
      hu:
        'Maradandó győzelmi medálok: a lázadó alapvonal két sarka (0,0 és 9,0) a Birodalomnak, az utánpótlás-' +
        'raktár (5,5) a lázadóknak. Az első belépő egység oldala kapja meg, és többé nem veszítheti el.',
      en:
        'Permanent victory medals: the two corners of the Rebel baseline (0,0 and 9,0) for the Empire, the ' +
        'supply depot (5,5) for the Rebels. The first unit of that side to enter one takes it for good.',
    },
    {
      hu:
        'Különleges alakulatok: birodalmi kommandó és E-Web (telepített oldallal kezd), lázadó felderítő ' +
        '(a gerincen), elit csapat és elit hósiklószázad (4 figurával kezd).',
      en:
        'Special forces: Imperial commandos and an E-Web team (starting deployed); Rebel recon (on the ridge), ' +
        'elite troops and an elite snowspeeder squadron (starting with 4 figures).',
    },
  ],
}
