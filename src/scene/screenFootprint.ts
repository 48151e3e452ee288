/**
 * Where an object's footprint lies on the page: its four table corners as drawn now, projected. Labels sit under a
 * pile's lower edge whatever side the camera looks from; the layout e2e test checks a piece is whole on screen.
 */
import { halfExtents } from '../../net/table'
import { createPose } from '../lib/pose'
import type { TableModel } from './tableModel'

/** A point in page CSS pixels. */
export type PagePoint = { x: number; y: number }

/** A rectangle in page CSS pixels. */
export interface PageRect {
  left: number
  top: number
  right: number
  bottom: number
}

const CORNERS = [
  [-1, -1],
  [1, -1],
  [1, 1],
  [-1, 1],
] as const
const _pose = /* @__PURE__ */ createPose()

/** The page points of object `id`'s four footprint corners, or null when it is not drawn. */
export function screenCorners(model: TableModel, id: string): PagePoint[] | null {
  const obj = model.objects.get(id)
  if (!obj || !model.displayedPose(id, _pose)) return null
  const { hx, hz } = halfExtents(obj.kind, obj.quarter, obj)
  const out: PagePoint[] = []
  for (const [sx, sz] of CORNERS) {
    const at = model.toPage(_pose.x + sx * hx, _pose.y, _pose.z + sz * hz)
    if (!at) return null
    out.push(at)
  }
  return out
}

/** The page rectangle around object `id`'s footprint, or null when it is not drawn. */
export function screenFootprint(model: TableModel, id: string): PageRect | null {
  const corners = screenCorners(model, id)
  if (!corners) return null
  const xs = corners.map((p) => p.x)
  const ys = corners.map((p) => p.y)
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) }
}

/**
 * The footprint's edge lowest on the page (nearest the viewer): its two lowest corners, left one first. A label set
 * under it spans no more than the piece does, where the bounding rectangle of a card seen in perspective would
 * reach into its neighbour's.
 */
export function lowerEdge(corners: readonly PagePoint[]): [PagePoint, PagePoint] {
  const [a, b] = [...corners].sort((p, q) => q.y - p.y) as [PagePoint, PagePoint]
  return a.x <= b.x ? [a, b] : [b, a]
}
