/**
 * Balance of the Force 2v2 with local and remote seats mixed, over real WebRTC: Anna's browser holds three seats, the
 * dark #1 and #2 (seats 2 and 3) and the light #2 (seat 4), both teams on one device; Béla's browser holds the light
 * #1 (seat 1). They play through the dark team's first turn into the light team's, until Béla attacks with a unit of
 * his own and one of the light #2's and the light #2 lends it on Anna's device. Each time Anna's page passes to
 * another of its seats a curtain covers it; while the curtain names seat X (and after it is lifted) the page holds
 * nothing of a hand X may not see: no card on the 3D table, no `data-look`, no card title in its text. While the game
 * waits for Béla the device stays with its holder (no hand-over to a seat with nothing to do). Equal state hashes
 * after every move and at the end; no action is refused.
 *
 * The moves are synthetic clicks on the decision panel's buttons (the same handlers a mouse reaches): two
 * software-rendered tables on two cores draw a frame in seconds, and a real click waits for frames. The curtain's
 * cover is checked where a pointer would land.
 */
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { cardFacts, sideOfPlayer } from '../../engine/games/swlcg'
import type { Player, SwlcgView } from '../../engine/games/swlcg'
import { eventually, newRoomCode, openPeer, saveScreenshot, waitFor, waitIdle } from './harness'
import type { HolotableWindow, Peer } from './harness'
import { isFate, nextMove, pagesInSync, swlcgHook } from './swlcgDriver'
import type { Move, SwlcgHook } from './swlcgDriver'
import { useAppAndBrowser } from './useAppAndBrowser'

const shared = useAppAndBrowser()
const room = newRoomCode()
/** Screenshots are taken at 1280 × 800; the pages play in smaller windows (two software-rendered tables). */
const VIEWPORT = { width: 1280, height: 800 }
const PLAYING = { width: 720, height: 450 }
/** Anna's seats (the dark #1 and #2, the light #2) and Béla's (the light #1). */
const ANNA_SEATS = ['s2', 's3', 's4'] as const
const BELA_SEAT = 's1'
let anna: Peer
let bela: Peer

/** The player a seat plays in `view`. */
function playerOf(view: SwlcgView, seat: string | null): Player {
  const player = view.players.find((p) => view.seats[p] === seat)
  if (!player) throw new Error(`seat ${seat} plays nobody`)
  return player
}

const isUnit = (card: string | undefined) => cardFacts(card ?? '')?.type === 'unit'

/** The units `player` has on the table. */
const unitsOf = (view: SwlcgView, player: Player) =>
  Object.values(view.table).filter((c) => c.owner === player && isUnit(c.card))

/**
 * A lean player, so the match reaches the light team's support quickly: a light player keeps only a starting hand
 * with a unit and discards anything but a unit in the draw; the dark team deploys nothing, each light player deploys
 * one unit in their segment (so the light #1 has a unit of their own and one of their teammate's to attack with), the
 * light #1 engages with both, the teammate lends; otherwise the eager player's choices, passing wherever that would
 * deploy or engage again. (A deal can still leave a light player without a unit to deploy: about one match in 150.)
 */
function leanMove(hook: SwlcgHook): Move | null {
  const view = hook.view
  const move = nextMove(hook, isFate)
  if (!view || !move) return move
  const me = playerOf(view, hook.seat)
  const light = sideOfPlayer(me) === 'light'
  const has = (type: string) => hook.legal.some((a) => a.type === type)
  if (light && has('mulligan')) {
    const hand = view.cards.zones[`hand:${me}`]?.slots ?? []
    return { kind: 'button', key: hand.some((slot) => isUnit(view.cards.cards[slot])) ? 'keep-hand:' : 'mulligan:' }
  }
  const slotOf = (action: { payload?: unknown }) => (action.payload as { slot: string }).slot
  if (light && has('draw-discard')) {
    const other = hook.legal.find((a) => a.type === 'draw-discard' && !isUnit(view.cards.cards[slotOf(a)]))
    if (other) return { kind: 'button', key: `draw-discard:${slotOf(other)}` }
  }
  const pass: Move | null = has('pass') ? { kind: 'button', key: 'pass:' } : null
  if (move.kind === 'drag' || (move.kind === 'button' && move.key.startsWith('play:'))) {
    if (!light || unitsOf(view, me).length > 0) return pass ?? move
    // A unit, through the decision panel (the hand row's drag plays the same action).
    const unit = hook.legal.find((a) => a.type === 'play' && isUnit(view.cards.cards[slotOf(a)]))
    return unit ? { kind: 'button', key: `play:${slotOf(unit)}` } : (pass ?? move)
  }
  if (move.kind === 'button' && move.key.startsWith('engage:') && me !== 'light')
    return has('end-conflict') ? { kind: 'button', key: 'end-conflict:' } : move
  return move
}

/** A click as the element's handlers see it, without waiting for an animation frame of the page. */
function press(target: Locator): Promise<void> {
  return target.dispatchEvent('click', undefined, { timeout: 30_000 })
}

/** Makes `move` on `page` through its decision panel. */
async function play(page: Page, move: Move): Promise<void> {
  if (move.kind === 'drag') throw new Error('the lean player deploys through the decision panel')
  if (move.kind === 'button') {
    await press(page.locator(`[data-testid="swlcg-decision"] button[data-action="${move.key}"]`).first())
    return
  }
  const picker = page.getByTestId(`swlcg-picker-${move.type}`)
  for (const slot of move.slots) await press(picker.locator(`button[data-slot="${slot}"]`))
  const confirm = page.getByTestId(`swlcg-confirm-${move.type}`)
  await eventually(() => confirm.isEnabled(), `the ${move.type} picker takes ${move.slots.join(', ')}`)
  await press(confirm)
}

/** The page's state hash (a cheap read: the whole hook carries the view). */
function hashOf(page: Page): Promise<string> {
  return page.evaluate(
    () => (window as unknown as { __holotable?: { swlcg?: { hash: string } } }).__holotable?.swlcg?.hash ?? '',
  )
}

/** Waits until both pages fold the same state. */
async function sameHash(a: Page, b: Page): Promise<void> {
  await eventually(async () => {
    const [x, y] = await Promise.all([hashOf(a), hashOf(b)])
    return x !== '' && x === y
  }, 'both pages fold the same match')
}

/** The identities a seat may know: those its own (engine-redacted) view holds. */
function known(view: SwlcgView): Set<string> {
  return new Set([...Object.values(view.cards.cards), ...Object.values(view.table).map((c) => c.card)])
}

/** The card identities of each player's hand and common reserve, as far as any view seen so far showed them. */
const handsSeen = new Map<Player, Set<string>>()

/** Remembers the faces of every hand and reserve `view` shows. */
function noteHands(view: SwlcgView): void {
  for (const player of view.players) {
    const seen = handsSeen.get(player) ?? new Set<string>()
    for (const zone of [`hand:${player}`, `reserve:${player}`])
      for (const slot of view.cards.zones[zone]?.slots ?? []) {
        const card = view.cards.cards[slot]
        if (card) seen.add(card)
      }
    handsSeen.set(player, seen)
  }
}

/**
 * What the page holds: card identities in its DOM (`data-look`) and on its 3D table, its visible text, the slots of
 * its hand row, and whether the curtain (if up) is what a pointer hits over the decision panel and the hand.
 */
async function pageContents(page: Page): Promise<{ looks: string[]; text: string; hand: string[]; covered: boolean }> {
  return page.evaluate(() => {
    const dom = [...document.querySelectorAll('[data-look]')].map((el) => el.getAttribute('data-look') ?? '')
    const hooks = window as unknown as { __holotable: { objects(): Record<string, { look: string }> } }
    const scene = Object.values(hooks.__holotable.objects()).map((o) => o.look)
    const looks = [...dom, ...scene].map((look) => look.split('|')[0]!).filter((look) => look.startsWith('swlcg/'))
    const hand = [
      ...document.querySelectorAll(
        '[data-testid="swlcg-hand"] ol:not([data-testid="swlcg-reserve"]) button[data-slot]',
      ),
    ].map((button) => button.getAttribute('data-slot') ?? '')
    const covered = ['[data-testid="swlcg-decision"] button', '[data-testid="swlcg-hand"] button'].every((selector) =>
      [...document.querySelectorAll(selector)].every((el) => {
        const r = el.getBoundingClientRect()
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
        return hit === null || hit.closest('[data-testid="swlcg-curtain"]') !== null
      }),
    )
    return { looks, text: document.body.innerText, hand, covered }
  })
}

/**
 * The page of `hook` shows seat `seat` and holds nothing of a hand that seat may not see: every card identity in its
 * DOM and on its table is one the seat's view holds, and no card seen so far in an opponent's hand or reserve (one the
 * seat sees no copy of) has its title in the page's text. The hand row is the seat's own hand; behind a curtain,
 * the curtain covers it and the decision panel.
 */
async function expectOnly(page: Page, hook: SwlcgHook, seat: string, where: string, curtain = false): Promise<void> {
  expect(hook.seat, where).toBe(seat)
  const view = hook.view!
  noteHands(view)
  const me = playerOf(view, seat)
  const allowed = known(view)
  const hidden = new Set<string>()
  for (const [player, cards] of handsSeen)
    if (sideOfPlayer(player) !== sideOfPlayer(me)) for (const card of cards) if (!allowed.has(card)) hidden.add(card)
  const { looks, text, hand, covered } = await pageContents(page)
  for (const look of looks.filter((id) => cardFacts(id) !== undefined))
    expect(allowed.has(look), `${look} on the page of ${seat} (${where})`).toBe(true)
  // Titles: the seat's own known cards' titles are taken out first (one title may hold another).
  const titles = (ids: Iterable<string>) => [...new Set([...ids].map((id) => cardFacts(id)?.title ?? ''))]
  let rest = text
  for (const title of titles(allowed).sort((x, y) => y.length - x.length)) if (title) rest = rest.split(title).join('|')
  for (const title of titles(hidden))
    if (title) expect(rest.includes(title), `"${title}" in the text of ${seat}'s page (${where})`).toBe(false)
  expect(hand, `the hand row of ${seat} (${where})`).toEqual(view.cards.zones[`hand:${me}`]!.slots)
  if (curtain) expect(covered, `the curtain covers the hand and the decisions (${where})`).toBe(true)
}

/** A screenshot of `peer` at 1280 × 800 (then back to the playing window). */
async function screenshot(peer: Peer, label: string): Promise<void> {
  await peer.page.setViewportSize(VIEWPORT)
  await waitIdle(peer.page, 120_000)
  await saveScreenshot(peer.page, `swlcg-teams-hotseat-${label}`)
  await peer.page.setViewportSize(PLAYING)
}

beforeAll(async () => {
  anna = await openPeer(shared.browser, shared.app.url, {
    room,
    name: 'Anna',
    create: true,
    box: 'swlcg-teams',
    wait: 'room',
    viewport: PLAYING,
  })
  bela = await openPeer(shared.browser, shared.app.url, { room, name: 'Béla', wait: 'room', viewport: PLAYING })
}, 240_000)

describe('Star Wars: The Card Game 2v2 hotseat with a remote seat', () => {
  test(
    'one browser plays three seats of both teams behind a curtain, the other the fourth',
    { timeout: 400_000 },
    async () => {
      const a = anna.page
      const b = bela.page
      await b.getByTestId('swlcg-setup').waitFor({ timeout: 60_000 })
      await b.getByRole('button', { name: `Sit in Seat ${BELA_SEAT.slice(1)}` }).click()
      await a.getByTestId('swlcg-setup').waitFor({ timeout: 60_000 })
      await a.getByRole('button', { name: `Sit in Seat ${ANNA_SEATS[0].slice(1)}` }).click()
      for (const seat of ANNA_SEATS.slice(1)) await a.getByTestId(`swlcg-hotseat-${seat}`).click()
      for (const seat of ANNA_SEATS) await a.getByTestId(`swlcg-commit-${seat}`).click({ timeout: 30_000 })
      await b.getByTestId(`swlcg-commit-${BELA_SEAT}`).click({ timeout: 30_000 })
      await waitFor(a, () => !document.querySelector('[data-testid="swlcg-start"]')?.hasAttribute('disabled'), 60_000)
      // The start is a roll Béla's page answers (Anna's own seats answer on her page).
      await a.getByTestId('swlcg-start').click({ noWaitAfter: true })
      await pagesInSync([a, b])
      // The 3D tables are up (a software GPU compiling their shaders can hold every frame for a while).
      for (const page of [a, b])
        await waitFor(page, () => (window as unknown as HolotableWindow).__holotable?.sceneReady === true, 120_000)
      expect((await swlcgHook(a))!.view!.seats).toEqual({ light: 's1', dark: 's2', dark2: 's3', light2: 's4' })

      // Anna's hand-overs (the seat each curtain named), and where the support request was answered.
      const curtains: string[] = []
      let support: { page: string; seat: string | null; after: string | undefined } | null = null
      const trace: string[] = []
      const over = async () => {
        const hook = (await swlcgHook(a))!
        return hook.events.includes('support-given') || hook.view!.turn.number >= 3
      }
      try {
        for (let moves = 0; !(await over());) {
          expect(moves, 'moves before the light team has played its conflicts').toBeLessThan(300)
          // The device changes hands: the page already shows the next seat, covered until its player is ready.
          const curtain = a.getByTestId('swlcg-curtain')
          if (await curtain.isVisible()) {
            const hook = (await swlcgHook(a))!
            const seat = hook.seat!
            trace.push(`curtain ${seat}`)
            // A hand-over only to a seat that has something to decide (not while the game waits for Béla).
            expect(hook.legal.filter((x) => x.type !== 'concede').length, `hand-over to ${seat}`).toBeGreaterThan(0)
            await expectOnly(a, hook, seat, `behind the curtain, hand-over ${curtains.length + 1}`, true)
            // The hand-over to the teammate asked for support is the one worth a picture.
            if (hook.legal.some((x) => x.type === 'answer-support')) await screenshot(anna, 'curtain')
            await press(curtain.getByRole('button'))
            await curtain.waitFor({ state: 'hidden', timeout: 15_000 })
            curtains.push(seat)
            await expectOnly(a, (await swlcgHook(a))!, seat, `after hand-over ${curtains.length}`)
            continue
          }
          let moved = false
          for (const [name, page] of [
            ['Anna', a],
            ['Béla', b],
          ] as const) {
            const hook = await swlcgHook(page)
            if (hook?.view) noteHands(hook.view)
            const move = hook ? leanMove(hook) : null
            if (!move) continue
            trace.push(`${name} ${hook!.seat} ${hook!.view!.turn.step} ${JSON.stringify(move)}`)
            if (move.kind === 'button' && move.key.startsWith('answer-support:'))
              support = { page: name, seat: hook!.seat, after: curtains[curtains.length - 1] }
            await play(page, move)
            await eventually(async () => (await hashOf(page)) !== hook!.hash, `${JSON.stringify(move)} applied`)
            await sameHash(a, b)
            moves++
            moved = true
            break
          }
          if (!moved) await new Promise((r) => setTimeout(r, 100))
        }
      } catch (error) {
        console.log(`the moves and hand-overs so far:\n${trace.join('\n')}`)
        throw error
      }
      const [hookA, hookB] = [(await swlcgHook(a))!, (await swlcgHook(b))!]
      const view = hookA.view!
      if (hookA.events.includes('support-given')) {
        // The light #2 answered on Anna's device, right after it was handed to them.
        expect(support).toEqual({ page: 'Anna', seat: 's4', after: 's4' })
        expect(view.turn.number).toBe(2)
      } else {
        // Only a deal without a unit to deploy for one of the light players leaves no support to ask for.
        const light = view.players.filter((p) => sideOfPlayer(p) === 'light')
        expect(
          light.some((p) => unitsOf(view, p).length === 0),
          'no support asked though both could',
        ).toBe(true)
        console.log('The deal left a light player without a unit: no support to ask for.')
      }
      // Seats of both teams took Anna's device in turn.
      expect(new Set(curtains)).toEqual(new Set(ANNA_SEATS))
      // The same match on both devices; Béla's page shows only what his seat may see.
      expect(hookA.hash).toBe(hookB.hash)
      await expectOnly(b, hookB, BELA_SEAT, "Béla's page")
      // No action was refused (a refusal is a line of the log, the same on both pages).
      expect(hookA.events.filter((e) => e === 'action-refused')).toEqual([])
      expect(hookB.events).toEqual(hookA.events)
      await screenshot(anna, `anna-${hookA.seat}`)
      await screenshot(bela, 'bela')
      expect(anna.errors, anna.errors.join('\n')).toEqual([])
      expect(bela.errors, bela.errors.join('\n')).toEqual([])
    },
  )
})
