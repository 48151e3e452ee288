/**
 * Commander effects on attacks: "ha ugyanarra képességre egyszerre több hatás is befolyással van, csak a legmagasabb
 * érték számít" (two Clone Commanders give +3, not +6), the follower, droid and range limits, and a condition on
 * the recipient (the Clone Commander's trooper followers that did not move).
 */
import { describe, expect, it } from 'vitest'
import type { CountedModifier } from './attack/modifiers'
import { act, LIGHT, placed, squad, started, testGame } from './testing/skirmish'
import type { SwmState } from './types'

const ERA = { era: 'rise-of-the-empire' as const }
const TROOPER = 's1/t-clone-trooper/1'
const CMD1 = 's1/t-clone-commander/1'
const CMD2 = 's1/t-clone-commander/2'
const DROID = 's2/t-super-battle-droid/1'

/** Clone Commanders and a trooper against a Super Battle Droid, in the open bottom-left room. */
function scene(where: Record<string, { x: number; y: number } | null>): SwmState {
  const state = started(
    squad('republic', ['t-clone-commander', 2], ['t-clone-trooper', 1]),
    squad('separatist', ['t-super-battle-droid', 1]),
    LIGHT,
    ERA,
  )
  return placed(state, { [TROOPER]: { x: 2, y: 12 }, [DROID]: { x: 2, y: 15 }, ...where })
}

/** The Attack modifiers of the trooper's attack on the droid, after a move along `path` if given. */
function attackModifiers(state: SwmState, path?: { x: number; y: number }[]): CountedModifier[] {
  let s = act(state, LIGHT, { type: 'activate', payload: { figure: TROOPER } })
  if (path) s = act(s, LIGHT, { type: 'move', payload: { path } })
  const r = testGame.apply(s, { type: 'attack', payload: { target: DROID }, entropy: 'aa' }, LIGHT)
  if (!r.ok) throw new Error(r.error.reason.en)
  const rolled = r.events.find((e) => e.type === 'attack-rolled')!.data as unknown as {
    attackModifiers: CountedModifier[]
  }
  return rolled.attackModifiers
}

describe('commander effects', () => {
  it('two Clone Commanders within 6 give a trooper that did not move +3 once: the same effect does not stack', () => {
    const mods = attackModifiers(scene({ [CMD1]: { x: 0, y: 12 }, [CMD2]: { x: 4, y: 12 } }))
    const commanders = mods.filter((m) => m.source.kind === 'commander')
    expect(commanders.map((m) => [m.n, m.applied])).toEqual([
      [3, true],
      [3, false],
    ])
    expect(commanders[1]!.ignoredBecause?.en).toMatch(/does not stack/)
  })

  it('a trooper that moved this turn gets nothing from the Clone Commander ("did not move")', () => {
    const mods = attackModifiers(scene({ [CMD1]: { x: 0, y: 12 }, [CMD2]: null }), [{ x: 3, y: 12 }])
    expect(mods.filter((m) => m.source.kind === 'commander')).toEqual([])
  })

  it('a commander more than 6 squares away (diagonals count 2) reaches nobody', () => {
    const mods = attackModifiers(scene({ [CMD1]: { x: 8, y: 18 }, [CMD2]: null }))
    expect(mods.filter((m) => m.source.kind === 'commander')).toEqual([])
  })

  it("a commander's own attack gets no bonus from the other commander: it is no follower", () => {
    let s = scene({ [CMD1]: { x: 2, y: 13 }, [CMD2]: { x: 3, y: 13 } })
    s = placed(s, { [TROOPER]: { x: 6, y: 12 } })
    s = act(s, LIGHT, { type: 'activate', payload: { figure: CMD1 } })
    const r = testGame.apply(s, { type: 'attack', payload: { target: DROID }, entropy: 'aa' }, LIGHT)
    if (!r.ok) throw new Error(r.error.reason.en)
    const rolled = r.events.find((e) => e.type === 'attack-rolled')!.data as unknown as {
      attackModifiers: CountedModifier[]
    }
    expect(rolled.attackModifiers.filter((m) => m.source.kind === 'commander')).toEqual([])
  })
})
