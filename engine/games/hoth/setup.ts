/**
 * Setting up a battle (rulebook "Előkészületek" and team play): the scenario's board and armies, each player's
 * shuffled command deck (a two-player side splits its 16 cards 8/8 before each adds a leader's 3 cards), the
 * opening hands and the turn order.
 */
import { engineError } from '../../core/errors'
import { createZone, draw, emptyHidden } from '../../core/hidden'
import { cloneJson } from '../../core/json'
import { createRng } from '../../core/random'
import type { EngineError, SeatId } from '../../core/types'
import { ELITE_SQUADRON_FIGURES } from './data/badges'
import { LEADERS, cardInstanceIds, leaderDeck, standardDeck } from './data/cards'
import { scenarioById } from './data/scenarios'
import { STRUCTURE_SPECS } from './data/terrain'
import { unitSpec } from './data/units'
import { zones } from './hand'
import type { HothConfig, HothState, PlayerState, Side, TurnState, UnitState } from './types'

const SIDES: readonly Side[] = ['rebel', 'empire']

/** Why `config` cannot start a game for `seats`, or null when it can. */
export function validateConfig(config: HothConfig, seats: readonly SeatId[]): EngineError | null {
  if (!scenarioById(config?.scenario)) {
    return engineError('unknown-scenario', 'Ismeretlen ütközet.', 'Unknown scenario.')
  }
  const players = Array.isArray(config.players) ? config.players : []
  const seen = new Set<SeatId>()
  for (const p of players) {
    if (!p || typeof p !== 'object' || typeof p.seat !== 'string') {
      return engineError('bad-players', 'Hibás játékoslista.', 'Invalid list of players.')
    }
    if (!seats.includes(p.seat) || seen.has(p.seat) || !SIDES.includes(p.side)) {
      return engineError('bad-players', 'Hibás játékoslista.', 'Invalid list of players.')
    }
    seen.add(p.seat)
    const leader = p.leader ?? null
    if (leader !== null && (LEADERS as Record<string, { side: Side } | undefined>)[leader]?.side !== p.side) {
      return engineError(
        'bad-leader',
        'Ez a vezető nem ehhez az oldalhoz tartozik.',
        'That leader belongs to the other side.',
      )
    }
  }
  // "Ha használjátok a vezetőket, minden játékos válasszon magának egy vezetőt": leaders are all or none.
  const withLeader = players.filter((p) => (p.leader ?? null) !== null).length
  if (withLeader > 0 && withLeader < players.length) {
    return engineError(
      'leaders-all-or-none',
      'Ha vezetőkkel játszotok, minden játékos válasszon egyet.',
      'When leaders are used, every player chooses one.',
    )
  }
  for (const side of SIDES) {
    const team = players.filter((p) => p.side === side)
    if (team.length < 1 || team.length > 2) {
      return engineError('bad-teams', 'Mindkét oldalon 1 vagy 2 játékos kell.', 'Each side needs 1 or 2 players.')
    }
    const leaders = team.map((p) => p.leader ?? null).filter((l) => l !== null)
    if (new Set(leaders).size !== leaders.length) {
      return engineError(
        'same-leader',
        'Egy vezetőt csak egy játékos választhat.',
        'Each leader can be chosen only once.',
      )
    }
  }
  return null
}

/**
 * Turn order by the team rules: 2 players alternate; 4 players go starting P1, other P1, starting P2, other
 * P2; with 3, the solo player plays after each player of the team.
 */
export function turnOrderFor(players: readonly PlayerState[], starts: Side): SeatId[] {
  const team = (side: Side) => players.filter((p) => p.side === side).sort((a, b) => a.teamIndex - b.teamIndex)
  const first = team(starts)
  const second = team(starts === 'rebel' ? 'empire' : 'rebel')
  const out: SeatId[] = []
  const rounds = Math.max(first.length, second.length)
  for (let i = 0; i < rounds; i++) {
    out.push(first[i % first.length]!.seat, second[i % second.length]!.seat)
  }
  return out
}

/** The initial state; throws RangeError with the English reason when `config` is invalid (see validateConfig). */
export function setupHoth(config: HothConfig, seats: SeatId[], entropy: string): HothState {
  const problem = validateConfig(config, seats)
  if (problem) throw new RangeError(problem.reason.en)
  const scenario = scenarioById(config.scenario)!
  const players: PlayerState[] = []
  for (const side of SIDES) {
    config.players
      .filter((p) => p.side === side)
      .forEach((p, i) => players.push({ seat: p.seat, side, teamIndex: i === 0 ? 1 : 2, leader: p.leader ?? null }))
  }

  const units: Record<string, UnitState> = {}
  for (const side of SIDES) {
    const counts: Record<string, number> = {}
    for (const placed of scenario.units[side]) {
      counts[placed.type] = (counts[placed.type] ?? 0) + 1
      const id = `${placed.type}-${counts[placed.type]}`
      const figures = placed.badge === 'elite-squadron' ? ELITE_SQUADRON_FIGURES : unitSpec(placed.type).figures
      const badge = placed.badge ?? null
      units[id] = {
        id,
        type: placed.type,
        side,
        hex: placed.hex,
        figures,
        maxFigures: figures,
        badge,
        deployed: badge === 'e-web',
      }
    }
  }

  let cards = emptyHidden()
  cards = createZone(cards, zones.played, { visibility: 'public' })
  for (const side of SIDES) {
    const team = players.filter((p) => p.side === side)
    const rng = createRng(entropy, `setup/deck/${side}`)
    const standard = rng.shuffle(cardInstanceIds(standardDeck(side)))
    const share = Math.ceil(standard.length / team.length)
    const hand = team.length === 1 ? scenario.hand[side] : Math.ceil(scenario.hand[side] / 2)
    team.forEach((player, i) => {
      const own = standard.slice(i * share, (i + 1) * share)
      const leader = player.leader ? cardInstanceIds(leaderDeck(player.leader)) : []
      const deck = createRng(entropy, `setup/deck/${player.seat}`).shuffle([...own, ...leader])
      cards = createZone(cards, zones.deck(player.seat), { visibility: 'hidden', cards: deck })
      cards = createZone(cards, zones.hand(player.seat), { visibility: 'owner', owner: player.seat })
      cards = createZone(cards, zones.discard(player.seat), { visibility: 'public' })
      for (let n = 0; n < hand; n++) {
        const drawn = draw(cards, zones.deck(player.seat), zones.hand(player.seat))
        if (drawn.ok) cards = drawn.state
      }
    })
  }

  const turnOrder = turnOrderFor(players, scenario.starts)
  const first = players.find((p) => p.seat === turnOrder[0])!
  return {
    scenario: scenario.id,
    players,
    turnOrder,
    terrain: { ...scenario.terrain },
    structures: Object.fromEntries(
      scenario.structures.map((s) => [
        s.id,
        { id: s.id, kind: s.kind, hex: s.hex, hits: STRUCTURE_SPECS[s.kind].hits, destroyed: false },
      ]),
    ),
    units,
    medalHexes: scenario.medalHexes.map((m) => ({ ...m })),
    permanentTaken: [],
    medals: { rebel: [], empire: [] },
    victory: scenario.victory.map((v) => cloneJson(v)),
    noUnitMedalsFor: [...scenario.noUnitMedalsFor],
    structureMedals: scenario.structureMedals,
    cards,
    turn: newTurn(1, 0, first),
    undo: [],
    undoRequest: null,
    result: null,
  }
}

/** A fresh turn for `player` at `index` of the turn order. */
export function newTurn(number: number, index: number, player: PlayerState): TurnState {
  return {
    number,
    index,
    seat: player.seat,
    side: player.side,
    phase: 'play',
    card: null,
    cardSlot: null,
    fallback: false,
    ordered: [],
    moved: {},
    attacked: [],
    breakthroughs: [],
    pending: null,
    skipDraw: false,
  }
}
