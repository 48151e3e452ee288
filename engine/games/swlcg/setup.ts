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
import { deckCards, teamDeckError, validateDeck } from './data'
import type { DeckList } from './data'
import { eachPlayer, PLAYERS, sideOfPlayer, SIDES, teamOf, zones } from './queries'
import { answersFromHand } from './abilities/triggers'
import type { CardState, PerPlayer, Player, Side, SwlcgConfig, SwlcgState } from './types'

/** Objectives each player draws at setup (3 are kept face down, 1 goes to the bottom). */
export const SETUP_OBJECTIVES = 4

/** A player's id from its side and place in the team (#2 of a team is 'dark2' or 'light2'). */
function playerId(side: Side, order: 1 | 2): Player {
  return order === 1 ? side : side === 'dark' ? 'dark2' : 'light2'
}

/** The config's players with their decks and seats once it is valid (in `PLAYERS` order), or the first problem. */
export function validateConfig(
  config: SwlcgConfig,
  seats: readonly SeatId[],
):
  | { ok: true; players: Player[]; decks: PerPlayer<DeckList>; seats: PerPlayer<SeatId> }
  | { ok: false; error: EngineError } {
  const bad = (hu: string, en: string) => ({ ok: false as const, error: engineError('bad-players', hu, en) })
  const players = Array.isArray(config?.players) ? config.players : []
  if (players.length !== 2 && players.length !== 4)
    return bad(
      'Két játékos kell (egy világos és egy sötét oldali), vagy csapatjátékhoz négy (kettő-kettő oldalanként).',
      'Two players are needed (one Light Side, one Dark Side), or four for a team game (two a side).',
    )
  const team = players.length === 4
  const decks: PerPlayer<DeckList> = {}
  const bySeat: PerPlayer<SeatId> = {}
  for (const p of players) {
    if (!p || typeof p !== 'object' || typeof p.seat !== 'string' || !seats.includes(p.seat)) {
      return bad('Hibás játékoslista.', 'Invalid list of players.')
    }
    const order = team ? p.order : 1
    if ((p.side !== 'light' && p.side !== 'dark') || (order !== 1 && order !== 2)) {
      return bad(
        'Minden játékosnak oldal kell (és csapatjátékban sorszám: 1 vagy 2).',
        'Every player needs a side (and in a team game a place in the team: 1 or 2).',
      )
    }
    const id = playerId(p.side, order)
    if (bySeat[id] !== undefined || Object.values(bySeat).includes(p.seat)) {
      return team
        ? bad(
            'Oldalanként egy első és egy második játékos kell, négy külön helyen.',
            'Each side needs a first and a second player, in four seats.',
          )
        : bad(
            'Egy világos és egy sötét oldali játékos kell, két külön helyen.',
            'One Light Side and one Dark Side player are needed, in two seats.',
          )
    }
    // A multiplayer deck holds at least ten objective sets: the 8-set starters are 1v1 presets [B: deck building].
    const checked = validateDeck(p.deck, { side: p.side, allowStarter: !team })
    if (!checked.ok) return checked
    decks[id] = checked.deck
    bySeat[id] = p.seat
  }
  const order = PLAYERS.filter((id) => bySeat[id] !== undefined)
  if (team) {
    for (const side of SIDES) {
      const error = teamDeckError(order.filter((id) => sideOfPlayer(id) === side).map((id) => decks[id]!))
      if (error) return { ok: false, error }
    }
  }
  return { ok: true, players: order, decks, seats: bySeat }
}

function entry(card: string, owner: Player): CardState {
  return { card, owner, controller: owner, focus: 0, damage: 0, shield: 0, committed: false, host: null }
}

/** The initial state; throws RangeError with the English reason when `config` is invalid (see validateConfig). */
export function setupSwlcg(config: SwlcgConfig, seats: SeatId[], entropy: string): SwlcgState {
  const valid = validateConfig(config, seats)
  if (!valid.ok) throw new RangeError(valid.error.reason.en)
  let cards = emptyHidden()
  const table: SwlcgState['table'] = {}
  const answerable: SwlcgState['answerable'] = {}
  const team = valid.players.length === 4
  for (const player of valid.players) {
    const side = sideOfPlayer(player)
    const list = deckCards(valid.decks[player]!)
    answerable[player] = [...new Set(list.command.filter(answersFromHand))]
    const back = `swlcg/back-${side}`
    const seat = valid.seats[player]!
    // Teammates may look at each other's hands and reserves and talk over their objectives [B:237-240].
    const viewers = valid.players.filter((p) => sideOfPlayer(p) === side).map((p) => valid.seats[p]!)
    const own = team
      ? ({ visibility: 'seats', viewers, owner: seat } as const)
      : ({ visibility: 'owner', owner: seat } as const)
    cards = createZone(cards, zones.deck(player), { visibility: 'hidden', cards: list.command, back })
    cards = createZone(cards, zones.objectiveDeck(player), { visibility: 'hidden', cards: list.objectives, back })
    cards = shuffleZone(cards, zones.deck(player), createRng(entropy, `swlcg/deck:${player}`))
    cards = shuffleZone(cards, zones.objectiveDeck(player), createRng(entropy, `swlcg/objectives:${player}`))
    cards = createZone(cards, zones.hand(player), own)
    cards = createZone(cards, zones.setup(player), own)
    if (team) cards = createZone(cards, zones.reserve(player), own)
    cards = createZone(cards, zones.edge(player), { visibility: 'owner', owner: seat })
    for (const zone of [zones.objectives, zones.discard, zones.resolving, zones.victory]) {
      cards = createZone(cards, zone(player), { visibility: 'public' })
    }
    cards = createZone(cards, zones.play(player), { visibility: 'public', cards: [list.affiliation] })
    const affiliationSlot = cards.zones[zones.play(player)]!.slots[0]!
    table[affiliationSlot] = entry(list.affiliation, player)
    for (let i = 0; i < SETUP_OBJECTIVES; i++) {
      const drawn = draw(cards, zones.objectiveDeck(player), zones.setup(player), 'bottom')
      if (!drawn.ok) throw new RangeError('an objective deck has fewer than 4 objectives')
      cards = drawn.state
    }
  }
  for (const owner of teamOf(valid, 'light')) cards = createZone(cards, zones.captured(owner), { visibility: 'hidden' })
  const perPlayer = <T>(value: (player: Player) => T) => eachPlayer(valid, value)
  return {
    players: valid.players,
    seats: valid.seats,
    affiliation: perPlayer((p) => valid.decks[p]!.affiliation),
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
      limited: perPlayer(() => false),
      played: perPlayer(() => []),
      used: [],
      reserveCut: perPlayer(() => 0),
      engaged: [],
      ready: perPlayer(() => false),
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
    edgeOwners: {},
    result: null,
    undo: null,
  }
}
