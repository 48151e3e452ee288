/**
 * Determinism across processes: two separate Node processes fold the same log (one from scratch, one
 * incrementally with out-of-order inserts) and must print the same state and steps hashes, equal to this
 * process's own fold. Logs: a generated Tally log, a full random Battle of Hoth game and a full random Star Wars:
 * The Card Game (SWLCG) game, a full random Star Wars Miniatures (SWM) skirmish, a full random Hatalom Kártyái (HKK)
 * game with the demo decks; and a tour of SWLCG game fragments using every named one-off hook.
 */
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { foldLog, generateTallyLog, hashState, tally } from '../../engine/index'
import type { FoldInit } from '../../engine/index'
import { hoth, type HothConfig } from '../../engine/games/hoth'
import { swlcg, type SwlcgConfig } from '../../engine/games/swlcg'
import { hothLog } from './hoth-log'
import { swlcgLog } from './swlcg-log'
import { swm, type SwmConfig } from '../../engine/games/swm'
import { swmLog } from './swm-log'
import { hkkGame, type HkkConfig } from '../../engine/games/hkk'
import { hkkLog } from './hkk-log'
import { hookTour } from '../../engine/games/swlcg/testing/hookTour'
import { HOOK_NAMES } from '../../engine/games/swlcg/abilities/validate'

const run = promisify(execFile)
const script = fileURLToPath(new URL('./determinism-fold.ts', import.meta.url))
const hookScript = fileURLToPath(new URL('./determinism-hooks.ts', import.meta.url))
const SEED = 'c0ffee42'
const LENGTH = 3000

/** Runs the fold script in a fresh Node process and parses its one-line JSON answer. */
async function foldInChild(
  mode: 'scratch' | 'incremental',
  game: 'tally' | 'hoth' | 'swlcg' | 'swm' | 'hkk' = 'tally',
) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, mode, SEED, String(LENGTH), game], {
    timeout: 60_000,
  })
  return JSON.parse(stdout.trim()) as { hash: string; stepsHash: string; length: number }
}

describe('determinism across processes', () => {
  it('two processes fold the same log to the same hash, and so does this one', async () => {
    const [a, b] = await Promise.all([foldInChild('scratch'), foldInChild('incremental')])
    const log = generateTallyLog({ seed: SEED, length: LENGTH })
    const here = foldLog(tally, log.init, log.entries)
    expect(a.length).toBe(LENGTH)
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(b.hash).toBe(a.hash)
    expect(b.stepsHash).toBe(a.stepsHash)
    expect(hashState(here.state)).toBe(a.hash)
    expect(hashState(here.steps)).toBe(a.stepsHash)
  })

  it('Battle of Hoth: a full four-player game folds to the same hash in two processes and this one', async () => {
    const [a, b] = await Promise.all([foldInChild('scratch', 'hoth'), foldInChild('incremental', 'hoth')])
    const log = hothLog(SEED)
    const here = foldLog(hoth, log.init as FoldInit<HothConfig>, log.entries)
    expect(hoth.outcome(here.state)).not.toBeNull()
    expect(a.length).toBe(log.entries.length)
    expect(b.hash).toBe(a.hash)
    expect(b.stepsHash).toBe(a.stepsHash)
    expect(hashState(here.state)).toBe(a.hash)
    expect(hashState(here.steps)).toBe(a.stepsHash)
  })

  it('SWLCG: a full 1v1 game with starter decks folds to the same hash in two processes and this one', async () => {
    const [a, b] = await Promise.all([foldInChild('scratch', 'swlcg'), foldInChild('incremental', 'swlcg')])
    const log = swlcgLog(SEED)
    const here = foldLog(swlcg, log.init as FoldInit<SwlcgConfig>, log.entries)
    expect(swlcg.outcome(here.state)).not.toBeNull()
    expect(here.steps.every((step) => step.ok)).toBe(true)
    expect(a.length).toBe(log.entries.length)
    expect(b.hash).toBe(a.hash)
    expect(b.stepsHash).toBe(a.stepsHash)
    expect(hashState(here.state)).toBe(a.hash)
    expect(hashState(here.steps)).toBe(a.stepsHash)
  })
  it('SWM: a full random skirmish folds to the same hash in two processes and this one', async () => {
    const [a, b] = await Promise.all([foldInChild('scratch', 'swm'), foldInChild('incremental', 'swm')])
    const log = swmLog(SEED)
    const here = foldLog(swm, log.init as FoldInit<SwmConfig>, log.entries)
    expect(swm.outcome(here.state)).not.toBeNull()
    expect(here.steps.every((step) => step.ok)).toBe(true)
    expect(a.length).toBe(log.entries.length)
    expect(b.hash).toBe(a.hash)
    expect(b.stepsHash).toBe(a.stepsHash)
    expect(hashState(here.state)).toBe(a.hash)
    expect(hashState(here.steps)).toBe(a.stepsHash)
  })

  it('HKK: a full random game with the demo decks folds to the same hash in two processes and this one', async () => {
    const [a, b] = await Promise.all([foldInChild('scratch', 'hkk'), foldInChild('incremental', 'hkk')])
    const log = hkkLog(SEED)
    const here = foldLog(hkkGame, log.init as FoldInit<HkkConfig>, log.entries)
    expect(hkkGame.outcome(here.state)).not.toBeNull()
    expect(here.steps.every((step) => step.ok)).toBe(true)
    expect(log.entries.length).toBeLessThan(2000)
    expect(a.length).toBe(log.entries.length)
    expect(b.hash).toBe(a.hash)
    expect(b.stepsHash).toBe(a.stepsHash)
    expect(hashState(here.state)).toBe(a.hash)
    expect(hashState(here.steps)).toBe(a.stepsHash)
  })

  it('SWLCG: a fragment using each named hook ends in the same state in two processes and this one', async () => {
    const child = async () => {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', hookScript], { timeout: 60_000 })
      return JSON.parse(stdout.trim()) as Record<string, string>
    }
    const [a, b] = await Promise.all([child(), child()])
    expect(Object.keys(a).sort()).toEqual([...HOOK_NAMES].sort())
    expect(b).toEqual(a)
    expect(hookTour()).toEqual(a)
  })
})
