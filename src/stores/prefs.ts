/**
 * The player's remembered preferences: display name and colour. Kept in localStorage so a returning
 * player does not type them again. UI state only; nothing here goes into the room document.
 */
import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'

/** The colours a player can pick: distinct on the dark table and from each other. */
export const PLAYER_COLOURS = [
  '#f2b84b', // amber
  '#58d0ff', // holo cyan
  '#ff6b5e', // signal red
  '#7ee081', // moss green
  '#c792ff', // violet
  '#ff9ad5', // pink
  '#f7f1e3', // bone white
  '#ff9f43', // orange
] as const

/** Longest display name accepted; longer names are cut so seat labels stay readable. */
export const MAX_NAME_LENGTH = 24

/** Preferences state plus its actions. */
export interface PrefsState {
  /** Display name; '' until the player types one. */
  name: string
  /** One of PLAYER_COLOURS. */
  colour: string
  actions: {
    setName(name: string): void
    setColour(colour: string): void
  }
}

/** Trims and shortens a display name the way it will be shown to others. */
export function cleanName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH)
}

/** A palette colour for an arbitrary input; anything not in the palette falls back to the first. */
export function paletteColour(colour: unknown): string {
  return typeof colour === 'string' && (PLAYER_COLOURS as readonly string[]).includes(colour)
    ? colour
    : PLAYER_COLOURS[0]
}

/** A storage that survives browsers (and Node tests) without localStorage. */
function safeStorage(): StateStorage {
  const memory = new Map<string, string>()
  try {
    if (globalThis.localStorage) return globalThis.localStorage
  } catch {
    // Storage access can throw in privacy modes; fall through to memory.
  }
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  }
}

/** The preferences store (persisted under `holotable.prefs`). */
export const usePrefs = create<PrefsState>()(
  persist(
    (set) => ({
      name: '',
      colour: PLAYER_COLOURS[0],
      actions: {
        // The raw text is kept while typing (so spaces can be typed); it is cleaned when used.
        setName: (name) => set({ name: name.slice(0, MAX_NAME_LENGTH) }),
        setColour: (colour) => set({ colour: paletteColour(colour) }),
      },
    }),
    {
      name: 'holotable.prefs',
      storage: createJSONStorage(safeStorage),
      partialize: ({ name, colour }) => ({ name, colour }),
      // A stored colour from an older palette must not leak into the UI.
      merge: (stored, current) => {
        const s = (stored ?? {}) as Partial<PrefsState>
        return { ...current, name: typeof s.name === 'string' ? s.name : '', colour: paletteColour(s.colour) }
      },
    },
  ),
)
