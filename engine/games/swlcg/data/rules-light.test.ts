import { describe, expect, it } from 'vitest'
import { ALL_CARDS } from './cards'
import { LIGHT_RULES } from './rules-light'

/** Light side Core Set titles with no abilities beyond keywords, hosts and deck-building limits. */
const WITHOUT_RULES: Readonly<Record<string, string>> = {
  "A Hero's Journey": 'objective with stats only',
  "Twi'lek Loyalist": 'icons and stats only',
  'Dagobah Training Grounds': 'resources and the Limited keyword only',
  'Believer in the Old Ways': 'icons and stats only',
  'Jedi in Hiding': 'icons and stats only',
  'Red Five': 'the Elite keyword only',
  'R2-D2': 'stats and resources only',
  'Guardian of Peace': 'the Shielding and Protect keywords only',
  'Corellian Engineer': 'the Shielding keyword only',
  'Y-Wing': 'icons and stats only',
  'Hidden Outpost': 'resources and the Limited keyword only',
  'Mon Mothma': 'the Edge keyword, stats and resources only',
  'Fleet Officer': 'icons and stats only',
  'Draw Their Fire': 'objective with stats only',
  'X-Wing': 'icons and stats only',
  'Rookie Pilot': 'icons and stats only',
  'Rebel Trooper': 'icons and stats only',
  "Twi'lek Smuggler": 'icons and stats only',
  'Cloud City Casino': 'resources and the Limited keyword only',
}

/** Fate cards printed in both sides' sets: their rules live in this table, not the dark side one. */
const SHARED_FATES = ['Heat of Battle', 'Twist of Fate', 'Target of Opportunity']

const lightCoreTitles = new Set(
  ALL_CARDS.filter((c) => c.side === 'light' && c.set !== null && c.set >= 1 && c.set <= 18).map((c) => c.title),
)

describe('light side Core Set rules', () => {
  it('keys every entry by the title of a light side Core Set card', () => {
    for (const title of Object.keys(LIGHT_RULES)) expect(lightCoreTitles, title).toContain(title)
  })

  it('has an entry for every light side Core Set card with abilities', () => {
    for (const title of lightCoreTitles) {
      if (Object.hasOwn(WITHOUT_RULES, title)) continue
      expect(Object.hasOwn(LIGHT_RULES, title), title).toBe(true)
    }
  })

  it('lists only real titles as having no rules, and none of them has an entry', () => {
    for (const title of Object.keys(WITHOUT_RULES)) {
      expect(lightCoreTitles, title).toContain(title)
      expect(Object.hasOwn(LIGHT_RULES, title), title).toBe(false)
    }
  })

  it('holds the fate cards shared with the dark side sets', () => {
    for (const title of SHARED_FATES) {
      expect(lightCoreTitles, title).toContain(title)
      expect(LIGHT_RULES[title]?.[0]?.kind, title).toBe('fate')
    }
  })

  it('gives every entry at least one ability', () => {
    for (const [title, rules] of Object.entries(LIGHT_RULES)) expect(rules.length, title).toBeGreaterThan(0)
  })
})
