/**
 * The rules of the Balance of the Force cards (objective sets 91–96), keyed by title, in the vocabulary of
 * ../abilities/vocabulary.ts (our own encoding, never the printed text). Titles repeat across products (this Obi-Wan
 * Kenobi is not the Core Set one), so ./rules.ts reads this table for sets 91–96 only. Keywords (Elite, Edge (1),
 * Targeted Strike), enhancement hosts and "Limit 1 per objective deck" are card facts (./botf.ts). Every record has
 * rules; Supporting Fire, printed in all six sets, has one entry.
 */
import type { CardRules } from '../abilities/vocabulary'

/** The card a friendly player may lend to your edge stack: anything but a fate card. */
const NOT_FATE = { typeNone: ['fate'] } as const

/** Balance of the Force card rules by title. */
export const BOTF_RULES: Readonly<Record<string, CardRules>> = {
  // Set 91 (Jedi)
  'Watchers in the Wasteland': [{ kind: 'constant', modifier: { gain: 'force-icons', by: 1, perReserve: 'light' } }],
  'Obi-Wan Kenobi': [
    {
      kind: 'reaction',
      on: { on: 'force-won' },
      effects: [
        {
          do: 'each-player',
          who: 'friendly',
          effects: [{ do: 'may', effects: [{ do: 'recover', amount: 1, from: 'top' }] }],
        },
      ],
    },
  ],
  'Shistavanen Wolfman': [
    {
      kind: 'reaction',
      on: { on: 'force-won', margin: 3 },
      fromDiscard: true,
      effects: [{ do: 'put-into-play', from: 'discard', self: true }],
    },
  ],
  'Force Cleansing': [
    {
      kind: 'reaction',
      on: { on: 'dial-raised' },
      effects: [
        { do: 'unfocus', amount: 1, target: { ref: 'host' } },
        { do: 'heal', amount: 1, target: { ref: 'host' } },
      ],
    },
  ],
  'Supporting Fire': [{ kind: 'fate', effects: [{ do: 'edge-from-hand', filter: NOT_FATE }] }],

  // Set 92 (Rebel Alliance)
  'Blue Squadron Support': [
    {
      kind: 'action',
      cost: [{ focus: 'self' }],
      effects: [
        {
          do: 'each-player',
          who: 'friendly',
          effects: [
            {
              do: 'examine-top',
              whose: 'you',
              count: 2,
              reveal: false,
              take: { count: 1, to: 'hand' },
              rest: 'bottom',
            },
          ],
        },
      ],
    },
  ],
  'Blue Leader': [
    {
      kind: 'reaction',
      on: { on: 'focused-to-strike', card: 'self', asAttacker: true },
      effects: [{ do: 'damage', amount: 1, target: { choose: { type: ['objective'], state: ['not-engaged'] } } }],
    },
  ],
  'B-Wing': [
    {
      kind: 'reaction',
      on: { on: 'focused-to-strike', card: 'self' },
      effects: [{ do: 'each-player', who: 'other-friendly', effects: [{ do: 'draw', amount: 1 }] }],
    },
  ],
  'Rapid Fire': [
    {
      kind: 'action',
      window: 'your-turn',
      effects: [
        {
          do: 'damage',
          amount: 1,
          target: {
            choose: { type: ['unit'], controller: 'opponent' },
            count: 2,
            upTo: true,
            distinct: 'controller',
          },
        },
      ],
    },
  ],

  // Set 93 (Smugglers and Spies)
  "Rendar's Wrath": [
    {
      kind: 'reaction',
      on: { on: 'defenders-declared', by: 'opponent', count: 1 },
      effects: [{ do: 'damage', amount: 1, target: { ref: 'trigger' } }],
    },
  ],
  'Dash Rendar': [
    {
      kind: 'action',
      window: 'engagement',
      anyFriendly: true,
      cost: [{ resources: 1 }],
      effects: [{ do: 'grant', target: { ref: 'self' }, icons: { unit: 1 }, duration: 'engagement' }],
    },
  ],
  'Arcona Rumor Monger': [
    {
      kind: 'constant',
      modifier: { gain: 'min-defenders', count: 2 },
      while: { is: 'self', filter: { state: ['attacking-alone'] } },
    },
  ],
  'Smuggling Shipment': [
    {
      kind: 'action',
      effects: [
        {
          do: 'unfocus',
          amount: 1,
          target: {
            choose: { controller: 'friendly', resources: true },
            count: 2,
            upTo: true,
            distinct: 'controller',
          },
        },
      ],
    },
  ],

  // Set 94 (Sith)
  "The Emperor's Hand": [{ kind: 'constant', modifier: { gain: 'force-icons', by: 1, perReserve: 'dark' } }],
  'Mara Jade': [
    {
      kind: 'reaction',
      on: { on: 'turn-ended', whose: 'you' },
      effects: [
        { do: 'unfocus', amount: 1, target: { ref: 'self' } },
        { do: 'may', effects: [{ do: 'take-control', target: { ref: 'self' }, to: 'other-friendly' }] },
      ],
    },
  ],
  'Agent of the Hand': [
    {
      kind: 'reaction',
      on: { on: 'took-control' },
      effects: [{ do: 'unfocus', amount: 1, target: { ref: 'self' } }],
    },
    {
      kind: 'reaction',
      on: { on: 'played-from-reserve' },
      effects: [{ do: 'unfocus', amount: 1, target: { ref: 'self' } }],
    },
  ],
  'Join Me': [
    {
      kind: 'action',
      window: 'your-deployment',
      effects: [
        { do: 'take-control', target: { choose: { type: ['unit'], traitAny: ['Character'], notUnique: true } } },
      ],
    },
  ],

  // Set 95 (Imperial Navy)
  'Repair and Refurbish': [
    {
      kind: 'reaction',
      on: { on: 'turn-began', whose: 'you' },
      effects: [
        {
          do: 'each-player',
          who: 'friendly',
          effects: [
            {
              do: 'heal',
              amount: 1,
              target: {
                choose: { type: ['objective'], controller: 'you', state: ['damaged'] },
                upTo: true,
                targeted: false,
              },
            },
          ],
        },
      ],
    },
  ],
  Thunderflare: [
    {
      kind: 'reaction',
      on: { on: 'focused-to-strike', card: 'self' },
      effects: [
        {
          do: 'move-damage',
          amount: 1,
          from: { choose: { type: ['objective'], controller: 'friendly', state: ['damaged'] } },
          to: { choose: { type: ['objective'], controller: 'opponent' } },
        },
      ],
    },
  ],
  'Logistics Officer': [
    {
      kind: 'reaction',
      on: { on: 'entered-play', card: 'self', played: true },
      effects: [
        { do: 'take-control', target: { ref: 'self' }, to: 'other-friendly' },
        {
          do: 'heal',
          amount: 1,
          target: { choose: { type: ['objective'], controller: 'friendly', state: ['damaged'] }, ifAble: true },
        },
      ],
    },
  ],
  'Weapons Upgrade': [
    {
      kind: 'reaction',
      on: { on: 'entered-play', card: 'self', played: true },
      forced: true,
      effects: [
        { do: 'if', cond: { is: 'host', filter: { controller: 'you' } }, then: [], else: [{ do: 'draw', amount: 1 }] },
      ],
    },
    { kind: 'constant', modifier: { gain: 'icons', to: { ref: 'host' }, icons: { blast: 1 } } },
  ],

  // Set 96 (Scum and Villainy)
  'Mercenary Support': [
    {
      kind: 'action',
      cost: [{ focus: 'self' }],
      effects: [
        {
          do: 'put-into-play',
          from: 'hand',
          filter: { type: ['unit'], traitAny: ['Bounty Hunter', 'Mercenary'] },
          to: 'friendly',
        },
        { do: 'discard-at-end', target: { ref: 'previous' }, duration: 'phase' },
      ],
    },
  ],
  'Punishing One': [
    {
      kind: 'reaction',
      on: { on: 'phase-began', phase: 'deployment', whose: 'you' },
      effects: [{ do: 'move-captive' }],
    },
  ],
  'Trandoshan Security Team': [
    {
      kind: 'constant',
      modifier: { gain: 'strike-unengaged' },
      while: { is: 'engaged-objective', filter: { type: ['objective'], side: 'dark' } },
    },
  ],
  'A Price on Their Heads': [
    {
      kind: 'action',
      effects: [
        {
          do: 'capture',
          target: {
            choose: { type: ['unit'], controller: 'opponent' },
            count: 2,
            upTo: true,
            distinct: 'controller',
          },
          at: 'chosen-dark-objective',
        },
      ],
    },
  ],
}
