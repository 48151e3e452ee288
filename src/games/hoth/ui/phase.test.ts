import { describe, expect, it } from 'vitest'
import type { HothView, Pending } from '../../../../engine/games/hoth'
import { hoth } from '../../../../engine/games/hoth'
import { act, hand, startGame, withCard } from '../../../../engine/games/hoth/testing/fixtures'
import i18n from '../../../i18n'
import { pendingChoosers, pendingPrompt, turnExpectation, undoAnswerers } from './phase'
import { NAMES } from './testViews'

const say = (lang: 'en' | 'hu', phrase: { key: string; values: Record<string, string | number> }) =>
  i18n.getFixedT(lang, 'hoth')(phrase.key, phrase.values)

const withPending = (view: HothView, pending: Pending): HothView => ({ ...view, turn: { ...view.turn, pending } })

const attack = {
  attacker: 'imperial-infantry-1',
  target: 'rebel-infantry-1',
  melee: false,
  targetHex: '2,1',
  dice: 2,
  barrage: false,
}

describe('turnExpectation', () => {
  const start = startGame('first-contact')

  it('asks the active seat to play a card and tells the others who is choosing one', () => {
    const view = hoth.view(start, 's1')
    expect(turnExpectation(view, 's1', hoth.legalActions(start, 's1'), NAMES)).toEqual({
      key: 'expect.mine.play',
      values: { count: 0, limit: 0 },
    })
    const other = turnExpectation(hoth.view(start, 's2'), 's2', [], NAMES)
    expect(say('en', other)).toBe('Anna is choosing a command card.')
    expect(say('hu', other)).toBe('Anna parancskártyát választ.')
    expect(say('en', turnExpectation(hoth.view(start, null), null, [], NAMES))).toBe('Anna is choosing a command card.')
  })

  it('counts the ordered units in the order phase', () => {
    const { state } = withCard(start, 's1', 'reb-assault-centre')
    const played = act(state, 's1', { type: 'play-card', payload: { slot: hand(state, 's1')[0] } }).state
    const phrase = turnExpectation(hoth.view(played, 's1'), 's1', hoth.legalActions(played, 's1'), NAMES)
    expect(phrase.key).toBe('expect.mine.order')
    // The card's limit beside the count: "Assault" orders up to 3 units in the centre, where the Rebels have 2.
    expect(say('en', phrase)).toContain('(0 of 2 units ordered)')
    const one = act(
      played,
      's1',
      hoth.legalActions(played, 's1').find((a) => a.type === 'order')!,
    ).state
    expect(say('hu', turnExpectation(hoth.view(one, 's1'), 's1', hoth.legalActions(one, 's1'), NAMES))).toContain(
      '(2 egységből 1 kapott parancsot)',
    )
  })

  it('tells a player with an empty hand to end the turn, and says when the battle is over', () => {
    const view = hoth.view(start, 's1')
    expect(turnExpectation(view, 's1', [{ type: 'end-turn' }], NAMES).key).toBe('expect.mine.playEmpty')
    const over: HothView = { ...view, result: { winner: 'rebel', reason: { en: 'x', hu: 'x' } } }
    expect(turnExpectation(over, 's1', [], NAMES).key).toBe('expect.over')
  })
})

describe('pendingPrompt', () => {
  const view = hoth.view(startGame('first-contact'), 's1')

  it('asks the retreating side where to go and tells the other side who it waits for', () => {
    const pending: Pending = { kind: 'retreat', attack, unit: 'rebel-infantry-1', steps: 2, canIgnore: false }
    const mine = pendingPrompt(withPending(view, pending), 's1', NAMES, 'en')!
    expect(mine.mine).toBe(true)
    expect(say('en', mine)).toBe('Choose a hex to retreat Echo Base troopers to (2 steps left).')
    expect(say('hu', pendingPrompt(withPending(view, pending), 's1', NAMES, 'hu')!)).toBe(
      'Válaszd ki a visszavonulás mezőjét: Echo Bázis gyalogosok (még 2 lépés).',
    )
    const theirs = pendingPrompt(withPending(view, pending), 's2', NAMES, 'en')!
    expect(theirs.mine).toBe(false)
    expect(say('en', theirs)).toBe('Waiting for Anna to choose a retreat hex for Echo Base troopers.')
    expect(pendingPrompt(withPending(view, pending), null, NAMES, 'en')?.mine).toBe(false)
  })

  it('offers the trench when the retreat can be ignored', () => {
    const pending: Pending = { kind: 'retreat', attack, unit: 'rebel-infantry-1', steps: 1, canIgnore: true }
    expect(pendingPrompt(withPending(view, pending), 's1', NAMES, 'en')!.key).toBe('pending.yours.retreatOrIgnore')
  })

  it('asks the named seat for Fleet Deployment discards, with how many it draws', () => {
    const pending: Pending = { kind: 'fleet', seat: 's2', draws: 'plus-one' }
    expect(say('en', pendingPrompt(withPending(view, pending), 's2', NAMES, 'en')!)).toContain('one more card')
    expect(say('hu', pendingPrompt(withPending(view, pending), 's1', NAMES, 'hu')!)).toBe(
      'Várakozás: Béla lapokat dob el.',
    )
  })

  it('asks the active seat about the E-Web re-roll and the breakthrough', () => {
    const reroll: Pending = { kind: 'reroll', attack, faces: ['miss', 'blast'] }
    expect(pendingPrompt(withPending(view, reroll), 's1', NAMES, 'en')).toMatchObject({
      key: 'pending.yours.reroll',
      mine: true,
    })
    const breakthrough: Pending = { kind: 'breakthrough', unit: 'rebel-infantry-1', hex: '3,3' }
    expect(say('en', pendingPrompt(withPending(view, breakthrough), 's1', NAMES, 'en')!)).toBe(
      'Breakthrough: Echo Base troopers may step into D4.',
    )
    expect(say('hu', pendingPrompt(withPending(view, breakthrough), 's2', NAMES, 'hu')!)).toBe(
      'Várakozás: Anna dönt az áttörésről.',
    )
  })

  it('is null when nothing waits', () => {
    expect(pendingPrompt(view, 's1', NAMES, 'en')).toBeNull()
  })
})

describe('pendingPrompt for a take-back request', () => {
  const start = hoth.view(startGame('first-contact'), 's1')
  const asking = (view: HothView, step: 'move' | 'end-moves' = 'move'): HothView => ({
    ...view,
    turn: { ...view.turn, seat: 's1', side: 'rebel' },
    undoRequest: { seat: 's1', step },
  })

  it('asks the other side to allow or refuse it, naming the step', () => {
    const mine = pendingPrompt(asking(start), 's2', NAMES, 'en')!
    expect(mine.mine).toBe(true)
    expect(say('en', mine)).toBe('Anna asks to take back their last move. Allow it?')
    expect(say('hu', mine)).toBe('Anna szeretné visszavonni az utolsó mozgását. Engedélyezed?')
    expect(say('en', pendingPrompt(asking(start, 'end-moves'), 's2', NAMES, 'en')!)).toBe(
      'Anna asks to take back ending their moves. Allow it?',
    )
  })

  it('tells the asker whose agreement it waits for', () => {
    const waiting = pendingPrompt(asking(start), 's1', NAMES, 'en')!
    expect(waiting.mine).toBe(false)
    expect(say('en', waiting)).toBe('Waiting for Béla to agree to the take-back.')
    expect(say('hu', waiting)).toBe('Várakozás: Béla dönt, engedélyezi-e a visszavonást.')
  })

  it('tells a teammate and spectators who answers whose request', () => {
    const state = startGame('first-contact', {
      players: [
        { seat: 's1', side: 'rebel' },
        { seat: 's3', side: 'rebel' },
        { seat: 's2', side: 'empire' },
        { seat: 's4', side: 'empire' },
      ],
    })
    const view = asking(hoth.view(state, 's3'))
    expect(undoAnswerers(view)).toEqual(['s2', 's4'])
    const mate = pendingPrompt(view, 's3', NAMES, 'en')!
    expect(mate.mine).toBe(false)
    expect(say('en', mate)).toBe("Waiting for Béla / s4 to answer Anna's take-back request.")
    expect(say('hu', pendingPrompt(view, null, NAMES, 'hu')!)).toBe(
      'Várakozás: Béla / s4 dönt Anna visszavonási kéréséről.',
    )
    expect(pendingPrompt(view, 's4', NAMES, 'en')!.mine).toBe(true)
    expect(undoAnswerers(hoth.view(state, 's1'))).toEqual([])
  })

  it('is gone once the battle is over', () => {
    const over: HothView = { ...asking(start), result: { winner: 'rebel', reason: { en: 'x', hu: 'x' } } }
    expect(pendingPrompt(over, 's2', NAMES, 'en')).toBeNull()
  })
})

describe('pendingChoosers', () => {
  it('lets either player of a team answer its retreat', () => {
    const state = startGame('first-contact', {
      players: [
        { seat: 's1', side: 'rebel' },
        { seat: 's3', side: 'rebel' },
        { seat: 's2', side: 'empire' },
      ],
    })
    const pending: Pending = { kind: 'retreat', attack, unit: 'rebel-infantry-1', steps: 1, canIgnore: false }
    expect(pendingChoosers(withPending(hoth.view(state, 's2'), pending))).toEqual(['s1', 's3'])
  })
})
