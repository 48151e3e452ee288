import { describe, expect, it } from 'vitest'
import { tabletop } from '../../engine/games/tabletop'
import type { TabletopAction } from '../../engine/games/tabletop'
import '../i18n'
import { freePileId, tableCommands } from './tableCommands'

const view = tabletop.view(
  tabletop.setup({ piles: [{ pile: 'pile-1', name: 'D', kind: 'deck', x: 0, z: 0, cards: ['a'] }] }, ['s1'], '00'),
  's1',
)

describe('the empty table menu', () => {
  it('puts an empty discard pile where the menu opened, under a free id', () => {
    const sent: TabletopAction[] = []
    const menu = tableCommands({
      view: () => view,
      seat: () => 's1',
      dice: () => [],
      run: (a) => sent.push(a),
      rollDice: () => {},
    })
    const entries = menu(1.5, -2, 'hu')
    entries.find((c) => c.id === 'newDiscard')!.run()
    expect(sent).toEqual([
      { type: 'add-pile', payload: { pile: 'pile-2', name: 'Dobópakli', kind: 'discard', x: 1.5, z: -2, cards: [] } },
    ])
    expect(freePileId(view)).toBe('pile-2')
    // No dice: rolling is greyed out with the reason.
    expect(entries.find((c) => c.id === 'rollAll')?.disabled).toBe('Nincs kocka az asztalon')
  })

  it('rolls every die at once, and offers nothing to a spectator', () => {
    const rolled: string[][] = []
    const deps = {
      view: () => view,
      dice: () => ['die-1', 'die-2'],
      run: () => {},
      rollDice: (ids: readonly string[]) => rolled.push([...ids]),
    }
    tableCommands({ ...deps, seat: () => 's1' })(0, 0, 'en')
      .find((c) => c.id === 'rollAll')!
      .run()
    expect(rolled).toEqual([['die-1', 'die-2']])
    expect(tableCommands({ ...deps, seat: () => null })(0, 0, 'en').every((c) => c.disabled)).toBe(true)
  })
})
