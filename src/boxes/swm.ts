/**
 * The Star Wars Miniatures box for free play. The starship map lies in the middle, turned half round so the light
 * side's airlock is at s1's end (near edge, +z) and the dark side's blast door at s2's. Both squads stand in their
 * start zones, each character as its own model (public/models/swm), named on hover and in its menu; each side's
 * stat cards lie face up (one discard-kind pile each) at its edge with its d20, activation markers, Force points and
 * damage counters. The map is locked so it is not dragged by accident.
 *
 * Counters on the table: per side 6 activation markers, 10 Force points, 15 "10" and 5 "50" damage counters (the
 * catalogue's supply, split between the two sides).
 */
import { boardGeometry, boardGrid, boardToTable, swmSquareLocal, SWM_BOARD } from './boardGeometry'
import { CATALOGUE } from './catalogue'
import type { Square } from './catalogue/types'
import { gameCardFaces, gameMiniatureFaces, gameTokenFaces } from './faces'
import { piece, round, seatSide } from './layout'
import type { BoxDefinition, BoxPiece, BoxPile } from './types'

const GAME = CATALOGUE.swm
/** The map's place: the table's centre, two quarter turns. */
const MAP = { x: 0, z: 0, quarter: 2 } as const
/** Depth of each side's strip of cards and counters, beyond the map's edge. */
const STRIP_Z = 3.5

/** Each squad: its side (+1 near s1), its faction's colour, and which figure stands on which start square. */
const SQUADS = [
  {
    sign: 1,
    seat: 's1',
    prefix: 'light',
    figures: [
      { character: 'swm/obi-wan-kenobi', squares: [{ x: 2, y: 2 }] },
      { character: 'swm/luke-skywalker-champion', squares: [{ x: 2, y: 4 }] },
    ],
  },
  {
    sign: -1,
    seat: 's2',
    prefix: 'dark',
    figures: [
      { character: 'swm/darth-vader', squares: [{ x: 26, y: 15 }] },
      {
        character: 'swm/death-star-trooper',
        squares: [
          { x: 25, y: 13 },
          { x: 25, y: 14 },
          { x: 25, y: 16 },
          { x: 25, y: 17 },
          { x: 27, y: 13 },
          { x: 27, y: 17 },
        ],
      },
    ],
  },
] as const satisfies readonly {
  sign: number
  /** The seat that owns the squad: its figures, stat cards and counters face that seat (./layout.ts seatSide). */
  seat: string
  prefix: string
  figures: readonly { character: string; squares: readonly Square[] }[]
}[]

/** Where a map square's centre lies on the table. */
export function swmSquareOnTable(square: Square): { x: number; z: number } {
  const p = boardToTable(swmSquareLocal(square.x, square.y), MAP.x, MAP.z, MAP.quarter)
  return { x: round(p.x), z: round(p.z) }
}

function squadPieces(squad: (typeof SQUADS)[number]): BoxPiece[] {
  const s = squad.sign
  const side = seatSide(squad.seat)
  // Along the strip, a side's things run from its left hand (−x for s1, +x for s2) to the middle.
  const at = (x: number) => round(-s * x)
  const z = s * STRIP_Z
  const figures = squad.figures.flatMap((f) =>
    f.squares.map((square, i) => {
      const p = swmSquareOnTable(square)
      const name = f.character.replace('swm/', '')
      // The seat turns its figures to look across the table, at the enemy's end of the map. The look is the catalogue
      // figure: the scene draws its own model (public/models/swm), the table names it and shows its stat card.
      return side.piece(`swm-${name}-${i + 1}`, 'miniature', `${f.character}-figure`, p.x, p.z, { layer: 1 })
    }),
  )
  const p = squad.prefix
  // Stacks of one kind run from the side's left hand toward its right.
  const opts = { dx: s * 0.45 }
  return [
    ...figures,
    ...side.diceRow(`swm-${p}-d20`, 'd20', 1, at(2.35), z),
    ...side.tokenStacks(`swm-${p}-activation`, 'swm/activation', 6, at(1.8), z, { perStack: 6 }),
    ...side.tokenStacks(`swm-${p}-force`, 'swm/force-point', 10, at(1.2), z, opts),
    ...side.tokenStacks(`swm-${p}-damage-10`, 'swm/damage-10', 15, at(0.1), z, opts),
    ...side.tokenStacks(`swm-${p}-damage-50`, 'swm/damage-50', 5, at(-1.4), z, opts),
  ]
}

/** A side's stat cards, each face up on its own pile at the side's left hand. */
function statPiles(squad: (typeof SQUADS)[number]): BoxPile[] {
  return squad.figures.map((f, i) => {
    const card = GAME.cards.find((c) => c.id === `${f.character}-card`)
    if (!card) throw new Error(`swm box: no stat card for ${f.character}`)
    const id = `${squad.prefix}-${f.character.replace('swm/', '')}`.slice(0, 40)
    return seatSide(squad.seat).pile(id, card.name, 'discard', -squad.sign * (4 - i * 0.8), squad.sign * STRIP_Z, [
      card.id,
    ])
  })
}

const geometry = boardGeometry(SWM_BOARD)
if (!geometry) throw new Error('swm box: the map has no geometry')

/** The SWM box. */
export const swmBox: BoxDefinition = {
  id: 'swm',
  name: GAME.name,
  cards: gameCardFaces(GAME),
  tokens: gameTokenFaces(GAME),
  miniatures: gameMiniatureFaces(GAME),
  pieces: [
    piece('swm-map', 'board', SWM_BOARD, MAP.x, MAP.z, {
      quarter: MAP.quarter,
      locked: true,
      w: geometry.w,
      d: geometry.d,
    }),
    ...SQUADS.flatMap(squadPieces),
  ],
  piles: SQUADS.flatMap(statPiles),
  grid: boardGrid(SWM_BOARD, MAP.x, MAP.z, MAP.quarter),
}
