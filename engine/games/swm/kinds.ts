/**
 * Named kinds of characters that abilities select by ("egy meghatározott karakter (pl: droid vagy alderaani
 * katona)"): a kind is a trait (droid, trooper …), a card id (every figure of that card) or a unique group. Alderaan
 * Senator: "Ez a karakter egyenértékű egy alderaani katonával" — our reading: it is of the kind 'alderaan-trooper'
 * for every effect that names that kind (Synchronized Fire, a commander effect for Alderaan troopers).
 */
import { has } from './attack/figure'
import type { CharacterDef, Trait } from './data/types'

/** The kind the Alderaan Senator counts as. */
export const ALDERAAN_TROOPER = 'alderaan-trooper'

/** Whether a character with the card `def` is of the named `kind`. */
export function isOfKind(def: CharacterDef, kind: string): boolean {
  if (def.id === kind || def.unique?.group === kind) return true
  if ((def.traits as readonly string[]).includes(kind as Trait)) return true
  // "A kiborg karakter droidnak és nem droidnak is számít."
  if (kind === 'droid' && def.traits.includes('cyborg')) return true
  return kind === ALDERAAN_TROOPER && has(def, 'alderaan-senator')
}

/** Whether `helper` is of the kind the attacker's Synchronized Fire names (false when it has none). */
export function synchronizedHelper(attacker: CharacterDef, helper: CharacterDef): boolean {
  const sync = attacker.abilities.find((a) => a.id === 'synchronized-fire')
  return sync?.named !== undefined && isOfKind(helper, sync.named)
}
