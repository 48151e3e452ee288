import { useMemo } from 'react'
import { GameCanvas } from '../../../scene/GameCanvas'
import { Lights, SNOW_TABLE } from '../../../scene/Lights'
import type { HothBoardProps } from '../contract'
import { HOTH_FOV, cameraSide } from './boardLayout'
import { fitSeatView } from './framing'
import { HothBoard } from './HothBoard'
import { HothCamera } from './HothCamera'
import type { HothFraming } from './HothCamera'
import { modelUrl } from './HothUnits'
import { HothScreenHook } from './HothScreenHook'
import { HothTestHooks } from './HothTestHooks'
import type { PieceKind } from './unitLayout'

/** Props of HothCanvas: the board's props, and how to frame the table (around the panels unless told). */
export type HothCanvasProps = HothBoardProps & { framing?: HothFraming }

const START = fitSeatView('rebel', 1600, 900).pose

/**
 * The Battle of Hoth table as a Canvas filling its parent: the board with its units, highlights, sight line and
 * dice, the players' seats around it, lit like the sandbox table, the camera behind the seat's side (spectators:
 * the Rebels'), framed clear of the panels, orbit within limits. Draws on demand only: when the props change,
 * the camera moves or the dice tumble.
 */
export function HothCanvas({ framing = 'panels', ...props }: HothCanvasProps) {
  const { view, seat } = props
  const side = cameraSide(view.players, seat)
  const urls = useMemo(() => {
    const kinds = new Set<PieceKind>(Object.values(view.units).map((u) => u.type))
    for (const s of Object.values(view.structures)) if (!s.destroyed) kinds.add(s.kind)
    return [...kinds].sort().map(modelUrl)
  }, [view.units, view.structures])
  return (
    <GameCanvas
      fov={HOTH_FOV}
      position={START.position}
      background="radial-gradient(ellipse at 50% 40%, #2c3541 0%, #171d26 55%, #0b0e13 100%)"
    >
      <Lights palette={SNOW_TABLE} />
      <HothBoard {...props} />
      <HothCamera side={side} framing={framing} />
      <HothTestHooks modelUrls={urls} />
      <HothScreenHook view={view} />
    </GameCanvas>
  )
}
