/**
 * TEST-ONLY: a 2D canvas context that records every call (node has no canvas), enough to check what a painter
 * writes and where. `measureText` answers a width proportional to the text's length and the font's size.
 */

/** One recorded call. */
export interface Call {
  name: string
  args: unknown[]
}

/** A recording context and its calls; `texts()` lists every string written with fillText, in order. */
export function recordingContext(): { ctx: CanvasRenderingContext2D; calls: Call[]; texts: () => string[] } {
  const calls: Call[] = []
  const gradient = { addColorStop: () => {} }
  const state: Record<string, unknown> = { font: '10px sans-serif' }
  const ctx = new Proxy(state, {
    get(target, key: string) {
      if (key in target) return target[key]
      if (key === 'measureText') {
        return (text: string) => {
          const size = Number(/(\d+(?:\.\d+)?)px/.exec(String(target.font))?.[1] ?? 10)
          return { width: text.length * size * 0.55 }
        }
      }
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
  return {
    ctx: ctx as unknown as CanvasRenderingContext2D,
    calls,
    texts: () => calls.filter((c) => c.name === 'fillText').map((c) => String(c.args[0])),
  }
}
