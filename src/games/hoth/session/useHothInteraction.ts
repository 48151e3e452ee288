/**
 * Keeps the board's selection and hover, and turns clicks into engine actions through `boardInteraction`.
 * The selection clears itself when the unit can no longer act (it moved, attacked, or the turn passed). A click
 * that means nothing goes to `refuse`, which says why.
 */
import { useMemo, useState } from 'react'
import type { HexId, HothAction, HothView } from '../../../../engine/games/hoth'
import type { HothBoardProps } from '../contract'
import type { RefusedClick } from './clickRefusal'
import { boardInteraction, type AttackPreview, type BoardClick } from './interaction'

/** The board props that depend on interaction (everything but the view, seat and dice). */
export type InteractionProps = Pick<
  HothBoardProps,
  'hexHighlights' | 'unitHighlights' | 'sight' | 'onHexClick' | 'onUnitClick' | 'onHover'
>

/** Selection, hover and click handling for the board; `myTurn`: the turn is this seat's. */
export function useHothInteraction(
  view: HothView | null,
  legal: readonly HothAction[],
  myTurn: boolean,
  dispatch: (action: HothAction) => void,
  refuse: (refused: RefusedClick) => void,
): InteractionProps & { attack: AttackPreview | null; deselect(): void } {
  const [selected, setSelected] = useState<string | null>(null)
  const [hovered, setHovered] = useState<string | null>(null)
  const ui = useMemo(
    () => (view ? boardInteraction(view, legal, selected, hovered, myTurn) : null),
    [view, legal, selected, hovered, myTurn],
  )
  const apply = (result: BoardClick | null) => {
    if (!result) return
    if ('action' in result) {
      dispatch(result.action)
      setSelected(null)
    } else if ('refused' in result) refuse(result.refused)
    else setSelected(result.select)
  }
  return {
    hexHighlights: ui?.hexHighlights ?? new Map(),
    unitHighlights: ui?.unitHighlights ?? new Map(),
    sight: ui?.sight ?? null,
    attack: ui?.attack ?? null,
    onHexClick: (hex: HexId) => apply(ui?.clickHex(hex) ?? null),
    onUnitClick: (id: string) => apply(ui?.clickUnit(id) ?? null),
    onHover: (target) => setHovered(target?.id ?? null),
    deselect: () => setSelected(null),
  }
}
