import { describe, expect, it } from 'vitest'
import { ALL_CARDS } from './cards'
import { DARK_RULES } from './rules-dark'

/** Dark side Core Set titles with no abilities beyond keywords, hosts and deck-building limits. */
const WITHOUT_RULES: Readonly<Record<string, string>> = {
  'Dark Side Apprentice': 'icons and stats only',
  'Advisor to the Emperor': 'icons, stats and resources only',
  'Kuati Security Team': 'icons and stats only',
  'Sith Library': 'resources and the Limited keyword only',
  "Emperor's Royal Guard": 'the Protect keyword only',
  'ISB Interrogators': 'the Shielding keyword only',
  'Shadows of Dathomir': 'objective with stats only',
  'Imperial Command': 'objective with stats only',
  'Duty Officer': 'icons, stats and resources only',
  'Heavy Stormtrooper Squad': 'icons and stats only',
  'TIE Fighter': 'icons and stats only',
  'TIE Bomber': 'icons and stats only',
  'Stormtrooper Elite': 'icons and stats only',
  'Control Room': 'resources and the Limited keyword only',
  'Death and Despayre': 'objective with stats only',
  'Death Star Trooper': 'icons and stats only',
  'Espo Trooper': 'icons and stats only',
}

/** Fate cards printed in both sides' sets: their rules live in the light side table. */
const SHARED_FATES = ['Heat of Battle', 'Twist of Fate', 'Target of Opportunity']

const darkCoreTitles = new Set(
  ALL_CARDS.filter((c) => c.side === 'dark' && c.set !== null && c.set >= 19 && c.set <= 36).map((c) => c.title),
)

describe('dark side Core Set rules', () => {
  it('keys every entry by the title of a dark side Core Set card', () => {
    for (const title of Object.keys(DARK_RULES)) expect(darkCoreTitles, title).toContain(title)
  })

  it('has an entry for every dark side Core Set card with abilities', () => {
    for (const title of darkCoreTitles) {
      if (SHARED_FATES.includes(title) || Object.hasOwn(WITHOUT_RULES, title)) continue
      expect(Object.hasOwn(DARK_RULES, title), title).toBe(true)
    }
  })

  it('lists only real titles as having no rules, and none of them has an entry', () => {
    for (const title of [...Object.keys(WITHOUT_RULES), ...SHARED_FATES]) {
      expect(darkCoreTitles, title).toContain(title)
      expect(Object.hasOwn(DARK_RULES, title), title).toBe(false)
    }
  })

  it('gives every entry at least one ability', () => {
    for (const [title, rules] of Object.entries(DARK_RULES)) expect(rules.length, title).toBeGreaterThan(0)
  })
})
