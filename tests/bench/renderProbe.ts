/**
 * The probe the browser benchmarks use to time an action from one page's input to the other page's render (as
 * hoth-browser-bench.ts describes): a capture-phase pointer listener, observers on both log shards, and setters on the
 * game's test hook and `__holotable.lastFrameAt`, all noting Date.now() on the one machine; and the sample one step
 * gives. Shared by the Battle of Hoth and skirmish benchmarks.
 */
import type { Page } from 'playwright-core'
import { waitFor, waitIdle, type HolotableWindow } from '../e2e/harness'

/** A step waits at most this long for the other page to fold and draw it. */
export const REMOTE_TIMEOUT_MS = 30_000

/** q-quantile (0..1) of a list, nearest rank. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

/** The last item of `list` that passes `test`. */
export function last<T>(list: readonly T[], test: (item: T) => boolean): T | undefined {
  for (let i = list.length - 1; i >= 0; i--) if (test(list[i]!)) return list[i]
  return undefined
}

/** A change of the folded state's hash, as a page's probe saw it. */
export interface HashChange {
  hash: string
  at: number
  /** How many frames had been drawn before the change: `frames[frames]` is the first one after it. */
  frames: number
  /** When the page's next animation frame began after that first frame: its main thread was free again. */
  nextFrameAt?: number
}

/** What a page's probe has noted since its last reset (all Date.now() ms). */
export interface Probe {
  /** Pointer presses, dated when the browser received them (the event's age subtracted from Date.now()). */
  presses: number[]
  /** Pointer releases (the drop that ends a drag), dated the same way. */
  releases: number[]
  /** Entries appended to a log shard, with the shard's length after the append and whether this page wrote it. */
  appends: { seat: string; length: number; at: number; local: boolean }[]
  hashes: HashChange[]
  /** `lastFrameAt` of every frame drawn. */
  frames: number[]
}

export type ProbeWindow = HolotableWindow & { __renderProbe?: Probe }

/**
 * Installs the probe on a page in a started game: a capture-phase pointer listener, observers on both log
 * shards, and setters on `__holotable[hook]` (the game's test hook, which has the folded state's `hash`) and `__holotable.lastFrameAt`, which the app assigns after every
 * fold and every drawn frame (registerTestHook sets the property).
 */
export function installProbe(page: Page, hook: string): Promise<void> {
  return page.evaluate((hook) => {
    const w = window as unknown as ProbeWindow
    const h = w.__holotable as Record<string, unknown> & NonNullable<HolotableWindow['__holotable']>
    const probe: Probe = { presses: [], releases: [], appends: [], hashes: [], frames: [] }
    w.__renderProbe = probe
    addEventListener(
      'pointerdown',
      (e) => probe.presses.push(Date.now() - Math.max(0, performance.now() - e.timeStamp)),
      true,
    )
    addEventListener(
      'pointerup',
      (e) => probe.releases.push(Date.now() - Math.max(0, performance.now() - e.timeStamp)),
      true,
    )
    type Shard = { length: number; observe(f: (e: { transaction: { local: boolean } }) => void): void }
    const doc = h.room!.doc as unknown as { getArray(name: string): Shard }
    for (const seat of ['s1', 's2']) {
      const shard = doc.getArray(`log/${seat}`)
      shard.observe((e) =>
        probe.appends.push({ seat, length: shard.length, at: Date.now(), local: e.transaction.local }),
      )
    }
    const game = h as unknown as Record<string, { hash: string } | undefined>
    let current = game[hook]
    Object.defineProperty(h, hook, {
      configurable: true,
      enumerable: true,
      get: () => current,
      set: (value: { hash: string } | undefined) => {
        if (value?.hash !== current?.hash) {
          probe.hashes.push({ hash: value?.hash ?? '', at: Date.now(), frames: probe.frames.length })
        }
        current = value
      },
    })
    let lastFrameAt = h.lastFrameAt
    Object.defineProperty(h, 'lastFrameAt', {
      configurable: true,
      enumerable: true,
      get: () => lastFrameAt,
      set: (value: number) => {
        probe.frames.push(value)
        lastFrameAt = value
        const change = probe.hashes[probe.hashes.length - 1]
        if (!change || change.frames !== probe.frames.length - 1) return
        // The first frame after a fold: note when the next animation frame begins. A rAF timestamp is when that
        // frame began, the same for every callback in it, so only one that began after this frame counts.
        const offset = Date.now() - performance.now()
        const tick = (began: number) => {
          if (offset + began >= value + 1) change.nextFrameAt = offset + began
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      },
    })
  }, hook)
}

/** Empties a page's probe (before each step, so that it holds that step alone). */
export function resetProbe(page: Page): Promise<void> {
  return page.evaluate(() => {
    const probe = (window as unknown as ProbeWindow).__renderProbe!
    for (const list of [probe.presses, probe.releases, probe.appends, probe.hashes, probe.frames]) list.length = 0
  })
}

export function readProbe(page: Page): Promise<Probe> {
  return page.evaluate(() => (window as unknown as ProbeWindow).__renderProbe!)
}

/** Waits until `page` has folded to `hash`, drawn a frame after it and begun the next animation frame. */
export function waitDrawn(page: Page, hash: string): Promise<boolean> {
  return waitFor(
    page,
    (hash) => {
      const probe = (window as unknown as ProbeWindow).__renderProbe!
      return [...probe.hashes].reverse().find((c) => c.hash === hash)?.nextFrameAt !== undefined
    },
    REMOTE_TIMEOUT_MS,
    hash,
  )
}

/** One step's figures (Date.now() ms). */
export interface Sample {
  press: number
  /** The last pointer release before the append (a drag's drop; a click's release). */
  release: number
  appended: number
  ownFold: number
  remoteDoc: number
  remoteFold: number
  remoteFrame: number
  remoteNextFrame: number
}

/** A step's sample from the acting page's and the other page's probes; null if a part is missing. */
export function sampleOf(actor: Probe, other: Probe, hash: string): Sample | null {
  const append = last(actor.appends, (a) => a.local)
  if (!append) return null
  const press = last(actor.presses, (t) => t <= append.at)
  const release = last(actor.releases, (t) => t <= append.at)
  const ownFold = last(actor.hashes, (c) => c.hash === hash)
  const arrived = other.appends.find((a) => !a.local && a.seat === append.seat && a.length >= append.length)
  const remoteFold = last(other.hashes, (c) => c.hash === hash)
  const remoteFrame = remoteFold ? other.frames[remoteFold.frames] : undefined
  if (
    press === undefined ||
    release === undefined ||
    !ownFold ||
    !arrived ||
    !remoteFold?.nextFrameAt ||
    remoteFrame === undefined
  )
    return null
  return {
    press,
    release,
    appended: append.at,
    ownFold: ownFold.at,
    remoteDoc: arrived.at,
    remoteFold: remoteFold.at,
    remoteFrame,
    remoteNextFrame: remoteFold.nextFrameAt,
  }
}

/** What the driver did for one step: a page took an action, nobody could, or the game is over. */
export type StepResult = { page: Page; action: { type: string } } | 'over' | 'waiting'

/** How measureSteps plays: the two pages, the driver and the caps. */
export interface StepLoop {
  /** Page A and page B, and how the notes name them. */
  pages: readonly [Page, Page]
  names: readonly [string, string]
  /** Takes one step on whichever page has one (the e2e driver). */
  play: (pages: readonly Page[]) => Promise<StepResult>
  /** The folded state's hash on a page (its game's test hook). */
  hashOf: (page: Page) => Promise<string>
  /** Stop after this many samples… */
  samples: number
  /** …or when the next step would end more than this long after `startedAt`. */
  budgetMs: number
  startedAt: number
  /** The first steps warm up JIT, shaders and the data channel; they are not counted. */
  warmUp?: number
  /** Why the loop stopped early, or left a step out, is added here. */
  notes: string[]
}

/** One counted step: its figures, the action's type, who acted and who drew it, and its wall time. */
export interface MeasuredStep {
  sample: Sample
  kind: string
  actor: string
  other: string
  wallMs: number
}

/**
 * Plays steps through the driver until enough samples or the time cap: each step starts with both pages idle and
 * fresh probes, and counts once the other page has folded and drawn it. Returns the counted steps and how many
 * steps were taken in all.
 */
export async function measureSteps(loop: StepLoop): Promise<{ measured: MeasuredStep[]; steps: number }> {
  const { pages, names, play, hashOf, samples, budgetMs, startedAt, warmUp = 0, notes } = loop
  const [a, b] = pages
  const measured: MeasuredStep[] = []
  let steps = 0
  let waiting = 0
  let longestStep = 0
  while (measured.length < samples) {
    if (Date.now() + longestStep - startedAt > budgetMs) {
      notes.push(`stopped early: the next step would pass the time cap (${budgetMs / 1000} s)`)
      break
    }
    const stepStarted = Date.now()
    // Both pages draw on one software GPU: a step right after another would measure the queue behind the last one.
    await Promise.all([waitIdle(a), waitIdle(b)]).catch(() => undefined)
    await Promise.all([resetProbe(a), resetProbe(b)])
    let result: StepResult
    try {
      result = await play(pages)
    } catch (error) {
      notes.push(`stopped early: the driver failed: ${(error as Error).message.split('\n')[0]}`)
      break
    }
    if (result === 'over') {
      notes.push(`stopped early: the game ended after ${steps} steps`)
      break
    }
    if (result === 'waiting') {
      if (++waiting > 50) {
        notes.push('stopped early: neither page had a step to take for 50 tries')
        break
      }
      await new Promise((r) => setTimeout(r, 200))
      continue
    }
    waiting = 0
    steps++
    const actor = result.page
    const other = actor === a ? b : a
    const [actorName, otherName] = actor === a ? names : [names[1], names[0]]
    const hash = await hashOf(actor)
    try {
      await waitDrawn(other, hash)
    } catch {
      notes.push(`stopped early: ${otherName} did not fold and draw step ${steps} within 30 s`)
      break
    }
    const took = Date.now() - stepStarted
    longestStep = Math.max(longestStep, took)
    if (steps <= warmUp) continue
    const sample = sampleOf(await readProbe(actor), await readProbe(other), hash)
    if (!sample) {
      notes.push(`step ${steps} (${result.action.type}) left a probe incomplete; not counted`)
      continue
    }
    measured.push({ sample, kind: result.action.type, actor: actorName, other: otherName, wallMs: took })
  }
  return { measured, steps }
}

/** Prints a two-column table of figures under its title. */
export function printTable(title: string, rows: readonly (readonly [string, string])[]): void {
  const width = Math.max('metric'.length, ...rows.map(([k]) => k.length))
  console.log(title)
  console.log(`${'metric'.padEnd(width)} | value`)
  console.log(`${'-'.repeat(width)}-|-${'-'.repeat(20)}`)
  for (const [k, v] of rows) console.log(`${k.padEnd(width)} | ${v}`)
}
