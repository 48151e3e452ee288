/**
 * Setup: the config checked (typed errors), then per seat a hidden deck shuffled with the setup entropy, an owner-only
 * hand and extra deck, public discard, reserve, guard and field, the shared public limbo and token pool; the
 * starting hands dealt (28.8) and the roll-off for the decider waiting (28.3).
 */
import { createZone, draw, emptyHidden, shuffleZone } from '../../core/hidden'
import type { HiddenState } from '../../core/hidden'
import { createRng } from '../../core/random'
import { isPlainObject } from '../../core/json'
import { PayloadError } from '../../core/game'
import type { EngineError, Json, SeatId } from '../../core/types'
import { validateCardDef } from './data/validate'
import { hkkErrors } from './errors'
import { PLAYERS, zones } from './queries'
import { readRules } from './rules'
import type { HkkRules } from './rules'
import type { HkkConfig, HkkState, Player } from './types'

/** The public back of every HKK card. */
export const HKK_BACK = 'hkk/back'

/** Checks a config: two non-empty decks (≤ 200 cards) of known defs, valid rule switches. */
export function validateConfig(config: unknown): { ok: true; rules: HkkRules } | { ok: false; error: EngineError } {
  const bad = (hu: string, en: string) => ({ ok: false as const, error: hkkErrors.badConfig(hu, en) })
  if (!isPlainObject(config) || !isPlainObject(config.decks) || !isPlainObject(config.defs)) {
    return bad('a pakli- és lapleírás hiányzik.', 'decks and defs are required.')
  }
  for (const p of PLAYERS) {
    const deck = config.decks[p]
    if (!Array.isArray(deck) || deck.length === 0) return bad(`üres pakli (${p}).`, `empty deck (${p}).`)
    if (deck.length > 200) return bad(`túl nagy pakli (${p}).`, `deck too large (${p}).`)
    for (const id of deck) {
      if (typeof id !== 'string' || !Object.hasOwn(config.defs, id)) {
        const shown = String(id).slice(0, 40)
        return bad(`ismeretlen lap a paklidban: ${shown}.`, `unknown card in deck: ${shown}.`)
      }
    }
  }
  // Every definition passes the closed vocabulary check (data/validate.ts): a peer may send anything.
  for (const [id, def] of Object.entries(config.defs)) {
    const v = validateCardDef(def)
    if ('errors' in v)
      return bad(
        `hibás lap (${id.slice(0, 40)}): ${v.errors[0]!.hu}`,
        `bad card (${id.slice(0, 40)}): ${v.errors[0]!.en}`,
      )
    if (v.def.id !== id)
      return bad(`a lap azonosítója eltér: ${id.slice(0, 40)}.`, `card id mismatch: ${id.slice(0, 40)}.`)
  }
  try {
    return { ok: true, rules: readRules(config.rules as Json | undefined) }
  } catch (err) {
    if (err instanceof PayloadError) return bad(err.reason.hu, err.reason.en)
    throw err
  }
}

/** The initial state; throws RangeError with the English reason when `config` is invalid (see validateConfig). */
export function setupHkk(config: HkkConfig, seats: SeatId[], entropy: string): HkkState {
  const valid = validateConfig(config)
  if (!valid.ok) throw new RangeError(valid.error.reason.en)
  if (seats.length < 2) throw new RangeError('Hatalom Kártyái needs two seats.')
  const rules = valid.rules
  const seatOf: Record<Player, SeatId> = { p1: seats[0]!, p2: seats[1]! }
  let cards: HiddenState = emptyHidden()
  for (const p of PLAYERS) {
    const seat = seatOf[p]
    const deck = config.decks[p].map((id, i) => `${id}#${p}.${i + 1}`)
    cards = createZone(cards, zones.deck(p), { visibility: 'hidden', cards: deck, back: HKK_BACK })
    cards = shuffleZone(cards, zones.deck(p), createRng(entropy, `setup/deck/${p}`))
    cards = createZone(cards, zones.hand(p), { visibility: 'owner', owner: seat })
    cards = createZone(cards, zones.extra(p), { visibility: 'owner', owner: seat })
    for (const z of [zones.discard(p), zones.reserve(p), zones.guard(p), zones.field(p)]) {
      cards = createZone(cards, z, { visibility: 'public' })
    }
  }
  cards = createZone(cards, zones.limbo, { visibility: 'public' })
  const pool = Array.from({ length: rules.tokenPool }, (_, i) => `hkk/token#${i + 1}`)
  cards = createZone(cards, zones.tokens, { visibility: 'public', cards: pool })
  // 28.8: both draw their starting hands.
  for (const p of PLAYERS) {
    for (let i = 0; i < rules.startingHand; i++) {
      const r = draw(cards, zones.deck(p), zones.hand(p))
      if (!r.ok) break
      cards = r.state
    }
  }
  const answerable = (p: Player) =>
    config.decks[p].some((id) => {
      const def = config.defs[id]!
      return def.timing !== 'main' || def.abilities.some((a) => a.trigger === 'activated' && a.timing !== 'main')
    })
  const player = () => ({ ep: rules.startingEp, vp: 0, turns: 0, regenBonus: 0, costMod: 0, mulliganed: false })
  const defs: HkkState['defs'] = {}
  // Every def the config brings (decks name some; tests and effects may name others); all are public.
  for (const [id, def] of Object.entries(config.defs)) defs[id] = def
  return {
    seats: seatOf,
    rules,
    defs,
    answerable: { p1: answerable('p1'), p2: answerable('p2') },
    cards,
    perms: {},
    players: { p1: player(), p2: player() },
    start: { decider: null, rolls: [] },
    turn: {
      number: 0,
      active: 'p1',
      stage: 'roll-off',
      priority: 'p1',
      passes: 0,
      passedTurn: false,
      cut: false,
      declared: false,
      struck: false,
    },
    stack: [],
    announced: null,
    window: null,
    queue: [],
    pending: null,
    combat: null,
    result: null,
  }
}
