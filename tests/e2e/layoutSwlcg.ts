/**
 * Layout probes of the Star Wars: The Card Game rules table, for its e2e tests (2v2 at 1280×800 from every seat): no
 * panel, button or the hand covers any part of the seat's own cards and piles, each whole on screen, with readable
 * labels; every other player's piles and their labels are on screen too (they may lie under a panel there).
 */
import type { Page } from 'playwright-core'
import { waitFor } from './harness'
import { noToasts } from './layoutChecks'
import { cutOff, unreadableLabels } from './layoutProbes'

type Rect = { left: number; top: number; right: number; bottom: number }
type Hooks = {
  __holotable?: {
    objects?: () => Record<string, { owner: string }>
    screenFootprint?: (id: string) => Rect | null
    camera?: () => { aspect: number; gliding: boolean }
    swlcg?: { seat: string | null }
  }
}

/** Waits until the camera is framed for the canvas's current size and not gliding, then for the next frame. */
async function cameraSettled(page: Page): Promise<void> {
  await waitFor(page, () => {
    const camera = (window as unknown as Hooks).__holotable?.camera?.()
    const canvas = document.querySelector('canvas')
    if (!camera || !canvas) return false
    return Math.abs(camera.aspect - canvas.clientWidth / Math.max(1, canvas.clientHeight)) < 0.01 && !camera.gliding
  })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** The pieces among `ids` that something other than the table covers somewhere (a 4 × 4 grid over each footprint). */
function covered(page: Page, ids: readonly string[]): Promise<string[]> {
  return page.evaluate((ids) => {
    const out: string[] = []
    for (const id of ids) {
      const r = (window as unknown as Hooks).__holotable?.screenFootprint?.(id)
      if (!r) {
        out.push(`${id} (not drawn)`)
        continue
      }
      const covers = new Set<string>()
      for (const fx of [0.1, 0.37, 0.63, 0.9])
        for (const fy of [0.1, 0.37, 0.63, 0.9]) {
          const hit = document.elementFromPoint(r.left + fx * (r.right - r.left), r.top + fy * (r.bottom - r.top))
          if (hit && hit.tagName !== 'CANVAS') covers.add(String(hit.closest('[class]')?.className ?? hit.tagName))
        }
      if (covers.size > 0) out.push(`${id} (under ${[...covers].map((c) => c.split(' ')[0]).join(', ')})`)
    }
    return out
  }, ids)
}

/** The piles among `ids` whose label reaches outside the window. */
function labelsOffScreen(page: Page, ids: readonly string[]): Promise<string[]> {
  return page.evaluate((ids) => {
    const labels = [...document.querySelectorAll<HTMLElement>('.card-badge-pile')]
    return ids.flatMap((id) => {
      const el = labels.find((e) => e.dataset.badge === id && e.style.display !== 'none')
      if (!el) return [`${id} label (not shown)`]
      const r = el.getBoundingClientRect()
      const inside = r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight
      return inside ? [] : [`${id} label (off screen)`]
    })
  }, ids)
}

/**
 * What is wrong with the SWLCG table as this page's seat sees it now, as "id (why)": own pieces cut by the window's
 * edge or covered (the log, the decision panel, the hand, the Chat button …), own pile labels unreadable, anyone's
 * pile or its label outside the window. The pointer goes to the status bar first, so no hover zoom covers the table.
 */
export async function swlcgLayoutProblems(page: Page): Promise<string[]> {
  await page.mouse.move(4, 4)
  await noToasts(page)
  await cameraSettled(page)
  const { seat, objects } = await page.evaluate(() => {
    const h = (window as unknown as Hooks).__holotable
    return { seat: h?.swlcg?.seat ?? null, objects: h?.objects?.() ?? {} }
  })
  const ids = Object.keys(objects)
  const own = ids.filter((id) => seat !== null && objects[id]!.owner === seat)
  const piles = ids.filter((id) => id.startsWith('swlcg:pile:'))
  const ownPiles = piles.filter((id) => own.includes(id))
  if (own.length === 0) return [`nothing of ${seat ?? 'a spectator'} on the table`]
  return [
    ...(await cutOff(page, [...new Set([...own, ...piles])])),
    ...(await covered(page, own)),
    ...(await unreadableLabels(page, ownPiles)),
    ...(await labelsOffScreen(page, piles)),
  ]
}
