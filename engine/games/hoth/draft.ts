/**
 * The working copy one `apply` mutates. Handlers stay simple by mutating a draft in place, but copying the whole
 * state per action (and freezing the copy again in the fold) was most of the time an action took. So the draft
 * copies only the sections handlers mutate in place (`OWNED`); every other section is shared with the input state,
 * which the fold keeps deep-frozen, and is only ever replaced whole (`draft.cards = moveSlot(…)`,
 * `draft.result = …`, `draft.terrain = { …, [hex]: 'wreckage' }`), never written into. A handler that writes into
 * a shared section throws on a frozen state (every test fixture and the fold freeze), so the rule cannot be broken
 * silently. Undo snapshots share their sections with the state they were taken from for the same reason.
 */
import { copyJson } from '../../core/json'
import type { HothState, UndoSnapshot } from './types'

/**
 * The sections handlers write into: unit fields (`unit.hex = …`), the turn, structures' hits, medal lists, taken
 * permanent medal hexes and the undo stack (pushed and popped; its snapshots are shared, never written into).
 */
export type OwnedSection = 'units' | 'turn' | 'structures' | 'medals' | 'permanentTaken' | 'undo'

/** A draft of `state` for one action: a new top level with its own copies of the owned sections. */
export function draftOf(state: HothState): HothState {
  return {
    ...state,
    units: copyJson(state.units),
    turn: copyJson(state.turn),
    structures: copyJson(state.structures),
    medals: copyJson(state.medals),
    permanentTaken: state.permanentTaken.slice(),
    undo: state.undo.slice(),
  }
}

/** Puts an undo snapshot's sections back into the draft as the draft's own copies (they are written into later). */
export function restoreSnapshot(draft: HothState, snapshot: UndoSnapshot): void {
  draft.units = copyJson(snapshot.units)
  draft.turn = copyJson(snapshot.turn)
  draft.medals = copyJson(snapshot.medals)
  draft.permanentTaken = snapshot.permanentTaken.slice()
}
