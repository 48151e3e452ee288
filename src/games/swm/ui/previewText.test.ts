/**
 * The preview in words and numbers: a legal ranged attack's chances in per cent, its clear corner and damage; a
 * refusal in the reader's language; the combined-fire helpers the engine accepts against the target.
 */
import { describe, expect, it } from 'vitest'
import type { AttackPreview, SwmState } from '../../../../engine/games/swm'
import { act, placed } from '../../../../engine/games/swm/testing/skirmish'
import { helperCandidates, percent, previewAgainst, previewView, signed } from './previewText'
import { DARK, LIGHT, LUKE, roundOneState, say, TROOPER_1, TROOPER_2, VADER } from './testStates'

/** The dark side's turn: Death Star Trooper 1 shooting along an open corridor at Luke, Trooper 2 beside it. */
function shooting(): SwmState {
  const state = placed(roundOneState(DARK), {
    [LUKE]: { x: 20, y: 9 },
    [TROOPER_1]: { x: 24, y: 9 },
    [TROOPER_2]: { x: 24, y: 8 },
    [VADER]: { x: 25, y: 13 },
  })
  return act(state, DARK, { type: 'activate', payload: { figure: TROOPER_1 } })
}

describe('previewView', () => {
  it('shows a legal attack’s sight, corner, numbers and chances', () => {
    const state = shooting()
    const preview = previewAgainst(state, LUKE, [])!
    const view = previewView(preview, 'en')
    expect(view.legal).toBe(true)
    expect(view.refusal).toBeNull()
    expect(view.facts.map((f) => say('en', f))).toEqual([
      'Line of sight: clear',
      'Range: 4 squares',
      'No cover: clear from corner (24, 9) — 4 of 4 corners clear',
    ])
    const n = view.numbers!
    expect(n.needed).toBe(preview.numbers!.neededOnDie)
    expect(n.hitPercent).toBe(preview.numbers!.hitChance * 5)
    expect(n.critPercent).toBe(5)
    expect(n.damageCritical).toBe(2 * n.damageHit)
    expect(previewView(preview, 'hu').numbers!.critReason).toMatch(/dupla/)
  })

  it('counts combined fire as a modifier', () => {
    const state = shooting()
    const alone = previewAgainst(state, LUKE, [])!
    const helped = previewView(previewAgainst(state, LUKE, [TROOPER_2])!, 'en')
    expect(helped.numbers!.attackBonus).toBe(alone.numbers!.attackBonus + 4)
    expect(helped.numbers!.attackRows).toEqual([expect.objectContaining({ n: '+4', applied: true })])
  })

  it('gives the refusal in the reader’s language', () => {
    const state = shooting()
    const refused = previewAgainst(state, TROOPER_2, [])!
    expect(refused.legal).toBe(false)
    const hu = previewView(refused, 'hu')
    expect(hu.refusal).toBe(refused.refusal!.reason.hu)
    expect(hu.numbers).toBeNull()
  })

  it('marks a modifier that does not count', () => {
    const preview = previewAgainst(shooting(), LUKE, [])!
    const ignored: AttackPreview = {
      ...preview,
      numbers: {
        ...preview.numbers!,
        defenseModifiers: [
          {
            stat: 'defense',
            n: 4,
            source: { kind: 'cover', advantageous: false },
            reason: { en: 'cover', hu: 'fedezék' },
            applied: false,
            ignoredBecause: { en: 'adjacent', hu: 'szomszédos' },
          },
        ],
      },
    }
    expect(previewView(ignored, 'hu').numbers!.defenseRows).toEqual([
      { n: '+4', reason: 'fedezék', applied: false, ignored: 'szomszédos' },
    ])
  })
})

describe('helperCandidates', () => {
  it('lists the allies the engine accepts against the target', () => {
    const state = shooting()
    // Darth Vader fights in melee only: he cannot add combined fire.
    expect(helperCandidates(state, DARK, LUKE, [])).toEqual([TROOPER_2])
    expect(helperCandidates(state, DARK, null, [])).toEqual([VADER, TROOPER_2])
  })

  it('keeps a chosen helper so it can be unticked, and lists nothing for the other seat', () => {
    const state = shooting()
    expect(helperCandidates(state, DARK, LUKE, [VADER])).toEqual([VADER, TROOPER_2])
    expect(helperCandidates(state, LIGHT, LUKE, [])).toEqual([])
  })
})

describe('numbers', () => {
  it('signs modifiers and turns twentieths into per cent', () => {
    expect(signed(4)).toBe('+4')
    expect(signed(-2)).toBe('-2')
    expect(signed(0)).toBe('+0')
    expect(percent(7)).toBe(35)
    expect(percent(25)).toBe(100)
  })
})
