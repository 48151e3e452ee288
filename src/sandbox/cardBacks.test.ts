/**
 * The game boxes' own backs at the sandbox table: a card drawn into another seat's hand, laid face down on the table
 * or left in its deck shows its game's back to everyone (the back `cardBack` gives for its look), never its face; the
 * sandbox deck's cards keep the common back.
 */
import { describe, expect, it } from 'vitest'
import { tabletop } from '../../engine/games/tabletop'
import type { TabletopAction, TabletopState } from '../../engine/games/tabletop'
import { BOXES, cardBack } from '../boxes'
import { tabletopConfig } from '../boxes/setUpBox'
import { fanBacks } from './handFans'
import { tabletopInit } from './tabletopSetup'
import { pileObjectId, tabletopObjects } from './tabletopObjects'
import { slotGet } from '../../engine'

/** Applies `action` by `seat`, expecting it to be accepted. */
function apply(state: TabletopState, seat: string, action: TabletopAction): TabletopState {
  const r = tabletop.apply(state, action, seat)
  if (!r.ok) throw new Error(r.error.reason.en)
  return r.state
}

/** The box's table after s2 drew one card of every deck and s3 laid the next one face down on the table. */
function played(box: string): { state: TabletopState; drawn: string[]; laid: string[] } {
  const { init } = tabletopInit(tabletopConfig(BOXES[box]!))
  let state = tabletop.setup(init.config, [...init.seats], init.entropy)
  const drawn: string[] = []
  const laid: string[] = []
  for (const [pile, meta] of Object.entries(state.piles)) {
    if (meta.kind !== 'deck' || (state.cards.zones[`pile:${pile}`]?.slots.length ?? 0) < 2) continue
    state = apply(state, 's2', { type: 'draw', payload: { pile, count: 1 } })
    drawn.push(state.cards.zones['hand:s2']!.slots.at(-1)!)
    const slot = state.cards.zones[`pile:${pile}`]!.slots[0]!
    state = apply(state, 's3', { type: 'move', payload: { slot, to: { table: { x: 0, z: 0, faceUp: false } } } })
    laid.push(slot)
  }
  return { state, drawn, laid }
}

describe('game backs at the sandbox table', () => {
  for (const box of ['swlcg', 'hkk', 'hoth-free']) {
    it(`${box}: another seat's hand, face-down table cards and decks show the game's back`, () => {
      const { state, drawn, laid } = played(box)
      expect(drawn.length).toBeGreaterThan(0)
      const backOf = (slot: string) => cardBack(slotGet(state.cards.secrets, slot)!)
      const view = tabletop.view(state, 's1')
      const objects = tabletopObjects(view)
      for (const slot of laid) {
        expect(backOf(slot)).not.toBe('')
        expect(objects.get(slot)).toMatchObject({ faceUp: false, look: '', back: backOf(slot) })
      }
      const fans = [...fanBacks(view, 's1')].flatMap(([back, cards]) => cards.map(() => back))
      expect(fans.sort()).toEqual(drawn.map(backOf).sort())
      expect(fans.every((back) => back !== '')).toBe(true)
      for (const [pile, meta] of Object.entries(view.piles)) {
        const top = view.cards.zones[`pile:${pile}`]?.slots[0]
        if (meta.kind === 'deck' && top) expect(objects.get(pileObjectId(pile))?.back).toBe(backOf(top))
      }
      // s1 knows none of these cards: no identity reaches its scene objects or its view.
      const text = JSON.stringify([[...objects], view])
      for (const slot of [...drawn, ...laid]) expect(text).not.toContain(`"${slotGet(state.cards.secrets, slot)}"`)
    })
  }

  it('the sandbox deck keeps the common back in hands and on the table', () => {
    const { state, drawn, laid } = played('sandbox')
    const view = tabletop.view(state, 's1')
    expect(drawn.length).toBeGreaterThan(0)
    expect(view.cards.backs).toEqual({})
    expect([...fanBacks(view, 's1').keys()]).toEqual([''])
    for (const slot of laid) expect(tabletopObjects(view).get(slot)?.back).toBeUndefined()
  })
})
