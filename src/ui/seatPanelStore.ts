/**
 * Whether the seat list is asked for, and which seat to point at: "free the seat to play on" (a roll waiting
 * for an offline player) opens the list at that seat. A game table that hides the list during play shows it
 * while `open`; the sandbox always shows it and only highlights the seat. UI state only.
 */
import { create } from 'zustand'
import type { SeatId } from '../../engine/core/types'

/** Seat panel state plus its actions. */
export interface SeatPanelState {
  open: boolean
  /** The seat to highlight, or null. */
  focus: SeatId | null
  actions: {
    /** Opens the list, pointing at `seat` when given. */
    show(seat?: SeatId): void
    /** Closes the list and forgets the seat. */
    hide(): void
    /** Forgets the seat (its business is done), keeping the list as it is. */
    blur(): void
  }
}

/** The seat panel store. */
export const useSeatPanel = create<SeatPanelState>()((set) => ({
  open: false,
  focus: null,
  actions: {
    show: (seat) => set({ open: true, focus: seat ?? null }),
    hide: () => set({ open: false, focus: null }),
    blur: () => set({ focus: null }),
  },
}))
