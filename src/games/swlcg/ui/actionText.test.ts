/**
 * The SWLCG decision words on real positions reached with the engine's own helpers: setup, deployment, the
 * engagement steps, response windows and every prompt kind. At each, every legal action of the acting seat gets a
 * distinct, complete label in both languages that names no card the seat may not see, and the prompt title and
 * the waiting line are right for the acting and the other seat.
 */
import { describe, expect, it } from 'vitest'
import { zoneSlots } from '../../../../engine/core/hidden'
import { actingSide, facing, swlcg, swlcgZones } from '../../../../engine/games/swlcg'
import type { Step, SwlcgAction, SwlcgState } from '../../../../engine/games/swlcg'
import { STEP_ACTIONS } from '../../../../engine/games/swlcg/apply'
import {
  DARK,
  LIGHT,
  act,
  passToStep,
  passUntil,
  placeCard,
  seatOf,
  startGame,
  starterConfig,
  throughSetup,
} from '../../../../engine/games/swlcg/testing/fixtures'
import {
  answer,
  atDeployment,
  card,
  toConflict,
  toEdge,
  toStrikes,
  untilAnswer,
  withHand,
  withNextObjective,
  withTopOfDeck,
  withUnits,
} from '../../../../engine/games/swlcg/testing/scenario'
import { playRandomGame } from '../../../../engine/games/swlcg/testing/randomPlayer'
import { actionLabel, decisionText, orderActions, phaseName, stepName, waitingText } from './actionText'
import { LANGS, NAMES, asked, hiddenTitles, labels, labelsOf, lightConflict } from './testLabels'

describe('phase and step names', () => {
  it('name every phase and step, distinctly, in both languages', () => {
    expect(phaseName('conflict', 'en')).toBe('Conflict phase')
    expect(phaseName('conflict', 'hu')).toBe('Konfliktusfázis')
    expect(stepName('declare-attackers', 'en')).toBe('Declare attackers')
    expect(stepName('declare-attackers', 'hu')).toBe('Támadók kijelölése')
    const steps = Object.keys(STEP_ACTIONS) as Step[]
    for (const lang of LANGS) {
      const names = steps.map((s) => stepName(s, lang))
      expect(new Set(names).size).toBe(steps.length)
      const phases = (['setup', 'balance', 'refresh', 'draw', 'deployment', 'conflict', 'force'] as const).map((p) =>
        phaseName(p, lang),
      )
      expect(new Set(phases).size).toBe(7)
    }
  })
})

describe('setup', () => {
  it('objective choice: both seats decide, each label puts one objective on the bottom', () => {
    let state = startGame()
    for (const side of ['light', 'dark'] as const) {
      const l = labelsOf(state, side, 'choose-objectives')
      expect(l.en).toHaveLength(4)
      for (const label of l.en) expect(label).toMatch(/^Put .+ on the bottom of your objective deck$/)
      for (const label of l.hu) expect(label).toMatch(/^.+ visszatétele a célpakli aljára$/)
      expect(decisionText(swlcg.view(state, seatOf(side)), seatOf(side), 'en')).toMatch(/^Choose one of your four/)
    }
    expect(waitingText(swlcg.view(state, null), NAMES, 'en')).toBe('Waiting for Béla and Anna: choose objectives')
    expect(waitingText(swlcg.view(state, null), NAMES, 'hu')).toBe('Béla és Anna döntésére vár: célok kiválasztása')
    const bottom = zoneSlots(state.cards, swlcgZones.setup('dark'))[0]!
    state = act(state, 'dark', { type: 'choose-objectives', payload: { bottom } })
    expect(decisionText(swlcg.view(state, DARK), DARK, 'en')).toBeNull()
    expect(decisionText(swlcg.view(state, LIGHT), LIGHT, 'hu')).toMatch(/^Válaszd ki, melyik célodat/)
    expect(waitingText(swlcg.view(state, DARK), NAMES, 'en')).toBe('Waiting for Anna: choose objectives')
    expect(decisionText(swlcg.view(state, null), 'nobody', 'en')).toBeNull()
  })

  it('mulligan, then the objective reveals, dark first', () => {
    let state = startGame()
    for (const side of ['dark', 'light'] as const) {
      const bottom = zoneSlots(state.cards, swlcgZones.setup(side))[0]!
      state = act(state, side, { type: 'choose-objectives', payload: { bottom } })
    }
    expect(state.turn.step).toBe('mulligan')
    const { title, waiting } = asked(state)
    expect(title.en).toBe('Keep your starting hand, or mulligan: shuffle it back and draw 6 new cards.')
    expect(waiting).toEqual({
      en: 'Waiting for Béla: keep or mulligan the starting hand',
      hu: 'Béla döntésére vár: a kezdő kéz megtartása vagy újrakeverése',
    })
    expect(labels(state, 'dark').en).toEqual([
      'Keep your starting hand',
      'Mulligan (shuffle back and draw 6 new cards)',
      'Concede',
    ])
    expect(labels(state, 'dark').hu).toEqual([
      'Kezdő kéz megtartása',
      'Mulligan (visszakeverés és 6 új lap)',
      'Feladás',
    ])
    while (state.turn.step === 'mulligan') state = act(state, state.turn.priority, { type: 'keep-hand' })
    expect(asked(state).title.hu).toBe('Fedd fel a céljaidat egyenként, a választott sorrendben.')
    const l = labelsOf(state, 'dark', 'reveal-objective')
    expect(l.en).toHaveLength(3)
    for (const label of l.en) expect(label).toMatch(/^Reveal /)
    for (const label of l.hu) expect(label).toMatch(/ felfedése$/)
  })
})

describe('deployment', () => {
  it('plays name the card and its payment; the affiliation card is named as such', () => {
    const state = atDeployment('dark')
    const { title, waiting } = asked(state)
    expect(title.en).toBe('Deploy units and enhancements, take an action, or pass.')
    expect(waiting.en).toBe('Waiting for Béla: deploy cards or pass')
    const l = labels(state, 'dark')
    const plays = l.en.filter((label) => label.startsWith('Play '))
    expect(plays.length).toBeGreaterThan(0)
    for (const label of plays) expect(label).toMatch(/^Play .+ — (pay with .+ \(\d\)|free)$/)
    expect(l.en.join('\n')).toContain('Sith affiliation card (')
    expect(l.hu.join('\n')).toContain('Sith szövetségkártya (')
    expect(l.en).toContain('Pass')
    expect(l.hu).toContain('Passz')
  })

  it('an enhancement names its host; a discount names its card and what it discards', () => {
    const luke = withUnits(atDeployment('light'), 'light', ['Luke Skywalker'])
    const saber = withHand(luke.state, 'light', ['Jedi Lightsaber'])
    const l = labelsOf(saber.state, 'light', 'play')
    // The Jedi deck's cost reductions make it free here.
    expect(l.en).toContain('Play Jedi Lightsaber on Luke Skywalker — free')
    expect(l.hu).toContain('Jedi Lightsaber kijátszása, Luke Skywalker erősítéseként — ingyen')

    let state = atDeployment('dark', throughSetup(startGame(starterConfig('jedi', 'imperial-navy'))))
    state = placeCard(state, 'dark', card('Kuat Reinforcements').id, 'objectives').state
    const hand = withHand(state, 'dark', ['TIE Advanced'])
    const discounted = labelsOf(hand.state, 'dark', 'play').en.filter((x) => x.includes('Kuat Reinforcements'))
    expect(discounted.length).toBeGreaterThan(0)
    for (const label of discounted)
      expect(label).toMatch(/^Play .+ — Kuat Reinforcements: cost \d less \(discard .+\) — pay with /)
  })

  it('the draw phase: discard before drawing, then down to the reserve value', () => {
    let state = passToStep(atDeployment('dark'), 'draw-discard', 'light')
    const { title } = asked(state)
    expect(title.en).toBe('Before drawing you may discard a card from your hand, or pass.')
    const l = labels(state, 'light')
    expect(l.en).toContain('Pass (discard nothing)')
    expect(l.en.filter((x) => /^Discard .+ before drawing$/.test(x)).length).toBeGreaterThan(0)
    state = withHand(state, 'light', ['Luke Skywalker', 'Yoda', 'Jedi Lightsaber']).state
    state = act(state, 'light', { type: 'pass' })
    expect(state.turn.step).toBe('draw-trim')
    expect(asked(state).waiting.hu).toBe('Anna döntésére vár: eldobás a tartalékértékig')
    for (const label of labelsOf(state, 'light', 'discard-to-reserve').hu) expect(label).toMatch(/^Eldobás: .+ és .+/)
  })
})

describe('conflict', () => {
  it('engage, declare attackers and defenders, place edge cards and strike', () => {
    const { state: start, light, dark } = lightConflict(['Obi-Wan Kenobi', 'Jedi in Hiding'], ['Nightsister'])
    let state = start
    expect(asked(state).title.hu).toBe(
      'Indíts összecsapást egy ellenséges cél ellen, vagy fejezd be a konfliktusfázist.',
    )
    const engage = labelsOf(state, 'light', 'engage')
    for (const label of engage.en) expect(label).toMatch(/^Engage .+/)
    for (const label of engage.hu) expect(label).toMatch(/^Összecsapás .+ ellen$/)
    expect(labels(state, 'light').en).toContain('End the conflict phase')

    const objective = swlcg.legalActions(state, LIGHT).find((a) => a.type === 'engage')!
    state = passUntil(act(state, 'light', objective), (s) => s.turn.step === 'declare-attackers')
    expect(asked(state).title.en).toMatch(/^Declare attackers against .+\.$/)
    expect(labelsOf(state, 'light', 'declare-attackers').en).toEqual(
      expect.arrayContaining(['Attack with Obi-Wan Kenobi', 'Attack with Obi-Wan Kenobi and Jedi in Hiding']),
    )
    state = act(state, 'light', { type: 'declare-attackers', payload: { units: light } })
    state = passUntil(state, (s) => s.turn.step === 'declare-defenders')
    const defend = asked(state)
    expect(defend.title.en).toMatch(/^Obi-Wan Kenobi and Jedi in Hiding attack .+: declare defenders \(or none\)\.$/)
    expect(defend.waiting.en).toBe('Waiting for Béla: declare defenders')
    expect(labelsOf(state, 'dark', 'declare-defenders').en).toEqual(['Declare no defenders', 'Defend with Nightsister'])

    state = withHand(state, 'dark', ['Nightsister']).state
    state = act(state, 'dark', { type: 'declare-defenders', payload: { units: dark } })
    state = passUntil(state, (s) => s.turn.step === 'edge-placement' && s.windows.length === 0)
    expect(asked(state).title.en).toMatch(/^Edge battle: place a card/)
    const edge = labels(state, actingSide(state)!)
    expect(edge.en.some((x) => /^Place .+ face down in your edge stack$/.test(x))).toBe(true)
    expect(edge.hu).toContain('Passz (nem teszel le lapot)')

    state = toStrikes(state)
    const striker = actingSide(state)!
    expect(asked(state).title.en).toBe('Strike with one of your ready participating units.')
    const strikes = labelsOf(state, striker, 'strike')
    for (const label of strikes.en) expect(label).toMatch(/^Strike with /)
    for (const label of strikes.hu) expect(label).toMatch(/ csapása( — |$)/)
  })

  it('a strike plan names its split, tactics and icon order', () => {
    const { state: start, light, dark } = lightConflict(['Obi-Wan Kenobi'], ['Nightsister', 'Nightsister'])
    const state = toStrikes(toEdge(start, light, dark))
    const view = swlcg.view(state, LIGHT)
    const action: SwlcgAction = {
      type: 'strike',
      payload: {
        unit: light[0]!,
        split: [
          { card: dark[0]!, amount: 1 },
          { card: dark[1]!, amount: 1 },
        ],
        tactics: [{ card: dark[0]!, amount: 1 }],
        order: ['blast', 'unit', 'tactics'],
      },
    }
    expect(actionLabel(action, view, 'en')).toBe(
      'Strike with Obi-Wan Kenobi — unit damage split: Nightsister #1 (1), Nightsister #2 (1) — tactics: Nightsister #1 (1) — order: blast damage, unit damage, tactics',
    )
    expect(actionLabel(action, view, 'hu')).toBe(
      'Obi-Wan Kenobi csapása — elosztott egységsebzés: Nightsister #1 (1), Nightsister #2 (1) — taktika: Nightsister #1 (1) — sorrend: robbanássebzés, egységsebzés, taktika',
    )
  })
})

describe('response windows and prompts', () => {
  it('Shielding, an event with a cost, Protect and the shield prompt', () => {
    const { state: start, light, dark } = lightConflict(['Luke Skywalker', 'Guardian of Peace'], ['Darth Vader'])
    let state = withHand(start, 'light', ['Covering Fire']).state
    state = { ...state, table: { ...state.table, [light[0]!]: { ...state.table[light[0]!]!, shield: 1 } } }
    const objective = swlcg.legalActions(state, LIGHT).find((a) => a.type === 'engage')!
    state = passUntil(act(state, 'light', objective), (s) => s.turn.step === 'declare-attackers')
    state = act(state, 'light', { type: 'declare-attackers', payload: { units: light } })
    const shielding = asked(state)
    expect(shielding.title.en).toBe('You may respond to the attackers declared (Luke Skywalker and Guardian of Peace).')
    expect(shielding.title.hu).toBe('Reagálhatsz erre: támadók kijelölve (Luke Skywalker és Guardian of Peace).')
    expect(shielding.waiting.hu).toBe(
      'Anna döntésére vár: reakció – támadók kijelölve (Luke Skywalker és Guardian of Peace)',
    )
    const respond = labelsOf(state, 'light', 'respond')
    expect(respond.en).toContain('Place a shield on Guardian of Peace (Shielding: Guardian of Peace)')
    expect(respond.hu).toContain('Pajzs elhelyezése: Guardian of Peace (Shielding: Guardian of Peace)')
    expect(labels(state, 'light').en).toContain('Pass (no response)')

    state = passUntil(state, (s) => s.turn.step === 'attackers-window' && s.windows.length === 0)
    expect(asked(state).title.en).toBe('Take an action or pass (after attackers are declared).')
    const cover = labelsOf(state, 'light', 'use').en.filter((x) => x.includes('Covering Fire'))
    expect(cover).toEqual([
      expect.stringMatching(/^Play Covering Fire — sacrifice (Luke Skywalker|Guardian of Peace)$/),
    ])

    state = act(state, 'light', { type: 'pass' })
    state = passUntil(state, (s) => s.turn.step === 'declare-defenders')
    state = act(state, 'dark', { type: 'declare-defenders', payload: { units: dark } })
    state = passUntil(state, (s) => s.turn.step === 'strike' && s.turn.priority === 'dark' && !s.windows.length)
    state = act(state, 'dark', { type: 'strike', payload: { unit: dark[0]!, target: light[0]! } })
    const protect = (s: SwlcgState) =>
      swlcg.legalActions(s, LIGHT).some((a) => a.type === 'respond' && a.payload.ability === 'protect')
    state = passUntil(state, (s) => protect(s) || s.prompt !== null)
    expect(protect(state)).toBe(true)
    const interrupt = asked(state)
    expect(interrupt.title.en).toMatch(/^You may respond to \d damage about to be dealt to Luke Skywalker\.$/)
    expect(interrupt.title.hu).toMatch(/^Megszakítással válaszolhatsz erre: Luke Skywalker sebzést kapna \(\d\)\.$/)
    expect(interrupt.waiting.en).toMatch(/^Waiting for Anna: respond to \d damage about to be dealt to Luke/)
    for (const label of labelsOf(state, 'light', 'respond').en) {
      expect(label).toMatch(/^Protect: Guardian of Peace takes \d damage instead of Luke Skywalker$/)
    }
    state = passUntil(state, (s) => s.prompt !== null)
    expect(state.prompt).toMatchObject({ kind: 'use-shield', side: 'light' })
    const shield = asked(state)
    expect(shield.title.en).toMatch(/^Luke Skywalker would take \d damage: discard its shield to prevent 1\?$/)
    expect(shield.waiting.hu).toBe('Anna döntésére vár: döntés Luke Skywalker pajzsáról')
    expect(labels(state, 'light').en).toEqual([
      'Discard the shield on Luke Skywalker (prevent 1 damage)',
      'Keep the shield',
      'Undo',
      'Concede',
    ])
    expect(labels(state, 'light').hu[0]).toBe('Luke Skywalker pajzsának eldobása (1 sebzés megelőzése)')
  })

  it('fate order: the attacker orders tied fate cards', () => {
    const { state: start, light, dark } = lightConflict(['Jedi in Hiding'], ['Nightsister'])
    let state = start
    const heat = card('Heat of Battle', 'dark').id
    const fates: string[] = []
    for (let i = 0; i < 2; i++) {
      const placed = placeCard(state, 'dark', heat, 'hand')
      state = placed.state
      fates.push(placed.slot)
    }
    state = toEdge(state, light, dark)
    for (const slot of [null, fates[0]!, null, fates[1]!, null, null]) {
      const action: SwlcgAction = slot ? { type: 'place-edge', payload: { slot } } : { type: 'pass' }
      state = act(state, actingSide(state)!, action)
    }
    expect(state.prompt).toMatchObject({ kind: 'fate-order', side: 'light' })
    const { title, waiting } = asked(state)
    expect(title.en).toBe(
      'Fate cards share a priority number: choose the order they resolve in (Heat of Battle #1 and Heat of Battle #2).',
    )
    expect(waiting.en).toBe('Waiting for Anna: order the fate cards')
    expect(labelsOf(state, 'light', 'order-fates').en).toEqual([
      'Fate order: Heat of Battle #1 → Heat of Battle #2',
      'Fate order: Heat of Battle #2 → Heat of Battle #1',
    ])
  })

  it('choose-icon: Crossfire gives the unit focused to strike an icon of its player’s choice', () => {
    let state = atDeployment('light')
    state = placeCard(state, 'light', card('Questionable Contacts').id, 'objectives').state
    const luke = withUnits(state, 'light', ['Luke Skywalker'])
    const hand = withHand(luke.state, 'light', ['Crossfire'])
    state = toStrikes(toEdge(toConflict(hand.state), luke.slots, []))
    state = act(state, 'light', { type: 'strike', payload: { unit: luke.slots[0]! } })
    const crossfire = (s: SwlcgState) =>
      swlcg.legalActions(s, LIGHT).some((a) => a.type === 'respond' && a.payload.card === hand.slots[0])
    state = passUntil(state, crossfire)
    expect(asked(state).title.en).toBe('You may respond to Luke Skywalker focusing to strike.')
    expect(labelsOf(state, 'light', 'respond').en[0]).toMatch(/^Reaction: Crossfire \(from hand\)/)
    const use = swlcg.legalActions(state, LIGHT).find((a) => a.type === 'respond' && a.payload.card === hand.slots[0])!
    state = passUntil(act(state, 'light', use), (s) => s.prompt !== null)
    expect(state.prompt).toEqual({ kind: 'choose-icon', side: 'light' })
    const { title, waiting } = asked(state)
    expect(title.en).toBe('Choose the combat icon Luke Skywalker gains: unit damage, blast damage or tactics.')
    expect(title.hu).toBe(
      'Válaszd ki, melyik harci ikont kapja Luke Skywalker: egységsebzés, robbanássebzés vagy taktika.',
    )
    expect(waiting.hu).toBe('Anna döntésére vár: harci ikon választása')
    expect(labelsOf(state, 'light', 'choose-icon')).toEqual({
      en: ['Gain a unit damage icon', 'Gain a blast damage icon', 'Gain a tactics icon'],
      hu: ['Egységsebzés-ikon választása', 'Robbanássebzés-ikon választása', 'Taktika-ikon választása'],
    })
  })

  it('choose: a card to capture, then the order the rest go back in (Take Them Prisoner)', () => {
    const next = withNextObjective(atDeployment('light'), 'dark', 'Take Them Prisoner')
    const top = withTopOfDeck(next.state, 'light', ['Luke Skywalker', 'Jedi in Hiding', 'Red Two'])
    let state = untilAnswer(top.state, 'dark', next.slot)
    expect(labels(state, 'dark').en).toContain('Reaction: Take Them Prisoner')
    state = passUntil(answer(state, 'dark', next.slot), (s) => s.prompt !== null)
    const pick = asked(state)
    expect(pick.title.en).toBe('Take Them Prisoner: choose 1 card.')
    expect(pick.title.hu).toBe('Take Them Prisoner: válassz 1 lapot.')
    expect(pick.waiting.en).toBe('Waiting for Béla: choose cards')
    expect(labelsOf(state, 'dark', 'choose').en).toEqual([
      'Choose Luke Skywalker',
      'Choose Jedi in Hiding',
      'Choose Red Two',
    ])
    // The Light Side player does not know the three cards: its waiting line names none of them.
    expect(waitingText(swlcg.view(state, LIGHT), NAMES, 'en')).not.toMatch(/Luke|Hiding|Red Two/)
    state = act(state, 'dark', { type: 'choose', payload: { slots: [top.slots[0]!] } })
    expect(state.prompt).toMatchObject({ kind: 'choose', ordered: true })
    const order = asked(state)
    expect(order.title.en).toBe(
      'Take Them Prisoner: put the cards back in the order you choose (the first nearest the top).',
    )
    expect(order.waiting.hu).toBe('Béla döntésére vár: a lapok sorrendje')
    expect(labelsOf(state, 'dark', 'choose').hu).toEqual([
      'Sorrend: Jedi in Hiding, Red Two (az első kerül legfelülre)',
      'Sorrend: Red Two, Jedi in Hiding (az első kerül legfelülre)',
    ])
  })

  it('choose for the queue: where Leia Organa is held captive', () => {
    const leia = withUnits(atDeployment('dark'), 'light', ['Leia Organa'])
    const hand = withHand(leia.state, 'dark', ['Force Choke'])
    const choke = swlcg
      .legalActions(hand.state, DARK)
      .find(
        (a) => a.type === 'use' && a.payload.card === hand.slots[0] && a.payload.choices?.[0]?.[0] === leia.slots[0],
      )!
    expect(actionLabel(choke, swlcg.view(hand.state, DARK), 'en')).toBe('Play Force Choke — target: Leia Organa')
    expect(actionLabel(choke, swlcg.view(hand.state, DARK), 'hu')).toBe('Force Choke kijátszása — célpont: Leia Organa')
    const state = passUntil(act(hand.state, 'dark', choke), (s) => s.prompt !== null)
    expect(state.prompt).toMatchObject({ kind: 'choose', forQueue: 'capture' })
    const { title, waiting } = asked(state)
    expect(title.en).toBe('Leia Organa is captured: choose the objective it is held under.')
    expect(waiting.en).toBe('Waiting for Béla: choose where the captive is held')
    for (const label of labelsOf(state, 'dark', 'choose').en) expect(label).toMatch(/^Capture under .+$/)
  })
})

describe('hidden hands and panel order', () => {
  it('no label or text of a seat names a card in the opponent’s hand', () => {
    const base = withHand(atDeployment('dark'), 'light', ['Red Two', 'Yoda'])
    expect(hiddenTitles(base.state, 'dark')).toEqual(expect.arrayContaining(['Red Two', 'Yoda']))
    const view = swlcg.view(base.state, DARK)
    for (const lang of LANGS) {
      const texts = [
        ...swlcg.legalActions(base.state, DARK).map((a) => actionLabel(a, view, lang)),
        decisionText(view, DARK, lang)!,
        waitingText(swlcg.view(base.state, LIGHT), NAMES, lang)!,
      ]
      for (const text of texts) expect(text).not.toMatch(/Red Two|Yoda/)
    }
    // A label for an action naming a hidden card says "a card" / "egy lap".
    const guess: SwlcgAction = { type: 'draw-discard', payload: { slot: base.slots[0]! } }
    expect(actionLabel(guess, view, 'en')).toMatch(/^Discard a card( #\d)? before drawing$/)
    expect(actionLabel(guess, view, 'hu')).toMatch(/^Egy lap( #\d)? eldobása húzás előtt$/)
  })

  // Two whole random games: far more work than the 5 s default allows on a loaded 2-core machine.
  it('random games: every listed action of both seats has a distinct, clean label at every step', () => {
    for (const [seed, config] of [
      [5, starterConfig()],
      [11, starterConfig('rebel-alliance', 'imperial-navy')],
    ] as const) {
      playRandomGame(config, seed, 700, (state) => {
        if (state.result) return
        for (const side of ['light', 'dark'] as const) labels(state, side)
        const actor = actingSide(state)
        if (actor && state.turn.step !== 'resolving') {
          expect(decisionText(swlcg.view(state, seatOf(actor)), seatOf(actor), 'en')).not.toBeNull()
          expect(
            decisionText(swlcg.view(state, seatOf(facing(state, actor))), seatOf(facing(state, actor)), 'hu'),
          ).toBeNull()
        }
      })
    }
  }, 60_000)

  it('orders the panel: main choices, then pass or end, then undo and concede', () => {
    const legal: SwlcgAction[] = [
      { type: 'concede' },
      { type: 'pass' },
      { type: 'undo' },
      { type: 'engage', payload: { objective: 'a' } },
      { type: 'end-conflict' },
      { type: 'play', payload: { slot: 'b', payment: [] } },
    ]
    expect(orderActions(legal).map((a) => a.type)).toEqual([
      'engage',
      'play',
      'pass',
      'end-conflict',
      'undo',
      'concede',
    ])
    expect(legal[0]!.type).toBe('concede') // the input is left as it was
  })
})
