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
