/** Which overlays are open (help, diagnostics). UI state only. */
import { create } from 'zustand'

/** The overlays the app can show. */
export type Overlay = 'help' | 'diagnostics'

/** Overlay state plus its actions. */
export interface OverlayState {
  help: boolean
  diagnostics: boolean
  actions: {
    toggle(which: Overlay): void
    close(which: Overlay): void
    /** Closes the topmost open overlay; returns false when none was open (so Esc can go on to others). */
    closeTop(): boolean
  }
}

/** The overlay store. */
export const useOverlays = create<OverlayState>()((set, get) => ({
  help: false,
  diagnostics: false,
  actions: {
    toggle: (which) => set((s) => ({ [which]: !s[which] })),
    close: (which) => set({ [which]: false }),
    closeTop: () => {
      // Help sits above diagnostics, so it closes first.
      if (get().help) return (set({ help: false }), true)
      if (get().diagnostics) return (set({ diagnostics: false }), true)
      return false
    },
  },
}))
