import { describe, expect, it } from 'vitest'
import { useTableUi } from './tableUi'

describe('table UI store', () => {
  it('notifies subscribers only when the hovered object really changes', () => {
    const { setHovered } = useTableUi.getState().actions
    let notified = 0
    const stop = useTableUi.subscribe(() => notified++)
    setHovered({ id: 'a', kind: 'card', look: 'x', faceUp: true })
    setHovered({ id: 'a', kind: 'card', look: 'x', faceUp: true })
    expect(notified).toBe(1)
    setHovered({ id: 'a', kind: 'card', look: 'x', faceUp: false })
    expect(notified).toBe(2)
    setHovered(null)
    stop()
    expect(useTableUi.getState().hovered).toBeNull()
  })

  it('switches camera presets', () => {
    useTableUi.getState().actions.setCamera('top')
    expect(useTableUi.getState().camera).toBe('top')
  })
})

describe('table selection', () => {
  it('selects one object, a set with a primary, and nothing', () => {
    const { select, setSelection } = useTableUi.getState().actions
    select('a')
    expect(useTableUi.getState()).toMatchObject({ selected: 'a', selection: ['a'] })
    setSelection(['a', 'b', 'b', 'c'])
    expect(useTableUi.getState()).toMatchObject({ selected: 'c', selection: ['a', 'b', 'c'] })
    setSelection(['a', 'b'], 'a')
    expect(useTableUi.getState().selected).toBe('a')
    setSelection(['a', 'b'], 'zzz')
    expect(useTableUi.getState().selected).toBe('b')
    select(null)
    expect(useTableUi.getState()).toMatchObject({ selected: null, selection: [] })
  })

  it('does not notify when the selection is the same again', () => {
    const { setSelection } = useTableUi.getState().actions
    setSelection(['x', 'y'])
    let notified = 0
    const stop = useTableUi.subscribe(() => notified++)
    setSelection(['x', 'y'])
    stop()
    expect(notified).toBe(0)
  })
})
