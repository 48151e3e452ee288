import { describe, expect, it } from 'vitest'
import { swlcg, swlcgZones } from '../../../../engine/games/swlcg'
import type { Player, SwlcgState } from '../../../../engine/games/swlcg'
import {
  act,
  passUntil,
  placeCard,
  startGame,
  starterConfig,
  teamConfig,
  throughSetup,
} from '../../../../engine/games/swlcg/testing/fixtures'
import { card, withUnits } from '../../../../engine/games/swlcg/testing/scenario'
import type { SceneObject } from '../../../scene/sceneObject'
import { ownScreenSide } from './areas'
import { cardObjectId, swlcgObjects } from './layout'
import { TEST_WORDS } from './testWords'

const SEATS: Readonly<Record<Player, string>> = { light: 's1', dark: 's2', dark2: 's3', light2: 's4' }
const objectsFor = (state: SwlcgState, player: Player) =>
  swlcgObjects(swlcg.view(state, SEATS[player]), player, TEST_WORDS)

/** Whether two cards' footprints overlap (cards lie at quarter 0 or 2: 0.63 wide, 0.88 deep). */
const overlap = (a: SceneObject, b: SceneObject) => Math.abs(a.x - b.x) < 0.63 && Math.abs(a.z - b.z) < 0.88

describe('the SWLCG 2v2 areas', () => {
  it("lays a card out in its controller's area and facing them, while it stays in its owner's play zone", () => {
    const start = throughSetup(startGame(teamConfig()))
    // Dani's unit, once the light #1 controls it (Mara Jade, Logistics Officer); Anna's, once the dark #2 does
    // (Join Me); and one of Dani's own for comparison.
    const toMate = withUnits(start, 'light2', ['Red Two'], { controller: 'light' })
    const toEnemy = withUnits(toMate.state, 'light', ['Luke Skywalker'], { controller: 'dark2' })
    const own = withUnits(toEnemy.state, 'light2', ['C-3PO'])
    const state = own.state
    const [mates, taken, kept] = [toMate.slots[0]!, toEnemy.slots[0]!, own.slots[0]!]
    expect(state.cards.zones[swlcgZones.play('light2')]!.slots).toContain(mates)
    expect(state.cards.zones[swlcgZones.play('light')]!.slots).toContain(taken)
    for (const viewer of ['light', 'light2', 'dark', 'dark2'] as const) {
      const objects = objectsFor(state, viewer)
      const at = (slot: string) => objects.get(cardObjectId(slot))!
      // The light #1's area is the near right, the light #2's the near left, the dark #2's the far right.
      expect(at(kept).x).toBeLessThan(0)
      expect(at(mates)).toMatchObject({ quarter: 0, owner: 's1' })
      expect(at(mates).x).toBeGreaterThan(0)
      expect(at(mates).z).toBeCloseTo(at(kept).z)
      expect(at(taken)).toMatchObject({ quarter: 2, owner: 's3' })
      expect(at(taken).x).toBeGreaterThan(0)
      expect(at(taken).z).toBeLessThan(0)
    }
  })

  it('keeps every pile clear of the cards around it, its outer edge within 4.95 of the middle (1280×800 shows it)', () => {
    let state = passUntil(throughSetup(startGame(teamConfig())), (s) => s.turn.step === 'draw-reserve')
    const slot = state.cards.zones[swlcgZones.hand('dark')]!.slots[0]!
    state = act(state, 'dark', { type: 'place-reserve', payload: { slot } })
    const titles = ['Darth Vader', 'TIE Advanced', 'Emperor Palpatine', 'TIE Advanced', 'Darth Vader']
    for (const p of ['dark', 'dark2', 'light', 'light2'] as const) {
      state = withUnits(state, p, titles).state
      state = withUnits(state, p, titles.slice(0, 3), { committed: true }).state
      state = placeCard(state, p, card('Darth Vader').id, 'discard').state
    }
    for (const viewer of ['light', 'dark'] as const) {
      const objects = [...objectsFor(state, viewer)]
      const piles = objects.filter(([id]) => id.startsWith('swlcg:pile:'))
      // Each player's command deck, discard pile and objective deck, and the dark #1's reserve.
      expect(piles.length).toBe(4 * 3 + 1)
      for (const [id, pile] of piles) {
        expect(Math.abs(pile.x) + 0.315, id).toBeLessThanOrEqual(4.95)
        for (const [other, obj] of objects) if (other !== id) expect(overlap(pile, obj), `${id} / ${other}`).toBe(false)
      }
    }
  })

  it('says on which half of the screen each player sees their own area: #1 on the right, #2 on the left', () => {
    const team = swlcg.view(throughSetup(startGame(teamConfig())), 's1')
    expect(ownScreenSide(team, 'light')).toBe('right')
    expect(ownScreenSide(team, 'dark')).toBe('right')
    expect(ownScreenSide(team, 'light2')).toBe('left')
    expect(ownScreenSide(team, 'dark2')).toBe('left')
    expect(ownScreenSide(swlcg.view(throughSetup(startGame(starterConfig())), 's1'), 'light')).toBeNull()
  })
})
