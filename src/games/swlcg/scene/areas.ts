/**
 * The players' areas of the SWLCG table and the sizes of the rows in them (layout.ts lays the cards out in them).
 * 1v1: each side has its whole half. 2v2: each half holds two areas side by side, each player across from the
 * opponent they face, sized so that at 1280×800 every pile and its label stays on screen from every seat, and a
 * player's own area stays clear of the panels on their side of the screen (the log sits over the teammate's area,
 * see `ownScreenSide`). Pure.
 */
import { sideOfPlayer } from '../../../../engine/games/swlcg'
import type { Player, Side, SwlcgView } from '../../../../engine/games/swlcg'

/** +1 for the side along the near edge (Light Side, seat 1), −1 for the far one. */
export const SIGN: Readonly<Record<Side, 1 | -1>> = { light: 1, dark: -1 }

/** A row of cards: its centre's distance from the area's centre towards the piles, and how far it reaches each way. */
interface Row {
  shift: number
  reach: number
}

/**
 * The sizes of a player's area, as distances from its centre towards the end its piles lie at (negative: towards
 * the other end): the objectives, units and hand rows, the piles' two columns and two rows (z, from the middle), the
 * common reserve (2v2), the first committed unit (the Force row runs away from the piles), the edge stack at the
 * other end and the event being played.
 */
export interface Geometry {
  objectives: Row
  units: Row
  hand: Row
  pileX: { outer: number; inner: number }
  pileZ: { back: number; front: number }
  reserve: { x: number; z: number }
  forceX: number
  forceStep: number
  edgeX: number
}

/**
 * 1v1: the whole half. The units row, the longest, sits a little to its player's left and reaches less far to the
 * right, so that a full row stays clear of the panels along the screen's right edge; the piles lie in a 2 × 2 block
 * on the player's left (the right edge is under the decision panel).
 */
export const DUEL: Geometry = {
  objectives: { shift: 0, reach: 3.0 },
  units: { shift: 0.33, reach: 2.77 },
  hand: { shift: 0, reach: 3.0 },
  pileX: { outer: 4.6, inner: 3.8 },
  pileZ: { back: 3.05, front: 1.95 },
  reserve: { x: 3.8, z: 4.05 },
  forceX: 2.8,
  forceStep: 0.72,
  edgeX: 3.6,
}

/** How far from the middle (x) the centre of each 2v2 area (its objectives row) lies. */
const TEAM_AREA_X = 2.3

/**
 * 2v2: half of a half. Seen from the near edge at 1280×800 the table shows about 4.9 units either side of the middle
 * at the piles' depth, so the piles' outer column lies at 4.6 from the middle, the objectives and units rows end
 * before their inner column and the Force row before the reserve. The reserve lies below the piles, a little in,
 * so that its label stays on screen and, for a player sitting on the left, clear of the Chat and Seats buttons.
 * The edge stack lies at the inner end, the event being played at the outer end.
 */
export const TEAM: Geometry = {
  objectives: { shift: 0, reach: 0.97 },
  units: { shift: -0.45, reach: 1.4 },
  hand: { shift: -0.4, reach: 1.0 },
  pileX: { outer: 2.3, inner: 1.65 },
  pileZ: { back: 2.9, front: 1.7 },
  reserve: { x: 1.3, z: 4.0 },
  forceX: 0.65,
  forceStep: 0.55,
  edgeX: 1.85,
}

/**
 * A player's area: the sign of their side's half (their own frame's z and x point this way times the table's), the
 * x of its centre (table x = cx + s · x of the player's frame), which way along the table's x its piles lie, and its
 * sizes.
 */
export interface Area {
  s: 1 | -1
  cx: number
  p: 1 | -1
  g: Geometry
}

/**
 * The area of each player. 1v1: each side's whole half. 2v2: clockwise dark, dark2, light, light2 around the table,
 * so the light #1 sits on the near edge's right, the light #2 on its left, the dark #1 across from the light #2 and
 * the dark #2 across from the light #1.
 */
export function areaOf(view: SwlcgView, player: Player): Area {
  const s = SIGN[sideOfPlayer(player)]
  // 1v1: the piles on the player's left.
  if (view.players.length !== 4) return { s, cx: 0, p: s === 1 ? -1 : 1, g: DUEL }
  const right = player === 'light' || player === 'dark2'
  return { s, cx: right ? TEAM_AREA_X : -TEAM_AREA_X, p: right ? 1 : -1, g: TEAM }
}

/**
 * Which half of the screen `player`'s own area fills as their camera sees it (each side looks from its own edge):
 * 'right' for each team's #1, 'left' for each #2; null in 1v1, where a player's area is the whole near half.
 */
export function ownScreenSide(view: SwlcgView, player: Player): 'left' | 'right' | null {
  if (view.players.length !== 4) return null
  const a = areaOf(view, player)
  return a.cx * a.s > 0 ? 'right' : 'left'
}

/** The table x `d` from the area's centre towards its piles (away from them when negative). */
export const toward = (a: Area, d: number) => a.cx + a.p * d
