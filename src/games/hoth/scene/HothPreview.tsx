import { useMemo } from 'react'
import { SCENARIOS, hoth, scenarioById } from '../../../../engine/games/hoth'
import type { HexId, HothView } from '../../../../engine/games/hoth'
import type { HexHighlight, HothBoardProps, UnitHighlight } from '../contract'
import { HothCanvas } from './HothCanvas'

/** Props of HothPreview. */
export interface HothPreviewProps {
  /** Scenario id (an unknown id shows the first scenario). */
  scenario: string
  /** Seat whose side the camera sits behind: 's1' Rebels (default), 's2' Empire. */
  seat?: 's1' | 's2' | null
  /** Extra props for visual review (highlights, a sight line, a roll); none by default. */
  extra?: Partial<Omit<HothBoardProps, 'view' | 'seat'>>
}

const NO_HEXES: ReadonlyMap<HexId, HexHighlight> = new Map()
const NO_UNITS: ReadonlyMap<string, UnitHighlight> = new Map()
const nothing = () => undefined

/** The opening view of a scenario for two seats: s1 the Rebels, s2 the Empire, seen by a spectator. */
export function previewView(scenario: string): HothView {
  const id = scenarioById(scenario) ? scenario : (SCENARIOS[0]?.id ?? scenario)
  const players = [
    { seat: 's1', side: 'rebel' as const },
    { seat: 's2', side: 'empire' as const },
  ]
  const state = hoth.setup({ scenario: id, players }, ['s1', 's2'], '00c0ffee00c0ffee')
  return hoth.view(state, null)
}

/**
 * A standalone Battle of Hoth board for visual review and screenshot tests: a scenario's opening position
 * with no highlights, filling its parent. Clicks and hovers do nothing.
 */
export function HothPreview({ scenario, seat = null, extra }: HothPreviewProps) {
  const view = useMemo(() => previewView(scenario), [scenario])
  return (
    <HothCanvas
      view={view}
      seat={seat}
      hexHighlights={NO_HEXES}
      unitHighlights={NO_UNITS}
      sight={null}
      lastRoll={null}
      onHexClick={nothing}
      onUnitClick={nothing}
      onHover={nothing}
      {...extra}
    />
  )
}
