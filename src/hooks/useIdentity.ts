/** The name and colour the lobby joins with, cleaned, and whether they are good enough to join. */
import { cleanName, usePrefs } from '../stores/prefs'

/** Current identity from preferences. */
export interface Identity {
  name: string
  colour: string
  /** False while the name is empty. */
  ok: boolean
}

/** Reads the identity the lobby forms submit. */
export function useIdentity(): Identity {
  const raw = usePrefs((s) => s.name)
  const colour = usePrefs((s) => s.colour)
  const name = cleanName(raw)
  return { name, colour, ok: name.length > 0 }
}
