/**
 * The blank box: an empty table with a d6 and a coin, for whatever the players import (decks of card images,
 * deck lists) or bring from another box.
 */
import { diceRow } from './layout'
import type { BoxDefinition } from './types'

/** The blank box. */
export const blankBox: BoxDefinition = {
  id: 'blank',
  name: { en: 'Blank table', hu: 'Üres asztal' },
  cards: {},
  tokens: {},
  pieces: [...diceRow('blank-d6', 'd6', 1, -0.25, 0), ...diceRow('blank-coin', 'coin', 1, 0.25, 0)],
  piles: [],
}
