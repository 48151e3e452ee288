/**
 * The Battle of Hoth box for free play (the rules-mode table is the separate box 'hoth'). The hex battlefield lies in
 * the middle with the Rebel baseline toward s1 (+z), as on the rules-mode table, and each army stands on the two rows
 * at its own edge, one unit per hex. The terrain and structure tiles wait in stacks beside the board's short ends;
 * each side's strip at its edge holds its command deck and discard pile, its three leaders' cards, four battle dice
 * and one of each special-force badge; three victory medals lie in each side's strip. A side's figures,
 * cards, dice, badges and medals belong to its seat and face it (seatSide in ./layout.ts); board and tiles are shared.
 */
import { HOTH_MODEL_FOOTPRINT, hothModelPath } from '../games/hoth/pieces/hothModels'
import type { UnitType } from '../../engine/games/hoth'
import { boardGeometry, boardGrid, boardToTable, hothHexLocal, HOTH_BOARD, HOTH_TILE } from './boardGeometry'
import { CATALOGUE } from './catalogue'
import type { Point } from './boardGeometry'
import { gameCardFaces, gameTokenFaces } from './faces'
import { piece, round, seatSide } from './layout'
import type { SeatSide } from './layout'
import type { BoxDefinition, BoxPiece, BoxPile } from './types'

const GAME = CATALOGUE.hoth
const BOARD = { x: 0, z: 0, quarter: 0 } as const
const STRIP_Z = 3.45
/** x of the tile columns beside the board's short ends. */
const TILE_X = 5.3

type SideId = 'rebel' | 'empire'

/** Each side's seat: the Rebels at s1 (near edge), the Empire at s2; a side's things are its seat's (seatSide). */
const SIDES: Readonly<Record<SideId, SeatSide>> = { rebel: seatSide('s1'), empire: seatSide('s2') }

/** Where each army stands: unit type per hex, row by row (Rebels on rows 0–1, the Empire on rows 6–5). */
const DEPLOYMENT: Readonly<Record<SideId, readonly { row: number; units: readonly (UnitType | null)[] }[]>> = {
  rebel: [
    {
      row: 0,
      units: [
        null,
        'snowspeeder',
        null,
        'heavy-cannon',
        'snowspeeder',
        null,
        'heavy-cannon',
        null,
        'snowspeeder',
        null,
      ],
    },
    {
      row: 1,
      units: Array.from({ length: 9 }, (_, c) => (c === 4 ? null : 'rebel-infantry')),
    },
  ],
  empire: [
    { row: 6, units: ['probe-droid', null, 'at-at', null, null, 'at-at', null, null, 'at-at', 'probe-droid'] },
    {
      row: 5,
      units: Array.from({ length: 9 }, (_, c) => (c === 4 ? null : 'imperial-infantry')),
    },
  ],
}

/** Stacking footprint of a figure: its base, so several figures share a hex without lying on each other. */
const FIGURE_BASE = 0.26

/** Offsets of a unit's 1–4 figures inside a hex, at least a base apart along x or z. */
function figureOffsets(count: number): Point[] {
  const d = 0.135
  if (count === 4)
    return [
      { x: -d, z: -d },
      { x: d, z: -d },
      { x: -d, z: d },
      { x: d, z: d },
    ]
  if (count === 3)
    return [
      { x: 0, z: -0.14 },
      { x: -0.14, z: 0.13 },
      { x: 0.14, z: 0.13 },
    ]
  if (count === 2)
    return [
      { x: -0.14, z: 0 },
      { x: 0.14, z: 0 },
    ]
  return [{ x: 0, z: 0 }]
}

/** Where hex (col, row) of the battlefield lies on the table. */
export function hothHexOnTable(col: number, row: number): Point {
  return boardToTable(hothHexLocal(col, row), BOARD.x, BOARD.z, BOARD.quarter)
}

function armyPieces(side: SideId): BoxPiece[] {
  const own = SIDES[side]
  const out: BoxPiece[] = []
  const count = new Map<UnitType, number>()
  for (const { row, units } of DEPLOYMENT[side]) {
    units.forEach((type, col) => {
      if (!type) return
      const spec = GAME.miniatures.find((m) => m.id === `hoth/figure-${type}`)
      const figures = spec?.perUnit ?? 1
      const centre = hothHexOnTable(col, row)
      // One-figure units (AT-AT, heavy cannon) keep their model's own footprint; others stand on bases.
      const base = figures === 1 ? Math.max(FIGURE_BASE, 2 * HOTH_MODEL_FOOTPRINT[type]) : FIGURE_BASE
      for (const offset of figureOffsets(figures)) {
        const n = (count.get(type) ?? 0) + 1
        count.set(type, n)
        // The seat turns its figures to look across the board at the enemy (seatSide).
        out.push(
          own.piece(
            `hoth-${type}-${n}`,
            'miniature',
            hothModelPath(type),
            round(centre.x + offset.x),
            round(centre.z + offset.z),
            { layer: 1, w: base, d: base },
          ),
        )
      }
    })
  }
  return out
}

/** The terrain and structure tiles, one stack per kind, in the columns beside the board's short ends. */
function tilePieces(): BoxPiece[] {
  const places: Point[] = [
    ...[-2.2, -1.1, 0, 1.1, 2.2].map((z) => ({ x: -TILE_X, z })),
    ...[-1.65, -0.55, 0.55, 1.65].map((z) => ({ x: TILE_X, z })),
  ]
  return GAME.tiles.flatMap((tile, i) => {
    const at = places[i]
    if (!at) throw new Error('hoth box: more tile kinds than tile places')
    return Array.from({ length: tile.count }, (_, k) =>
      piece(`hoth-${tile.id.replace('hoth/', '')}-${k + 1}`, 'tile', tile.id, at.x, at.z, {
        layer: k,
        w: HOTH_TILE.w,
        d: HOTH_TILE.d,
      }),
    )
  })
}

const BADGES = ['commando', 'e-web', 'recon', 'elite-troops', 'elite-squadron'] as const

/** One side's strip: four battle dice in the middle, one of each badge toward its right hand, medals to their left. */
function stripPieces(side: SideId): BoxPiece[] {
  const s = side === 'rebel' ? 1 : -1
  const z = s * STRIP_Z
  const own = SIDES[side]
  return [
    ...own.diceRow(`hoth-${side}-die`, 'hoth', 4, s * -0.51, z, s * 0.34),
    ...BADGES.map((b, i) =>
      own.piece(`hoth-${side}-badge-${b}`, 'token', `hoth/badge-${b}`, round(s * (1 + i * 0.45)), z),
    ),
    // Between the leaders and the dice: a corner of the table falls outside the seat's view on a laptop.
    ...own.tokenStacks(`hoth-${side}-medal`, 'hoth/medal', 3, s * -1.3, z),
  ]
}

/** The side's command deck and discard pile at its right hand, its leaders' cards at its left. */
function sidePiles(side: SideId): BoxPile[] {
  const s = side === 'rebel' ? 1 : -1
  const z = s * STRIP_Z
  const deck = GAME.decks.find((d) => d.id === `hoth/deck-${side}`)?.piles[0]
  if (!deck) throw new Error(`hoth box: no ${side} deck`)
  const leaders = GAME.decks.filter((d) => d.id.startsWith('hoth/leader-') && leaderSide(d.id) === side)
  const own = SIDES[side]
  // Command cards are the hand's cards: they go back to the command deck or onto the discard pile.
  return [
    own.pile(`${side}-command`, deck.name, 'deck', s * 4.3, z, deck.cards, 'draw'),
    own.pile(`${side}-discard`, { en: 'Discard pile', hu: 'Dobópakli' }, 'discard', s * 3.5, z, [], 'discard'),
    ...leaders.map((d, i) => {
      const p = d.piles[0]
      if (!p) throw new Error(`hoth box: leader deck ${d.id} is empty`)
      return own.pile(d.id.replace('hoth/', ''), d.name, 'deck', s * -(4 - i * 0.8), z, p.cards)
    }),
  ]
}

/** Which side a leader deck belongs to: the side of its cards' back. */
function leaderSide(deckId: string): SideId {
  const first = GAME.decks.find((d) => d.id === deckId)?.piles[0]?.cards[0]
  const card = GAME.cards.find((c) => c.id === first)
  return card?.back === 'hoth/back-empire' ? 'empire' : 'rebel'
}

const geometry = boardGeometry(HOTH_BOARD)
if (!geometry) throw new Error('hoth box: the battlefield has no geometry')

/** The Battle of Hoth free-play box. */
export const hothFreeBox: BoxDefinition = {
  id: 'hoth-free',
  name: { en: `${GAME.name.en} (free play)`, hu: `${GAME.name.hu} (szabad játék)` },
  cards: gameCardFaces(GAME),
  tokens: gameTokenFaces(GAME),
  pieces: [
    piece('hoth-battlefield', 'board', HOTH_BOARD, BOARD.x, BOARD.z, { locked: true, w: geometry.w, d: geometry.d }),
    ...armyPieces('rebel'),
    ...armyPieces('empire'),
    ...tilePieces(),
    ...stripPieces('rebel'),
    ...stripPieces('empire'),
  ],
  piles: [...sidePiles('rebel'), ...sidePiles('empire')],
  grid: boardGrid(HOTH_BOARD, BOARD.x, BOARD.z, BOARD.quarter),
}
