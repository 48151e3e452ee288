import { describe, expect, it } from 'vitest'
import { PerspectiveCamera, Vector3 } from 'three'
import { BOARD_HALF_X, BOARD_HALF_Z, HOTH_FOV, framedPoints } from './boardLayout'
import { fitSeatView, lensAt, panelRects } from './framing'
import type { Rect, SeatView } from './framing'

/** A three camera set up as HothCamera does it, for `view` on a `w` × `h` canvas. */
function cameraFor(view: SeatView, w: number, h: number): PerspectiveCamera {
  const lens = lensAt(w, h, view.centre.x, view.centre.y)
  const camera = new PerspectiveCamera(lens.fov, w / h, 0.2, 80)
  const v = lens.view
  camera.setViewOffset(v.fullWidth, v.fullHeight, v.x, v.y, v.width, v.height)
  camera.position.set(...view.pose.position)
  camera.lookAt(new Vector3(...view.pose.target))
  camera.updateMatrixWorld()
  camera.updateProjectionMatrix()
  return camera
}

/** Where a world point lands on the canvas (CSS px), through three's own projection. */
function toCanvas(camera: PerspectiveCamera, p: [number, number, number], w: number, h: number) {
  const v = new Vector3(...p).project(camera)
  return { x: ((v.x + 1) / 2) * w, y: ((1 - v.y) / 2) * h }
}

const inside = (p: { x: number; y: number }, r: Rect) => p.x > r.left && p.x < r.right && p.y > r.top && p.y < r.bottom

/** Screen width of the board's near edge (px). */
function boardWidth(view: SeatView, w: number, h: number): number {
  const camera = cameraFor(view, w, h)
  const near = view.pose.position[2] > 0 ? BOARD_HALF_Z : -BOARD_HALF_Z
  return Math.abs(
    toCanvas(camera, [BOARD_HALF_X, 0, near], w, h).x - toCanvas(camera, [-BOARD_HALF_X, 0, near], w, h).x,
  )
}

describe('lensAt', () => {
  it('changes nothing when the axis is the canvas’s middle', () => {
    const lens = lensAt(1200, 800, 600, 400)
    expect(lens.fov).toBeCloseTo(HOTH_FOV)
    expect(lens.view).toEqual({ fullWidth: 1200, fullHeight: 800, x: 0, y: 0, width: 1200, height: 800 })
  })

  it('puts the camera’s axis where asked, at the scale it has unshifted', () => {
    const [w, h] = [1280, 800]
    const lens = lensAt(w, h, 460, 450)
    expect(lens.view.fullWidth / lens.view.fullHeight).toBeCloseTo(w / h)
    const camera = new PerspectiveCamera(lens.fov, w / h, 0.2, 80)
    const v = lens.view
    camera.setViewOffset(v.fullWidth, v.fullHeight, v.x, v.y, v.width, v.height)
    camera.updateProjectionMatrix()
    camera.updateMatrixWorld()
    expect(toCanvas(camera, [0, 0, -10], w, h).x).toBeCloseTo(460)
    expect(toCanvas(camera, [0, 0, -10], w, h).y).toBeCloseTo(450)
    // One unit across at 10 units away spans as many pixels as through the plain 38° lens.
    const plain = h / 2 / Math.tan((HOTH_FOV * Math.PI) / 360) / 10
    expect(toCanvas(camera, [1, 0, -10], w, h).x - 460).toBeCloseTo(plain)
  })
})

describe('fitSeatView', () => {
  const windows = [
    [1024, 680],
    [1280, 800],
    [1366, 768],
    [1920, 1080],
    [900, 900],
  ] as const

  it('keeps the table and the far seats on the canvas and off every panel, for both sides', () => {
    for (const [w, h] of windows) {
      const blocked = panelRects(w, h)
      for (const side of ['rebel', 'empire'] as const) {
        const view = fitSeatView(side, w, h, blocked)
        const camera = cameraFor(view, w, h)
        for (const p of framedPoints(side)) {
          const at = toCanvas(camera, p, w, h)
          expect(at.x).toBeGreaterThan(0)
          expect(at.x).toBeLessThan(w)
          expect(at.y).toBeGreaterThan(0)
          expect(at.y).toBeLessThan(h)
          for (const r of blocked)
            expect(inside(at, r), `${w}×${h} ${side} ${p} under ${JSON.stringify(r)}`).toBe(false)
        }
      }
    }
  })

  it('sits behind the side’s own baseline, the Empire’s pose the Rebels’ turned about', () => {
    const rebel = fitSeatView('rebel', 1280, 800, panelRects(1280, 800))
    const empire = fitSeatView('empire', 1280, 800, panelRects(1280, 800))
    expect(rebel.pose.position[2]).toBeGreaterThan(BOARD_HALF_Z)
    expect(empire.pose.position[2]).toBeCloseTo(-rebel.pose.position[2])
    expect(rebel.pose.position[1]).toBeGreaterThan(4)
    expect(empire.centre.x).toBeCloseTo(rebel.centre.x, 0)
  })

  it('fills the free canvas: without panels, the table is framed nearly edge to edge', () => {
    for (const [w, h] of windows) {
      const view = fitSeatView('rebel', w, h, [], true)
      const camera = cameraFor(view, w, h)
      const xs = framedPoints('rebel', true).map((p) => toCanvas(camera, p, w, h))
      const spanX = Math.max(...xs.map((p) => p.x)) - Math.min(...xs.map((p) => p.x))
      const spanY = Math.max(...xs.map((p) => p.y)) - Math.min(...xs.map((p) => p.y))
      expect(Math.max(spanX / w, spanY / h)).toBeGreaterThan(0.85)
      expect(boardWidth(view, w, h)).toBeGreaterThan(boardWidth(fitSeatView('rebel', w, h, panelRects(w, h)), w, h))
    }
  })

  it('frames as if there were no panels when they leave too little room', () => {
    const view = fitSeatView('rebel', 320, 240, panelRects(320, 240))
    expect(view).toEqual(fitSeatView('rebel', 320, 240, []))
  })
})
