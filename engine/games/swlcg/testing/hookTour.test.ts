/** The hook tour runs: every named hook acts in its fragment, and a second run in this process gives the same hashes. */
import { describe, expect, it } from 'vitest'
import { HOOK_NAMES } from '../abilities/validate'
import { hookTour } from './hookTour'

describe('hook tour', () => {
  it('covers every named hook, each acting, and replays to the same hashes', () => {
    const hashes = hookTour()
    expect(Object.keys(hashes).sort()).toEqual([...HOOK_NAMES].sort())
    expect(hookTour()).toEqual(hashes)
  })
})
