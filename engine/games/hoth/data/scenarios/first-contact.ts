/**
 * Scenario 1, "First Contact": the introductory battle. Infantry and snowspeeders only, on open snow with a
 * few rocks and one low ridge in no-man's land. Medals only for destroyed units.
 */
import type { Scenario } from '../../types'

/** Scenario 1: an infantry-and-speeder skirmish on light terrain; 4 medals each, 4 cards each, Rebels start. */
export const firstContact: Scenario = {
  id: 'first-contact',
  order: 1,
  name: { hu: 'Első összecsapás', en: 'First Contact' },
  briefing: {
    hu:
      'Egy birodalmi felderítőosztag leszállt az Echo Bázistól délre, és a hóviharban kutat. A lázadók ' +
      'gyalogosai és két hósikló raj indul elfogására, mielőtt jelenteni tudnának. A síkság közepén álló ' +
      'alacsony gerinc az egyetlen fedezék – aki előbb éri el, az diktálja a tempót.',
    en:
      'An Imperial scouting party has landed south of Echo Base and is combing the snowfield. Rebel troopers ' +
      'and two snowspeeder flights move to intercept it before it can report back. The low ridge in the middle ' +
      'of the plain is the only real cover: whoever reaches it first sets the pace.',
  },
  terrain: {
    '1,2': 'rocks',
    '8,2': 'rocks',
    '4,3': 'ridge',
    '5,3': 'ridge',
    '2,4': 'rocks',
    '7,4': 'rocks',
  },
  structures: [],
  units: {
    rebel: [
      { type: 'rebel-infantry', hex: '1,1' },
      { type: 'rebel-infantry', hex: '3,1' },
      { type: 'rebel-infantry', hex: '5,1' },
      { type: 'rebel-infantry', hex: '7,1' },
      { type: 'snowspeeder', hex: '0,2' },
      { type: 'snowspeeder', hex: '9,2' },
    ],
    empire: [
      { type: 'imperial-infantry', hex: '1,5' },
      { type: 'imperial-infantry', hex: '3,5' },
      { type: 'imperial-infantry', hex: '5,5' },
      { type: 'imperial-infantry', hex: '7,5' },
      { type: 'imperial-infantry', hex: '2,6' },
      { type: 'imperial-infantry', hex: '7,6' },
    ],
  },
  medalHexes: [],
  hand: { rebel: 4, empire: 4 },
  starts: 'rebel',
  victory: [
    { kind: 'medals', side: 'rebel', count: 4 },
    { kind: 'medals', side: 'empire', count: 4 },
  ],
  noUnitMedalsFor: [],
  structureMedals: false,
  specialRules: [
    {
      hu: 'Nincsenek különleges szabályok: ez az alapszabályok gyakorló csatája.',
      en: 'No special rules: this battle is for learning the basic rules.',
    },
    {
      hu: 'Minden teljesen elpusztított ellenséges egység 1 győzelmi medált ér. Aki előbb szerez 4 medált, nyer.',
      en: 'Each enemy unit destroyed to the last figure is worth 1 victory medal. The first side to 4 medals wins.',
    },
  ],
}
