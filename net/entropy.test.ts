import { describe, expect, it } from 'vitest'
import { drawEntropy } from './entropy'

describe('drawEntropy', () => {
  it('returns the requested number of random bytes as hex', async () => {
    expect(await drawEntropy()).toMatch(/^[0-9a-f]{64}$/)
    expect(await drawEntropy(4)).toMatch(/^[0-9a-f]{8}$/)
  })

  it('never repeats itself', async () => {
    const draws = await Promise.all(Array.from({ length: 50 }, () => drawEntropy(16)))
    expect(new Set(draws).size).toBe(50)
  })

  it('refuses nonsense sizes', async () => {
    await expect(drawEntropy(0)).rejects.toThrow(RangeError)
    await expect(drawEntropy(1.5)).rejects.toThrow(RangeError)
  })
})
