/** Which overlays are open (help, diagnostics), and the help a rules-mode table shows instead of the keys. UI state only. */
import type { ReactNode } from 'react'
import { create } from 'zustand'

/** The overlays the app can show. */
export type Overlay = 'help' | 'diagnostics'

/** Overlay state plus its actions. */
export interface OverlayState {
  help: boolean
  diagnostics: boolean
  /** What `?` shows at a table with its own rules (how to play a turn), instead of the sandbox's keys. */
  gameHelp: ReactNode
  actions: {
    /** A rules-mode table says what its help is (null when it closes). */
    setGameHelp(help: ReactNode): void
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
  gameHelp: null,
  actions: {
    setGameHelp: (gameHelp) => set({ gameHelp }),
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
