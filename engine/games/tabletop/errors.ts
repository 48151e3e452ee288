/**
 * The tabletop's typed errors: a stable code and a reason a player can read, in Hungarian and English.
 * Reasons are fixed text plus numbers and (shortened) ids, so every peer records the same words for a refusal.
 */
import { engineError } from '../../core/errors'
import type { EngineError } from '../../core/types'

const e = engineError

/** Quotes an id for a reason, shortened so a hostile payload cannot bloat the log view. */
function q(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
}

/** Errors the tabletop produces (beside the core's). */
export const tabletopErrors = {
  unknownPile: (pile: string): EngineError =>
    e('unknown-pile', `Nincs ${q(pile)} nevű pakli az asztalon.`, `There is no pile ${q(pile)} on the table.`),
  pileExists: (pile: string): EngineError =>
    e('pile-exists', `Már van ${q(pile)} nevű pakli az asztalon.`, `A pile ${q(pile)} is already on the table.`),
  tooManyPiles: (max: number): EngineError =>
    e('too-many-piles', `Legfeljebb ${max} pakli lehet az asztalon.`, `At most ${max} piles fit on the table.`),
  tooManyCards: (max: number): EngineError =>
    e(
      'too-many-cards',
      `Legfeljebb ${max} lap lehet játékban; előbb tegyél el egy paklit.`,
      `At most ${max} cards may be in play; put a pile away first.`,
    ),
  notEnoughCards: (have: number, want: number): EngineError =>
    e(
      'not-enough-cards',
      `A pakliban ${have} lap van, ${want} kellene (talán valaki közben húzott belőle).`,
      `The pile holds ${have} cards, ${want} are needed (someone may have drawn meanwhile).`,
    ),
  pileBeingSearched: (seat: string): EngineError =>
    e(
      'pile-being-searched',
      `Ezt a paklit most ${q(seat)} nézi át; várd meg, amíg befejezi.`,
      `${q(seat)} is searching this pile; wait until they finish.`,
    ),
  searchingThisPile: (): EngineError =>
    e(
      'searching-this-pile',
      'Éppen átnézed ezt a paklit: a keveréshez fejezd be az átnézést keveréssel.',
      'You are searching this pile: end the search with a shuffle instead.',
    ),
  alreadySearching: (): EngineError =>
    e(
      'already-searching',
      'Már átnézel egy paklit; előbb fejezd be azt.',
      'You are already searching a pile; finish that first.',
    ),
  notSearching: (): EngineError =>
    e('not-searching', 'Most nem nézel át egy paklit sem.', 'You are not searching any pile.'),
  emptyPile: (): EngineError => e('empty-pile', 'Ez a pakli üres.', 'This pile is empty.'),
  badCut: (count: number): EngineError =>
    e(
      'bad-cut',
      `Emelni 1 és ${Math.max(1, count - 1)} lap között lehet (a pakliban ${count} lap van).`,
      `A cut takes between 1 and ${Math.max(1, count - 1)} cards (the pile holds ${count}).`,
    ),
  unknownSeat: (seat: string): EngineError =>
    e('unknown-seat', `Nincs ${q(seat)} nevű hely az asztalnál.`, `There is no seat ${q(seat)} at this table.`),
  unknownSlot: (): EngineError =>
    e('unknown-slot', 'Nincs ilyen lap az asztalon.', 'There is no such card on the table.'),
  notYourHand: (): EngineError =>
    e(
      'not-your-hand',
      'Más játékos kezében lévő lapokhoz nem nyúlhatsz, és más kezébe sem tehetsz lapot.',
      "You cannot touch the cards in another player's hand, nor put cards into it.",
    ),
  notInHand: (): EngineError => e('not-in-hand', 'Ez a lap nincs a kezedben.', 'That card is not in your hand.'),
  notOnTable: (): EngineError =>
    e('not-on-table', 'Ez a lap nem az asztalon fekszik.', 'That card is not lying on the table.'),
  badOrder: (): EngineError =>
    e(
      'bad-order',
      'Az új sorrendben a kezedben lévő minden lapnak pontosan egyszer kell szerepelnie.',
      'The new order must list every card in your hand exactly once.',
    ),
  tooManyCounters: (max: number): EngineError =>
    e(
      'too-many-counters',
      `Egy lapon legfeljebb ${max} féle jelölő lehet.`,
      `A card can carry at most ${max} kinds of counter.`,
    ),
  tooManyDice: (max: number): EngineError =>
    e(
      'too-many-dice',
      `Legfeljebb ${max} különböző kocka lehet az asztalon.`,
      `At most ${max} different dice fit on the table.`,
    ),
}
