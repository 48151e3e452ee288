/**
 * Star Wars: The Card Game with a friend over real WebRTC, through the UI: Anna creates a rules room, Béla joins,
 * they sit, each locks in a starter deck (only its commitment is shared until both have), the decks are revealed
 * and the match starts; then both play through the Dark Side's and the Light Side's first turns — objectives,
 * mulligans, deployment, an engagement with an edge battle (its stacks then face up on the table with the Force
 * each counted), a fate card and strikes (the icons that count lit on the cards) — by clicking the decision
 * panel's buttons and dragging cards from the hand onto the table to deploy them (the canvas is not clicked: the
 * panel offers every move the table's card menus do), with equal state hashes after every move. Béla reloads
 * mid-game and comes back to his seat and the same state; Anna's page never holds the names of the cards in Béla's
 * hand. Anna concedes, and a rematch takes both to a new room.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import {
  eventually,
  newRoomCode,
  openPeer,
  reloadPeer,
  renderInfo,
  saveScreenshot,
  waitIdle,
  type Peer,
} from './harness'
import { cardFacts } from '../../engine/games/swlcg'
import { pagesInSync, playMoves, sitCommitStart, swlcgHook } from './swlcgDriver'
import { useAppAndBrowser } from './useAppAndBrowser'

const shared = useAppAndBrowser()
const room = newRoomCode()
const VIEWPORT = { width: 1280, height: 800 }
let a: Peer
let b: Peer

const pages = () => [a.page, b.page]
const inSync = () => pagesInSync(pages())
const play = (done: () => Promise<boolean>, maxMoves: number) => playMoves(pages(), done, maxMoves)

/** The event types of the match so far (Anna's page's game log). */
async function eventTypes(): Promise<string[]> {
  return (await swlcgHook(a.page))?.events ?? []
}

beforeAll(async () => {
  a = await openPeer(shared.browser, shared.app.url, {
    room,
    name: 'Anna',
    create: true,
    box: 'swlcg-rules',
    wait: 'room',
    viewport: VIEWPORT,
  })
  b = await openPeer(shared.browser, shared.app.url, { room, name: 'Béla', wait: 'room', viewport: VIEWPORT })
})

describe('Star Wars: The Card Game at the table', () => {
  test('both choose a deck in secret, then the match starts', async () => {
    for (const p of [a, b]) await p.page.getByTestId('swlcg-setup').waitFor({ timeout: 60_000 })
    await saveScreenshot(a.page, 'swlcg-setup-empty')
    const hash = await sitCommitStart(a.page, b.page, async () => {
      // Béla's commitment reaches Anna, and nothing of his deck does: not its affiliation, not a reveal.
      await eventually(
        async () => ((await swlcgHook(a.page))?.choices.s2?.commit ? true : null),
        "Béla's commitment at Anna's",
        30_000,
      )
      const annaDoc = await a.page.evaluate(() =>
        JSON.stringify(
          (
            window as unknown as { __holotable?: { room?: { doc: { toJSON(): unknown } } } }
          ).__holotable?.room?.doc.toJSON(),
        ),
      )
      expect(annaDoc).toContain('commit-choice')
      expect(annaDoc).not.toMatch(/sith|reveal-choice/)
      await saveScreenshot(b.page, 'swlcg-setup-locked')
      await saveScreenshot(a.page, 'swlcg-setup-picker')
    })
    expect(hash).toMatch(/^[0-9a-f]+$/)
    await saveScreenshot(a.page, 'swlcg-start-light')
    await saveScreenshot(b.page, 'swlcg-start-dark')
  })

  // Hundreds of moves through the UI, each waiting for both pages to agree: minutes on a small machine.
  test(
    'both play the first two turns: deployment by dragging, an engagement with an edge battle, a fate card and a strike',
    { timeout: 900_000 },
    async () => {
      const turn = async () => (await swlcgHook(a.page))?.view?.turn.number ?? 0
      // On Anna's 3D table: a revealed edge stack lying face up with the Force it counted, and during strikes an
      // engaged unit's card lighting the icons that count (an emphasis look, 'card|unitDamage,…').
      let fanned = false
      let lit = false
      const lookAtTable = async () => {
        const objects = await a.page.evaluate(() =>
          Object.values(
            (
              window as unknown as { __holotable: { objects(): Record<string, { look: string; label?: string }> } }
            ).__holotable.objects(),
          ),
        )
        fanned ||= objects.some((o) => o.look !== '' && /^Force \d/.test(o.label ?? ''))
        lit ||= objects.some((o) => o.look.includes('|unitDamage'))
      }
      const seen = async () => {
        await lookAtTable()
        const types = new Set(await eventTypes())
        const all = ['played', 'engaged', 'edge-placed', 'edge-won', 'fate-resolved', 'strike'].every((t) =>
          types.has(t),
        )
        return all && fanned && lit
      }
      // Through the Dark Side's first turn, then Béla reloads and comes back to the same seat and state.
      await play(async () => (await turn()) >= 2, 150)
      await saveScreenshot(a.page, 'swlcg-turn2-light')
      await saveScreenshot(b.page, 'swlcg-turn2-dark')
      const before = await inSync()
      await reloadPeer(b, 'room')
      const back = await eventually(
        async () => {
          const hook = await swlcgHook(b.page)
          return hook?.hash === before ? hook : null
        },
        'Béla back at the same state',
        60_000,
      )
      expect(back.seat).toBe('s2')
      // The Light Side's first turn, and more turns until an edge battle had a fate card (a shuffle may hide them).
      await play(async () => (await turn()) >= 3 && (await seen()), 600)
      expect(await seen()).toBe(true)
      expect({ fanned, lit }).toEqual({ fanned: true, lit: true })
      await inSync()
      await saveScreenshot(a.page, 'swlcg-played-light')
      await saveScreenshot(b.page, 'swlcg-played-dark')
      // The whole table is a handful of draw calls however many cards lie on it (instanced cards and tokens).
      const view = (await swlcgHook(a.page))!.view!
      const onTable = Object.keys(view.table).length
      for (const p of [a, b]) {
        await waitIdle(p.page)
        const info = await renderInfo(p.page)
        console.log(`SWLCG table, ${onTable} cards in play: ${info.calls} draw calls, ${info.triangles} triangles`)
        expect(info.calls).toBeGreaterThan(0)
        expect(info.calls).toBeLessThanOrEqual(30)
      }
    },
  )

  test("Anna's page never names a card in Béla's hand", async () => {
    const bela = (await swlcgHook(b.page))!.view!
    const anna = (await swlcgHook(a.page))!.view!
    const visible = new Set(Object.values(anna.cards.cards).map((id) => cardFacts(id)?.title))
    for (const card of Object.values(anna.table)) visible.add(cardFacts(card.card)?.title)
    const hidden = (bela.cards.zones['hand:dark']?.slots ?? [])
      .map((slot) => cardFacts(bela.cards.cards[slot] ?? '')?.title)
      .filter((title): title is string => typeof title === 'string' && !visible.has(title))
      // A hidden title inside a visible one ("Interrogation" in "Interrogation Droid") is no leak.
      .filter((title) => ![...visible].some((shown) => shown?.includes(title)))
    const html = await a.page.evaluate(() => document.documentElement.outerHTML)
    const log = await a.page.evaluate(() => document.querySelector('.swlcg-log')?.textContent ?? '')
    for (const title of hidden) {
      expect(html, title).not.toContain(title)
      expect(log, title).not.toContain(title)
    }
    // Nor do the scene's objects: Béla's hand lies on Anna's table as backs.
    for (const slot of bela.cards.zones['hand:dark']?.slots ?? []) expect(anna.cards.cards[slot]).toBeUndefined()
  })

  test('a concession ends the match for both, and a rematch takes both to a new room', async () => {
    await a.page.getByRole('button', { name: 'Concede' }).click()
    for (const p of [a, b]) await p.page.getByTestId('swlcg-victory').waitFor({ timeout: 30_000 })
    await expect.poll(async () => (await swlcgHook(b.page))?.view?.result?.winner).toBe('dark')
    await saveScreenshot(b.page, 'swlcg-victory-dark')
    await a.page.getByTestId('swlcg-rematch-start').click()
    await b.page.getByTestId('swlcg-rematch').getByRole('button').click()
    for (const p of [a, b]) await p.page.getByTestId('swlcg-setup').waitFor({ timeout: 60_000 })
    const codes = await Promise.all([a, b].map((p) => p.page.evaluate(() => location.hash)))
    expect(codes[0]).toBe(codes[1])
    expect(codes[0]).not.toContain(room)
  })
})
