/**
 * The Galactic Empire's 16 standard command cards (our own design in the Command & Colors tradition; the rulebook
 * does not list them, only that the Empire has "Fleet Deployment"). Twelve section cards and four tactic cards;
 * card text is generated from these fields by cardText.ts, so only the names and flavour lines are written here.
 */
import type { CardDef, CardOrder, SectorName } from '../types'
import type { DeckEntry } from './cards'

/** An Imperial standard card from its distinguishing fields. */
function empire(def: Omit<CardDef, 'side' | 'leader' | 'bonuses' | 'special'> & Partial<CardDef>): CardDef {
  return { side: 'empire', leader: null, bonuses: [], special: null, ...def }
}

/** A section order: up to `count` units in one sector. */
function inSector(sector: SectorName, count: number): CardOrder {
  return { kind: 'sector', groups: [{ sectors: [sector], count }] }
}

/** The Imperial standard deck: each definition with its number of copies (16 cards in all). */
export const EMPIRE_DECK: readonly DeckEntry[] = [
  {
    copies: 1,
    def: empire({
      id: 'emp-recon-left',
      kind: 'section',
      name: { en: 'Recon on the Left', hu: 'Felderítés a bal szárnyon' },
      flavour: {
        en: 'Scan the ridge. Report anything warm.',
        hu: 'Pásztázzátok a gerincet! Jelentsetek minden hőforrást.',
      },
      order: inSector('left', 1),
    }),
  },
  {
    copies: 1,
    def: empire({
      id: 'emp-recon-centre',
      kind: 'section',
      name: { en: 'Recon in the Centre', hu: 'Felderítés középen' },
      flavour: {
        en: 'Sensors show movement near the trenches.',
        hu: 'Az érzékelők mozgást jeleznek a lövészárkoknál.',
      },
      order: inSector('centre', 1),
    }),
  },
  {
    copies: 1,
    def: empire({
      id: 'emp-recon-right',
      kind: 'section',
      name: { en: 'Recon on the Right', hu: 'Felderítés a jobb szárnyon' },
      flavour: { en: 'One squad, sir. Quietly.', hu: 'Csak egy osztag, uram. Csendben.' },
      order: inSector('right', 1),
    }),
  },
  {
    copies: 1,
    def: empire({
      id: 'emp-advance-left',
      kind: 'section',
      name: { en: 'Advance on the Left', hu: 'Előrenyomulás a bal szárnyon' },
      flavour: { en: 'Forward, in good order.', hu: 'Előre, rendezett sorokban!' },
      order: inSector('left', 2),
    }),
  },
  {
    copies: 2,
    def: empire({
      id: 'emp-advance-centre',
      kind: 'section',
      name: { en: 'Advance in the Centre', hu: 'Előrenyomulás középen' },
      flavour: { en: 'The line moves as one.', hu: 'A vonal egy emberként mozdul.' },
      order: inSector('centre', 2),
    }),
  },
  {
    copies: 1,
    def: empire({
      id: 'emp-advance-right',
      kind: 'section',
      name: { en: 'Advance on the Right', hu: 'Előrenyomulás a jobb szárnyon' },
      flavour: { en: 'Close the distance. They cannot run forever.', hu: 'Zárkózzatok fel! Nem menekülhetnek örökké.' },
      order: inSector('right', 2),
    }),
  },
  {
    copies: 1,
    def: empire({
      id: 'emp-offensive-left',
      kind: 'section',
      name: { en: 'Offensive on the Left', hu: 'Offenzíva a bal szárnyon' },
      flavour: { en: 'Break their flank and roll it up.', hu: 'Törjétek át a szárnyukat, és göngyölítsétek fel!' },
      order: inSector('left', 3),
    }),
  },
  {
    copies: 1,
    def: empire({
      id: 'emp-offensive-centre',
      kind: 'section',
      name: { en: 'Offensive in the Centre', hu: 'Offenzíva középen' },
      flavour: { en: 'Straight at their guns. No hesitation.', hu: 'Egyenesen az ágyúiknak! Semmi habozás.' },
      order: inSector('centre', 3),
    }),
  },
  {
    copies: 1,
    def: empire({
      id: 'emp-offensive-right',
      kind: 'section',
      name: { en: 'Offensive on the Right', hu: 'Offenzíva a jobb szárnyon' },
      flavour: {
        en: 'Sweep the right, then turn on the base.',
        hu: 'Söpörjétek le a jobb szárnyat, aztán irány a bázis!',
      },
      order: inSector('right', 3),
    }),
  },
  {
    copies: 1,
    def: empire({
      id: 'emp-onslaught',
      kind: 'section',
      name: { en: 'Onslaught', hu: 'Lerohanás' },
      flavour: {
        en: 'The full weight of the Empire, brought down on one point.',
        hu: 'A Birodalom teljes súlya, egyetlen pontra összpontosítva.',
      },
      order: inSector('centre', 4),
    }),
  },
  {
    copies: 1,
    def: empire({
      id: 'emp-pincer',
      kind: 'section',
      name: { en: 'Pincer Movement', hu: 'Harapófogó' },
      flavour: {
        en: 'Close in from every side. Leave them nowhere to go.',
        hu: 'Zárjátok körbe őket minden oldalról, ne legyen hová menniük!',
      },
      order: {
        kind: 'sector',
        groups: [
          { sectors: ['left'], count: 1 },
          { sectors: ['centre'], count: 1 },
          { sectors: ['right'], count: 1 },
        ],
      },
    }),
  },
  {
    copies: 1,
    def: empire({
      id: 'emp-snowtrooper-advance',
      kind: 'tactic',
      name: { en: 'Snowtrooper Advance', hu: 'A hógárdisták előrenyomulása' },
      flavour: {
        en: "The cold does not slow the Emperor's finest.",
        hu: 'A hideg nem lassítja a Császár legjobbjait.',
      },
      order: { kind: 'class', classes: ['infantry'], count: 3 },
      bonuses: [{ kind: 'extra-move', hexes: 1 }],
    }),
  },
  {
    copies: 1,
    def: empire({
      id: 'emp-walker-assault',
      kind: 'tactic',
      name: { en: 'Walker Assault', hu: 'Lépegetők rohama' },
      flavour: { en: 'The ground shakes with every step.', hu: 'Minden lépésüktől megremeg a föld.' },
      order: { kind: 'class', classes: ['vehicle'], count: 'all' },
      bonuses: [{ kind: 'extra-die', dice: 1, meleeOnly: false }],
    }),
  },
  {
    copies: 1,
    def: empire({
      id: 'emp-probe-droid-sweep',
      kind: 'tactic',
      name: { en: 'Probe Droid Sweep', hu: 'Kutászdroidos pásztázás' },
      flavour: {
        en: 'Thousands of them, scattered over every frozen world.',
        hu: 'Ezrével szórták szét őket minden jeges világon.',
      },
      order: { kind: 'class', classes: ['special'], count: 2 },
      bonuses: [{ kind: 'extra-move', hexes: 1 }, { kind: 'ignore-stop-terrain' }],
    }),
  },
  {
    copies: 1,
    def: empire({
      id: 'emp-fleet-deployment',
      kind: 'tactic',
      name: { en: 'Fleet Deployment', hu: 'A flotta bevetése' },
      flavour: {
        en: 'The fleet is out of hyperspace. New orders are coming down.',
        hu: 'A flotta kilépett a hiperűrből. Új parancsok érkeznek.',
      },
      order: { kind: 'none' },
      special: { kind: 'fleet-deployment' },
    }),
  },
]
