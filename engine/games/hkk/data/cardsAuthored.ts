/**
 * Authored demo cards that exercise every mechanism the original 20 cannot (analysis §15): immediate and reaction
 * cards, life-saving, a combat (+) ability, tokens, counters, X and modified and substituted costs, a turn cut, dice
 * and coins, a random discard, end-of-turn abilities, and activated abilities on a building. Names and numbers are
 * our own; no published HKK card is copied.
 */
import { T0, aCreature, card, creature, onPlay, staticAbility } from './build'
import type { HkkCardDef } from './types'

/** The authored cards. */
export const AUTHORED_CARDS: readonly HkkCardDef[] = [
  // A life-saver: immediate, so it can answer lethal damage in the opponent's turn (37.0).
  card(
    'mending-touch',
    'Gyógyító érintés',
    'Mending Touch',
    'spell',
    'wild',
    1,
    [onPlay([{ kind: 'stat', stats: { ep: 2 }, to: T0, until: 'end-of-turn' }], [aCreature()])],
    { timing: 'immediate' },
  ),
  // A reaction: only in the window after a card is paid for; it cancels that card.
  card('spell-ward', 'Varázsgát', 'Spell Ward', 'spell', 'tide', 2, [onPlay([{ kind: 'prevent-play' }])], {
    timing: 'reaction',
  }),
  creature('blade-dancer', 'Pengetáncos', 'Blade Dancer', 'adventurer', 'ember', 2, 2, 2, [
    { trigger: 'combat', cost: { vp: 1 }, effects: [{ kind: 'damage', n: 1, to: 'combat-opponent' }] },
  ]),
  creature('spore-caller', 'Spórahívó', 'Spore Caller', 'monster', 'wild', 3, 1, 2, [
    {
      trigger: 'on-enter',
      effects: [
        {
          kind: 'create-token',
          token: { id: 'hkk/spore', name: { hu: 'Spóra', en: 'Spore' }, type: 'monster', damage: 1, ep: 1 },
          n: 1,
          zone: 'reserve',
        },
      ],
    },
  ]),
  card('wild-growth', 'Vadon ereje', 'Wild Growth', 'spell', 'wild', 1, [
    onPlay([{ kind: 'add-counter', counter: 'plus-one', n: 1, to: T0 }], [aCreature('you')]),
  ]),
  card('flame-lash', 'Lángostor', 'Flame Lash', 'spell', 'ember', 'X', [
    onPlay([{ kind: 'damage', n: 'X', to: T0 }], [{ kind: 'any' }]),
  ]),
  card(
    'summoning-horn',
    'Hívókürt',
    'Summoning Horn',
    'building',
    'colourless',
    3,
    [staticAbility([{ kind: 'cost-mod', n: -1, filter: { creature: true } }])],
    { sp: 3, entersPassive: true },
  ),
  creature('lone-wanderer', 'Magányos utazó', 'Lone Wanderer', 'adventurer', 'tide', 4, 3, 3, [], {
    substitute: { when: 'no-creature-in-play', cost: 0 },
  }),
  card('time-lock', 'Időzár', 'Time Lock', 'spell', 'tide', 3, [onPlay([{ kind: 'end-turn' }])], {
    timing: 'immediate',
  }),
  card('oracle-bones', 'Jóscsontok', 'Oracle Bones', 'spell', 'tide', 1, [
    onPlay([
      {
        kind: 'roll-d6',
        table: [
          { from: 1, to: 3, effects: [{ kind: 'vp', n: 1 }] },
          { from: 4, to: 6, effects: [{ kind: 'draw', n: 2 }] },
        ],
      },
    ]),
  ]),
  card('lucky-strike', 'Szerencsecsapás', 'Lucky Strike', 'spell', 'ember', 2, [
    onPlay(
      [
        {
          kind: 'coin',
          heads: [{ kind: 'damage', n: 3, to: T0 }],
          tails: [{ kind: 'lose-life', n: 1, player: 'you' }],
        },
      ],
      [aCreature()],
    ),
  ]),
  card('mind-fog', 'Elmeköd', 'Mind Fog', 'spell', 'tide', 2, [
    onPlay([{ kind: 'random-discard', n: 1, player: 'opponent' }]),
  ]),
  // An optional end-of-turn ability (41.1): a watchman that stands ready for the opponent's turn.
  creature('night-watchman', 'Éji őrszem', 'Night Watchman', 'adventurer', 'wild', 2, 1, 3, [
    { trigger: 'end-of-turn', optional: true, effects: [{ kind: 'activate', to: 'self' }] },
  ]),
  // A building with an immediate activated heal: a life-saver that costs turning it passive.
  card(
    'healing-spring',
    'Gyógyforrás',
    'Healing Spring',
    'building',
    'colourless',
    2,
    [
      {
        trigger: 'activated',
        timing: 'immediate',
        cost: { passivize: true },
        targets: [aCreature('you')],
        effects: [{ kind: 'heal', n: 2, to: T0 }],
      },
    ],
    { sp: 4, entersPassive: true },
  ),
  card(
    'fatal-sting',
    'Végzetes fullánk',
    'Fatal Sting',
    'spell',
    'ember',
    4,
    [onPlay([{ kind: 'destroy', to: T0 }], [aCreature('opponent')])],
    { timing: 'immediate' },
  ),
  card(
    'numbing-mist',
    'Dermesztő pára',
    'Numbing Mist',
    'spell',
    'tide',
    1,
    [onPlay([{ kind: 'passivize', to: T0 }], [aCreature('opponent')])],
    { timing: 'immediate' },
  ),
]
