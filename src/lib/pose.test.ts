import { describe, expect, it } from 'vitest'
import { Matrix4, Vector3 } from 'three'
import type { TableObject } from '../../net/schema'
import { tableObject } from '../../net/testing/table-fixtures'
import { CARD_THICKNESS, LAYER_STEP } from './dimensions'
import { createPose, easeOutCubic, lerpPose, poseMatrix, restPose, wrapAngle } from './pose'

const card: TableObject = tableObject({ x: 1, z: -2, layer: 3, quarter: 1, faceUp: false })

describe('poses', () => {
  it('rests an object on its layer, turned and flipped', () => {
    const p = restPose(card, createPose())
    expect(p).toMatchObject({ x: 1, z: -2, flip: Math.PI })
    expect(p.y).toBeCloseTo(3 * LAYER_STEP)
    expect(p.yaw).toBeCloseTo(-Math.PI / 2)
    expect(restPose({ ...card, kind: 'die' }, createPose()).flip).toBe(0)
  })

  it('blends turns the short way round', () => {
    const a = { ...createPose(), yaw: (-3 * Math.PI) / 2 }
    const b = { ...createPose(), yaw: 0 }
    const mid = lerpPose(a, b, 0.5, createPose())
    // −3π/2 is the same turn as π/2: halfway to 0 is π/4, not −3π/4.
    expect(wrapAngle(mid.yaw)).toBeCloseTo(Math.PI / 4)
  })

  it('eases from 0 to 1', () => {
    expect(easeOutCubic(0)).toBe(0)
    expect(easeOutCubic(1)).toBe(1)
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5)
  })

  it('builds a matrix that turns a card clockwise and lays a face-down card face down', () => {
    const m = poseMatrix('card', '', restPose(card, createPose()), new Matrix4())
    const centre = new Vector3().applyMatrix4(m)
    expect(centre.x).toBeCloseTo(1)
    expect(centre.y).toBeCloseTo(3 * LAYER_STEP + CARD_THICKNESS / 2)
    // The card's top edge (−z) points east after a tap.
    const top = new Vector3(0, 0, -1).transformDirection(m)
    expect(top.x).toBeCloseTo(1)
    // Face down: the face normal points at the felt.
    const normal = new Vector3(0, 1, 0).transformDirection(m)
    expect(normal.y).toBeCloseTo(-1)
  })
})
