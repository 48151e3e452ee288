/**
 * An effect's words as a clause (./textEffects.ts, ./textTeam.ts): an order to the player (an English imperative with
 * its Hungarian imperative and "hogy" form) or a statement.
 */

/** One effect's words; `huHogy` is set exactly when the clause is an order (English: an imperative). */
export type Clause = { en: string; hu: string; huHogy?: string }

/**
 * An order. `verb` is the Hungarian imperative; `pre` its preverb ("el" in "távolíts el", which moves in front in
 * the "hogy" form: "hogy eltávolíts"), written with a trailing space when it stays a separate word ("játékba ").
 */
export function order(en: string, verb: string, pre: string, rest: string): Clause {
  const tail = rest ? ` ${rest}` : ''
  return { en, hu: `${verb}${pre ? ` ${pre.trim()}` : ''}${tail}`, huHogy: `${pre}${verb}${tail}` }
}

/** A statement (no "hogy" form). */
export const statement = (en: string, hu: string): Clause => ({ en, hu })
