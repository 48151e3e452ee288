/**
 * UI state of the table that DOM overlays need: what is hovered (for the card zoom), what is selected,
 * whether a drag is under way, whether the measuring tool is on, and the camera preset. Changes only when
 * these change (a new object under the pointer, a click), never per pointer move or per frame.
 */
import { create } from 'zustand'
import type { TableObjectKind } from '../../net/schema'
import type { CameraPreset } from '../../net/types'

/** What the zoom needs to know about the hovered object. */
export interface HoverInfo {
  id: string
  kind: TableObjectKind
  look: string
  faceUp: boolean
  /** The public back a card shows face down (a game's back id); absent for the common back. */
  back?: string
}

/** Table UI state and its actions. */
export interface TableUiState {
  /** Object under the pointer, null for none. */
  hovered: HoverInfo | null
  /** The primary selected object: the one clicked last (outlined; keyboard commands act on the selection). */
  selected: string | null
  /** Every selected object, the primary one included (in the order they were selected); empty for none. */
  selection: readonly string[]
  /** True while the measuring tool is on (drags measure instead of moving). */
  measuring: boolean
  /** True while this browser drags an object. */
  dragging: boolean
  /** Current camera preset. */
  camera: CameraPreset
  actions: {
    setHovered(info: HoverInfo | null): void
    /** Selects only `id` (or nothing). */
    select(id: string | null): void
    /** Selects exactly `ids`, with `primary` (default the last of them) as the primary one. */
    setSelection(ids: readonly string[], primary?: string | null): void
    setMeasuring(on: boolean): void
    setDragging(dragging: boolean): void
    setCamera(preset: CameraPreset): void
  }
}

const sameHover = (a: HoverInfo | null, b: HoverInfo | null) =>
  a === b ||
  (!!a && !!b && a.id === b.id && a.kind === b.kind && a.look === b.look && a.faceUp === b.faceUp && a.back === b.back)

/** The table UI store. Read actions with `useTableUi((s) => s.actions)`. */
export const useTableUi = create<TableUiState>()((set, get) => ({
  hovered: null,
  selected: null,
  selection: [],
  measuring: false,
  dragging: false,
  camera: 'seat',
  actions: {
    setHovered: (info) => {
      if (!sameHover(get().hovered, info)) set({ hovered: info })
    },
    select: (id) => get().actions.setSelection(id ? [id] : [], id),
    setSelection: (ids, primary) => {
      const unique = [...new Set(ids)]
      const next = primary !== undefined && (primary === null || unique.includes(primary)) ? primary : null
      const selected = next ?? unique.at(-1) ?? null
      const same = (a: readonly string[], b: readonly string[]) =>
        a.length === b.length && a.every((x, i) => x === b[i])
      if (get().selected !== selected || !same(get().selection, unique)) set({ selected, selection: unique })
    },
    setMeasuring: (measuring) => {
      if (get().measuring !== measuring) set({ measuring })
    },
    setDragging: (dragging) => {
      if (get().dragging !== dragging) set({ dragging })
    },
    setCamera: (camera) => {
      if (get().camera !== camera) set({ camera })
    },
  },
}))
