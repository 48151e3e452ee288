import { describe, expect, it } from 'vitest'
import { tabletop } from '../../engine/games/tabletop'
import type { TabletopAction, TabletopState } from '../../engine/games/tabletop'
import '../i18n'
import { createCardHandler } from './cardHandler'
import type { UndoStep } from '../input/undoHistory'
import type { NetResult } from '../../net'

function table(seat: string | null = 's1', seated = ['s1', 's2'], result: NetResult = { ok: true }) {
  let state: TabletopState = tabletop.setup(
    { piles: [{ pile: 'd', name: 'Deck', kind: 'deck', x: -2, z: 0, cards: ['a', 'b', 'c', 'd', 'e', 'f'] }] },
    ['s1', 's2'],
    '00',
  )
  const sent: TabletopAction[] = []
  const steps: UndoStep[] = []
  const notified: string[] = []
  const handler = createCardHandler({
    view: () => tabletop.view(state, seat),
    seat: () => seat,
    seated: () => seated,
    dispatch: async (action) => {
      sent.push(action)
      const r = tabletop.apply(state, action, seat ?? 's1')
      if (r.ok) state = r.state
      return result
    },
    notify: (reason) => notified.push(reason.en),
    history: { push: (s) => steps.push(s), batch: (fn) => fn() },
  })
  return { handler, sent, steps, notified, state: () => state }
}
const settle = () => new Promise((r) => setTimeout(r, 0))

describe('card handler', () => {
  it('says why net refused a gesture, except a void roll, which the log says in its own words', async () => {
    const reason = { hu: 'Nem.', en: 'No.' }
    for (const [inLog, expected] of [
      [false, ['No.']],
      [true, []],
    ] as const) {
      const t = table('s1', ['s1', 's2'], { ok: false, reason, inLog })
      t.handler
        .commands('pile:d', 'en')
        .find((c) => c.id === 'shuffle')!
        .run()
      await settle()
      expect(t.notified).toEqual(expected)
    }
  })

  it("puts seat 2's cards down facing seat 2, taps them from there, and moves them about keeping their turn", async () => {
    const t = table('s2')
    const run = (id: string, command: string) =>
      t.handler
        .commands(id, 'en')
        .find((c) => c.id === command)!
        .run()
    run('pile:d', 'takeTop')
    await settle()
    const [slot] = Object.keys(t.state().table) as [string]
    expect(t.state().table[slot]?.quarter, 'taken from a deck').toBe(2)
    run(slot, 'tap')
    await settle()
    expect(t.state().table[slot]?.quarter).toBe(3)
    t.handler.drop([{ id: slot, x: 1, z: 1 }], { free: true })
    await settle()
    expect(t.state().table[slot]?.quarter).toBe(3)
    run(slot, 'tap')
    await settle()
    expect(t.state().table[slot]?.quarter).toBe(2)
    run(slot, 'toHand')
    await settle()
    t.handler.run({ type: 'play', payload: { slot, x: 0, z: 2, faceUp: true } })
    await settle()
    expect(t.state().table[slot]?.quarter, 'played from the hand').toBe(2)
  })

  it('owns piles and table cards only', () => {
    const { handler } = table()
    expect(handler.owns('pile:d')).toBe(true)
    expect(handler.owns('slot:3')).toBe(true)
    expect(handler.owns('token-damage-1')).toBe(false)
  })

  it('drops a card on a pile onto its top, elsewhere onto the grid, and slides a dragged pile', async () => {
    const t = table()
    t.handler
      .commands('pile:d', 'en')
      .find((c) => c.id === 'takeTop')!
      .run()
    await settle()
    const slot = Object.keys(t.state().table)[0]!
    t.handler.drop([{ id: slot, x: 1.13, z: 0.9 }], { free: false })
    await settle()
    expect(t.state().table[slot]).toMatchObject({ x: 1, z: 1 })
    t.handler.drop([{ id: slot, x: -2.1, z: 0.1 }], { free: false })
    t.handler.drop([{ id: 'pile:d', x: 3.3, z: -1.2 }], { free: true })
    await settle()
    expect(t.state().cards.zones['pile:d']!.slots[0]).toBe(slot)
    expect(t.state().piles.d).toMatchObject({ x: 3.3, z: -1.2 })
  })

  it('offers keys for the pile actions and deals only to seated players', () => {
    const { handler } = table('s1', ['s1'])
    const commands = handler.commands('pile:d', 'en')
    const keys = Object.fromEntries(commands.filter((c) => c.key).map((c) => [c.key, c.id]))
    expect(keys).toMatchObject({ d: 'draw', s: 'shuffle', t: 'takeTop', x: 'search', 'shift+d': 'deal1' })
    // Six cards: five each for one seated player fit, five each for two do not.
    expect(commands.some((c) => c.id === 'deal5')).toBe(true)
    expect(
      table('s1', ['s1', 's2'])
        .handler.commands('pile:d', 'en')
        .some((c) => c.id === 'deal5'),
    ).toBe(false)
    expect(commands.find((c) => c.id === 'draw')?.label).toBe('Draw a card')
    expect(handler.commands('pile:d', 'hu').find((c) => c.id === 'draw')?.label).toBe('Húzok egy lapot')
  })

  it('greys out everything for a spectator and everything on a pile someone else searches', async () => {
    expect(
      table(null)
        .handler.commands('pile:d', 'en')
        .every((c) => c.disabled),
    ).toBe(true)
    const t = table('s1')
    t.handler.run({ type: 'search', payload: { pile: 'd' } })
    await settle()
    expect(t.handler.commands('pile:d', 'en').map((c) => c.id)).toEqual(['endSearch', 'endSearchShuffle'])
  })

  it('spreads a pile out in a row to its right, top card first, as the pile shows it', async () => {
    const t = table()
    const order = t.state().cards.zones['pile:d']!.slots.slice()
    t.handler
      .commands('pile:d', 'en')
      .find((c) => c.id === 'spread')!
      .run()
    await settle()
    const row = Object.entries(t.state().table).sort(([, a], [, b]) => a.x - b.x)
    expect(row.map(([slot]) => slot)).toEqual(order)
    expect(row.every(([, place]) => !place.faceUp && place.z === 0)).toBe(true)
    expect(t.state().cards.zones['pile:d']!.slots).toEqual([])
  })

  it('pushes an undo step for a draw that puts the card back, and none for a shuffle', async () => {
    const t = table()
    const top = t.state().cards.zones['pile:d']!.slots[0]
    t.handler.run({ type: 'draw', payload: { pile: 'd', count: 1 } })
    t.handler.run({ type: 'shuffle', payload: { pile: 'd' } })
    await settle()
    expect(t.steps).toHaveLength(1)
    t.steps[0]!.undo()
    await settle()
    expect(t.state().cards.zones['hand:s1']!.slots).toEqual([])
    expect(t.state().cards.zones['pile:d']!.slots[0]).toBe(top)
  })
})
