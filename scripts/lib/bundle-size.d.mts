/** Types of bundle-size.mjs, for the TypeScript that imports it (tests/bench/bundle-bench.ts). */

/** Byte counts of one file or a sum. */
export interface Sizes {
  raw: number
  gzip: number
  brotli: number
}

/** One built JS chunk, sized, with what it holds (npm package names, our files by path). */
export interface SizedChunk extends Sizes {
  fileName: string
  modules: string[]
}

/** The built app. */
export const DIST: string
/** Most bytes of gzip JS the lobby may load first. */
export const BUDGET_GZIP: number
/** What must arrive on demand, never with the lobby, and why. */
export const ON_DEMAND: readonly { match: RegExp; why: string }[]
/** The games' small lobby parts, which ON_DEMAND does not name. */
export const LOBBY_PARTS: RegExp

export function compressedSizes(bytes: Uint8Array): Sizes
export function measureBundle(dist?: string): {
  initial: SizedChunk[]
  language: SizedChunk[]
  lazy: SizedChunk[]
  initialTotal: Sizes
  lobbyTotal: Sizes
  allTotal: Sizes
}
export function kb(bytes: number): string
export function checkBudget(dist?: string): { problems: string[]; summary: string }
