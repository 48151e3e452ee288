/**
 * Every kind of the vocabulary the engine interprets has a scenario test of a card that uses it (issue 15): the
 * tables below name the test for each kind, and a kind the engine does not interpret yet has none. A new kind
 * does not compile until it is listed; interpreting one fails here until its test is named.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { HOOKS_PLAYED, PLAYED_IN_ACTION, STANDING_HOOKS_PLAYED, SUPPORTED } from './support'
import { PLAYED_TRIGGERS } from './triggers'
import { EFFECT_KINDS, HOOK_NAMES, MODIFIER_KINDS, TRIGGER_KINDS } from './validate'
import type { Ability, EffectKind, HookName, ModifierKind, TriggerKind } from './vocabulary'
import { ALL_CARDS } from '../data'
import { rulesOf } from '../data/rules'

const source = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8')

/** The Balance of the Force card scenarios (../botf-*.test.ts), read beside each table's own test files. */
const BOTF_TESTS = ['../botf-light', '../botf-dark']

/** The scenario test (in actions, reactions, fates, interrupts or hidden .test.ts) of each effect kind the engine resolves; null: not resolved yet. */
const EFFECT_TESTS: Record<EffectKind, string | null> = {
  damage: 'Force Choke deals 1 damage',
  focus: 'Jedi Mind Trick places 2 focus',
  unfocus: 'Trust Your Feelings focuses itself',
  heal: 'Emergency Repair removes all damage',
  shield: 'Covering Fire sacrifices a unit',
  clear: 'Force Rejuvenation clears',
  recover: 'It Binds All Things returns',
  'put-into-play': 'Return of the Jedi puts a Force User',
  destroy: 'Force Lightning destroys',
  discard: 'Yub Yub! focuses an Ewok',
  'return-to-hand': 'Fall Back! returns',
  grant: 'Death from Above gives attacking Vehicles blast',
  restrict: 'Force Stasis keeps an enemy Character',
  'next-card': 'Rebel Sympathizer is sacrificed',
  'ignore-match': 'Dark Alliance lets an Imperial Navy unit',
  'move-damage': 'Questionable Contacts damages itself',
  draw: 'Mission Briefing draws 1 card',
  'discard-hand': 'Dark Precognition draws 2',
  sacrifice: 'X-Wing Escort, leaving play',
  'to-deck-bottom': 'There Is No Escape puts every unit',
  capture: 'Boba Fett captures the Character',
  'capture-from-hand': 'Cruel Interrogations, entering play',
  rescue: 'Rescue Mission takes a captured card',
  'examine-top': 'Take Them Prisoner shows 3',
  'look-at-hand': 'Interrogation shows the opponent',
  'hand-to-deck-bottom': 'Fall of the Jedi puts a card',
  mill: "Vader's TIE Advanced discards",
  dial: 'Devastator spends 1 resource',
  cancel: 'Counter-stroke, played from the hand',
  prevent: 'It Could Be Worse prevents 1',
  redirect: 'Lightsaber Deflection deals 1 of the damage',
  'instead-to-hand': 'Redemption sends a Character',
  'reduce-cost': 'The Defense of Yavin 4 lowers the cost',
  if: 'Target of Opportunity damages the engaged objective',
  may: 'lets each friendly player take back the top card of their discard pile, or not',
  hook: 'Twist of Fate cancels the edge battle',
  'each-player': 'each friendly player in turn looks at the top 2 of their deck',
  'take-control': 'Join Me takes control of a non-unique Character unit',
  'edge-from-hand': 'Supporting Fire lets a friendly player the user picks put a non-fate card',
  'move-captive': 'moves a captured card to a different dark objective',
  'discard-at-end': 'puts a Mercenary from its player’s hand into play for a friendly player, until the phase ends',
}

/** The scenario test (in reactions.test.ts or interrupts.test.ts) of each trigger the engine matches; null: not matched yet. */
const TRIGGER_TESTS: Record<TriggerKind, string | null> = {
  'turn-began': "Luke Skywalker sheds 1 focus after his opponent's turn begins",
  'phase-began': 'Defense Protocol lowers its reserve',
  refreshed: 'Admiral Motti removes 1 focus',
  declared: 'Han Solo, declared as an attacker',
  'focused-to-strike': 'Home One, focused to strike',
  'edge-won': 'Hit and Run damages the engaged objective',
  'entered-play': 'AT-ST draws 1 card after it enters play',
  committed: 'Nightsister, committed to the Force',
  'objective-destroyed': 'Devastator spends 1 resource',
  survived: 'TIE Advanced damages the engaged objective',
  'card-played': 'Forgotten Heroes draws 1 card after its player plays a Force User unit',
  'leaves-play': 'Decoy at Dantooine lowers the dial',
  destroyed: 'Redemption sends a Character',
  'objective-engaged': 'The Secret of Yavin 4 is engaged in place',
  'strike-resolved': 'Detained, from the hand',
  'dealt-damage': 'Boba Fett captures the Character he damaged',
  damage: 'It Could Be Worse prevents 1',
  'resources-generated': 'Stolen Plans draws its player 1 card',
  'captured-unit': 'The Bespin Exchange answers',
  'interrupt-used': "It's Worse cancels another interrupt",
  'turn-ended': 'Mara Jade, after her team’s turn ends',
  'force-won': 'Shistavanen Wolfman comes back from its owner’s discard pile after a Force struggle won by 3',
  'dial-raised': 'Force Cleansing, after the Death Star dial goes up',
  'defenders-declared': "Rendar's Wrath deals 1 damage to a lone defender",
  'took-control': 'Agent of the Hand sheds 1 focus after its player takes control of a unit',
  'played-from-reserve':
    "Agent of the Hand sheds 1 focus after its player plays a unit from the teammate's common reserve",
}

/** The scenario test (in modifiers.test.ts) of each constant modifier; every one is read today. */
const MODIFIER_TESTS: Record<ModifierKind, string> = {
  icons: 'a Jedi Lightsaber gives Luke',
  keyword: "Vader's Lightsaber gives targeted strike",
  capacity: 'Defense Upgrade adds 3',
  'force-icons': 'Jedi Training adds a Force icon',
  reserve: 'Reconnaissance Mission raises',
  'first-cost-less': 'In You Must Go makes the first enhancement',
  'ignore-match': 'Rumors at the Cantina lets a Jedi card',
  'match-all': 'Common Ground makes',
  'attackers-only': 'only Vehicles may attack The Rebel Fleet',
  'max-attackers': 'The Ultimate Power may be attacked by 2',
  'cannot-attack': 'Coruscant Defense Fleet may never attack',
  'play-from-discard': 'Viper Probe Droid is played from',
  'lose-if-destroyed': 'destroying The Heart of the Empire',
  untargetable: 'Trench Run cannot be targeted',
  'min-defenders': 'Arcona Rumor Monger, attacking alone, makes the defender declare at least 2',
  'strike-unengaged': 'Trandoshan Security Team strikes in an engagement against a dark objective',
}

/** The scenario test of each named one-off hook the engine plays; null: not played yet. */
const HOOK_TESTS: Record<HookName, string | null> = {
  'restart-edge-battle': 'Twist of Fate cancels the edge battle',
  'fates-twice': 'Secret Informant, taking part, makes each',
  'first-edge-face-up': 'Obi-Wan Kenobi, taking part, turns the first edge card',
  'redirect-engagement': 'The Secret of Yavin 4 is engaged in place',
  'engage-again': 'Wookiee Navigator, having attacked and survived',
  'search-objective-deck': 'A Journey to Dagobah, destroyed, puts an objective',
  'keep-three-units': 'A New Hope: each player keeps up to 3 units',
  'split-unit-damage': 'Shii-Cho Training lets its unit share its unit damage',
  'captured-when-leaving': 'Leia Organa, destroyed by Force Choke, is captured instead',
  'play-as-enhancement': 'Black Squadron Pilot, played on a friendly Fighter',
  'play-into-engagement': 'Admiral Ackbar enters an engagement from the hand',
  'join-from-hand': 'Human Replica Droid, after its player wins an edge battle',
  'trench-run': 'enhances the dial; the Light Side engages it like an objective',
  'destroy-lowest-cost': 'Rancor destroys the lowest-cost non-Vehicle unit',
}

describe('scenario coverage of the vocabulary', () => {
  it('every named hook the engine plays has a scenario test; the others have none yet', () => {
    const files = ['actions', 'reactions', 'fates', 'interrupts', 'engagements', 'hooks']
    const tests = files.map((f) => source(`${f}.test.ts`)).join('')
    for (const name of HOOK_NAMES) {
      const title = HOOK_TESTS[name]
      const played = HOOKS_PLAYED.has(name) || STANDING_HOOKS_PLAYED.has(name)
      expect(title !== null, `${name}: played ${played}`).toBe(played)
      if (title) expect(tests, name).toContain(title)
    }
  })

  it('every effect kind the engine resolves has a named scenario test; the others have none yet', () => {
    const tests = [
      'actions',
      'reactions',
      'fates',
      'interrupts',
      'hidden',
      'captures',
      'strikes',
      'examine',
      ...BOTF_TESTS,
    ]
      .map((f) => source(`${f}.test.ts`))
      .join('')
    for (const kind of EFFECT_KINDS) {
      const title = EFFECT_TESTS[kind]
      const played = SUPPORTED.has(kind) || PLAYED_IN_ACTION.has(kind)
      expect(title !== null, `${kind}: resolved ${played}, test ${title}`).toBe(played)
      if (title) expect(tests, kind).toContain(title)
    }
  })

  it('every trigger the engine matches has a named scenario test; the others have none yet', () => {
    const tests = ['reactions', 'interrupts', 'captures', 'engagements', ...BOTF_TESTS]
      .map((f) => source(`${f}.test.ts`))
      .join('')
    for (const kind of TRIGGER_KINDS) {
      const title = TRIGGER_TESTS[kind]
      expect(title !== null, `${kind}: matched ${PLAYED_TRIGGERS.has(kind)}`).toBe(PLAYED_TRIGGERS.has(kind))
      if (title) expect(tests, kind).toContain(title)
    }
  })

  it('every Balance of the Force card is named by a scenario test of its own', () => {
    const tests = BOTF_TESTS.map((f) => source(`${f}.test.ts`)).join('')
    const titles = new Set(ALL_CARDS.filter((c) => (c.set ?? 0) >= 91).map((c) => c.title))
    // Four titles per set, and Supporting Fire printed in all six.
    expect(titles.size).toBe(25)
    for (const title of titles) expect(tests, title).toContain(`${title} (set`)
  })

  it('every Core interrupt card, hook card and custom card is named by a scenario test', () => {
    const tests = readdirSync(import.meta.dirname)
      .filter((f) => f.endsWith('.test.ts'))
      .map(source)
      .join('')
    const usesHook = (a: Ability) => a.kind === 'hook' || ('effects' in a && a.effects.some((e) => e.do === 'hook'))
    const cards = ALL_CARDS.filter((c) => c.id.startsWith('swlcg/core-'))
      .filter((c) => rulesOf(c.id).some((a) => a.kind === 'interrupt' || usesHook(a)))
      .map((c) => c.title)
    expect(cards.length).toBeGreaterThan(20)
    for (const title of new Set(cards)) expect(tests, title).toContain(title)
  })

  it('every constant modifier has a named scenario test', () => {
    const tests = ['modifiers', ...BOTF_TESTS].map((f) => source(`${f}.test.ts`)).join('')
    for (const kind of MODIFIER_KINDS) expect(tests, kind).toContain(MODIFIER_TESTS[kind])
  })
})
