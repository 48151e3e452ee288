import { describe, expect, it } from 'vitest'
import { hothZones } from '../../../../engine/games/hoth'
import { defIdOfInstance } from '../../../../engine/games/hoth/data/cards'
import type { HothView } from '../../../../engine/games/hoth'
import { previewView } from './previewGame'
import { seatModel } from './seatModel'

const size = (view: HothView, zone: string) => view.cards.zones[zone]?.slots.length ?? 0

describe('seatModel', () => {
  it('counts every player’s hand, deck and discard pile from the view’s zones', () => {
    const view = previewView('final-strike', { players: 4, leaders: true, turns: 3, seat: 's1' })
    const seats = seatModel(view, 's1')
    expect(seats.map((s) => s.seat)).toEqual(view.players.map((p) => p.seat))
    for (const s of seats) {
      expect(s.hand).toBe(size(view, hothZones.hand(s.seat)))
      expect(s.deck).toBe(size(view, hothZones.deck(s.seat)))
      expect(s.discard).toBe(size(view, hothZones.discard(s.seat)))
      expect(s.teamSize).toBe(2)
      expect(s.leader).not.toBeNull()
    }
    expect(seats.some((s) => s.discard > 0)).toBe(true)
  })

  it('leaves out only the looking seat’s own hand; a spectator sees every hand as backs', () => {
    const view = previewView('final-strike', { players: 3, seat: 's2' })
    expect(seatModel(view, 's2').map((s) => [s.seat, s.showHand])).toEqual([
      ['s1', true],
      ['s3', true],
      ['s2', false],
    ])
    expect(seatModel(previewView('final-strike'), null).every((s) => s.showHand)).toBe(true)
    const solo = seatModel(view, 's2').find((s) => s.seat === 's2')!
    expect(solo.teamSize).toBe(1)
  })

  it('shows the face of each discard pile’s top card and the card played this turn, at the active seat', () => {
    const view = previewView('first-contact', { turns: 2, play: true, seat: 's2' })
    const seats = seatModel(view, 's2')
    const active = seats.find((s) => s.seat === view.turn.seat)!
    expect(active.active).toBe(true)
    expect(active.played?.id).toBe(view.turn.card)
    expect(seats.filter((s) => s.played)).toHaveLength(1)
    expect(seats.filter((s) => s.discardTop).length).toBeGreaterThan(0)
    for (const s of seats.filter((x) => x.discard > 0)) {
      const top = view.cards.zones[hothZones.discard(s.seat)]!.slots[0]!
      expect(s.discardTop?.id).toBe(defIdOfInstance(view.cards.cards[top]!))
    }
  })

  it('reads no hidden card: with every face the view does not show removed, only the public ones appear', () => {
    const view = previewView('first-contact', { turns: 2, play: true, seat: 's1' })
    const publicOnly: HothView = {
      ...view,
      cards: {
        zones: view.cards.zones,
        backs: view.cards.backs,
        cards: Object.fromEntries(
          Object.entries(view.cards.cards).filter(
            ([slot]) => !view.cards.zones[hothZones.hand('s1')]!.slots.includes(slot),
          ),
        ),
      },
    }
    expect(seatModel(publicOnly, 's1')).toEqual(seatModel(view, 's1'))
    // Decks are hidden from everyone: no deck slot has a face in the view.
    for (const p of view.players) {
      for (const slot of view.cards.zones[hothZones.deck(p.seat)]!.slots) expect(view.cards.cards[slot]).toBeUndefined()
    }
  })
})
