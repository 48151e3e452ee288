import { useMemo } from 'react'
import { CHARACTERS_BY_ID, commanderAuras } from '../../../../engine/games/swm'
import { AuraMarks } from './AuraMarks'
import type { SwmBoardProps } from '../contract'
import { useFigureLabels } from './FigureLabels'
import { FigureMarks } from './FigureMarks'
import { MapDeck } from './MapDeck'
import { figurePlaces, mapOf, spaceAt } from './mapLayout'
import type { MapEdge } from './mapLayout'
import { SightPreview } from './SightPreview'
import { ScreenLabels } from './ScreenLabels'
import { SquareHighlights, usePathLabel } from './SquareHighlights'
import { SwmDice, useDiceLabel } from './SwmDice'
import { SwmFigures } from './SwmFigures'
import { SwmTable } from './SwmTable'
import { useBoardPointer } from './useBoardPointer'

/** Props of SwmBoard: the board's props and the edge of the seat looking (the dice read upright from there). */
export type SwmBoardSceneProps = SwmBoardProps & { edge: MapEdge }

/**
 * The skirmish map on its table, for inside a Canvas: the painted deck with its walls, doors and crates, every
 * figure (on the map, or waiting beside its seat's edge) with its ring and label, the commander auras, the square
 * highlights, the previewed attack's line of sight and the last roll's dice. Presentational: clicks, hovers and drops go to the
 * callbacks.
 */
export function SwmBoard(props: SwmBoardSceneProps) {
  const { state, edge, selected, hints, hoverSquare, hoverFigure, preview, deployZone, lastRoll, names } = props
  const map = mapOf(state)
  const places = useMemo(() => figurePlaces(state), [state])
  const activated = useMemo(
    () => new Set(Object.values(state.figures).flatMap((f) => (f.activated ? [f.id] : []))),
    [state.figures],
  )
  const { handlers, drag } = useBoardPointer(map, places, props)
  const figureLabels = useFigureLabels(places, state.figures, drag?.id ?? null)
  const pathLabel = usePathLabel(map, hints, hoverSquare)
  const diceLabel = useDiceLabel(map, lastRoll, names)
  const span = places.find((p) => p.id === drag?.id)?.span ?? 1
  const drop = drag ? spaceAt(map, drag.x, drag.z, span) : null
  // The commander auras: a pure look-up from the state, like the stat cards.
  const auras = useMemo(() => commanderAuras(CHARACTERS_BY_ID, state), [state])
  const labels = useMemo(() => [...figureLabels, ...pathLabel, ...diceLabel], [figureLabels, pathLabel, diceLabel])
  return (
    <group>
      <SwmTable />
      <group {...handlers}>
        <MapDeck map={map} doors={state.doors} places={places} />
        <FigureMarks places={places} activated={activated} selected={selected} hoverFigure={hoverFigure} />
      </group>
      <SwmFigures places={places} drag={drag} />
      <AuraMarks map={map} places={places} auras={auras} focus={hoverFigure ?? selected} />
      <SquareHighlights map={map} deployZone={deployZone} hints={hints} hoverSquare={hoverSquare} drop={drop} />
      <SightPreview map={map} preview={preview} places={places} attacker={selected} target={hoverFigure} />
      <SwmDice map={map} roll={lastRoll} edge={edge} />
      <ScreenLabels labels={labels} />
    </group>
  )
}
