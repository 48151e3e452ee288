import { describe, expect, it } from 'vitest'
import { COIN_GRID } from './coin'
import { paintCoinFaces } from './coinPainter'
import { D20_GRID } from '../games/swm/pieces/d20'
import { paintD20Faces } from '../games/swm/pieces/d20Painter'

interface Call {
  name: string
  args: unknown[]
}

/** A 2D context that records every call (node has no canvas): enough to check what a painter draws where. */
function recorder(): { ctx: CanvasRenderingContext2D; calls: Call[] } {
  const calls: Call[] = []
  const gradient = { addColorStop: () => {} }
  const ctx = new Proxy({} as Record<string, unknown>, {
    get(target, key: string) {
      if (key in target) return target[key]
      return (...args: unknown[]) => {
        calls.push({ name: key, args })
        return key.startsWith('create') ? gradient : undefined
      }
    },
    set(target, key: string, value) {
      target[key] = value
      return true
    },
  })
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls }
}

describe('die painters', () => {
  it('writes every d20 number once, inside its own cell', () => {
    const cell = 100
    const { ctx, calls } = recorder()
    paintD20Faces(ctx, cell)
    const texts = calls.filter((c) => c.name === 'fillText')
    expect(texts.map((c) => c.args[0])).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)))
    for (const { args } of texts) {
      const face = Number(args[0]) - 1
      const [x, y] = [args[1] as number, args[2] as number]
      expect(Math.floor(x / cell)).toBe(face % D20_GRID.cols)
      expect(Math.floor(y / cell)).toBe(Math.floor(face / D20_GRID.cols))
    }
  })

  it('paints both coin sides inside their cells', () => {
    const cell = 200
    const { ctx, calls } = recorder()
    paintCoinFaces(ctx, cell)
    const discs = calls.filter((c) => c.name === 'arc' && c.args[2] === cell / 2)
    expect(discs.map((c) => Math.floor((c.args[0] as number) / cell))).toEqual([0, 1])
    for (const c of calls.filter((c) => c.name === 'lineTo' || c.name === 'arc')) {
      expect(c.args[0] as number).toBeGreaterThanOrEqual(0)
      expect(c.args[0] as number).toBeLessThanOrEqual(cell * COIN_GRID.cols)
    }
  })
})
