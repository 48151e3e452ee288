import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { useThree } from '@react-three/fiber'
import { BoxGeometry, CanvasTexture, DoubleSide, MeshStandardMaterial, PlaneGeometry, SRGBColorSpace } from 'three'
import type { SeatId } from '../../../../engine/core/types'
import type { HothView } from '../../../../engine/games/hoth'
import type { Language } from '../../../lib/language'
import { cameraSide } from './boardLayout'
import { createCardBackTexture } from './cardBackTexture'
import { InstancedMarks } from '../../../scene/InstancedMarks'
import { noRaycast } from './picking'
import { ATLAS_SIZE, atlasKey, paintAtlas } from './seatAtlas'
import type { AtlasFace } from './seatAtlas'
import { backMarks, boxMarks, faceQuads, quadGeometry } from './seatMeshes'
import { seatModel } from './seatModel'
import { useSeatLang } from './seatText'

/** Props of SeatTable. */
export interface SeatTableProps {
  view: HothView
  /** The seat looking (null: a spectator): its own hand is the DOM fan, so the table leaves it out. */
  seat: SeatId | null
}

/** Textures, materials and shared geometries of the seats, made once and disposed with the table. */
function useSeatResources() {
  const r = useMemo(() => {
    const canvas = document.createElement('canvas')
    canvas.width = ATLAS_SIZE.w
    canvas.height = ATLAS_SIZE.h
    const atlas = new CanvasTexture(canvas)
    atlas.colorSpace = SRGBColorSpace
    atlas.anisotropy = 8
    const back = (side: 'rebel' | 'empire') =>
      new MeshStandardMaterial({ map: createCardBackTexture(side), side: DoubleSide, roughness: 0.7 })
    return {
      canvas,
      atlas,
      backs: { rebel: back('rebel'), empire: back('empire') },
      // Rounded cards, placards and round badges: the atlas is clear around them, and alphaTest cuts it out
      // without the sorting a blended material would need.
      faces: new MeshStandardMaterial({ map: atlas, roughness: 0.75, alphaTest: 0.5 }),
      boxMat: new MeshStandardMaterial({ roughness: 0.85 }),
      plane: new PlaneGeometry(1, 1),
      box: new BoxGeometry(1, 1, 1),
    }
  }, [])
  useEffect(
    () => () => {
      for (const m of [r.backs.rebel, r.backs.empire]) {
        m.map?.dispose()
        m.dispose()
      }
      r.atlas.dispose()
      r.faces.dispose()
      r.boxMat.dispose()
      r.plane.dispose()
      r.box.dispose()
    },
    [r],
  )
  return r
}

/** Paints `faces` on the atlas canvas and marks its texture for upload. */
function repaint(canvas: HTMLCanvasElement, atlas: CanvasTexture, faces: readonly AtlasFace[], lang: Language) {
  const ctx = canvas.getContext('2d')
  if (!ctx) return
  paintAtlas(ctx, faces, lang)
  atlas.needsUpdate = true
}

/**
 * The players around the board, drawn from the seat's view only: every other player's hand as a fan of card
 * backs (as many as they hold), each player's deck and discard pile as piles as high as their counts with the
 * discard's top card face up, the card played this turn standing face up at the active player's place, and a
 * placard per player with their leader (or side) and counts. Words face the looking seat's camera, in the UI
 * language. Four draw calls (two card-back instancings, one of boxes, one merged mesh of faces).
 */
export function SeatTable({ view, seat }: SeatTableProps) {
  const lang = useSeatLang()
  const invalidate = useThree((s) => s.invalidate)
  const r = useSeatResources()
  const viewer = cameraSide(view.players, seat)
  const seats = useMemo(() => seatModel(view, seat), [view, seat])
  const backs = useMemo(() => backMarks(seats, viewer), [seats, viewer])
  const boxes = useMemo(() => boxMarks(seats, viewer), [seats, viewer])
  const { faces, quads } = useMemo(() => faceQuads(seats, viewer), [seats, viewer])
  const geometry = useMemo(() => quadGeometry(quads, faces), [quads, faces])
  useEffect(() => () => geometry.dispose(), [geometry])

  // Repaint the atlas only when what it shows changes; most actions move units and leave the cards alone.
  const painted = useRef('')
  const key = atlasKey(faces, lang)
  useLayoutEffect(() => {
    if (painted.current === key) return
    painted.current = key
    repaint(r.canvas, r.atlas, faces, lang)
    invalidate()
  }, [key, faces, lang, r, invalidate])

  return (
    <group>
      <InstancedMarks marks={backs.rebel} geometry={r.plane} material={r.backs.rebel} castShadow />
      <InstancedMarks marks={backs.empire} geometry={r.plane} material={r.backs.empire} castShadow />
      <InstancedMarks marks={boxes} geometry={r.box} material={r.boxMat} castShadow />
      <mesh geometry={geometry} material={r.faces} raycast={noRaycast} castShadow receiveShadow />
    </group>
  )
}
