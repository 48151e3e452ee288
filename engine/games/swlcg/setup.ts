/**
 * Setting up a 1v1 game (rulebook "Előkészületek", S1–S4 of the analysis): one Light and one Dark player with
 * valid decks, the Balance of the Force on the Light Side, the dial at 0, each deck's objectives and command cards
 * shuffled apart (two shuffles per seat from the logged setup entropy), the affiliation card in play, and 4
 * objectives drawn by each player for the secret choice that opens the game.
 */
import { engineError } from '../../core/errors'
import { createZone, draw, emptyHidden, shuffleZone } from '../../core/hidden'
import { createRng } from '../../core/random'
import type { EngineError, SeatId } from '../../core/types'
import { deckCards, validateDeck } from './data'
import type { DeckList } from './data'
import { SIDES, zones } from './queries'
import { answersFromHand } from './abilities/triggers'
import type { CardState, Side, SwlcgConfig, SwlcgState } from './types'

/** Objectives each player draws at setup (3 are kept face down, 1 goes to the bottom). */
export const SETUP_OBJECTIVES = 4

/** The config's decks by side once it is valid, or the first problem. */
export function validateConfig(
  config: SwlcgConfig,
  seats: readonly SeatId[],
): { ok: true; decks: Record<Side, DeckList>; seats: Record<Side, SeatId> } | { ok: false; error: EngineError } {
  const bad = (hu: string, en: string) => ({ ok: false as const, error: engineError('bad-players', hu, en) })
  const players = Array.isArray(config?.players) ? config.players : []
  if (players.length !== 2)
    return bad(
      'Két játékos kell: egy világos és egy sötét oldali.',
      'Two players are needed: one Light Side and one Dark Side.',
    )
  const decks: Partial<Record<Side, DeckList>> = {}
  const bySide: Partial<Record<Side, SeatId>> = {}
  for (const p of players) {
    if (!p || typeof p !== 'object' || typeof p.seat !== 'string' || !seats.includes(p.seat)) {
      return bad('Hibás játékoslista.', 'Invalid list of players.')
    }
    if (
      (p.side !== 'light' && p.side !== 'dark') ||
      bySide[p.side] !== undefined ||
      Object.values(bySide).includes(p.seat)
    ) {
      return bad(
        'Egy világos és egy sötét oldali játékos kell, két külön helyen.',
        'One Light Side and one Dark Side player are needed, in two seats.',
      )
    }
    const checked = validateDeck(p.deck, { side: p.side })
    if (!checked.ok) return checked
    decks[p.side] = checked.deck
    bySide[p.side] = p.seat
  }
  return { ok: true, decks: decks as Record<Side, DeckList>, seats: bySide as Record<Side, SeatId> }
}

function entry(card: string, owner: Side): CardState {
  return { card, owner, controller: owner, focus: 0, damage: 0, shield: 0, committed: false, host: null }
}

/** The initial state; throws RangeError with the English reason when `config` is invalid (see validateConfig). */
export function setupSwlcg(config: SwlcgConfig, seats: SeatId[], entropy: string): SwlcgState {
  const valid = validateConfig(config, seats)
  if (!valid.ok) throw new RangeError(valid.error.reason.en)
  let cards = emptyHidden()
  const table: SwlcgState['table'] = {}
  const answerable: SwlcgState['answerable'] = { dark: [], light: [] }
  for (const side of SIDES) {
    const list = deckCards(valid.decks[side])
    answerable[side] = [...new Set(list.command.filter(answersFromHand))]
    const back = `swlcg/back-${side}`
    cards = createZone(cards, zones.deck(side), { visibility: 'hidden', cards: list.command, back })
    cards = createZone(cards, zones.objectiveDeck(side), { visibility: 'hidden', cards: list.objectives, back })
    cards = shuffleZone(cards, zones.deck(side), createRng(entropy, `swlcg/deck:${side}`))
    cards = shuffleZone(cards, zones.objectiveDeck(side), createRng(entropy, `swlcg/objectives:${side}`))
    for (const [zone, visibility] of [
      [zones.hand(side), 'owner'],
      [zones.setup(side), 'owner'],
      [zones.edge(side), 'owner'],
      [zones.objectives(side), 'public'],
      [zones.discard(side), 'public'],
      [zones.resolving(side), 'public'],
      [zones.victory(side), 'public'],
    ] as const) {
      cards = createZone(cards, zone, { visibility, owner: visibility === 'owner' ? valid.seats[side] : null })
    }
    cards = createZone(cards, zones.play(side), { visibility: 'public', cards: [list.affiliation] })
    const affiliationSlot = cards.zones[zones.play(side)]!.slots[0]!
    table[affiliationSlot] = entry(list.affiliation, side)
    for (let i = 0; i < SETUP_OBJECTIVES; i++) {
      const drawn = draw(cards, zones.objectiveDeck(side), zones.setup(side), 'bottom')
      if (!drawn.ok) throw new RangeError('an objective deck has fewer than 4 objectives')
      cards = drawn.state
    }
  }
  cards = createZone(cards, zones.captured(), { visibility: 'hidden' })
  return {
    seats: valid.seats,
    affiliation: { dark: valid.decks.dark.affiliation, light: valid.decks.light.affiliation },
    options: { mulligan: config.mulligan ?? true },
    cards,
    table,
    balance: 'light',
    dial: 0,
    turn: {
      number: 0,
      active: 'dark',
      phase: 'setup',
      step: 'choose-objectives',
      after: null,
      priority: 'dark',
      passes: 0,
      limited: { dark: false, light: false },
      played: { dark: [], light: [] },
      used: [],
      reserveCut: { dark: 0, light: 0 },
      engaged: [],
      ready: { dark: false, light: false },
    },
    engagement: null,
    prompt: null,
    windows: [],
    queue: [],
    fates: [],
    lasting: [],
    ability: null,
    suspended: [],
    answerable,
    captives: {},
    result: null,
    undo: null,
  }
}
