/**
 * The working copy one `apply` mutates. Handlers stay simple by mutating a draft in place, but copying the whole
 * state per action (and freezing the copy again in the fold) was most of the time an action took. So the draft
 * copies only the sections handlers mutate in place (`OwnedSection`), copies a unit or structure (and its map) only
 * when it is written, and shares every other section with the input state; those are only ever replaced whole
 * (`draft.cards = moveSlot(…)`, `draft.result = …`, `awardMedal`, `draft.terrain = { …, [hex]: 'wreckage' }`), never
 * written into. A handler that writes into a shared section throws on a frozen state (every test fixture and the
 * tests' fold freeze; engine/core/fold.ts), so the rule cannot be broken silently. Undo snapshots share their
 * sections with the state they were taken from for the same reason.
 */
import { copyMap } from '../../core/hidden-edit'
import type { HexId, HothState, MedalRecord, Side, StructureState, TurnState, UndoSnapshot, UnitState } from './types'

/**
 * The sections handlers write into in place: the turn (its fields replaced, one level deep) and the undo stack
 * (pushed and popped; its snapshots are shared, never written into). Units and structures are written through
 * `writableUnit`, `writableStructure` and `removeUnit`, which copy on first write; medals and taken medal hexes are
 * replaced whole (`awardMedal`).
 */
export type OwnedSection = 'turn' | 'undo'

/**
 * What each copy was made for: a units or structures map → the draft, a unit or structure → its map. An action
 * changes a unit or two, or none, so the maps stay shared until something in them is written, and then only the map
 * and that entry are copied; copying every unit (and freezing every copy) was most of what an action cost. Ownership
 * is per draft, and every action has a new draft, so a copy made for an earlier draft (now part of an input state) is
 * never written into, frozen or not.
 */
const copiedFor = new WeakMap<object, object>()

/** `draft[key]`, copied for the draft first unless it already is (a loop copy: spreading a map is slower). */
function ownMap<K extends 'units' | 'structures'>(draft: HothState, key: K): HothState[K] {
  const map = draft[key]
  if (copiedFor.get(map) === draft) return map
  const copy = copyMap<object>(map) as HothState[K]
  copiedFor.set(copy, draft)
  draft[key] = copy
  return copy
}

/** The draft's own copy of the entry `id` of `draft[key]` (copied on first use), or undefined when there is none. */
function writable<K extends 'units' | 'structures'>(draft: HothState, key: K, id: string) {
  if (!Object.hasOwn(draft[key], id)) return undefined
  const map = ownMap(draft, key) as Record<string, HothState[K][string]>
  const entry = map[id]!
  if (copiedFor.get(entry) === map) return entry
  const copy = { ...entry }
  copiedFor.set(copy, map)
  map[id] = copy
  return copy
}

/** The unit `id` of the draft, ready to be written into (`unit.hex = …`), or undefined when it is gone. */
export function writableUnit(draft: HothState, id: string): UnitState | undefined {
  return writable(draft, 'units', id)
}

/** The structure `id` of the draft, ready to be written into (`structure.hits = …`), or undefined. */
export function writableStructure(draft: HothState, id: string): StructureState | undefined {
  return writable(draft, 'structures', id)
}

/** Takes the unit `id` off the board. */
export function removeUnit(draft: HothState, id: string): void {
  delete ownMap(draft, 'units')[id]
}

/** Gives `side` a medal; `hex` is also marked taken when the medal is a permanent medal hex. */
export function awardMedal(draft: HothState, side: Side, medal: MedalRecord, hex?: HexId): void {
  draft.medals = { ...draft.medals, [side]: [...draft.medals[side], medal] }
  if (hex !== undefined) draft.permanentTaken = [...draft.permanentTaken, hex]
}

/**
 * The draft's own copy of a turn: one level. Its fields are only ever replaced (`turn.phase = …`, and the lists and
 * the moved map by new copies: `turn.ordered = [...turn.ordered, id]`), never written into, so they are shared.
 */
function copyTurn(turn: TurnState): TurnState {
  return { ...turn }
}

/** A draft of `state` for one action: a new top level with its own copy of the turn and the undo stack. */
export function draftOf(state: HothState): HothState {
  // Spread, not slice(): slicing a frozen array is ~50× slower in Node 20's V8.
  return { ...state, turn: copyTurn(state.turn), undo: [...state.undo] }
}

/** Puts an undo snapshot's sections back into the draft (the turn as the draft's own copy: it is written into). */
export function restoreSnapshot(draft: HothState, snapshot: UndoSnapshot): void {
  draft.units = snapshot.units
  draft.turn = copyTurn(snapshot.turn)
  draft.medals = snapshot.medals
  draft.permanentTaken = snapshot.permanentTaken
}
