import { useMemo } from 'react'
import type { HexId } from '../../../../engine/games/hoth'
import type { HexHighlight, HothBoardProps, UnitHighlight } from '../contract'
import { HothCanvas } from './HothCanvas'
import { previewOptionsFrom, previewView } from './previewGame'
import type { PreviewOptions } from './previewGame'

export { previewView }

/** Props of HothPreview. */
export interface HothPreviewProps {
  /** Scenario id (an unknown id shows the first scenario). */
  scenario: string
  /** Seat whose side the camera sits behind: 's1' Rebels, 's2' Empire (default: the page's `seat`, else none). */
  seat?: 's1' | 's2' | null
  /** Players, leaders, turns played and framing (default: read from the page's query string). */
  options?: PreviewOptions
  /** Extra props for visual review (highlights, a sight line, a roll); none by default. */
  extra?: Partial<Omit<HothBoardProps, 'view' | 'seat'>>
}

const NO_HEXES: ReadonlyMap<HexId, HexHighlight> = new Map()
const NO_UNITS: ReadonlyMap<string, UnitHighlight> = new Map()
const nothing = () => undefined

/**
 * A standalone Battle of Hoth board for visual review and screenshot tests: a scenario's opening position (or a
 * few turns in, see previewGame.ts) with no highlights, filling its parent. Clicks and hovers do nothing.
 */
export function HothPreview({ scenario, seat, options, extra }: HothPreviewProps) {
  const opts = useMemo(
    () => options ?? previewOptionsFrom(typeof window === 'undefined' ? '' : window.location.search),
    [options],
  )
  const looking = seat === undefined ? (opts.seat ?? null) : seat
  const view = useMemo(() => previewView(scenario, { ...opts, seat: looking }), [scenario, opts, looking])
  return (
    <HothCanvas
      view={view}
      seat={looking}
      framing={opts.panels ? 'panels' : 'full'}
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
