/**
 * Balance of the Force 2v2 over real WebRTC, four browsers: Anna and Dani play the Light Side (seats 1 and 4), Béla
 * and Cili the Dark Side (seats 2 and 3). Each sits, locks in a ten-set team deck (only commitments are shared until
 * all four have), the decks are revealed and the match starts; then they play through the dark team's first turn
 * and the light team's, by the decision panels and by dragging cards from the hand, each phase played by a team's
 * player #1 and then #2. On the light team's turn Anna attacks with a unit of her own and one of Dani's, Dani is asked
 * and lends it, and it goes back to him after the engagement. Equal state hashes after every move; no page's DOM or
 * 3D table ever holds a card identity the engine hides from that seat (the other team's hands and reserves).
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { cardFacts } from '../../engine/games/swlcg'
import type { SwlcgView } from '../../engine/games/swlcg'
import { newRoomCode, openPeer, saveScreenshot, waitFor, waitIdle, type Peer } from './harness'
import { swlcgLayoutProblems } from './layoutSwlcg'
import { isFate, nextMove, pagesInSync, playMoves, swlcgHook } from './swlcgDriver'
import type { Move, SwlcgHook } from './swlcgDriver'
import { useAppAndBrowser } from './useAppAndBrowser'

const shared = useAppAndBrowser()
const room = newRoomCode()
/** Screenshots are taken at 1280 × 800; the four pages play in small windows (four software-rendered tables). */
const VIEWPORT = { width: 1280, height: 800 }
const PLAYING = { width: 720, height: 450 }
/** Seat order of the box: s1 Light #1, s2 Dark #1, s3 Dark #2, s4 Light #2. */
const PLAYERS = [
  { name: 'Anna', seat: 's1' },
  { name: 'Béla', seat: 's2' },
  { name: 'Cili', seat: 's3' },
  { name: 'Dani', seat: 's4' },
] as const
const peers: Peer[] = []
const pages = () => peers.map((p) => p.page)

/**
 * A lean player, so four tables on two cores get through two team turns: the dark team deploys nothing, each light
 * player deploys one unit in their segment (so the light #1 has a unit of their own and one of their teammate's to
 * attack with), the light #1 engages with both, the teammate lends; otherwise the eager player's choices, passing
 * wherever that would deploy or engage again.
 */
function leanMove(hook: SwlcgHook): Move | null {
  const view = hook.view
  const move = nextMove(hook, isFate)
  if (!view || !move) return move
  const me = view.players.find((p) => view.seats[p] === hook.seat)
  const pass = hook.legal.find((a) => a.type === 'pass')
  const passMove: Move | null = pass ? { kind: 'button', key: 'pass:' } : null
  const deploying = move.kind === 'drag' || (move.kind === 'button' && move.key.startsWith('play:'))
  if (deploying) {
    const units = Object.values(view.table).filter((c) => c.owner === me && cardFacts(c.card)?.type === 'unit')
    if (!me?.startsWith('light') || units.length > 0) return passMove ?? move
  }
  if (move.kind === 'button' && move.key.startsWith('engage:') && me !== 'light') {
    const end = hook.legal.find((a) => a.type === 'end-conflict')
    return end ? { kind: 'button', key: 'end-conflict:' } : move
  }
  return move
}

/** Every card identity a page holds in its DOM (`data-look` of hand and zoom cards) and on its 3D table. */
async function identitiesOn(peer: Peer): Promise<string[]> {
  return peer.page.evaluate(() => {
    const dom = [...document.querySelectorAll('[data-look]')].map((el) => el.getAttribute('data-look') ?? '')
    const hooks = window as unknown as { __holotable: { objects(): Record<string, { look: string }> } }
    const scene = Object.values(hooks.__holotable.objects()).map((o) => o.look)
    return [...dom, ...scene].map((look) => look.split('|')[0]!).filter((look) => look.startsWith('swlcg/'))
  })
}

/** The identities a seat may know: those its own (engine-redacted) view holds. */
function known(view: SwlcgView): Set<string> {
  return new Set([...Object.values(view.cards.cards), ...Object.values(view.table).map((c) => c.card)])
}

/** No page shows a card its view does not hold (the engine's view is the oracle of what a seat may see). */
async function expectNothingHidden(): Promise<void> {
  for (const peer of peers) {
    const view = (await swlcgHook(peer.page))!.view!
    const allowed = known(view)
    // Card identities only (the dial and the Balance token are looks too).
    const cards = (await identitiesOn(peer)).filter((id) => cardFacts(id) !== undefined)
    expect(cards.length).toBeGreaterThan(0)
    for (const id of cards) expect(allowed.has(id), `${id} on ${peer.link}`).toBe(true)
  }
}

/** What the layout probes found wrong at the table's screenshots, one line per page and moment. */
const layoutProblems: string[] = []

/**
 * Screenshots of the given players' pages at 1280 × 800 (then back to the small playing window). On the table the log
 * is open, as it starts in a window this size (the small one starts it folded), and the layout probes run first
 * (layoutSwlcg.ts: own cards and piles whole and uncovered, every pile and label on screen).
 */
async function screenshots(label: string, which: readonly number[]): Promise<void> {
  for (const i of which) {
    const page = peers[i]!.page
    await page.setViewportSize(VIEWPORT)
    const fold = page.locator('.swlcg-log-head button[aria-expanded="false"]')
    const opened = label !== 'setup' && (await fold.count()) > 0
    if (opened) await fold.click()
    await waitIdle(page)
    if (label !== 'setup') {
      const bad = await swlcgLayoutProblems(page)
      if (bad.length > 0) layoutProblems.push(`${PLAYERS[i]!.name} at ${label}: ${bad.join(', ')}`)
    }
    await saveScreenshot(page, `swlcg-teams-${label}-${PLAYERS[i]!.name}`)
    if (opened) await page.locator('.swlcg-log-head button[aria-expanded="true"]').click()
    await page.setViewportSize(PLAYING)
  }
}

beforeAll(async () => {
  for (const { name } of PLAYERS) {
    peers.push(
      await openPeer(shared.browser, shared.app.url, {
        room,
        name,
        create: peers.length === 0,
        box: 'swlcg-teams',
        wait: 'room',
        viewport: PLAYING,
      }),
    )
  }
}, 240_000)

describe('Star Wars: The Card Game 2v2 (Balance of the Force)', () => {
  test('four players sit, lock in team decks and start', { timeout: 240_000 }, async () => {
    for (const [i, { seat }] of PLAYERS.entries()) {
      const page = peers[i]!.page
      await page.getByTestId('swlcg-setup').waitFor({ timeout: 60_000 })
      await page.getByRole('button', { name: `Sit in Seat ${seat.slice(1)}` }).click()
      await page.getByTestId(`swlcg-commit-${seat}`).click({ timeout: 30_000 })
    }
    const anna = peers[0]!.page
    await waitFor(anna, () => !document.querySelector('[data-testid="swlcg-start"]')?.hasAttribute('disabled'), 60_000)
    await screenshots('setup', [0])
    // The start is a roll the other three pages answer; the click needs no navigation wait (none happens).
    await anna.getByTestId('swlcg-start').click({ noWaitAfter: true })
    await pagesInSync(pages())
    const view = (await swlcgHook(anna))!.view!
    expect(view.players).toEqual(['dark', 'dark2', 'light', 'light2'])
    expect(view.seats).toEqual({ light: 's1', dark: 's2', dark2: 's3', light2: 's4' })
  })

  test(
    'the dark team and then the light team play their turns, with a support the teammate grants',
    { timeout: 900_000 },
    async () => {
      const anna = peers[0]!.page
      expect((await swlcgHook(anna))?.view, 'the match started').toBeTruthy()
      const events = async () => (await swlcgHook(anna))?.events ?? []
      // Through the dark team's first turn (each phase by Béla, then Cili).
      await playMoves(
        pages(),
        async () => ((await swlcgHook(anna))?.view?.turn.number ?? 0) >= 2,
        400,
        Infinity,
        leanMove,
      )
      await expectNothingHidden()
      const segments = (await events()).filter((e) => e === 'segment-began').length
      expect(segments).toBeGreaterThanOrEqual(3)
      await screenshots('turn1', [0, 1, 2, 3])
      // The light team's turn, until the teammate has answered a support request and the turn is over.
      await playMoves(
        pages(),
        async () => {
          const hook = await swlcgHook(anna)
          return (hook?.view?.turn.number ?? 0) >= 3 || !!hook?.view?.result
        },
        600,
        Infinity,
        leanMove,
      )
      const all = await events()
      expect(all).toContain('support-asked')
      expect(all).toContain('support-given')
      await expectNothingHidden()
      // Every seat folds the same match; Dani's lent unit is his again.
      const view = (await swlcgHook(anna))!.view!
      for (const [slot, card] of Object.entries(view.table))
        if (cardFacts(card.card)?.type === 'unit') expect(card.controller, slot).toBe(card.owner)
      await screenshots('turn2', [0, 1, 2, 3])
      expect(layoutProblems, layoutProblems.join('\n')).toEqual([])
    },
  )
})
