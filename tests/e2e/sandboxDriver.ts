/**
 * Reading the sandbox table from a test: the tabletop view and log of a peer (through `__holotable.tabletop`),
 * and small helpers to find piles, hands and card faces on the page.
 */
import type { Page } from 'playwright-core'
import type { TabletopView } from '../../engine/games/tabletop'
import { eventually } from './harness'

/** What the sandbox's test hook reports. */
export interface TabletopHook {
  view: TabletopView
  hash: string
  seat: string | null
  entries: { seat: string; type: string; ok: boolean; shares: string[] }[]
}

/** The peer's tabletop view, hash and log. */
export async function tabletopOf(page: Page): Promise<TabletopHook> {
  const hook = await page.evaluate(() => {
    const h = (window as unknown as { __holotable?: { tabletop?: () => unknown } }).__holotable
    return h?.tabletop ? JSON.parse(JSON.stringify(h.tabletop())) : null
  })
  if (!hook) throw new Error('the page has no sandbox tabletop hook')
  return hook as TabletopHook
}

/** Identities of the cards in `seat`'s hand as `page` sees them (empty for another seat's hand). */
export function handOf(hook: TabletopHook, seat: string): { slots: string[]; looks: (string | undefined)[] } {
  const slots = hook.view.cards.zones[`hand:${seat}`]?.slots ?? []
  return { slots, looks: slots.map((s) => hook.view.cards.cards[s]) }
}

/** Waits until every page has the same tabletop hash; returns it. */
export async function sameHash(pages: Page[], what: string): Promise<string> {
  return eventually(async () => {
    const hashes = await Promise.all(pages.map(async (p) => (await tabletopOf(p)).hash))
    return hashes.every((h) => h === hashes[0]) ? hashes[0] : null
  }, `every table has the same tabletop hash (${what})`)
}

/** The first deck pile on the table. */
export function firstDeck(hook: TabletopHook): string {
  const entry = Object.entries(hook.view.piles).find(([, p]) => p.kind === 'deck' && p.count > 0)
  if (!entry) throw new Error('no deck on the table')
  return entry[0]
}
