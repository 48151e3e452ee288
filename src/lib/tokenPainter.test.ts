import { describe, expect, it } from 'vitest'
import { tokenFace } from '../boxes'
import { recordingContext } from './testing/recordingContext'
import { paintToken } from './tokenPainter'

function written(look: string, back = false): { texts: string[]; calls: string[] } {
  const rec = recordingContext()
  paintToken(rec.ctx, tokenFace(look), back, 0, 0, 128)
  return { texts: rec.texts(), calls: rec.calls.map((c) => c.name) }
}

describe('token painter', () => {
  it('shows a dial’s value, and a new value when the look changes', () => {
    expect(written('swlcg/death-star-dial@0').texts).toEqual(['0'])
    expect(written('swlcg/death-star-dial@11').texts).toEqual(['11'])
    expect(written('hkk/life-counter@20').texts).toEqual(['20'])
  })

  it('writes counters’ numbers and badges’ marks, and two-sided tokens’ back marks', () => {
    expect(written('swm/damage-50').texts).toEqual(['50'])
    expect(written('hoth/badge-recon').texts).toEqual(['RE'])
    expect(written('swlcg/balance-of-the-force').texts).toEqual(['LS'])
    expect(written('swlcg/balance-of-the-force', true).texts).toEqual(['DS'])
    expect(written('swlcg/focus', true).texts).toEqual([])
  })

  it('draws square and hex bodies for square and hex tokens', () => {
    expect(written('swm/activation').calls).toContain('roundRect')
    expect(written('swm/activation').calls).not.toContain('arc')
    expect(written('hoth/medal').calls).toContain('closePath')
  })

  it('paints an unknown token with a question mark', () => {
    expect(written('nobody/knows').texts).toEqual(['?'])
  })
})
