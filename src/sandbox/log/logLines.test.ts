import { describe, expect, it } from 'vitest'
import { createFold, type FoldEntry } from '../../../engine/core/fold'
import type { Action, SeatId } from '../../../engine/core/types'
import { tabletop, type TabletopConfig, type TabletopState } from '../../../engine/games/tabletop'
import type { Language } from '../../lib/language'
import { logLines, type LogEntryRef, type SandboxLogLine } from './logLines'
import { unreadCount } from './unread'
import { slotGet } from '../../../engine'

const SEATS = ['s1', 's2', 's3']
const NAMES = { s1: 'Anna', s2: 'Béla', s3: 'Cili' }
/** Card ids whose display names are easy to spot in a sentence. */
const DECK = Array.from({ length: 30 }, (_, i) => `test/c${String(i).padStart(2, '0')}#1`)
const cardName = (id: string) => `Card${id.slice(6, 8)}`
const CONFIG: TabletopConfig = {
  piles: [
    { pile: 'deck', name: 'Deck', kind: 'deck', x: 0, z: 0, cards: DECK, shuffle: true },
    { pile: 'disc', name: 'Discard', kind: 'discard', x: 2, z: 0, cards: [] },
  ],
}
const hex = (n: number) => n.toString(16).padStart(32, '0')

/** A table folded over a log that grows by `act`, with the entries logLines needs. */
function table() {
  const fold = createFold(tabletop, { config: CONFIG, seats: SEATS, entropy: hex(1) })
  const entries: LogEntryRef[] = []
  const counts = new Map<SeatId, number>()
  let entropy = 2
  const act = (seat: SeatId, type: string, payload: unknown, withEntropy = false) => {
    const action = { type, payload, ...(withEntropy ? { entropy: hex(entropy++) } : {}) } as Action
    const n = counts.get(seat) ?? 0
    counts.set(seat, n + 1)
    entries.push({ seat, n, type })
    fold.append({ seat, action } as FoldEntry)
  }
  const lines = (lang: Language): SandboxLogLine[] =>
    logLines(fold.steps, entries, { lang, names: NAMES, piles: { deck: 'Deck', disc: 'Discard' }, cardName })
  const hand = (seat: SeatId) => (fold.state as TabletopState).cards.zones[`hand:${seat}`]!.slots
  return { fold, act, lines, hand }
}

describe('logLines over a real tabletop', () => {
  it("never names a card in a seat's private draw or face-down play, in either language", () => {
    const t = table()
    t.act('s1', 'shuffle', { pile: 'deck' }, true)
    t.act('s1', 'deal', { pile: 'deck', count: 3, seats: SEATS })
    t.act('s2', 'draw', { pile: 'deck', count: 2 })
    t.act('s2', 'reorder-hand', { slots: [...t.hand('s2')].reverse() })
    t.act('s2', 'play', { slot: t.hand('s2')[0], x: 1, z: 1, faceUp: false })
    t.act('s2', 'move', { slot: t.hand('s2')[0], to: { table: { x: 2, z: 1, faceUp: false } } })
    t.act('s3', 'move', { slot: t.hand('s3')[0], to: { pile: 'deck', position: 'top' } })
    t.act('s1', 'search', { pile: 'deck' })
    t.act('s1', 'end-search', { shuffle: false })
    t.act('s1', 'cut', { pile: 'deck', at: 5 })
    expect(t.fold.steps.every((s) => s.ok)).toBe(true)
    for (const lang of ['en', 'hu'] as const) {
      const lines = t.lines(lang)
      expect(lines.length).toBeGreaterThanOrEqual(9)
      for (const line of lines) {
        expect(line.text).not.toMatch(/Card\d\d|test\/c/)
      }
    }
    expect(t.lines('en').map((l) => l.text)).toEqual([
      'Anna shuffled “Deck” (30 cards).',
      'Anna dealt 3 cards each from “Deck” to Anna, Béla, and Cili.',
      'Béla drew 2 cards from “Deck”.',
      'Béla rearranged their hand.',
      'Béla played a card face down.',
      'Béla moved a card from their hand onto the table.',
      'Cili moved a card from their hand onto “Deck”.',
      'Anna is searching “Deck” (20 cards).',
      'Anna finished searching “Deck”.',
      'Anna cut “Deck” (5 cards to the bottom).',
    ])
  })

  it('names a card once everyone may see it, and keeps naming it on later lines', () => {
    const t = table()
    t.act('s1', 'draw', { pile: 'deck', count: 1 })
    const slot = t.hand('s1')[0]!
    const card = slotGet((t.fold.state as TabletopState).cards.secrets, slot) as string
    t.act('s1', 'play', { slot, x: 0, z: 0, faceUp: false })
    t.act('s2', 'flip', { slot })
    t.act('s2', 'rotate', { slot, quarter: 1 })
    t.act('s3', 'counter', { slot, name: 'damage', delta: 2 })
    t.act('s3', 'move', { slot, to: { pile: 'disc', position: 'top' } })
    const texts = t.lines('en').map((l) => l.text)
    const name = cardName(card)
    expect(texts).toEqual([
      'Anna drew a card from “Deck”.',
      'Anna played a card face down.',
      `Béla turned “${name}” face up.`,
      `Béla tapped “${name}” (90°).`,
      `Cili set damage on “${name}” to 2.`,
      `Cili moved “${name}” from the table onto “Discard”.`,
    ])
    expect(t.lines('hu').map((l) => l.text)[2]).toBe(`Béla felfordította a „${name}” lapot.`)
  })

  it('turns refused entries into lines with the reason in the reader’s language', () => {
    const t = table()
    t.act('s1', 'draw', { pile: 'deck', count: 30 })
    t.act('s2', 'draw', { pile: 'deck', count: 1 })
    t.act('s2', 'flip', { slot: 'slot:99999' })
    const en = t.lines('en')
    expect(en.map((l) => l.type)).toEqual(['drew', 'action-refused', 'action-refused'])
    expect(en[1]!.text).toBe(
      "Béla's action was refused (draw): The pile holds 0 cards, 1 are needed (someone may have drawn meanwhile).",
    )
    expect(en[1]!.seat).toBe('s2')
    expect(t.lines('hu')[1]!.text).toBe(
      'Béla lépését elutasította az asztal (húzás): A pakliban 0 lap van, 1 kellene (talán valaki közben húzott belőle).',
    )
  })

  it('says what was rolled and who rolled it', () => {
    const t = table()
    t.act(
      's3',
      'roll',
      {
        dice: [
          { id: 'die-1', kind: 'd6' },
          { id: 'coin-1', kind: 'coin' },
        ],
      },
      true,
    )
    const [line] = t.lines('en')
    expect(line!.type).toBe('rolled')
    expect(line!.text).toMatch(/^Cili rolled: [1-6] \(d6\), (heads|tails) \(coin\)\.$/)
  })

  it('collapses runs of the same small move into one line with a count, keyed stably', () => {
    const t = table()
    for (let i = 0; i < 3; i++) t.act('s1', 'move-pile', { pile: 'deck', x: i, z: 0 })
    t.act('s2', 'move-pile', { pile: 'deck', x: 9, z: 0 })
    t.act('s1', 'draw', { pile: 'deck', count: 1 })
    const lines = t.lines('en')
    expect(lines.map((l) => [l.text, l.repeat, l.minor])).toEqual([
      ['Anna moved “Deck”.', 3, true],
      ['Béla moved “Deck”.', 1, true],
      ['Anna drew a card from “Deck”.', 1, false],
    ])
    expect(lines.map((l) => l.key)).toEqual(['s1/2.0', 's2/0.0', 's1/3.0'])
  })

  it('uses the name a pile was put down with, and only the newest entries when limited', () => {
    const t = table()
    t.act('s1', 'add-pile', { pile: 'extra', name: 'Reserve', kind: 'deck', x: 4, z: 0, cards: ['a', 'b'] })
    t.act('s1', 'draw', { pile: 'extra', count: 1 })
    expect(t.lines('en').map((l) => l.text)).toEqual([
      'Anna put down “Reserve” (2 cards).',
      'Anna drew a card from “Reserve”.',
    ])
    const limited = logLines(
      t.fold.steps,
      [
        { seat: 's1', n: 0, type: 'add-pile' },
        { seat: 's1', n: 1, type: 'draw' },
      ],
      {
        lang: 'en',
        names: NAMES,
        piles: {},
      },
      1,
    )
    expect(limited.map((l) => l.text)).toEqual(['Anna drew a card from “Reserve”.'])
  })
})

describe('unreadCount', () => {
  const line = (key: string, seat: string, minor = false): SandboxLogLine => ({
    key,
    seat,
    minor,
    text: key,
    type: 'drew',
    repeat: 1,
  })

  it('counts new lines by others, leaving out small moves and lines already seen', () => {
    const lines = [line('a', 's2'), line('b', 's2'), line('c', 's1'), line('d', 's2', true), line('e', 's3')]
    expect(unreadCount(lines, new Set(['a']), ['s1'])).toBe(2)
    expect(unreadCount(lines, new Set(), [])).toBe(4)
  })
})
