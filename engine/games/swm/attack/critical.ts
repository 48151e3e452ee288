/**
 * Critical hits: which natural rolls are crits and how much they multiply. "A 20-as dobás kritikus találat … a
 * támadás automatikusan talál"; "Deadly Attack … a 19-es dobás is kritikus találatnak számít"; "Vaapad … a 18, 19,
 * és 20-as támadó dobás is kritikus találatnak számít"; "Bizonyos karaktereknél a 20-nál kisebb dobás is kritikus
 * találatnak számít, náluk ez is automatikus találatnak minősül."
 */
import type { LocalizedText } from '../../../core/types'
import { critImmune, has, type FigureStats } from './figure'

/** The lowest natural roll that is a critical hit for this attacker: 20, 19 (Deadly Attack) or 18 (Vaapad). */
export function critThreshold(attacker: FigureStats): number {
  if (has(attacker, 'vaapad-style-fighting')) return 18
  if (has(attacker, 'deadly-attack')) return 19
  return 20
}

/** How many times a crit counts the base damage, and why (for the log). */
export interface CritMultiplier {
  times: number
  reason: LocalizedText
}

/**
 * The crit multiplier of base damage: 2; 3 with Vicious Attack ("háromszoros sebzés számít kétszeres helyett");
 * 1 against a droid that is not a cyborg ("nekik nem számít duplán a sebzés"). The droid's immunity wins over
 * Vicious Attack: the droid is "immunisak a kritikus találatra", whatever the multiplier would be.
 */
export function critMultiplier(attacker: FigureStats, target: Pick<FigureStats, 'traits'>): CritMultiplier {
  if (critImmune(target)) {
    return {
      times: 1,
      reason: { hu: 'a droidok immunisak a kritikus találatra', en: 'droids are immune to critical hits' },
    }
  }
  if (has(attacker, 'vicious-attack')) {
    return { times: 3, reason: { hu: 'heves támadás: háromszoros sebzés', en: 'Vicious Attack: triple damage' } }
  }
  return { times: 2, reason: { hu: 'kritikus találat: dupla sebzés', en: 'critical hit: double damage' } }
}
