/**
 * Driving Star Wars: The Card Game's table in e2e tests: reading the page's test hook (`window.__holotable.swlcg`:
 * view, legal actions, state hash, seat) and clicking the decision panel's buttons as a person would.
 */
import type { Page } from 'playwright-core'
import { cardFacts } from '../../engine/games/swlcg'
import type { SwlcgAction, SwlcgView } from '../../engine/games/swlcg'
import { clickExplained, eventually, waitFor } from './harness'

/** What the SWLCG table exposes to tests. */
export interface SwlcgHook {
  view: SwlcgView | null
  legal: SwlcgAction[]
  hash: string
  seat: string | null
  log: number
  /** The event types of the game log, in order. */
  events: string[]
  choices: Record<string, { commit: string | null; choice: unknown; refused: unknown }>
}

/** The page's SWLCG test hook, or null before the table is up. */
export function swlcgHook(page: Page): Promise<SwlcgHook | null> {
  return page.evaluate(() => {
    const hooks = (window as unknown as { __holotable?: { swlcg?: unknown } }).__holotable
    return (hooks?.swlcg ?? null) as SwlcgHook | null
  })
}

/**
 * What a page's player does next: click a group's button (by its key), pick cards in a picker and confirm, or drag
 * a hand card onto the 3D table (onto its host's card when it has one).
 */
export type Move =
  | { kind: 'button'; key: string }
  | { kind: 'pick'; type: string; slots: string[] }
  | { kind: 'drag'; slot: string; host: string | null }

/** The key the decision panel gives an action's button (src/games/swlcg/ui/decisions.ts). */
function keyOf(action: SwlcgAction): string {
  const p = (action.payload ?? {}) as Record<string, unknown>
  if (action.type === 'answer-support') return `answer-support:${p.agree ? 'yes' : 'no'}`
  const slot = ['slot', 'card', 'unit', 'objective', 'bottom'].map((f) => p[f]).find((v) => typeof v === 'string')
  return `${action.type}:${(slot as string | undefined) ?? ''}`
}

/** The cards every legal action of a picked type names, in first-seen order. */
function candidates(legal: readonly SwlcgAction[], type: string): string[] {
  const out: string[] = []
  for (const a of legal) {
    if (a.type !== type) continue
    const p = a.payload as { units?: string[]; slots?: string[] }
    for (const s of p.units ?? p.slots ?? []) if (!out.includes(s)) out.push(s)
  }
  return out
}

/** The smallest set of cards a legal action of `type` names. */
function smallest(legal: readonly SwlcgAction[], type: string): string[] {
  const sets = legal
    .filter((a) => a.type === type)
    .map((a) => (a.payload as { units?: string[]; slots?: string[] }).units ?? (a.payload as { slots: string[] }).slots)
  return sets.sort((x, y) => x.length - y.length)[0] ?? []
}

/**
 * An eager player's next move: setup as it comes (a mulligan when the hand holds no fate card), deploy what it can,
 * engage with its first ready unit (in 2v2 with a teammate's unit as support when one is ready), lend a unit when a
 * teammate asks, defend with everything, put a fate card (else any card) into the edge stack, strike, and otherwise
 * pass. `isFate` says whether a card id is a fate card; null when this page has nothing to decide.
 */
export function nextMove(hook: SwlcgHook, isFate: (card: string) => boolean): Move | null {
  const { legal, view } = hook
  if (!view || legal.length === 0 || view.result) return null
  const has = (type: string) => legal.some((a) => a.type === type)
  const first = (type: string) => legal.find((a) => a.type === type)
  const button = (action: SwlcgAction | undefined): Move | null =>
    action ? { kind: 'button', key: keyOf(action) } : null
  const side = view.players.find((p) => view.seats[p] === hook.seat) ?? 'light'
  const hand = view.cards.zones[`hand:${side}`]?.slots ?? []
  if (has('answer-support')) return button(legal.find((a) => a.type === 'answer-support' && a.payload.agree))
  const fateInHand = hand.filter((slot) => isFate(view.cards.cards[slot] ?? ''))
  if (has('mulligan') && fateInHand.length === 0) return button(first('mulligan'))
  for (const type of ['choose-objectives', 'keep-hand', 'reveal-objective', 'balance-damage', 'draw-discard'])
    if (has(type)) return button(first(type))
  if (has('declare-attackers')) {
    const units = candidates(legal, 'declare-attackers')
    const own = units.filter((u) => view.table[u]?.controller === side)
    const lent = units.find((u) => view.table[u]?.controller !== side)
    return { kind: 'pick', type: 'declare-attackers', slots: lent ? [own[0]!, lent] : own.slice(0, 1) }
  }
  if (has('declare-defenders'))
    return { kind: 'pick', type: 'declare-defenders', slots: candidates(legal, 'declare-defenders') }
  for (const type of ['discard-to-reserve', 'choose', 'order-fates', 'commit-force'])
    if (has(type)) return { kind: 'pick', type, slots: smallest(legal, type) }
  const edge = legal.filter((a) => a.type === 'place-edge')
  if (edge.length > 0) {
    const fate = edge.find((a) => fateInHand.includes((a.payload as { slot: string }).slot))
    const placed = view.cards.zones[`edge:${side}`]?.slots.length ?? 0
    if (fate) return button(fate)
    if (placed === 0 && hand.length > 2) return button(edge[0])
  }
  if (has('strike')) return button(first('strike'))
  if (has('choose-icon') || has('use-shield')) return button(first('choose-icon') ?? first('use-shield'))
  const plays = legal.filter((a) => a.type === 'play')
  // Deploys a hand card by dragging it from the hand, as a person would (the table plays the first play of that
  // card onto the host it lands on: the same action as the panel's first button for it); a card played from
  // elsewhere (a discard pile, by a card's ability) through the panel's button.
  const deploy = plays[0]?.payload as { slot: string; host?: string } | undefined
  if (view.turn.step === 'deployment' && deploy)
    return hand.includes(deploy.slot)
      ? { kind: 'drag', slot: deploy.slot, host: deploy.host ?? null }
      : button(plays[0])
  if (has('engage') && (view.turn.engaged?.length ?? 0) === 0) return button(first('engage'))
  // A forced response ("must respond") offers no pass: the driver takes the first response then.
  return button(first('pass') ?? first('end-conflict') ?? first('keep-hand') ?? first('respond'))
}

/** How long the driver waits while no page has a move it can make before it reports a stall. */
const STALL_MS = 120_000

/** What each page is offered now (step, prompt and legal action types), for a stall's message. */
async function offers(pages: readonly Page[]): Promise<string> {
  const lines: string[] = []
  for (const page of pages) {
    const hook = await swlcgHook(page)
    const types = [...new Set(hook?.legal.map((a) => a.type) ?? [])].join(',')
    lines.push(
      `${hook?.seat}: step ${hook?.view?.turn.step} prompt ${hook?.view?.prompt?.kind ?? '-'} legal [${types}]`,
    )
  }
  return lines.join('; ')
}

/**
 * How long a move's click or drag may wait for its control (a missing one fails the move instead of hanging). A click
 * waits until its button stands still over consecutive animation frames, and four software-rendered tables on two
 * cores draw a frame only every few seconds while they build up (measured: two frames took 2.5–9 s at the start of a
 * 2v2 match), so 30 s was too short on CI's machine.
 */
const MOVE_MS = 120_000

/** Makes `move` on `page` through the decision panel or the hand row, as a person would. */
export async function makeMove(page: Page, move: Move): Promise<void> {
  if (move.kind === 'drag') {
    await dragFromHand(page, move.slot, move.host)
    return
  }
  if (move.kind === 'button') {
    await clickExplained(
      page.locator(`[data-testid="swlcg-decision"] button[data-action="${move.key}"]`).first(),
      MOVE_MS,
    )
    return
  }
  const picker = page.getByTestId(`swlcg-picker-${move.type}`)
  for (const slot of move.slots) await clickExplained(picker.locator(`button[data-slot="${slot}"]`), MOVE_MS)
  await clickExplained(page.getByTestId(`swlcg-confirm-${move.type}`), MOVE_MS)
}

/**
 * Drags hand card `slot` from the hand row onto the 3D table (HTML drag and drop, as a mouse does): onto the card
 * of `host` where it lies on screen (the scene's `screenPosition` hook), else onto the middle of the table.
 */
async function dragFromHand(page: Page, slot: string, host: string | null): Promise<void> {
  const zone = page.locator('.swlcg-drop')
  const box = (await zone.boundingBox())!
  const onHost = host
    ? await page.evaluate(
        (id) =>
          (
            window as unknown as {
              __holotable?: { screenPosition?(id: string): { x: number; y: number } | null }
            }
          ).__holotable?.screenPosition?.(id) ?? null,
        `swlcg:${host}`,
      )
    : null
  const at = onHost ?? { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await page
    .locator(`[data-testid="swlcg-hand"] button[data-slot="${slot}"]`)
    .dragTo(zone, { targetPosition: { x: at.x - box.x, y: at.y - box.y }, timeout: MOVE_MS })
}

/** Whether a card id is a fate card (the driver keeps those for the edge battle). */
export const isFate = (card: string) => cardFacts(card)?.type === 'fate'

/** The pages fold the same state; returns its hash. */
export function pagesInSync(pages: readonly Page[]): Promise<string> {
  return eventually(
    async () => {
      const hooks = await Promise.all(pages.map((p) => swlcgHook(p)))
      return hooks[0]?.hash && hooks.every((h) => h?.hash === hooks[0]!.hash) ? hooks[0].hash : null
    },
    'both pages fold the same match',
    60_000,
  )
}

/**
 * In a new SWLCG room: `light` sits in seat 1 and `dark` in seat 2, the Dark Side locks in its first starter deck,
 * `afterDarkCommit` runs, the Light Side locks in its deck and starts; resolves to the started match's hash.
 */
export async function sitCommitStart(light: Page, dark: Page, afterDarkCommit: () => Promise<void>): Promise<string> {
  await light.getByRole('button', { name: 'Sit in Seat 1' }).click()
  await dark.getByRole('button', { name: 'Sit in Seat 2' }).click()
  await dark.getByTestId('swlcg-commit-dark').click()
  await afterDarkCommit()
  await light.getByTestId('swlcg-commit-light').click()
  await waitFor(light, () => !document.querySelector('[data-testid="swlcg-start"]')?.hasAttribute('disabled'))
  await light.getByTestId('swlcg-start').click()
  return pagesInSync([light, dark])
}

/**
 * Plays moves through the pages' decision panels (whichever page must decide) until `done` holds, `maxMoves` were
 * made or `deadline` (Date.now() ms) passed; every move is followed by equal hashes. `choose` picks each move (the
 * eager player by default). Returns the moves made.
 */
export async function playMoves(
  pages: readonly Page[],
  done: () => Promise<boolean>,
  maxMoves: number,
  deadline = Number.POSITIVE_INFINITY,
  choose: (hook: SwlcgHook) => Move | null = (hook) => nextMove(hook, isFate),
): Promise<number> {
  let moves = 0
  let lastMove = Date.now()
  while (moves < maxMoves && Date.now() < deadline && !(await done())) {
    let moved = false
    // No page with a move for this long is a stall (a decision the driver cannot make): fail with what each page
    // is offered instead of hanging until the test's timeout.
    if (Date.now() - lastMove > STALL_MS) throw new Error(`no move for ${STALL_MS} ms: ${await offers(pages)}`)
    for (const page of pages) {
      const hook = await swlcgHook(page)
      const move = hook ? choose(hook) : null
      if (!move) continue
      await makeMove(page, move)
      await eventually(
        async () => ((await swlcgHook(page))?.hash !== hook!.hash ? true : null),
        `move ${JSON.stringify(move)} applied`,
        30_000,
      )
      await pagesInSync(pages)
      moves++
      lastMove = Date.now()
      moved = true
      break
    }
    if (!moved) await new Promise((r) => setTimeout(r, 150))
  }
  return moves
}
