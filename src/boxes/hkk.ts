/**
 * The Hatalom Kártyái box for free play: each player's demo deck face down at their right hand with an empty discard
 * pile beside it, their VP and life counters at their left hand; the d6, the coin, the damage markers
 * and the generic tokens in the middle. A player's piles and counters belong to their seat and face it (seatSide in
 * ./layout.ts); the middle is shared. On the table: 15 of the 30 damage markers and 10 of the 20 tokens (two
 * players rarely need more; the rest of the supply stays in the catalogue).
 */
import { CATALOGUE } from './catalogue'
import { dialLook } from './dials'
import { gameCardFaces, gameTokenFaces } from './faces'
import { diceRow, seatSide, tokenStacks } from './layout'
import type { BoxDefinition, BoxPiece, BoxPile } from './types'

const GAME = CATALOGUE.hkk
/** Each seat's strip of piles and counters, this far from the middle: all of it whole in the seat's view at 1280×800. */
const STRIP_Z = 3.1

/** The start value of a counter, from the catalogue. */
function start(id: string): number {
  return GAME.tokens.find((t) => t.id === id)?.range?.start ?? 0
}

/** Player 1 sits at s1 (near edge), player 2 at s2: each owns its deck, discard pile and counters, which face it. */
const seatOf = (player: 1 | 2) => seatSide(player === 1 ? 's1' : 's2')

function playerPiles(player: 1 | 2): BoxPile[] {
  const s = player === 1 ? 1 : -1
  const own = seatOf(player)
  const deck = GAME.decks[player - 1]?.piles[0]
  if (!deck) throw new Error(`hkk box: no demo deck ${player}`)
  const owner = GAME.decks[player - 1]?.name ?? deck.name
  return [
    own.pile(`deck-${player}`, owner, 'deck', s * 3.5, s * STRIP_Z, deck.cards, 'draw'),
    own.pile(
      `discard-${player}`,
      { en: `Discard pile ${player}`, hu: `${player}. dobópakli` },
      'discard',
      s * 4.3,
      s * STRIP_Z,
      [],
      'discard',
    ),
  ]
}

function playerPieces(player: 1 | 2): BoxPiece[] {
  const s = player === 1 ? 1 : -1
  const own = seatOf(player)
  return [
    own.piece(`hkk-vp-${player}`, 'token', dialLook('hkk/vp-counter', start('hkk/vp-counter')), s * -4.2, s * STRIP_Z),
    own.piece(
      `hkk-life-${player}`,
      'token',
      dialLook('hkk/life-counter', start('hkk/life-counter')),
      s * -3.5,
      s * STRIP_Z,
    ),
  ]
}

/** The HKK box. */
export const hkkBox: BoxDefinition = {
  id: 'hkk',
  name: GAME.name,
  cards: gameCardFaces(GAME),
  tokens: gameTokenFaces(GAME),
  pieces: [
    ...playerPieces(1),
    ...playerPieces(2),
    ...diceRow('hkk-d6', 'd6', 1, -0.25, 0),
    ...diceRow('hkk-coin', 'coin', 1, 0.25, 0),
    ...tokenStacks('hkk-damage', 'hkk/damage', 15, -5.4, 0),
    ...tokenStacks('hkk-token', 'hkk/token', 10, 4.5, 0),
  ],
  piles: [...playerPiles(1), ...playerPiles(2)],
}
