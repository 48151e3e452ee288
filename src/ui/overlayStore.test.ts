import { describe, expect, it } from 'vitest'
import { useOverlays } from './overlayStore'

describe('overlays', () => {
  it('closes help before diagnostics on Esc, and reports when nothing was open', () => {
    const { actions } = useOverlays.getState()
    actions.toggle('diagnostics')
    actions.toggle('help')
    expect(actions.closeTop()).toBe(true)
    expect(useOverlays.getState()).toMatchObject({ help: false, diagnostics: true })
    expect(actions.closeTop()).toBe(true)
    expect(useOverlays.getState().diagnostics).toBe(false)
    expect(actions.closeTop()).toBe(false)
  })
})
