/**
 * Where the pieces on the board stand: every unit and structure with its place, facing and height, and every
 * figure of every unit (a unit shows its remaining figures, so losses are visible), grouped by model kind so
 * each kind draws as one set of instanced meshes.
 */
import { Euler, Matrix4, Quaternion, Vector3 } from 'three'
import { STRUCTURE_SPECS } from '../../../../engine/games/hoth'
import type { HexId, HothView, Side, StructureKind, UnitType } from '../../../../engine/games/hoth'
import { facingYaw, figureOffsets, hexWorld, standHeight } from './boardLayout'
import { badgeLook } from './badgeTextures'
import type { BadgeLook } from './badgeTextures'

/** A kind with a model: a unit type or a structure kind. */
export type PieceKind = UnitType | StructureKind

/** A unit or structure on the board. */
export interface BoardPiece {
  id: string
  kind: PieceKind
  side: Side
  hex: HexId
  x: number
  y: number
  z: number
  yaw: number
  /** Figures shown (1 for a structure). */
  figures: number
  badge: BadgeLook | null
  /** Structures only: hits left and hits it takes; destroyed ones are wreckage and not pieces. */
  structure: { hits: number; maxHits: number } | null
}

/** One figure to draw: which piece it belongs to and its world matrix. */
export interface FigurePlace {
  id: string
  hex: HexId
  matrix: Matrix4
}

/** How tall each kind stands (for pointer targets and the sight line), model units. */
export const PIECE_HEIGHT: Readonly<Record<PieceKind, number>> = {
  'imperial-infantry': 0.36,
  'rebel-infantry': 0.36,
  'at-at': 0.73,
  'probe-droid': 0.47,
  snowspeeder: 0.27,
  'heavy-cannon': 0.25,
  'shield-generator': 0.69,
  'ion-cannon': 0.62,
}

/** How far apart a kind's figures stand (snowspeeders' wings need more room than troopers). */
const SPREAD: Partial<Record<PieceKind, number>> = { snowspeeder: 1.4 }

/** Every unit, then every standing structure, sorted by id so instance order is stable. */
export function boardPieces(view: Pick<HothView, 'units' | 'structures' | 'terrain'>): BoardPiece[] {
  const out: BoardPiece[] = []
  for (const u of Object.values(view.units)) {
    const { x, z } = hexWorld(u.hex)
    out.push({
      id: u.id,
      kind: u.type,
      side: u.side,
      hex: u.hex,
      x,
      y: standHeight(view.terrain[u.hex]),
      z,
      yaw: facingYaw(u.side),
      figures: Math.max(0, u.figures),
      badge: badgeLook(u.badge, u.deployed),
      structure: null,
    })
  }
  for (const s of Object.values(view.structures)) {
    if (s.destroyed) continue
    const spec = STRUCTURE_SPECS[s.kind]
    const { x, z } = hexWorld(s.hex)
    out.push({
      id: s.id,
      kind: s.kind,
      side: spec.side,
      hex: s.hex,
      x,
      y: standHeight(view.terrain[s.hex]),
      z,
      yaw: facingYaw(spec.side),
      figures: 1,
      badge: null,
      structure: { hits: s.hits, maxHits: spec.hits },
    })
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

const _q = new Quaternion()
const _e = new Euler()
const ONE = new Vector3(1, 1, 1)

/** Every figure's world matrix, grouped by model kind (kinds in first-seen order). */
export function figuresByKind(pieces: readonly BoardPiece[]): Map<PieceKind, FigurePlace[]> {
  const out = new Map<PieceKind, FigurePlace[]>()
  for (const p of pieces) {
    const list = out.get(p.kind) ?? []
    const spread = SPREAD[p.kind] ?? 1
    figureOffsets(p.figures).forEach((o, i) => {
      // A slight turn per figure so a squad does not look stamped out.
      _q.setFromEuler(_e.set(0, p.yaw + ((i * 7) % 5) * 0.06 - 0.12, 0))
      const at = new Vector3(p.x + o.x * spread, p.y, p.z + o.z * spread)
      list.push({ id: p.id, hex: p.hex, matrix: new Matrix4().compose(at, _q, ONE) })
    })
    out.set(p.kind, list)
  }
  return out
}
