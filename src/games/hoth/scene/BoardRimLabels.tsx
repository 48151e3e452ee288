/**
 * The hex names on the board's rim, so that "E2" in the log and the prompts can be found: column letters A–J
 * along both baselines, row numbers 1–7 (from the Rebel baseline) along both short edges. Each side's baseline
 * and its left-hand edge read the right way up from that side's seat. One unlit plane over the frame, its
 * canvas painted once (transparent elsewhere, cut out by alpha test so it never covers the hexes).
 */
import { useEffect, useMemo } from 'react'
import { CanvasTexture, SRGBColorSpace } from 'three'
import { BOARD_DEPTH, BOARD_WIDTH } from '../../../../engine/games/hoth'
import { COLUMN_LETTERS, ROW_NUMBERS } from '../ui/hexNames'
import { BOARD_HALF_X, BOARD_HALF_Z, FRAME_MARGIN, FRAME_TOP, FRAME_WIDTH, hexWorld } from './boardLayout'

/** Half extents of the frame's outer edge, where the plane ends. */
const HALF_X = BOARD_HALF_X + FRAME_MARGIN + FRAME_WIDTH
const HALF_Z = BOARD_HALF_Z + FRAME_MARGIN + FRAME_WIDTH
/** Canvas pixels per world unit, and the labels' height in world units. */
const PX = 150
const LABEL = 0.2
/** Where on the strip the labels sit (its middle), from the hexes' edge. */
const STRIP_MIDDLE = FRAME_MARGIN + FRAME_WIDTH / 2

/** One label: its text, where it stands (world x, z) and whether it is turned for the Imperial seat. */
interface RimLabel {
  text: string
  x: number
  z: number
  turned: boolean
}

/** Every rim label (the Rebel baseline is at +z, the Rebels' left at −x). */
export function rimLabels(): RimLabel[] {
  const labels: RimLabel[] = []
  for (let col = 0; col < BOARD_WIDTH; col++) {
    const { x } = hexWorld(`${col},0`)
    labels.push({ text: COLUMN_LETTERS[col]!, x, z: BOARD_HALF_Z + STRIP_MIDDLE, turned: false })
    labels.push({ text: COLUMN_LETTERS[col]!, x, z: -(BOARD_HALF_Z + STRIP_MIDDLE), turned: true })
  }
  for (let row = 0; row < BOARD_DEPTH; row++) {
    const { z } = hexWorld(`0,${row}`)
    labels.push({ text: ROW_NUMBERS[row]!, x: -(BOARD_HALF_X + STRIP_MIDDLE), z, turned: false })
    labels.push({ text: ROW_NUMBERS[row]!, x: BOARD_HALF_X + STRIP_MIDDLE, z, turned: true })
  }
  return labels
}

/** The labels painted on a canvas covering the frame (canvas top = −z, where a Rebel player looks). */
function paintLabels(): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(HALF_X * 2 * PX)
  canvas.height = Math.round(HALF_Z * 2 * PX)
  const ctx = canvas.getContext('2d')!
  ctx.font = `700 ${Math.round(LABEL * PX)}px system-ui, sans-serif`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.lineJoin = 'round'
  ctx.lineWidth = 5
  ctx.strokeStyle = 'rgba(8, 12, 18, 0.9)'
  ctx.fillStyle = '#e8eef5'
  for (const label of rimLabels()) {
    ctx.save()
    ctx.translate((label.x + HALF_X) * PX, (label.z + HALF_Z) * PX)
    if (label.turned) ctx.rotate(Math.PI)
    ctx.strokeText(label.text, 0, 0)
    ctx.fillText(label.text, 0, 0)
    ctx.restore()
  }
  return canvas
}

/** The rim labels, lying on the frame's top. */
export function BoardRimLabels() {
  const texture = useMemo(() => {
    const t = new CanvasTexture(paintLabels())
    t.colorSpace = SRGBColorSpace
    t.anisotropy = 4
    return t
  }, [])
  useEffect(() => () => texture.dispose(), [texture])
  return (
    <mesh position={[0, FRAME_TOP + 0.02, 0]} rotation={[-Math.PI / 2, 0, 0]} renderOrder={1}>
      <planeGeometry args={[HALF_X * 2, HALF_Z * 2]} />
      <meshBasicMaterial map={texture} alphaTest={0.5} toneMapped={false} />
    </mesh>
  )
}
