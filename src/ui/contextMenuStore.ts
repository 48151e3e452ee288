/**
 * The table's right-click menu as UI state: where it opens and its entries (already translated, each with what it
 * runs). The table input opens it; ContextMenu draws it. Only one menu is open at a time.
 */
import { create } from 'zustand'

/** One menu entry: the shape of an `ObjectCommand` (src/input/objectHandlers.ts). */
export interface MenuEntry {
  id: string
  label: string
  /** Command key ('f', 'shift+d', 'delete'), shown as a key cap. */
  key?: string
  /** Why it cannot run now; the entry is greyed out with this as its tooltip. */
  disabled?: string
  run(): void
}

/** An open menu. */
export interface OpenMenu {
  /** Page position (CSS px) of the pointer that opened it. */
  x: number
  y: number
  /** Heading: the object's name, "3 objects", "Table" … */
  title: string
  entries: readonly MenuEntry[]
}

/** Menu state and its actions. */
export interface ContextMenuState {
  menu: OpenMenu | null
  actions: {
    open(menu: OpenMenu): void
    close(): void
  }
}

/** The context-menu store. */
export const useContextMenu = create<ContextMenuState>()((set, get) => ({
  menu: null,
  actions: {
    open: (menu) => set({ menu }),
    close: () => {
      if (get().menu) set({ menu: null })
    },
  },
}))
