/**
 * UI state of the table that DOM overlays need: what is hovered (for the card zoom), what is selected,
 * whether a drag is under way, and the camera preset. Changes only when these change (a new object under
 * the pointer, a click), never per pointer move or per frame.
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
}

/** Table UI state and its actions. */
export interface TableUiState {
  /** Object under the pointer, null for none. */
  hovered: HoverInfo | null
  /** Selected object id (outlined; keyboard commands act on it when nothing is hovered). */
  selected: string | null
  /** True while this browser drags an object. */
  dragging: boolean
  /** Current camera preset. */
  camera: CameraPreset
  actions: {
    setHovered(info: HoverInfo | null): void
    select(id: string | null): void
    setDragging(dragging: boolean): void
    setCamera(preset: CameraPreset): void
  }
}

const sameHover = (a: HoverInfo | null, b: HoverInfo | null) =>
  a === b || (!!a && !!b && a.id === b.id && a.kind === b.kind && a.look === b.look && a.faceUp === b.faceUp)

/** The table UI store. Read actions with `useTableUi((s) => s.actions)`. */
export const useTableUi = create<TableUiState>()((set, get) => ({
  hovered: null,
  selected: null,
  dragging: false,
  camera: 'seat',
  actions: {
    setHovered: (info) => {
      if (!sameHover(get().hovered, info)) set({ hovered: info })
    },
    select: (id) => {
      if (get().selected !== id) set({ selected: id })
    },
    setDragging: (dragging) => {
      if (get().dragging !== dragging) set({ dragging })
    },
    setCamera: (camera) => {
      if (get().camera !== camera) set({ camera })
    },
  },
}))
