/**
 * The Rebel Alliance's 16 standard command cards (our own design in the Command & Colors tradition; the rulebook
 * does not list them). Twelve section cards and four tactic cards; card text is generated from these fields by
 * cardText.ts, so only the names and flavour lines are written here.
 */
import type { CardDef, CardOrder, SectorName } from '../types'
import type { DeckEntry } from './cards'

/** A Rebel standard card from its distinguishing fields. */
function rebel(def: Omit<CardDef, 'side' | 'leader' | 'bonuses' | 'special'> & Partial<CardDef>): CardDef {
  return { side: 'rebel', leader: null, bonuses: [], special: null, ...def }
}

/** A section order: up to `count` units in one sector. */
function inSector(sector: SectorName, count: number): CardOrder {
  return { kind: 'sector', groups: [{ sectors: [sector], count }] }
}

/** The Rebel standard deck: each definition with its number of copies (16 cards in all). */
export const REBEL_DECK: readonly DeckEntry[] = [
  {
    copies: 1,
    def: rebel({
      id: 'reb-patrol-left',
      kind: 'section',
      name: { en: 'Patrol on the Left', hu: 'Járőr a bal szárnyon' },
      flavour: {
        en: 'A lone patrol checks the perimeter sensors.',
        hu: 'Egy magányos járőr ellenőrzi a határérzékelőket.',
      },
      order: inSector('left', 1),
    }),
  },
  {
    copies: 1,
    def: rebel({
      id: 'reb-patrol-centre',
      kind: 'section',
      name: { en: 'Patrol in the Centre', hu: 'Járőr középen' },
      flavour: { en: 'Eyes on the horizon, comlinks open.', hu: 'Szemetek a láthatáron, a komlink maradjon nyitva!' },
      order: inSector('centre', 1),
    }),
  },
  {
    copies: 1,
    def: rebel({
      id: 'reb-patrol-right',
      kind: 'section',
      name: { en: 'Patrol on the Right', hu: 'Járőr a jobb szárnyon' },
      flavour: { en: 'Something moved out there in the snow.', hu: 'Valami megmozdult odakint a hóban.' },
      order: inSector('right', 1),
    }),
  },
  {
    copies: 1,
    def: rebel({
      id: 'reb-skirmish-left',
      kind: 'section',
      name: { en: 'Skirmish on the Left', hu: 'Csatározás a bal szárnyon' },
      flavour: { en: 'Hit them, then fall back to the ridge.', hu: 'Csapjatok le rájuk, aztán vissza a gerincre!' },
      order: inSector('left', 2),
    }),
  },
  {
    copies: 2,
    def: rebel({
      id: 'reb-skirmish-centre',
      kind: 'section',
      name: { en: 'Skirmish in the Centre', hu: 'Csatározás középen' },
      flavour: {
        en: 'Keep them busy while the transports load.',
        hu: 'Tartsátok fel őket, amíg berakodják a szállítóhajókat!',
      },
      order: inSector('centre', 2),
    }),
  },
  {
    copies: 1,
    def: rebel({
      id: 'reb-skirmish-right',
      kind: 'section',
      name: { en: 'Skirmish on the Right', hu: 'Csatározás a jobb szárnyon' },
      flavour: { en: 'Small teams, quick strikes, no heroics.', hu: 'Kis csapatok, gyors csapások, semmi hősködés.' },
      order: inSector('right', 2),
    }),
  },
  {
    copies: 1,
    def: rebel({
      id: 'reb-assault-left',
      kind: 'section',
      name: { en: 'Assault on the Left', hu: 'Roham a bal szárnyon' },
      flavour: {
        en: 'Push them back before they reach the generator.',
        hu: 'Szorítsátok vissza őket, mielőtt elérik a generátort!',
      },
      order: inSector('left', 3),
    }),
  },
  {
    copies: 1,
    def: rebel({
      id: 'reb-assault-centre',
      kind: 'section',
      name: { en: 'Assault in the Centre', hu: 'Roham középen' },
      flavour: { en: 'For the Alliance: forward!', hu: 'A Szövetségért: előre!' },
      order: inSector('centre', 3),
    }),
  },
  {
    copies: 1,
    def: rebel({
      id: 'reb-assault-right',
      kind: 'section',
      name: { en: 'Assault on the Right', hu: 'Roham a jobb szárnyon' },
      flavour: { en: 'Their flank is open. Take it.', hu: 'Nyitva hagyták a szárnyukat. Használjuk ki!' },
      order: inSector('right', 3),
    }),
  },
  {
    copies: 1,
    def: rebel({
      id: 'reb-hold-the-line',
      kind: 'section',
      name: { en: 'Hold the Line', hu: 'Tartsátok a vonalat!' },
      flavour: {
        en: 'Every minute we hold is another transport away.',
        hu: 'Minden perc, amíg kitartunk, egy újabb szállítóhajó menekülését jelenti.',
      },
      order: inSector('centre', 4),
    }),
  },
  {
    copies: 1,
    def: rebel({
      id: 'reb-coordinated-defence',
      kind: 'section',
      name: { en: 'Coordinated Defence', hu: 'Összehangolt védelem' },
      flavour: {
        en: 'Command centre to all sectors: stand by.',
        hu: 'Parancsnoki központ minden szektornak: készültség!',
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
    def: rebel({
      id: 'reb-echo-base-defenders',
      kind: 'tactic',
      name: { en: 'Echo Base Defenders', hu: 'Az Echo bázis védői' },
      flavour: {
        en: 'If they want this trench, they will have to take it hand to hand.',
        hu: 'Ha kell nekik ez a lövészárok, kézitusában kell bevenniük.',
      },
      order: { kind: 'class', classes: ['infantry'], count: 3 },
      bonuses: [{ kind: 'extra-die', dice: 1, meleeOnly: true }],
    }),
  },
  {
    copies: 1,
    def: rebel({
      id: 'reb-rogue-squadron',
      kind: 'tactic',
      name: { en: 'Rogue Squadron', hu: 'Zsivány osztag' },
      flavour: {
        en: 'Stay tight, pick your target and come around again.',
        hu: 'Zárt alakzat, válasszátok ki a célt, és forduljatok rá újra!',
      },
      order: { kind: 'class', classes: ['vehicle'], count: 3 },
      bonuses: [{ kind: 'reroll-misses' }],
    }),
  },
  {
    copies: 1,
    def: rebel({
      id: 'reb-concentrated-fire',
      kind: 'tactic',
      name: { en: 'Concentrated Fire', hu: 'Összpontosított tűz' },
      flavour: { en: 'Everyone, one target, on my mark.', hu: 'Mindenki egyetlen célpontra, a jelemre!' },
      order: { kind: 'any', count: 1 },
      bonuses: [{ kind: 'extra-die', dice: 2, meleeOnly: false }],
    }),
  },
  {
    copies: 1,
    def: rebel({
      id: 'reb-man-the-guns',
      kind: 'tactic',
      name: { en: 'Man the Guns', hu: 'Mindenki az ágyúkhoz!' },
      flavour: {
        en: 'Only the heavy guns stand between the walkers and the hangar.',
        hu: 'Már csak a nehézlövegek állnak a lépegetők és a hangár között.',
      },
      order: { kind: 'class', classes: ['special'], count: 'all' },
      bonuses: [{ kind: 'reroll-misses' }],
    }),
  },
]
