import { useMemo, useRef } from 'react'
import type { ThreeEvent } from '@react-three/fiber'
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

/** Reports hover changes once each, and `null` when the pointer leaves every hex and piece. */
function useHover(onHover: HothBoardProps['onHover']) {
  const last = useRef('')
  const leaving = useRef(false)
  return useMemo(() => {
    const report = (p: HothPick | null) => {
      const key = p ? `${p.hex}|${p.id ?? ''}` : ''
      if (key === last.current) return
      last.current = key
      onHover(p)
    }
    return {
      move(e: ThreeEvent<PointerEvent>) {
        const p = pickOf(e.object, e.instanceId)
        if (!p) return
        // Stopping here sends pointer-outs to what lies behind; the move that follows them wins.
        e.stopPropagation()
        leaving.current = false
        report(p)
      },
      out() {
        // An out is followed at once by a move when the pointer only went from one hex or piece to another.
        leaving.current = true
        queueMicrotask(() => {
          if (leaving.current) report(null)
          leaving.current = false
        })
      },
    }
  }, [onHover])
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
  const hover = useHover(onHover)
  const click = (e: ThreeEvent<MouseEvent>) => {
    if (e.delta > CLICK_SLOP) return
    const p = pickOf(e.object, e.instanceId)
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
