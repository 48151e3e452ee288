import { afterEach, describe, expect, it, vi } from 'vitest'
import { Clock, warn } from 'three'
import { installThreeConsole, isDependencyWarning } from './threeConsole'

describe('three.js console', () => {
  afterEach(() => vi.restoreAllMocks())

  it('knows only the Clock deprecation that @react-three/fiber 9 causes', () => {
    expect(
      isDependencyWarning('warn', 'THREE.Clock: This module has been deprecated. Please use THREE.Timer instead.'),
    ).toBe(true)
    expect(isDependencyWarning('error', 'THREE.Clock: This module has been deprecated.')).toBe(false)
    expect(isDependencyWarning('warn', 'THREE.WebGLRenderer: Texture marked for update but no image data found.')).toBe(
      false,
    )
  })

  it('drops that warning and passes every other message through', () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    installThreeConsole()
    new Clock()
    expect(warnings).not.toHaveBeenCalled()
    warn('Something: else went wrong.')
    expect(warnings).toHaveBeenCalledWith('THREE.Something: else went wrong.')
  })
})
