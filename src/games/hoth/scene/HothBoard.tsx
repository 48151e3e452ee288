import { useMemo } from 'react'
import type { ThreeEvent } from '@react-three/fiber'
import { usePickHover } from '../../../scene/usePickHover'
import type { HothBoardProps } from '../contract'
import { BattleDice } from './BattleDice'
import { BoardGround } from './BoardGround'
import { BoardRimLabels } from './BoardRimLabels'
import { medalSlots } from './boardLayout'
import { HexHighlights } from './HexHighlights'
import { HothTable } from './HothTable'
import { HothUnits } from './HothUnits'
import { MedalMarkers } from './MedalMarkers'
import { trackSlots } from './medalTrack'
import { pickOf } from './picking'
import type { HothPick } from './picking'
import { SightLine } from './SightLine'

/** Pointer travel (px) between press and release above which a release is a camera drag, not a click. */
const CLICK_SLOP = 6

/** Tells two hovers apart: the hex and the piece there. */
function hoverKey(p: HothPick): string {
  return `${p.hex}|${p.id ?? ''}`
}

/**
 * The Battle of Hoth board on its table, for inside a Canvas: the 10 × 7 battlefield with its terrain, sector
 * lines, baselines and medal hexes, the hex names on its rim, both medal tracks, every unit and structure, hex and unit highlights, the
 * line of sight being checked, the last roll's dice and the players' cards at their seats. Presentational: clicks
 * and hovers go to the callbacks.
 */
export function HothBoard(props: HothBoardProps) {
  const { view, seat, hexHighlights, unitHighlights, sight, lastRoll, onHexClick, onUnitClick, onHover } = props
  const counts = useMemo(() => trackSlots(view), [view])
  const rebelSlots = counts.rebel.slots
  const empireSlots = counts.empire.slots
  const slots = useMemo(
    () => ({ rebel: medalSlots('rebel', rebelSlots), empire: medalSlots('empire', empireSlots) }),
    [rebelSlots, empireSlots],
  )
  const hover = usePickHover(hoverKey, onHover)
  const click = (e: ThreeEvent<MouseEvent>) => {
    if (e.delta > CLICK_SLOP) return
    const p = pickOf(e.object, e.instanceId, e.point)
    if (!p) return
    e.stopPropagation()
    if (p.id) onUnitClick(p.id)
    else onHexClick(p.hex)
  }
  return (
    <group>
      <HothTable view={view} seat={seat} />
      <group onClick={click} onPointerMove={hover.move} onPointerOut={hover.out}>
        <BoardGround terrain={view.terrain} slots={slots} />
        <HothUnits view={view} unitHighlights={unitHighlights} />
      </group>
      <BoardRimLabels />
      <MedalMarkers view={view} />
      <HexHighlights highlights={hexHighlights} terrain={view.terrain} />
      <SightLine sight={sight} terrain={view.terrain} />
      <BattleDice roll={lastRoll} />
    </group>
  )
}
