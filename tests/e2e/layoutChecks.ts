/**
 * Layout checks on DOM panels, for the layout tests: whether each control a player needs is inside the window and
 * on top there (the topmost element at every point of a fine grid over it, corners included, is the control itself
 * or inside it), so no other panel, button or dock covers any of it.
 */
import type { Page } from 'playwright-core'
import { waitFor } from './harness'

/** The window sizes every layout test checks. */
export const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const

/** How to check the elements one selector matches. */
export interface ControlCheck {
  /** CSS selector of the controls, e.g. `.seat-picker .seat`. */
  selector: string
  /** Names the n-th match (1-based) in messages, e.g. "Seats dock row 4". */
  label: string
  /** At least this many must match (default 1). */
  min?: number
  /** Scroll each into view first (inside a panel that scrolls), as a player would. */
  scroll?: boolean
  /**
   * Check only the part inside the window, which must be at least `visible` px high (the Hoth hand peeks up
   * from below the bottom edge); without it the whole element must be inside the window.
   */
  visible?: number
  /** Probe only the centre, not a grid over the box (a tilted card's box corners lie on its neighbours). */
  centreOnly?: boolean
}

/**
 * What is wrong with the controls `check` names, as "label n (why)": too few shown, not shown, outside the
 * window, or under another element somewhere, naming what covers it and a point where it does.
 */
export function controlProblems(page: Page, check: ControlCheck): Promise<string[]> {
  return page.evaluate(({ selector, label, min = 1, scroll = false, visible, centreOnly = false }) => {
    const describe = (el: Element | null): string => {
      const named = el?.closest('[class]')
      if (!named) return el?.tagName.toLowerCase() ?? 'nothing'
      return `${named.tagName.toLowerCase()}.${[...named.classList].slice(0, 3).join('.')}`
    }
    const out: string[] = []
    const all = [...document.querySelectorAll(selector)]
    if (all.length < min) out.push(`${label} (${all.length} shown of ${min}, ${selector})`)
    all.forEach((el, i) => {
      const name = `${label} ${i + 1}`
      if (scroll) el.scrollIntoView({ block: 'nearest', inline: 'nearest' })
      const r = el.getBoundingClientRect()
      const box = [r.left, r.top, r.right, r.bottom].map(Math.round).join(',')
      if (r.width < 1 || r.height < 1) return out.push(`${name} (not shown)`)
      const part = {
        left: Math.max(r.left, 0),
        top: Math.max(r.top, 0),
        right: Math.min(r.right, innerWidth),
        bottom: Math.min(r.bottom, innerHeight),
      }
      // Half a pixel of slack: a control scrolled flush with the window's edge may end at a fraction past it.
      const inside = r.left > -0.5 && r.top > -0.5 && r.right < innerWidth + 0.5 && r.bottom < innerHeight + 0.5
      if (visible === undefined ? !inside : part.bottom - part.top < visible || part.right - part.left < 1)
        return out.push(`${name} (outside the window: ${box})`)
      // The centre, then a grid over the box at most 6 px apart, from corner to corner (3 px in: inside a rounded
      // corner), so whatever covers a bit of it is found, even a small button over a wide bar's edge.
      const steps = (from: number, to: number) => {
        const n = Math.max(1, Math.ceil((to - from - 6) / 6))
        return Array.from({ length: n + 1 }, (_, k) => from + 3 + ((to - from - 6) * k) / n)
      }
      const centre = [(part.left + part.right) / 2, (part.top + part.bottom) / 2]
      const points = centreOnly
        ? [centre]
        : [centre, ...steps(part.left, part.right).flatMap((x) => steps(part.top, part.bottom).map((y) => [x, y]))]
      const covers = new Map<string, string>()
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x!, y!)
        const cover = hit && el.contains(hit) ? null : describe(hit)
        if (cover && !covers.has(cover)) covers.set(cover, `${Math.round(x!)},${Math.round(y!)}`)
      }
      if (covers.size > 0) {
        const what = [...covers].map(([cover, at]) => `${cover} at ${at}`)
        out.push(`${name} (under ${what.join('; ')}; box ${box})`)
      }
    })
    return out
  }, check)
}

/** Every problem of every check, in order. */
export async function allControlProblems(page: Page, checks: readonly ControlCheck[]): Promise<string[]> {
  const out: string[] = []
  for (const check of checks) out.push(...(await controlProblems(page, check)))
  return out
}

/** Waits until no toast shows: they float over everything for a few seconds on purpose, then go. */
export async function noToasts(page: Page): Promise<void> {
  await waitFor(page, () => document.querySelector('.toasts .toast') === null, 15_000)
}
