/**
 * What the sandbox's tabletop game starts from: the seats of the sandbox table and the piles the box put down
 * (`meta.tabletop`, written by src/boxes/setUpBox.ts). Read defensively: any peer can write `meta`, so a config the
 * engine refuses leaves an empty table with the reason, instead of breaking the page.
 */
import type { FoldInit, Json } from '../../engine'
import { tabletop } from '../../engine/games/tabletop'
import type { PileSpec, TabletopConfig } from '../../engine/games/tabletop'

/** Seats of every sandbox table (the same four the seat picker offers). */
export const SANDBOX_SEATS: readonly string[] = ['s1', 's2', 's3', 's4']

/**
 * Setup entropy of the sandbox fold. Setup never shuffles (a box's decks go down in box order and players shuffle
 * them at the table with fair entropy), so the value is fixed and public.
 */
const NO_SETUP_ENTROPY = '00'.repeat(32)

/** The fold's start for `raw` (the value of `meta.tabletop`) and whether the config had to be dropped. */
export function tabletopInit(raw: unknown): { init: FoldInit<TabletopConfig>; broken: string | null } {
  const seats = [...SANDBOX_SEATS]
  const config = readConfig(raw)
  try {
    tabletop.setup(config, seats, NO_SETUP_ENTROPY)
    return { init: { config, seats, entropy: NO_SETUP_ENTROPY }, broken: null }
  } catch (err) {
    return {
      init: { config: { piles: [] }, seats, entropy: NO_SETUP_ENTROPY },
      broken: err instanceof Error ? err.message : String(err),
    }
  }
}

function readConfig(raw: unknown): TabletopConfig {
  if (!raw || typeof raw !== 'object' || !Array.isArray((raw as { piles?: unknown }).piles)) return { piles: [] }
  const piles = (raw as { piles: unknown[] }).piles
  // Setup never shuffles (see NO_SETUP_ENTROPY): a pile asking for it is put down as listed.
  return {
    piles: piles.map((p) =>
      p && typeof p === 'object' ? ({ ...(p as object), shuffle: false } as PileSpec) : (p as PileSpec),
    ),
  }
}

/** The key that says when the config changed (the fold restarts then). */
export function initKey(init: FoldInit<TabletopConfig>): string {
  return JSON.stringify(init.config as Json)
}
