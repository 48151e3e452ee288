/**
 * Plays a Star Wars Miniatures skirmish through the UI for end-to-end tests, as a player would: it reads what the page
 * offers (`__holotable.swm.legal`, the list the highlights and buttons come from), picks a step with the policy of
 * swmPolicy.ts and performs it with real input: figures dragged from the staging row onto start-zone squares, figures
 * and squares clicked on the 3D map (through `__holotable.swmScreen` / `swmFigureScreen`, the test hooks that say where
 * a square or a figure is on the page), and the panels' buttons. Where a step is an activation followed by a move or an
 * attack, it clicks the figure and then the square or the enemy, which sends both, as a player's clicks do.
 */
import type { Page } from 'playwright-core'
import type { Action } from '../../engine/core/types'
import { swm } from '../../engine/games/swm'
import type { At, AttackPreview, MoveHints, SwmState } from '../../engine/games/swm'
import { saveScreenshot, waitFor } from './harness'
import { chooseSwmAction, rankedMoves } from './swmPolicy'

/** What the skirmish table exposes to tests. */
export interface SwmHook {
  state: SwmState | null
  legal: Action[]
  hash: string
  log: number
  events: string[]
  seat: string | null
  selected: string | null
  hints: MoveHints | null
  preview: AttackPreview | null
  rolls: { seat: string; from: string[] }[]
  /** True while a roll of this page waits for the other seat's share, or the game waits for a roll. */
  busy: boolean
}

type Point = { x: number; y: number }
type Win = {
  __holotable?: {
    swm?: SwmHook
    swmScreen?: (x: number, y: number) => Point | null
    swmFigureScreen?: (id: string) => Point | null
  }
}

/** The page's skirmish hook, or null before the table shows. */
export function swmHook(page: Page): Promise<SwmHook | null> {
  return page.evaluate(() => (window as unknown as Win).__holotable?.swm ?? null)
}

/** A point of the canvas that picks `target` (a square or a figure), clear of panels and figures in front, or null. */
function canvasPoint(page: Page, target: { square: At } | { figure: string }): Promise<Point | null> {
  return page.evaluate((t) => {
    const h = (window as unknown as Win).__holotable
    return ('square' in t ? h?.swmScreen?.(t.square.x, t.square.y) : h?.swmFigureScreen?.(t.figure)) ?? null
  }, target)
}

/** Where `target` is on the page, waiting a little for the map to settle (a reload, a model on its way). */
async function pointOf(page: Page, target: { square: At } | { figure: string }): Promise<Point> {
  for (let tries = 0; tries < 40; tries++) {
    const at = await canvasPoint(page, target)
    if (at) return at
    await page.waitForTimeout(250)
  }
  throw new Error(`${JSON.stringify(target)} is not visible (${await saveScreenshot(page, 'swm-driver-hidden')})`)
}

/** Clicks a square or a figure on the 3D map. */
export async function clickMap(page: Page, target: { square: At } | { figure: string }): Promise<void> {
  const at = await pointOf(page, target)
  await page.mouse.click(at.x, at.y)
}

/** Drags `figure` onto square `to` with the mouse, in small steps as a hand would. */
export async function dragFigure(page: Page, figure: string, to: At): Promise<void> {
  const from = await pointOf(page, { figure })
  const end = await pointOf(page, { square: to })
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  for (let i = 1; i <= 6; i++)
    await page.mouse.move(from.x + ((end.x - from.x) * i) / 6, from.y + ((end.y - from.y) * i) / 6)
  await page.mouse.up()
}

/** Clicks a panel button by test id (checked visible first; `force` skips waiting for still frames). */
export async function clickTestId(page: Page, id: string): Promise<void> {
  const element = page.getByTestId(id).first()
  await element.waitFor({ state: 'visible', timeout: 15_000 })
  await element.click({ force: true })
}

/**
 * Builds `list` in the squad builder of `peer` with its + buttons and commits it; done once `seat`'s commitment is
 * folded (by default the seat the page acts for; a hotseat page moves on to its other seat at once).
 */
export async function buildAndCommit(
  page: Page,
  list: { characters: readonly { id: string; count: number }[] },
  seat: string | null = null,
) {
  for (const { id, count } of list.characters) for (let i = 0; i < count; i++) await clickTestId(page, `swm-add-${id}`)
  // The builder checks the list after each click: Commit is enabled once the last one is counted.
  await waitFor(
    page,
    (n) => {
      const counts = [...document.querySelectorAll('[data-testid^="swm-char-"] output')]
      const counted = counts.reduce((sum, el) => sum + (Number(el.textContent) || 0), 0)
      const commit = document.querySelector('[data-testid="swm-commit"]')
      return counted === n && !!commit && !commit.hasAttribute('disabled')
    },
    15_000,
    list.characters.reduce((n, c) => n + c.count, 0),
  )
  await clickTestId(page, 'swm-commit')
  // Committed once the page's own seat has its commitment folded (the builder may already have given way to the map,
  // when the other seat had committed first and both lists were revealed at once).
  await waitFor(
    page,
    (mine) => {
      const hook = (window as unknown as Win).__holotable?.swm
      const committing = mine ?? hook?.seat
      return !!committing && !!hook?.state?.squads[committing]?.commitment
    },
    30_000,
    seat,
  ).catch(async (error: unknown) => {
    throw new Error(`no commitment folded (${await saveScreenshot(page, 'swm-commit-stuck')})`, { cause: error })
  })
}

/** A figure id as the panels' test ids spell it. */
const idPart = (id: string) => id.replaceAll('/', '_')
const field = (a: Action, name: string) => (a.payload as Record<string, unknown> | undefined)?.[name]

/** The state once `figure` is active, and the policy's step then: a move or attack makes one gesture with it. */
function afterActivation(state: SwmState, seat: string, activate: Action): { state: SwmState; next: Action | null } {
  const active = swm.apply(state, activate, seat)
  if (!active.ok) return { state, next: null }
  return { state: active.state, next: chooseSwmAction(active.state, seat, swm.legalActions(active.state, seat)) }
}

/** Every action `perform` has made through the UI, in order (an activation's move or attack after it). */
export const performed: Action[] = []

/** Performs `action` (by `seat`) through the UI; returns how many log entries it sends. */
export async function perform(page: Page, state: SwmState, seat: string, action: Action): Promise<number> {
  performed.push(action)
  switch (action.type) {
    case 'deploy': {
      const [place] = field(action, 'placements') as { figure: string; x: number; y: number }[]
      await dragFigure(page, place!.figure, { x: place!.x, y: place!.y })
      return 1
    }
    case 'activate': {
      const figure = field(action, 'figure') as string
      const { state: active, next } = afterActivation(state, seat, action)
      if (next?.type === 'move' || next?.type === 'attack') {
        // A click on the selected figure would deselect it.
        if ((await swmHook(page))?.selected !== figure) await clickMap(page, { figure })
        await waitFor(page, (id) => (window as unknown as Win).__holotable?.swm?.selected === id, 10_000, figure).catch(
          async (error: unknown) => {
            const now = (await swmHook(page))?.selected ?? 'none'
            const shot = await saveScreenshot(page, 'swm-select-stuck')
            throw new Error(`clicked ${figure}, selected is ${now} (${shot})`, { cause: error })
          },
        )
        return (await perform(page, active, seat, next)) + 1
      }
      if ((await swmHook(page))?.selected !== figure) await clickMap(page, { figure })
      await clickTestId(page, 'swm-step-activate')
      return 1
    }
    case 'move': {
      // The policy's best square, or the next best when a figure in front hides it from this seat's camera.
      const ranked = [action, ...rankedMoves(state, seat, swm.legalActions(state, seat))]
      for (const move of ranked) {
        const to = (field(move, 'path') as At[]).at(-1)!
        if (await canvasPoint(page, { square: to })) {
          await clickMap(page, { square: to })
          return 1
        }
      }
      await clickMap(page, { square: (field(action, 'path') as At[]).at(-1)! })
      return 1
    }
    case 'attack': {
      const target = field(action, 'target') as string
      if (state.pending.length > 0) {
        await clickTestId(page, `swm-answer-attack-${idPart(target)}`)
        return 1
      }
      const helpers = (field(action, 'helpers') as string[] | undefined) ?? []
      if (helpers.length > 0) {
        // Combined fire: the pointer on the target opens the preview, whose checkboxes pick the helpers (the preview
        // stays while the pointer goes to them); then the click on the target attacks with them.
        const at = await pointOf(page, { figure: target })
        await page.mouse.move(at.x, at.y, { steps: 3 })
        await page.getByTestId('swm-attack-preview').waitFor({ timeout: 10_000 })
        for (const helper of helpers) {
          const box = page.getByTestId(`swm-helper-${idPart(helper)}`)
          await box.click({ force: true, timeout: 10_000 }).catch(async (error: unknown) => {
            const shot = await saveScreenshot(page, 'swm-helper-stuck')
            const panel = await page
              .getByTestId('swm-attack-preview')
              .innerText({ timeout: 1000 })
              .catch(() => 'no preview')
            throw new Error(`no helper box for ${helper}: ${panel} (${shot})`, { cause: error })
          })
          await waitFor(
            page,
            (id) => !!document.querySelector<HTMLInputElement>(`[data-testid="${id}"]`)?.checked,
            10_000,
            `swm-helper-${idPart(helper)}`,
          )
        }
      }
      await clickMap(page, { figure: target })
      return 1
    }
    case 'use-power': {
      if (state.pending.length > 0) return answer(page, action)
      // A power of the active figure, from its card (selected for its owner by default): the power's button, then
      // its target's when it has one.
      const figure = state.turn!.figure
      if ((await swmHook(page))?.selected !== figure) await clickMap(page, { figure })
      const power = field(action, 'power') as string
      await clickTestId(page, `swm-power-${power}`)
      const target = field(action, 'target')
      if (typeof target === 'string') await clickTestId(page, `swm-power-${power}-${idPart(target)}`)
      return 1
    }
    case 'confirm-deployment':
    case 'roll-initiative':
    case 'end-turn':
    case 'undo':
      await clickTestId(page, `swm-step-${action.type}`)
      return 1
    case 'choose-first':
      await clickTestId(page, `swm-step-choose-first-${field(action, 'seat') as string}`)
      return 1
    default:
      return answer(page, action)
  }
}

/** Answers the prompt with `action`'s button. */
async function answer(page: Page, action: Action): Promise<number> {
  const figure = field(action, 'figure') ?? field(action, 'attacker') ?? field(action, 'target')
  await clickTestId(page, `swm-answer-${action.type}${typeof figure === 'string' ? `-${idPart(figure)}` : ''}`)
  return 1
}

/** Takes one step on whichever page has something to do; 'over' once the game has ended on every page. */
export async function playSwmStep(
  pages: readonly Page[],
): Promise<{ page: Page; action: Action } | 'over' | 'waiting'> {
  let over = 0
  for (const page of pages) {
    const hook = await swmHook(page)
    if (!hook?.state || !hook.seat) continue
    if (hook.state.result) {
      over++
      continue
    }
    const action = chooseSwmAction(hook.state, hook.seat, hook.legal)
    if (!action) continue
    await perform(page, hook.state, hook.seat, action)
    // The acting page folds its own entries at once, a roll once the other page has answered; the step is done when
    // the state changed and no roll of this page waits. A missed click times out here, loudly.
    try {
      await waitFor(
        page,
        (h) => {
          const now = (window as unknown as Win).__holotable?.swm
          return !!now && now.hash !== h && !now.busy
        },
        20_000,
        hook.hash,
      )
    } catch (error) {
      const shot = await saveScreenshot(page, 'swm-driver-stuck')
      const now = await swmHook(page)
      const refusal = await page
        .getByTestId('swm-refusal')
        .textContent({ timeout: 1000 })
        .catch(() => 'none')
      const seen = `selected ${now?.selected ?? 'none'}, refusal ${refusal}`
      throw new Error(
        `${hook.seat} did ${JSON.stringify(action)} at ${hook.state.stage}; nothing happened: ${seen} (${shot})`,
        {
          cause: error,
        },
      )
    }
    return { page, action }
  }
  return over === pages.length ? 'over' : 'waiting'
}
