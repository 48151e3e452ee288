/**
 * A Star Wars Miniatures skirmish with friends over real WebRTC, through the UI: Anna creates a skirmish room, Béla
 * joins, they sit (Anna the light side, Béla the dark side) and start; each builds a squad in the squad builder under
 * the 100-point limit (Béla first tries an illegal one) and commits, and until both have committed neither document
 * holds a character of the other's list. The lists are revealed by themselves; both deploy by dragging figures from
 * the staging row into their start zone, then play the skirmish to its end by clicking figures, squares and prompt
 * buttons (a simple aggressive policy, tests/e2e/swmPolicy.ts, picks among what each page offers: Force powers from the
 * figure card, combined fire with the preview's helper checkboxes), with equal state
 * hashes throughout. Along the way a click on a square no move reaches shows the engine's reason, Béla reloads
 * mid-game and comes back to the same state, and a late spectator sees the same skirmish. Then a rematch.
 *
 * Test hooks: `__holotable.swmScreen` / `swmFigureScreen` say where a square or a figure is on the page (the canvas
 * cannot be clicked reliably without them), and `__holotable.swm` gives the state hash and the legal actions the
 * policy chooses from; every action itself is a real click or drag.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { SwmState } from '../../engine/games/swm'
import {
  eventually,
  newRoomCode,
  openPeer,
  reloadPeer,
  renderInfo,
  saveScreenshot,
  waitFor,
  type Peer,
} from './harness'
import { buildAndCommit, clickMap, clickTestId, performed, playSwmStep, swmHook } from './swmDriver'
import { E2E_SQUADS, E2E_STEP_BUDGET } from './swmSquads'
import { useAppAndBrowser } from './useAppAndBrowser'

const shared = useAppAndBrowser()
const room = newRoomCode()
const VIEWPORT = { width: 1280, height: 800 }
let a: Peer
let b: Peer

type RoomWindow = { __holotable?: { room?: { doc: { toJSON(): unknown } }; sceneReady?: boolean } }

/** The whole shared document of a page, as JSON text. */
function docText(peer: Peer): Promise<string> {
  return peer.page.evaluate(() => JSON.stringify((window as unknown as RoomWindow).__holotable?.room?.doc.toJSON()))
}

/** The pages' folded states agree (same hash); returns it. */
function inSync(peers: Peer[]): Promise<string> {
  return eventually(
    async () => {
      const hashes = await Promise.all(peers.map(async (p) => (await swmHook(p.page))?.hash ?? ''))
      return hashes[0] && hashes.every((h) => h === hashes[0]) ? hashes[0] : null
    },
    'all pages fold the same skirmish',
    30_000,
  )
}

/** Plays UI steps on both pages until `until` holds or the game ends; returns the steps taken. */
async function play(until: (state: SwmState) => boolean, budget: number): Promise<number> {
  let steps = 0
  while (steps < budget) {
    const state = (await swmHook(a.page))?.state
    if (!state || state.result || until(state)) break
    const result = await playSwmStep([a.page, b.page])
    if (result === 'over') break
    if (result === 'waiting') await new Promise((r) => setTimeout(r, 100))
    else steps++
    if (steps % 25 === 0) await inSync([a, b])
  }
  return steps
}

beforeAll(async () => {
  a = await openPeer(shared.browser, shared.app.url, {
    room,
    name: 'Anna',
    create: true,
    box: 'swm-rules',
    wait: 'room',
    viewport: VIEWPORT,
  })
  b = await openPeer(shared.browser, shared.app.url, { room, name: 'Béla', wait: 'room', viewport: VIEWPORT })
})

describe('Star Wars Miniatures at the table', () => {
  test('both build a squad in secret; the documents hold only commitments until both have committed', async () => {
    for (const p of [a, b]) await p.page.getByTestId('swm-start-screen').waitFor({ timeout: 60_000 })
    await a.page.getByRole('button', { name: 'Sit in Seat 1' }).click()
    await b.page.getByRole('button', { name: 'Sit in Seat 2' }).click()
    await waitFor(a.page, () => !document.querySelector('[data-testid="swm-start"]')?.hasAttribute('disabled'))
    await saveScreenshot(a.page, 'swm-start-screen')
    await clickTestId(a.page, 'swm-start')
    for (const p of [a, b]) await p.page.getByTestId('swm-squad-builder').waitFor({ timeout: 60_000 })

    await buildAndCommit(a.page, E2E_SQUADS.light)
    await a.page.getByTestId('swm-committed').waitFor({ timeout: 10_000 })
    await saveScreenshot(a.page, 'swm-squad-committed-light')
    // Béla's page has Anna's commitment and nothing of her list.
    await eventually(
      async () => ((await swmHook(b.page))?.state?.squads.s1?.commitment ? true : null),
      'commit',
      30_000,
    )
    for (const p of [a, b]) {
      const text = await docText(p)
      expect(text).toContain('commit-squad')
      expect(text).not.toMatch(/obi-wan|luke-skywalker|reveal-squad/)
    }

    // Béla first asks for a second Vader: the builder says why and will not commit.
    await clickTestId(b.page, 'swm-add-darth-vader')
    await clickTestId(b.page, 'swm-add-darth-vader')
    await b.page.getByTestId('swm-squad-problem').waitFor({ timeout: 10_000 })
    expect(await b.page.getByTestId('swm-commit').isDisabled()).toBe(true)
    await saveScreenshot(b.page, 'swm-squad-refused-dark')
    await clickTestId(b.page, 'swm-remove-darth-vader')
    await clickTestId(b.page, 'swm-remove-darth-vader')
    expect(await b.page.getByTestId('swm-points').textContent()).toContain('0 / 100')
    await buildAndCommit(b.page, E2E_SQUADS.dark)

    // Both reveal by themselves; deployment starts and both maps render.
    for (const p of [a, b]) {
      await eventually(async () => ((await swmHook(p.page))?.state?.stage === 'deploy' ? true : null), 'deploy', 60_000)
      await waitFor(p.page, () => (window as unknown as RoomWindow).__holotable?.sceneReady === true, 90_000)
    }
    const state = (await swmHook(a.page))!.state!
    expect(state.squads.s1!.points).toBe(87)
    expect(state.squads.s2!.points).toBe(71)
    await inSync([a, b])
    await saveScreenshot(b.page, 'swm-deploy-dark')
  })

  test(
    'both deploy by dragging and play the skirmish to its end through the UI, with equal hashes throughout',
    { timeout: 1_200_000 },
    async () => {
      // Deployment and the first activation.
      let steps = await play((s) => s.stage === 'phases', 60)
      const deployed = (await swmHook(a.page))!.state!
      expect(Object.values(deployed.figures).every((f) => f.at !== null)).toBe(true)
      await saveScreenshot(a.page, 'swm-deployed-light')
      await saveScreenshot(b.page, 'swm-deployed-dark')
      console.log(`render after deployment: ${JSON.stringify(await renderInfo(a.page))}`)

      // An illegal move: the acting page selects its figure (the active one, or one it may activate) and clicks a
      // square far out of reach.
      const actor = await eventually(
        async () => {
          for (const p of [a, b]) {
            const hook = await swmHook(p.page)
            const turn = hook?.state?.turn
            const active = turn && hook.state!.figures[turn.figure]!.owner === hook.seat ? turn.figure : null
            const ready = hook?.legal.find((x) => x.type === 'activate')
            const figure = active ?? (ready?.payload as { figure: string } | undefined)?.figure ?? null
            if (hook && figure && !hook.busy) return { p, hook, figure }
          }
          return null
        },
        'a page whose figure may act',
        30_000,
      )
      const mine = actor.figure
      if (actor.hook.selected !== mine) await clickMap(actor.p.page, { figure: mine })
      await waitFor(
        actor.p.page,
        (id) =>
          (window as unknown as { __holotable?: { swm?: { selected: string | null } } }).__holotable?.swm?.selected ===
          id,
        10_000,
        mine,
      )
      const far = actor.hook.state!.figures[mine]!.at!.x < 14 ? { x: 27, y: 1 } : { x: 1, y: 17 }
      await clickMap(actor.p.page, { square: far })
      const refusal = actor.p.page.getByTestId('swm-refusal')
      await refusal.waitFor({ timeout: 10_000 })
      expect((await refusal.textContent())!.length).toBeGreaterThan(10)
      expect((await swmHook(actor.p.page))!.hash).toBe(actor.hook.hash)
      await saveScreenshot(actor.p.page, 'swm-illegal-move')

      steps += await play((s) => s.round >= 2, 200)
      await inSync([a, b])
      // Béla reloads mid-game and comes back to the same seat and state.
      const before = (await swmHook(a.page))!.hash
      await reloadPeer(b, 'scene')
      expect(await inSync([a, b])).toBe(before)

      steps += await play(() => false, E2E_STEP_BUDGET - steps)
      const end = (await swmHook(a.page))!.state!
      expect(end.result, `after ${steps} steps`).not.toBeNull()
      await inSync([a, b])
      for (const p of [a, b]) await p.page.getByTestId('swm-victory').waitFor({ timeout: 30_000 })
      await saveScreenshot(a.page, 'swm-victory-light')
      await saveScreenshot(b.page, 'swm-victory-dark')
      // The log shows its newest lines under the victory screen: scrolled to its end.
      let seen = ''
      for (const p of [a, b])
        await eventually(async () => {
          const at = await p.page.evaluate(() => {
            const list = document.querySelector('[data-testid="swm-log"] [role="log"]')
            return list ? [list.scrollHeight, list.scrollTop, list.clientHeight] : null
          })
          seen = JSON.stringify(at)
          return at && at[0]! - at[1]! - at[2]! < 24
        }, `the log at its end (scrollHeight, scrollTop, clientHeight: ${seen})`).catch((error: unknown) => {
          throw new Error(`log not at its end: ${seen}`, { cause: error })
        })
      // Every roll was drawn with the other seat's share.
      const rolls = (await swmHook(a.page))!.rolls
      expect(rolls.length).toBeGreaterThan(5)
      expect(rolls.every((r) => r.from.length > 0)).toBe(true)
      console.log(
        `skirmish over after ${steps} UI steps, round ${end.round}: ${end.result!.reason.en}; ` +
          `${performed.filter((x) => x.type === 'use-power').length} powers used, ` +
          `${performed.filter((x) => x.type === 'attack' && (x.payload as { helpers?: unknown }).helpers).length} ` +
          'combined-fire attacks',
      )
    },
  )

  test('a late spectator sees the same skirmish', async () => {
    const c = await openPeer(shared.browser, shared.app.url, { room, name: 'Cili', wait: 'room', viewport: VIEWPORT })
    await inSync([a, b, c])
    await c.page.getByTestId('swm-victory').waitFor({ timeout: 30_000 })
    await c.context.close()
  })

  test('a rematch takes both to the start screen of a new room', async () => {
    await clickTestId(a.page, 'swm-rematch')
    await b.page.getByTestId('swm-rematch-offer').getByRole('button').click({ force: true })
    for (const p of [a, b]) await p.page.getByTestId('swm-start-screen').waitFor({ timeout: 60_000 })
  })
})
