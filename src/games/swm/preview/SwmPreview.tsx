import { useMemo } from 'react'
import type { SwmBoardProps } from '../contract'
import { SwmCanvas } from '../scene/SwmCanvas'
import { previewState } from './previewGame'
import type { PreviewLead } from './previewGame'

/** Props of SwmPreview. */
export interface SwmPreviewProps {
  /** Figures on the map (3 to 20). */
  figures: number
  /** The seat the camera sits behind: 's1' light, 's2' dark, null a spectator. */
  seat: 's1' | 's2' | null
  /** Who leads the light side (default Obi-Wan and Luke). */
  lead?: PreviewLead
  /** A figure shown selected (its ring, its commander aura), or null. */
  selected?: string | null
}

const nothing = () => undefined
const NO_FIGURES: ReadonlySet<string> = new Set()

/**
 * A standalone skirmish map for visual review and the render benchmark (`?preview=swm&figures=20&seat=s2`,
 * `&lead=yoda&select=s1/yoda/1`): the box's
 * squads deployed by the real engine (previewGame.ts), filling the page. Clicks and hovers do nothing.
 */
export function SwmPreview({ figures, seat, lead = 'jedi', selected = null }: SwmPreviewProps) {
  const state = useMemo(() => previewState(figures, lead), [figures, lead])
  const props: SwmBoardProps = {
    state,
    seat,
    selected,
    hints: null,
    hoverSquare: null,
    hoverFigure: null,
    preview: null,
    deployZone: null,
    draggable: NO_FIGURES,
    lastRoll: null,
    names: { s1: 'Light', s2: 'Dark' },
    onFigure: nothing,
    onSquare: nothing,
    onHover: nothing,
    onDrop: nothing,
  }
  return <SwmCanvas {...props} framing="full" />
}
