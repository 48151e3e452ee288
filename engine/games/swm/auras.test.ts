/**
 * Commander auras for the table: the squares a commander effect covers (counted around walls) and the allies it
 * reaches (followers of the named kind, no droids, no enemies, no other commanders).
 */
import { describe, expect, it } from 'vitest'
import { commanderAuras } from './auras'
import { placed, squad, started, LIGHT } from './testing/skirmish'
import { TEST_ROSTER } from './testing/roster'
import type { SwmState } from './types'

const ERA = { era: 'rise-of-the-empire' as const }
const TROOPER = 's1/t-clone-trooper/1'
const CMD1 = 's1/t-clone-commander/1'
const CMD2 = 's1/t-clone-commander/2'
const DROID = 's2/t-super-battle-droid/1'
const YODA = 's1/yoda/1'

/** Clone Commanders, a trooper and Yoda against a Super Battle Droid, in the walled bottom-left room (x 0–8). */
function scene(where: Record<string, { x: number; y: number } | null>): SwmState {
  const state = started(
    squad('republic', ['t-clone-commander', 2], ['t-clone-trooper', 1], ['yoda', 1]),
    squad('separatist', ['t-super-battle-droid', 1]),
    LIGHT,
    ERA,
  )
  return placed(state, { [YODA]: null, [TROOPER]: { x: 2, y: 12 }, [DROID]: { x: 2, y: 15 }, ...where })
}

const auraOf = (state: SwmState, id: string) => commanderAuras(TEST_ROSTER, state).filter((a) => a.commander === id)
const has = (squares: readonly { x: number; y: number }[], x: number, y: number) =>
  squares.some((s) => s.x === x && s.y === y)

describe('commander auras', () => {
  it('a Clone Commander reaches its trooper follower within 6, not the enemy droid nor the other commander', () => {
    const [aura, ...more] = auraOf(scene({ [CMD1]: { x: 0, y: 12 }, [CMD2]: { x: 4, y: 12 } }), CMD1)
    expect(more).toEqual([])
    expect(aura).toMatchObject({ owner: LIGHT, effect: 0, range: 6, reached: [TROOPER] })
  })

  it('the covered squares are counted around walls: a square 3 across the wall is outside, one 6 along the room in', () => {
    const [aura] = auraOf(scene({ [CMD1]: { x: 6, y: 13 }, [CMD2]: null }), CMD1)
    expect(has(aura!.squares, 6, 13)).toBe(true)
    expect(has(aura!.squares, 0, 13)).toBe(true)
    expect(has(aura!.squares, 9, 13)).toBe(false)
    // Diagonal steps count 2: (3, 16) is three diagonals away (6), (2, 16) one step more (7).
    expect(has(aura!.squares, 3, 16)).toBe(true)
    expect(has(aura!.squares, 2, 16)).toBe(false)
    expect(has(aura!.squares, 3, 13)).toBe(true)
  })

  it('an ally 7 squares away is outside the aura; one 6 away is reached', () => {
    const far = auraOf(scene({ [CMD1]: { x: 0, y: 12 }, [CMD2]: null, [TROOPER]: { x: 7, y: 12 } }), CMD1)[0]!
    expect(far.reached).toEqual([])
    const near = auraOf(scene({ [CMD1]: { x: 0, y: 12 }, [CMD2]: null, [TROOPER]: { x: 6, y: 12 } }), CMD1)[0]!
    expect(near.reached).toEqual([TROOPER])
  })

  it("Yoda's reroll-a-failed-save effect reaches every follower in 6, trooper or not, and a defeated commander has none", () => {
    const state = scene({ [YODA]: { x: 1, y: 13 }, [CMD1]: { x: 4, y: 12 }, [CMD2]: null })
    const [aura] = auraOf(state, YODA)
    expect(aura).toMatchObject({ range: 6, reached: [TROOPER] })
    const fallen = { ...state, figures: { ...state.figures, [YODA]: { ...state.figures[YODA]!, defeated: true } } }
    expect(auraOf(fallen, YODA)).toEqual([])
  })

  it('a broken state gives no auras instead of throwing', () => {
    const state = scene({ [CMD1]: { x: 0, y: 12 } })
    const broken = { ...state, figures: { ...state.figures, [CMD1]: { ...state.figures[CMD1]!, def: 'nobody' } } }
    expect(commanderAuras(TEST_ROSTER, broken)).toEqual([])
  })
})
