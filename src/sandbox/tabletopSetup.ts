/**
 * What the sandbox's tabletop game starts from: the seats of the sandbox table and the piles the box put down.
 * The box's piles wait in `meta.tabletop` (written by src/boxes/setUpBox.ts) and are shown from there until the first
 * player sits down; that player's page then writes them into the log as the game's start (net/game-start.ts), and
 * from then on the start decides: `meta` is last-writer-wins, so any peer could change it, but not the log. Read
 * defensively: a config the engine refuses leaves an empty table with the reason, instead of breaking the page.
 */
import { isPlainObject } from '../../engine'
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

/** A start's payload as the sandbox's config, or null when it is not one the engine takes (net/game-start.ts). */
export function readStartConfig(payload: Json): TabletopConfig | null {
  const { init, broken } = tabletopInit(payload)
  return broken === null && isPlainObject(payload) ? init.config : null
}

/** The seats of a sandbox start: every sandbox seat (the held ones draw its roll). */
export const sandboxSeatsOf = (): readonly string[] => SANDBOX_SEATS

/** The key that says when the config changed (the fold restarts then). */
export function initKey(init: FoldInit<TabletopConfig>): string {
  return JSON.stringify(init.config as Json)
}
