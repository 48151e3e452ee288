import type { ReactNode } from 'react'
import type { SlotId } from '../../../../engine/core/hidden'
import type { SwlcgAction } from '../../../../engine/games/swlcg'
import type { TableModel } from '../../../scene/tableModel'
import { cardAt, dropPlay } from '../scene/dropTarget'
import { SWLCG_HAND_MIME } from '../ui/HandRow'

/** Props of HandDropZone. */
export interface HandDropZoneProps {
  /** The table model (it maps a drop point onto the table and knows which card lies there); null before the scene. */
  model: TableModel | null
  legal: readonly SwlcgAction[]
  dispatch(action: SwlcgAction): void
  /** Chooses a hand card for the decision panel (an enhancement dropped beside its several hosts). */
  onChoose(slot: SlotId): void
  children: ReactNode
}

/**
 * Wraps the 3D table so that a hand card dragged from the hand row plays where it lands: a unit anywhere on the
 * table, an enhancement onto the card dropped on (scene/dropTarget.ts).
 */
export function HandDropZone({ model, legal, dispatch, onChoose, children }: HandDropZoneProps) {
  return (
    <div
      className="swlcg-drop"
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes(SWLCG_HAND_MIME)) e.preventDefault()
      }}
      onDrop={(e) => {
        const slot = e.dataTransfer.getData(SWLCG_HAND_MIME)
        const at = model?.toTable(e.clientX, e.clientY)
        if (!slot || !at || !model) return
        e.preventDefault()
        const play = dropPlay(legal, slot, cardAt(model.objects, at.x, at.z))
        if (play === 'choose') onChoose(slot)
        else if (play) dispatch(play)
      }}
    >
      {children}
    </div>
  )
}
