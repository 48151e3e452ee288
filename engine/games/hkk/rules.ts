/**
 * The rules switches of Hatalom Kártyái: every place where our sources leave a choice open (analysis §14) is a named
 * switch with a default, so a table can play another reading without a code change. Config `rules` overrides them.
 */
import { payloadError } from '../../core/game'
import { isPlainObject } from '../../core/json'
import type { Json } from '../../core/types'

/** Every switch, with the rule paragraph it reads. */
export type HkkRules = {
  /** 28.6: cards in the starting hand. */
  startingHand: number
  /** 28.6: each player's starting Ép. */
  startingEp: number
  /** 28.9: each player may take one mulligan. */
  mulligan: boolean
  /** 29.3: unspent magic points carry over to the next turn (an inference; the rulebook is silent). */
  vpCarryOver: boolean
  /** 21.15 (ch. 94 missing): reactions resolve last-in-first-out ('lifo') or in order played ('fifo'). */
  reactionOrder: 'lifo' | 'fifo'
  /** 34.1: declaring an attack turns the attacker passive (off: attacking does not passivize). */
  attackPassivizes: boolean
  /** 32.4: most creatures a guard may hold (null: unlimited). */
  guardCapacity: number | null
  /** 38.0 vs 41.4: whose creatures have the defence bonus: the non-active player's (38.0's text). */
  defenceBonusOwner: 'non-active'
  /** 34.11: attacking a passive building is refused ('refused'), or allowed but it takes no damage ('no-damage'). */
  passiveBuildingAttack: 'refused' | 'no-damage'
  /** 28.3: the decider is found by a d6 roll-off, ties rolled again. */
  deciderRollDie: 'd6-reroll-ties'
  /** A§10: both players at ≤0 Ép at once is a draw ('draw') or a win for the non-active player ('non-active'). */
  simultaneousDefeat: 'draw' | 'non-active'
  /** 37.0: the life-saving window opens when something is at ≤0 Ép/Sp ('lethal'; opening it after every hit is not built). */
  lifeSavingWindow: 'lethal'
  /** Windows skip a seat that, on public facts, cannot act (off: every stage waits for both passes). */
  autoPassPublic: boolean
  /** 21.15: after payment the opponent of the player gets reaction priority first (off: the player). */
  opponentReactsFirst: boolean
  /** 21.7.3: optional benefits (optional end-of-turn abilities) are assumed used. */
  optionalBenefitsAssumed: boolean
  /** 26.x: size of the public token pool (the core cannot add a card to a zone, so tokens come from a pool). */
  tokenPool: number
  /** A§14: who sees the extra deck: its owner only. */
  extraDeckVisibility: 'owner'
}

/** The defaults: the readings the docs name. */
export const DEFAULT_RULES: HkkRules = {
  startingHand: 5,
  startingEp: 20,
  mulligan: true,
  vpCarryOver: true,
  reactionOrder: 'lifo',
  attackPassivizes: false,
  guardCapacity: null,
  defenceBonusOwner: 'non-active',
  passiveBuildingAttack: 'refused',
  deciderRollDie: 'd6-reroll-ties',
  simultaneousDefeat: 'draw',
  lifeSavingWindow: 'lethal',
  autoPassPublic: true,
  opponentReactsFirst: true,
  optionalBenefitsAssumed: true,
  tokenPool: 40,
  extraDeckVisibility: 'owner',
}

/** Allowed values of the switches that are not numbers or booleans. */
const CHOICES: Partial<Record<keyof HkkRules, readonly (string | null)[]>> = {
  reactionOrder: ['lifo', 'fifo'],
  defenceBonusOwner: ['non-active'],
  passiveBuildingAttack: ['refused', 'no-damage'],
  deciderRollDie: ['d6-reroll-ties'],
  simultaneousDefeat: ['draw', 'non-active'],
  lifeSavingWindow: ['lethal'],
  extraDeckVisibility: ['owner'],
}

/** Numeric switches and their ranges (null allowed where the default is null). */
const RANGES: Partial<Record<keyof HkkRules, [number, number]>> = {
  startingHand: [0, 20],
  startingEp: [1, 99],
  guardCapacity: [1, 20],
  tokenPool: [0, 200],
}

/** The config's overrides merged over the defaults; an unknown key or bad value throws a PayloadError. */
export function readRules(raw: Json | undefined): HkkRules {
  if (raw === undefined || raw === null) return { ...DEFAULT_RULES }
  if (!isPlainObject(raw)) payloadError('a szabálykapcsolók hibásak.', 'rules must be an object.')
  const out: Record<string, Json> = { ...DEFAULT_RULES }
  for (const [key, value] of Object.entries(raw)) {
    const k = key as keyof HkkRules
    if (!Object.hasOwn(DEFAULT_RULES, k)) payloadError(`ismeretlen szabály: ${key}.`, `unknown rule switch: ${key}.`)
    const def = DEFAULT_RULES[k]
    const range = RANGES[k]
    const ok = CHOICES[k]
      ? CHOICES[k].includes(value as string)
      : range
        ? (value === null && def === null) ||
          (typeof value === 'number' && Number.isInteger(value) && value >= range[0] && value <= range[1])
        : typeof value === typeof def
    if (!ok) payloadError(`hibás érték a(z) ${key} szabálynál.`, `bad value for rule switch ${key}.`)
    out[k] = value as Json
  }
  return out as HkkRules
}
