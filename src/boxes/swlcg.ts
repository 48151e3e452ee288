/**
 * The Star Wars: The Card Game box for free play. The Light Side sits at s1 (near edge, +z), the Dark Side at s2.
 * Each side has both of its Core Set starter decks down at its edge: the affiliation card face up, the objective deck
 * and the command deck face down (unshuffled; players shuffle at the table) and an empty discard pile. A two-player
 * game uses one deck a side (box the other); 2v2 uses all four. The middle holds both sides' Force cards, the Death
 * Star dial, the Balance of the Force token, the multiplayer dial and the token supply. A side's piles belong to its
 * seat and face it (seatSide in ./layout.ts); the middle's dials, token and supply are shared and lie as s1 reads them.
 *
 * Token supply on the table: 15 focus, 25 damage and 6 shield tokens (the catalogue sizes the supply for 40/60/12,
 * but cards also carry counters of their own in the tabletop game, and the table has no room for more stacks).
 */
import { CATALOGUE } from './catalogue'
import { AFFILIATION_NAMES } from './catalogue/swlcg/cards'
import type { LocalizedText, PileDef } from './catalogue/types'
import { dialLook } from './dials'
import { gameCardFaces, gameTokenFaces } from './faces'
import { piece, seatSide, tokenStacks } from './layout'
import type { BoxDefinition, BoxPiece, BoxPile } from './types'

const GAME = CATALOGUE.swlcg

/** The Light Side's seat (near edge) and the Dark Side's (far edge): each owns its decks, which face it. */
const LIGHT = seatSide('s1')
const DARK = seatSide('s2')

/** Where each starter deck lies: its short pile-id prefix, its side's sign (+1 near s1) and which hand it is at. */
const DECKS = [
  { id: 'swlcg/starter-jedi', affiliation: 'jedi', prefix: 'jedi', sign: 1, hand: 1 },
  { id: 'swlcg/starter-rebel-alliance', affiliation: 'rebel-alliance', prefix: 'rebel', sign: 1, hand: -1 },
  { id: 'swlcg/starter-sith', affiliation: 'sith', prefix: 'sith', sign: -1, hand: 1 },
  { id: 'swlcg/starter-imperial-navy', affiliation: 'imperial-navy', prefix: 'navy', sign: -1, hand: -1 },
] as const

/**
 * Depth of a side's row of piles from the middle, where they start along x and how far apart they lie: the outermost
 * pile stays whole in its seat's view at 1280×800 (tests/e2e/layout.test.ts).
 */
const ROW_Z = 3.1
const FIRST_X = 1.7
const STEP_X = 0.85

/** The piles of one starter deck, from the middle outward: affiliation, objectives, command deck, discard. */
function deckPiles(deck: (typeof DECKS)[number]): BoxPile[] {
  const def = GAME.decks.find((d) => d.id === deck.id)
  if (!def) throw new Error(`swlcg box: no starter deck ${deck.id}`)
  // A seat's right hand is +x for s1 (near) and −x for s2 (far): `sign · hand` puts the first deck at each right.
  const dir = deck.sign * deck.hand
  const z = deck.sign * ROW_Z
  const at = (i: number) => dir * (FIRST_X + i * STEP_X)
  const byRole = (role: string): PileDef => {
    const p = def.piles.find((x) => x.id.endsWith(`/${role}`))
    if (!p) throw new Error(`swlcg box: ${deck.id} has no ${role} pile`)
    return p
  }
  const owner = AFFILIATION_NAMES[deck.affiliation]
  const named = (p: LocalizedText): LocalizedText => ({ en: `${owner.en}: ${p.en}`, hu: `${owner.hu}: ${p.hu}` })
  const affiliation = byRole('affiliation')
  const objectives = byRole('objectives')
  const command = byRole('command')
  const side = deck.sign > 0 ? LIGHT : DARK
  // Hand cards are command cards: they go back to the command deck or onto the discard pile, never elsewhere.
  return [
    side.pile(`${deck.prefix}-affiliation`, named(affiliation.name), 'discard', at(0), z, affiliation.cards),
    side.pile(`${deck.prefix}-objectives`, named(objectives.name), 'deck', at(1), z, objectives.cards),
    side.pile(`${deck.prefix}-command`, named(command.name), 'deck', at(2), z, command.cards, 'draw'),
    side.pile(
      `${deck.prefix}-discard`,
      named({ en: 'Discard pile', hu: 'Dobópakli' }),
      'discard',
      at(3),
      z,
      [],
      'discard',
    ),
  ]
}

/** Both sides' Force cards, face up in the middle, each on its own side of the dials and facing its side. */
function forcePiles(): BoxPile[] {
  const light = GAME.cards.find((c) => c.id === 'swlcg/force-light')
  const dark = GAME.cards.find((c) => c.id === 'swlcg/force-dark')
  if (!light || !dark) throw new Error('swlcg box: Force cards missing')
  const copies = (id: string, n: number) => Array.from({ length: n }, () => id)
  return [
    LIGHT.pile('force-light', light.name, 'discard', -1.6, 0.45, copies(light.id, light.count)),
    DARK.pile('force-dark', dark.name, 'discard', 1.6, -0.45, copies(dark.id, dark.count)),
  ]
}

function buildPieces(): BoxPiece[] {
  const dial = (id: string) => {
    const def = GAME.tokens.find((t) => t.id === id)
    return dialLook(id, def?.range?.start ?? 0)
  }
  return [
    piece('swlcg-death-star-dial', 'token', dial('swlcg/death-star-dial'), -0.5, 0),
    piece('swlcg-balance-of-the-force', 'token', 'swlcg/balance-of-the-force', 0, 0),
    piece('swlcg-multiplayer-dial', 'token', dial('swlcg/multiplayer-dial'), 0.5, 0),
    ...tokenStacks('swlcg-focus', 'swlcg/focus', 15, -5.4, 0),
    ...tokenStacks('swlcg-shield', 'swlcg/shield', 6, -3.9, 0, { perStack: 3 }),
    ...tokenStacks('swlcg-damage', 'swlcg/damage', 25, 3.6, 0),
  ]
}

/** The SWLCG box. */
export const swlcgBox: BoxDefinition = {
  id: 'swlcg',
  name: GAME.name,
  cards: gameCardFaces(GAME),
  tokens: gameTokenFaces(GAME),
  pieces: buildPieces(),
  piles: [...DECKS.flatMap(deckPiles), ...forcePiles()],
}
