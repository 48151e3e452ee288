/**
 * Probes of what a seat sees, for the layout tests: whether a piece lies whole inside the window, and whether a
 * pile's label is readable (whole on screen, not cut, not over another pile's label, under no panel).
 */
import type { Page } from 'playwright-core'

/** `window.__holotable` hooks these probes read (src/scene/SceneTestHooks.tsx). */
type FootprintHooks = {
  __holotable?: {
    screenFootprint?: (id: string) => { left: number; top: number; right: number; bottom: number } | null
  }
}

/** The pieces among `ids` whose footprint reaches outside the window, as "id (why)". */
export function cutOff(page: Page, ids: readonly string[]): Promise<string[]> {
  return page.evaluate((ids) => {
    const out: string[] = []
    for (const id of ids) {
      const r = (window as unknown as FootprintHooks).__holotable?.screenFootprint?.(id)
      if (!r) continue // "not drawn" is the centre probe's to report
      const box = [r.left, r.top, r.right, r.bottom].map(Math.round).join(',')
      if (r.left < 2 || r.top < 2 || r.right > innerWidth - 2 || r.bottom > innerHeight - 2)
        out.push(`${id} (cut by the window edge: ${box})`)
    }
    return out
  }, ids)
}

/** The labels of piles among `piles` (`pile:<id>`) that a player could not read, as "id (why)". */
export function unreadableLabels(page: Page, piles: readonly string[]): Promise<string[]> {
  return page.evaluate((piles) => {
    const shown = [...document.querySelectorAll<HTMLElement>('.card-badge-pile')].filter(
      (el) => el.style.display !== 'none',
    )
    const out: string[] = []
    for (const id of piles) {
      const el = shown.find((e) => e.dataset.badge === id)
      if (!el) {
        out.push(`${id} label (not shown)`)
        continue
      }
      const r = el.getBoundingClientRect()
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) out.push(`${id} label (cut)`)
      if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight)
        out.push(`${id} label (off screen)`)
      for (const other of shown) {
        const q = other.getBoundingClientRect()
        if (other !== el && r.left < q.right && q.left < r.right && r.top < q.bottom && q.top < r.bottom)
          out.push(`${id} label (over ${other.dataset.badge}'s)`)
      }
      // Labels let the pointer through, so the topmost element at their centre is the canvas unless a panel covers it.
      const top = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2)
      if (top && top.tagName !== 'CANVAS') out.push(`${id} label (under ${top.className || top.tagName})`)
    }
    return out
  }, piles)
}
