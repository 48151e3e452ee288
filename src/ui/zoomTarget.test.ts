import { describe, expect, it } from 'vitest'
import { zoomTarget } from './zoomTarget'

describe('zoomTarget', () => {
  it('shows a named miniature by its stat card and its name', () => {
    const z = zoomTarget({ id: 'swm-darth-vader-1', kind: 'miniature', look: 'swm/darth-vader-figure', faceUp: true })
    expect(z).toEqual({
      id: 'swm-darth-vader-1',
      kind: 'miniature',
      paint: 'card',
      look: 'swm/darth-vader-card',
      faceUp: true,
      revealed: true,
      name: { en: 'Darth Vader', hu: 'Darth Vader' },
    })
    const luke = zoomTarget({ id: 'l', kind: 'miniature', look: 'swm/luke-skywalker-champion-figure', faceUp: true })
    expect(luke?.name?.hu).toBe('Luke Skywalker, az Erő bajnoka')
  })

  it('shows nothing for a miniature no box names, a die or nothing at all', () => {
    expect(zoomTarget({ id: 'm', kind: 'miniature', look: 'models/trooper.glb', faceUp: true })).toBeNull()
    expect(zoomTarget({ id: 'm', kind: 'miniature', look: '__proto__', faceUp: true })).toBeNull()
    expect(zoomTarget({ id: 'd', kind: 'die', look: 'd6', faceUp: true })).toBeNull()
    expect(zoomTarget(null)).toBeNull()
  })

  it('keeps a face-down card hidden and a token revealed', () => {
    const card = zoomTarget({ id: 'c', kind: 'card', look: 'swm/darth-vader-card', faceUp: false })
    expect(card).toMatchObject({ paint: 'card', revealed: false, name: null })
    const token = zoomTarget({ id: 't', kind: 'token', look: 'swm/force-point', faceUp: false })
    expect(token).toMatchObject({ paint: 'token', revealed: true, name: { en: 'Force point' } })
  })

  it('paints a face-down card or deck with its own back, the common back without one', () => {
    const deck = zoomTarget({ id: 'pile:d', kind: 'card', look: '', faceUp: false, back: 'swlcg/back-dark' })
    expect(deck).toMatchObject({ paint: 'card', revealed: false, back: 'swlcg/back-dark' })
    expect(zoomTarget({ id: 'slot:1', kind: 'card', look: '', faceUp: false })?.back).toBeUndefined()
    // Face up, the face is painted: no back.
    expect(zoomTarget({ id: 'slot:2', kind: 'card', look: 'x', faceUp: true, back: 'hkk/back' })?.back).toBeUndefined()
  })
})
