/**
 * TEST-ONLY card definitions written inline, so every window (reactions, life-saving, combat abilities, tokens, dice,
 * turn cuts) is testable without the demo set. Names are ours and plain.
 */
import type { Def } from '../types'

/** A creature: `damage`/`ep`, cost, extra fields. */
function creature(id: string, damage: number, ep: number, cost: number, extra: Partial<Def> = {}): Def {
  return {
    id: `hkk-user/test-${id}`,
    name: { hu: id, en: id },
    type: 'monster',
    colour: 'wild',
    cost,
    costKind: 'vp',
    damage,
    ep,
    timing: 'main',
    abilities: [],
    ...extra,
  }
}

/** A spell with `abilities`. */
function spell(id: string, cost: number | 'X', abilities: Def['abilities'], extra: Partial<Def> = {}): Def {
  return {
    id: `hkk-user/test-${id}`,
    name: { hu: id, en: id },
    type: 'spell',
    colour: 'ember',
    cost,
    costKind: 'vp',
    timing: 'main',
    abilities,
    ...extra,
  }
}

const anyCreature = { kind: 'creature', side: 'any' } as const

/** Every test def by short name. */
export const T = {
  bear: creature('bear', 2, 2, 1),
  ox: creature('ox', 1, 4, 2),
  giant: creature('giant', 4, 4, 4),
  duelist: creature('duelist', 2, 2, 2, {
    abilities: [{ trigger: 'combat', cost: { vp: 1 }, effects: [{ kind: 'damage', n: 1, to: 'combat-opponent' }] }],
  }),
  imp: creature('imp', 1, 2, 2, {
    abilities: [
      { trigger: 'on-enter', targets: [anyCreature], effects: [{ kind: 'damage', n: 1, to: { target: 0 } }] },
    ],
  }),
  miser: creature('miser', 1, 1, 1, {
    type: 'adventurer',
    abilities: [{ trigger: 'static', effects: [{ kind: 'cost-mod', n: -1, filter: { creature: true } }] }],
  }),
  sage: creature('sage', 1, 1, 1, {
    type: 'adventurer',
    abilities: [
      {
        trigger: 'activated',
        timing: 'main',
        cost: { passivize: true },
        oncePerTurn: true,
        effects: [{ kind: 'peek-top', n: 1 }],
      },
    ],
  }),
  tower: {
    id: 'hkk-user/test-tower',
    name: { hu: 'tower', en: 'tower' },
    type: 'building',
    colour: 'wild',
    cost: 2,
    costKind: 'vp',
    sp: 5,
    timing: 'main',
    abilities: [],
  },
  bolt: spell('bolt', 1, [
    { trigger: 'on-play', targets: [anyCreature], effects: [{ kind: 'damage', n: 2, to: { target: 0 } }] },
  ]),
  blast: spell('blast', 1, [
    { trigger: 'on-play', targets: [{ kind: 'any' }], effects: [{ kind: 'damage', n: 3, to: { target: 0 } }] },
  ]),
  shock: spell(
    'shock',
    1,
    [{ trigger: 'on-play', targets: [anyCreature], effects: [{ kind: 'damage', n: 1, to: { target: 0 } }] }],
    { timing: 'immediate' },
  ),
  salve: spell(
    'salve',
    1,
    [{ trigger: 'on-play', targets: [anyCreature], effects: [{ kind: 'heal', n: 2, to: { target: 0 } }] }],
    { timing: 'immediate' },
  ),
  negate: spell('negate', 1, [{ trigger: 'on-play', effects: [{ kind: 'prevent-play' }] }], { timing: 'reaction' }),
  rain: spell('rain', 1, [{ trigger: 'on-play', effects: [{ kind: 'gain-life', n: 3, player: 'you' }] }]),
  scorch: spell('scorch', 3, [
    {
      trigger: 'on-play',
      effects: [{ kind: 'damage', n: 2, to: { each: 'creature', side: 'opponent', zone: 'guard' } }],
    },
  ]),
  fireball: spell('fireball', 'X', [
    { trigger: 'on-play', targets: [{ kind: 'any' }], effects: [{ kind: 'damage', n: 'X', to: { target: 0 } }] },
  ]),
  pups: spell('pups', 1, [
    {
      trigger: 'on-play',
      effects: [
        {
          kind: 'create-token',
          n: 2,
          zone: 'reserve',
          token: { id: 'hkk-user/test-pup', name: { hu: 'kölyök', en: 'pup' }, type: 'monster', damage: 1, ep: 1 },
        },
      ],
    },
  ]),
  ebb: spell('ebb', 2, [
    { trigger: 'on-play', targets: [anyCreature], effects: [{ kind: 'return-to-hand', to: { target: 0 } }] },
  ]),
  gamble: spell('gamble', 0, [
    {
      trigger: 'on-play',
      effects: [{ kind: 'roll-d6', table: [{ from: 4, to: 6, effects: [{ kind: 'draw', n: 2 }] }] }],
    },
  ]),
  toss: spell('toss', 0, [
    {
      trigger: 'on-play',
      effects: [{ kind: 'coin', heads: [{ kind: 'lose-life', n: 3, player: 'opponent' }], tails: [] }],
    },
  ]),
  stop: spell('stop', 0, [{ trigger: 'on-play', effects: [{ kind: 'end-turn' }] }], { timing: 'immediate' }),
  grace: spell('grace', 3, [{ trigger: 'on-play', effects: [{ kind: 'gain-life', n: 2, player: 'you' }] }], {
    substitute: { when: 'no-creature-in-play', cost: 0 },
  }),
  shirt: spell(
    'shirt',
    1,
    [
      { trigger: 'on-play', targets: [anyCreature], effects: [] },
      { trigger: 'static', while: 'attached', effects: [{ kind: 'stat', stats: { damage: 1 }, to: 'host' }] },
    ],
    { type: 'charm' },
  ),
  grow: spell('grow', 1, [
    {
      trigger: 'on-play',
      targets: [anyCreature],
      effects: [{ kind: 'add-counter', counter: 'plus-one', n: 1, to: { target: 0 } }],
    },
  ]),
} satisfies Record<string, Def>

/** All test defs keyed by id. */
export const TEST_DEFS: Record<string, Def> = Object.fromEntries(Object.values(T).map((d) => [d.id, d]))

/** A manual (text-only) test card: no encoded abilities, only the player's text (issue 20). */
function manual(base: Def, text: string): Def {
  return { ...base, abilities: [], manual: { text } }
}

/**
 * Manual test defs, kept apart from `T` so the decks and hashes of games built from TEST_DEFS stay as they were:
 * a spell resolved on play, a creature resolved as it enters play and used later, a reaction spell.
 */
export const TM = {
  scroll: manual(spell('scroll', 1, []), 'Deal 2 damage to a creature, then draw a card.'),
  oracle: manual(creature('oracle', 1, 2, 2), 'Pay 1 VP: put a +1/+1 counter on a creature you control.'),
  ward: manual(spell('ward', 0, [], { timing: 'reaction' }), 'Prevent the card this reacts to.'),
} satisfies Record<string, Def>

/** The manual test defs keyed by id. */
export const MANUAL_TEST_DEFS: Record<string, Def> = Object.fromEntries(Object.values(TM).map((d) => [d.id, d]))
