/**
 * The seats' pieces as instances and quads, from the seat model and the layout: card backs (fanned hands and
 * deck tops) as instances of one plane per side, piles and stands as instances of one box, and the faces with
 * words (played card, discard tops, placards) as quads of one merged geometry over the seat atlas. So the
 * whole of SeatTable costs four draw calls, however many players sit at the table.
 */
import { BufferAttribute, BufferGeometry, Euler, Matrix4, Quaternion, Vector3 } from 'three'
import type { Side } from '../../../../engine/games/hoth'
import { TABLE_Y } from './boardLayout'
import type { Mark } from '../../../scene/InstancedMarks'
import { atlasCells, cellUv } from './seatAtlas'
import type { AtlasFace } from './seatAtlas'
import type { SeatInfo } from './seatModel'
import {
  CARD_SIZE,
  FAN_SCALE,
  LEAN,
  PLACARD_SIZE,
  PLAYED_SCALE,
  fanCards,
  seatScale,
  seatSpots,
  stackHeight,
  viewerYaw,
} from './seatLayout'
import type { TablePoint } from './boardLayout'

/** Colours of the box instances: card edges, an empty pile's mat, a placard's stand. */
const EDGE = '#ddd5c3'
const MAT = '#1a2029'
const STAND = '#3a414c'

const _q = new Quaternion()
const _e = new Euler()

/** Where a seat sits, from the model. */
function spotsOf(s: SeatInfo) {
  return seatSpots(s.side, s.teamIndex, s.teamSize)
}

/**
 * Card-back instances per side (a unit plane scaled to a card): each shown hand fanned upright at its seat,
 * leaning to face the viewer's camera, and the top of each non-empty deck lying flat.
 */
export function backMarks(seats: readonly SeatInfo[], viewer: Side): Record<Side, Mark[]> {
  const out: Record<Side, Mark[]> = { rebel: [], empire: [] }
  const yaw = viewerYaw(viewer)
  const w = CARD_SIZE.w * FAN_SCALE
  const h = CARD_SIZE.h * FAN_SCALE
  for (const s of seats) {
    const spots = spotsOf(s)
    if (s.showHand) {
      const k = seatScale(s.side, viewer)
      const base = new Matrix4().compose(
        new Vector3(spots.fan.x, TABLE_Y, spots.fan.z),
        _q.setFromEuler(_e.set(-LEAN, yaw, 0, 'YXZ')),
        new Vector3(k, k, k),
      )
      for (const c of fanCards(s.hand)) {
        const local = new Matrix4().compose(
          new Vector3(c.x, c.y, c.depth),
          _q.setFromEuler(_e.set(0, 0, c.angle)),
          new Vector3(w, h, 1),
        )
        out[s.side].push({ matrix: base.clone().multiply(local) })
      }
    }
    if (s.deck > 0) out[s.side].push({ matrix: flatCard(spots.deck, stackHeight(s.deck) + 0.001, yaw) })
  }
  return out
}

/** A unit plane lying face up at `at`, `height` above the table, turned by `yaw`, scaled to a card. */
function flatCard(at: TablePoint, height: number, yaw: number): Matrix4 {
  return new Matrix4().compose(
    new Vector3(at.x, TABLE_Y + height, at.z),
    _q.setFromEuler(_e.set(-Math.PI / 2, yaw, 0, 'YXZ')),
    new Vector3(CARD_SIZE.w, CARD_SIZE.h, 1),
  )
}

/** A unit box's instance: `w` × `h` × `d` standing on the table at `at`. */
function box(at: TablePoint, w: number, h: number, d: number, colour: string): Mark {
  return { matrix: new Matrix4().makeScale(w, h, d).setPosition(at.x, TABLE_Y + h / 2, at.z), colour }
}

/** Box instances: every deck and discard pile as tall as its count (a thin mat when empty), and placard stands. */
export function boxMarks(seats: readonly SeatInfo[], viewer: Side): Mark[] {
  const out: Mark[] = []
  for (const s of seats) {
    const spots = spotsOf(s)
    for (const [at, count] of [
      [spots.deck, s.deck],
      [spots.discard, s.discard],
    ] as const) {
      const h = stackHeight(count)
      out.push(
        count > 0
          ? box(at, CARD_SIZE.w, h, CARD_SIZE.h, EDGE)
          : box(at, CARD_SIZE.w + 0.04, h, CARD_SIZE.h + 0.04, MAT),
      )
    }
    out.push(box(spots.placard, PLACARD_SIZE.w * seatScale(s.side, viewer) * 0.92, 0.05, 0.3, STAND))
  }
  return out
}

/** A textured rectangle: its centre, half-extent vectors (right and up as the face reads) and its atlas face. */
export interface Quad {
  centre: Vector3
  right: Vector3
  up: Vector3
  face: number
}

/** Size of a count badge (world units, before the far seats' enlargement). */
const BADGE = 0.3

/**
 * The faces with words and where they go: the played card, placards and count badges upright, discard tops
 * flat. Each pile's badge stands at its rail-side edge; a shown hand's stands before its fan.
 */
export function faceQuads(seats: readonly SeatInfo[], viewer: Side): { faces: AtlasFace[]; quads: Quad[] } {
  const faces: AtlasFace[] = []
  const quads: Quad[] = []
  const toward = viewer === 'rebel' ? 1 : -1
  const right = new Vector3(toward, 0, 0)
  const upright = new Vector3(0, Math.cos(LEAN), -toward * Math.sin(LEAN))
  const away = new Vector3(0, 0, -toward)
  const standing = (at: TablePoint, w: number, h: number, lift: number, face: AtlasFace) => {
    const base = new Vector3(at.x, TABLE_Y + lift, at.z)
    quads.push({
      centre: base.addScaledVector(upright, h / 2),
      right: right.clone().multiplyScalar(w / 2),
      up: upright.clone().multiplyScalar(h / 2),
      face: faces.push(face) - 1,
    })
  }
  for (const s of seats) {
    const spots = spotsOf(s)
    const k = seatScale(s.side, viewer)
    if (s.played) {
      standing(spots.played, CARD_SIZE.w * PLAYED_SCALE * k, CARD_SIZE.h * PLAYED_SCALE * k, 0.004, {
        kind: 'card',
        def: s.played,
        played: true,
      })
    }
    if (s.discardTop) {
      quads.push({
        centre: new Vector3(spots.discard.x, TABLE_Y + stackHeight(s.discard) + 0.002, spots.discard.z),
        right: right.clone().multiplyScalar(CARD_SIZE.w / 2),
        up: away.clone().multiplyScalar(CARD_SIZE.h / 2),
        face: faces.push({ kind: 'card', def: s.discardTop, played: false }) - 1,
      })
    }
    standing(spots.placard, PLACARD_SIZE.w * k, PLACARD_SIZE.h * k, 0.05, { kind: 'placard', info: s })
    // Pile badges stand at the rail side of their pile: across the board that is behind the pile, above which it
    // shows, where the frame would hide a badge on the board side.
    const out = s.side === 'rebel' ? 1 : -1
    const shift = (at: TablePoint, dz: number): TablePoint => ({ x: at.x, z: at.z + dz })
    // Raised to the pile's top, so that leaning it does not sink it into a tall pile.
    const badge = (at: TablePoint, count: number, lift: number) =>
      standing(at, BADGE * k, BADGE * k, lift, { kind: 'badge', side: s.side, count })
    if (s.showHand) badge(shift(spots.fan, toward * 0.22), s.hand, 0.004)
    badge(shift(spots.deck, out * (CARD_SIZE.h / 2 + 0.05)), s.deck, stackHeight(s.deck))
    badge(shift(spots.discard, out * (CARD_SIZE.h / 2 + 0.05)), s.discard, stackHeight(s.discard))
  }
  return { faces, quads }
}

/** One indexed geometry of `quads`, textured from their faces' atlas cells, normals toward the reader. */
export function quadGeometry(quads: readonly Quad[], faces: readonly AtlasFace[]): BufferGeometry {
  const cells = atlasCells(faces)
  const position = new Float32Array(quads.length * 12)
  const normal = new Float32Array(quads.length * 12)
  const uv = new Float32Array(quads.length * 8)
  const index: number[] = []
  const n = new Vector3()
  const p = new Vector3()
  quads.forEach((q, i) => {
    const { u0, v0, u1, v1 } = cellUv(cells[q.face]!)
    n.crossVectors(q.right, q.up).normalize()
    const corners: [number, number, number, number][] = [
      [-1, -1, u0, v0],
      [1, -1, u1, v0],
      [1, 1, u1, v1],
      [-1, 1, u0, v1],
    ]
    corners.forEach(([sx, sy, u, v], k) => {
      p.copy(q.centre).addScaledVector(q.right, sx).addScaledVector(q.up, sy)
      position.set([p.x, p.y, p.z], (i * 4 + k) * 3)
      normal.set([n.x, n.y, n.z], (i * 4 + k) * 3)
      uv.set([u, v], (i * 4 + k) * 2)
    })
    const b = i * 4
    index.push(b, b + 1, b + 2, b, b + 2, b + 3)
  })
  const g = new BufferGeometry()
  g.setAttribute('position', new BufferAttribute(position, 3))
  g.setAttribute('normal', new BufferAttribute(normal, 3))
  g.setAttribute('uv', new BufferAttribute(uv, 2))
  g.setIndex(index)
  g.computeBoundingSphere()
  return g
}
