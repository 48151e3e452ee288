/**
 * A room file waiting to be loaded into its own room. Importing another room's file (its moves are signed for that
 * room) offers to open that room instead; the File is kept here across the switch, and loaded once the table of
 * that room is open (useLoadPendingFile). UI state only: the file never goes into any document but its own room's.
 */
import { create } from 'zustand'

/** A file and the room (display-form code) it is for. */
export interface PendingFile {
  code: string
  file: File
}

/** Pending-file state plus its actions. */
export interface PendingFileState {
  pending: PendingFile | null
  actions: {
    /** Keeps `file` for room `code` (replacing any other). */
    keep(code: string, file: File): void
    /** Hands out the file kept for `code` and forgets it; null when none is (a file for another room is dropped). */
    take(code: string): File | null
    /** Forgets the kept file. */
    drop(): void
  }
}

/** The pending-file store. */
export const usePendingFile = create<PendingFileState>()((set, get) => ({
  pending: null,
  actions: {
    keep: (code, file) => set({ pending: { code, file } }),
    take: (code) => {
      const { pending } = get()
      if (!pending) return null
      set({ pending: null })
      return pending.code === code ? pending.file : null
    },
    drop: () => set({ pending: null }),
  },
}))
