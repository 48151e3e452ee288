/**
 * The rules of the light side Core Set cards (objective sets 1–18), keyed by title, in the vocabulary of
 * ../abilities/vocabulary.ts. Keywords, enhancement hosts and deck-building limits are card facts (./core-light.ts),
 * so a card whose only rules are those has no entry here. The fate cards printed in both sides' sets live here only.
 */
import type { CardRules } from '../abilities/vocabulary'

/** Light side Core Set card rules by title. */
export const LIGHT_RULES: Readonly<Record<string, CardRules>> = {
  // Set 1
  'Luke Skywalker': [
    {
      kind: 'reaction',
      on: { on: 'turn-began', whose: 'opponent' },
      effects: [{ do: 'unfocus', amount: 1, target: { ref: 'self' } }],
    },
  ],
  'Jedi Lightsaber': [
    { kind: 'constant', modifier: { gain: 'icons', to: { ref: 'host' }, icons: { unit: 1, blast: 1 } } },
  ],
  'Trust Your Feelings': [
    { kind: 'action', cost: [{ focus: 'self' }], effects: [{ do: 'unfocus', amount: 1, target: { ref: 'host' } }] },
  ],

  // Set 2
  'In You Must Go': [
    { kind: 'constant', modifier: { gain: 'first-cost-less', filter: { type: ['enhancement'] }, by: 1 } },
  ],
  Yoda: [
    {
      kind: 'constant',
      modifier: {
        gain: 'icons',
        to: { ref: 'self' },
        icons: { unit: 1, blast: 1 },
        per: { type: ['enhancement'], attachedTo: 'self' },
      },
    },
  ],
  'Shii-Cho-Training': [{ kind: 'hook', name: 'split-unit-damage' }],
  'Counter-stroke': [
    { kind: 'interrupt', on: { on: 'card-played', filter: { type: ['event'] } }, effects: [{ do: 'cancel' }] },
  ],

  // Set 3
  'Forgotten Heroes': [
    {
      kind: 'reaction',
      on: { on: 'card-played', filter: { type: ['unit'], traitAny: ['Force User'] }, by: 'you' },
      effects: [{ do: 'draw', amount: 1 }],
    },
  ],
  'Obi-Wan Kenobi': [{ kind: 'hook', name: 'first-edge-face-up' }],
  'Jedi Mind Trick': [
    {
      kind: 'action',
      effects: [
        {
          do: 'focus',
          amount: { if: { balance: 'light' }, then: 2, else: 1 },
          target: { choose: { type: ['unit'], traitAny: ['Character', 'Creature'] } },
        },
      ],
    },
  ],
  'Our Most Desperate Hour': [
    {
      kind: 'action',
      effects: [{ do: 'shield', target: { choose: { type: ['unit'], traitAny: ['Character'] } }, ignoreLimit: true }],
    },
  ],
  'Heat of Battle': [
    {
      kind: 'fate',
      effects: [
        {
          do: 'damage',
          amount: 1,
          target: { choose: { type: ['unit'], controller: 'opponent', state: ['participating'] } },
        },
      ],
    },
  ],

  // Set 4
  'A Journey to Dagobah': [
    {
      kind: 'interrupt',
      on: { on: 'destroyed', card: 'self' },
      effects: [{ do: 'hook', name: 'search-objective-deck' }],
    },
  ],
  'Double Strike': [
    {
      kind: 'reaction',
      on: { on: 'focused-to-strike', card: { type: ['unit'], traitAny: ['Character'] } },
      effects: [{ do: 'unfocus', amount: 1, target: { ref: 'trigger' } }],
    },
  ],
  'Target of Opportunity': [
    {
      kind: 'fate',
      effects: [
        {
          do: 'if',
          cond: { role: 'attacker' },
          then: [{ do: 'damage', amount: 1, target: { ref: 'engaged-objective' } }],
        },
      ],
    },
  ],

  // Set 5
  'The Secret of Yavin 4': [
    {
      kind: 'interrupt',
      on: { on: 'objective-engaged', card: { type: ['objective'], controller: 'you', not: 'self' } },
      effects: [{ do: 'hook', name: 'redirect-engagement' }],
      limit: 1,
    },
  ],
  'C-3PO': [
    {
      kind: 'interrupt',
      on: { on: 'card-played', filter: { type: ['event'] } },
      cost: [{ sacrifice: 'self' }],
      effects: [{ do: 'cancel' }],
    },
  ],
  'Lightsaber Deflection': [
    {
      kind: 'interrupt',
      on: { on: 'damage', card: { type: ['unit'], traitNone: ['Vehicle'], controller: 'you' } },
      effects: [{ do: 'redirect', amount: 1, to: { choose: { type: ['unit'], not: 'trigger' } } }],
    },
  ],
  'Twist of Fate': [{ kind: 'fate', effects: [{ do: 'hook', name: 'restart-edge-battle' }] }],

  // Set 6
  'Last Minute Rescue': [
    {
      kind: 'reaction',
      on: { on: 'refreshed' },
      effects: [{ do: 'heal', amount: 1, target: { choose: { type: ['unit'] } } }],
    },
  ],
  Redemption: [
    {
      kind: 'interrupt',
      on: { on: 'destroyed', card: { type: ['unit'], traitAny: ['Character'] } },
      effects: [{ do: 'instead-to-hand' }],
      limit: 1,
    },
  ],
  'Return of the Jedi': [
    {
      kind: 'action',
      effects: [{ do: 'put-into-play', from: 'discard', filter: { type: ['unit'], traitAny: ['Force User'] } }],
    },
  ],
  'Emergency Repair': [
    {
      kind: 'action',
      window: 'your-turn',
      effects: [{ do: 'heal', amount: 'all', target: { choose: { type: ['objective'] } } }],
    },
  ],
  'Force Rejuvenation': [
    {
      kind: 'action',
      effects: [
        {
          do: 'clear',
          target: { choose: { type: ['unit'], traitAny: ['Character'], controller: 'you' } },
          what: ['focus', 'damage', 'shields', 'enhancements'],
        },
      ],
    },
  ],

  // Set 7
  'Jedi Training': [{ kind: 'constant', modifier: { gain: 'force-icons', by: 1 } }],
  'Ancient Monument': [{ kind: 'constant', modifier: { gain: 'force-icons', by: 1 } }],
  'It Binds All Things': [
    {
      kind: 'action',
      effects: [{ do: 'recover', amount: { if: { balance: 'light' }, then: 2, else: 1 }, from: 'top' }],
    },
  ],

  // Set 8
  'The Defense of Yavin 4': [
    {
      kind: 'interrupt',
      on: { on: 'card-played', filter: { type: ['unit'], traitAny: ['Vehicle'] }, by: 'you' },
      cost: [{ discard: 'x' }],
      effects: [{ do: 'reduce-cost', amount: { ref: 'x' }, min: 1 }],
    },
  ],
  'Red Two': [
    {
      kind: 'reaction',
      on: { on: 'objective-destroyed' },
      effects: [{ do: 'unfocus', amount: 1, target: { ref: 'self' } }],
    },
  ],
  'Astromech Droid Upgrade': [
    { kind: 'constant', modifier: { gain: 'icons', to: { ref: 'host' }, icons: { unit: 1, blast: 1 } } },
  ],
  'Rebel Assault': [
    {
      kind: 'action',
      effects: [
        { do: 'damage', amount: 2, target: { choose: { type: ['unit', 'objective'], controller: 'opponent' } } },
      ],
      limit: 1,
    },
  ],

  // Set 9
  'Mission Briefing': [
    { kind: 'reaction', on: { on: 'turn-began', whose: 'opponent' }, effects: [{ do: 'draw', amount: 1 }] },
  ],
  'Battlefield Engineers': [
    {
      kind: 'reaction',
      on: { on: 'declared', card: 'self', as: 'attacker' },
      effects: [{ do: 'unfocus', amount: 1, target: { choose: { type: ['enhancement'], controller: 'you' } } }],
    },
  ],
  'A-Wing': [{ kind: 'reaction', on: { on: 'focused-to-strike', card: 'self' }, effects: [{ do: 'draw', amount: 1 }] }],
  'Heavy Blaster Emplacement': [
    {
      kind: 'action',
      cost: [{ focus: 'self' }],
      effects: [
        {
          do: 'damage',
          amount: 1,
          target: { choose: { type: ['unit'], controller: 'opponent' }, chooser: 'opponent', targeted: false },
        },
      ],
    },
  ],

  // Set 10
  'Fleeing the Empire': [
    {
      kind: 'reaction',
      on: { on: 'refreshed', phaseEnd: true },
      effects: [{ do: 'shield', target: { choose: { type: ['unit', 'objective'], controller: 'you' } } }],
    },
  ],
  'Leia Organa': [
    { kind: 'hook', name: 'captured-when-leaving' },
    {
      kind: 'interrupt',
      on: { on: 'leaves-play', card: 'self' },
      effects: [{ do: 'unfocus', amount: 'all', target: { each: { controller: 'you' } } }],
    },
  ],
  'Stolen Plans': [
    { kind: 'reaction', on: { on: 'resources-generated', card: 'host' }, effects: [{ do: 'draw', amount: 1 }] },
  ],
  "You're My Only Hope": [
    {
      kind: 'action',
      cost: [{ sacrifice: { type: ['unit'] } }],
      effects: [
        { do: 'draw', amount: 2 },
        { do: 'discard-hand', amount: 1, whose: 'opponent', chooser: 'owner' },
      ],
    },
  ],

  // Set 11
  'The Rebel Fleet': [
    { kind: 'constant', modifier: { gain: 'attackers-only', filter: { type: ['unit'], traitAny: ['Vehicle'] } } },
  ],
  'Home One': [
    {
      kind: 'reaction',
      on: { on: 'focused-to-strike', card: 'self', asAttacker: true },
      effects: [
        {
          do: 'damage',
          amount: 1,
          target: { each: { type: ['objective'], controller: 'opponent', state: ['not-engaged'] } },
        },
      ],
    },
  ],
  'Repair Droid': [
    {
      kind: 'action',
      effects: [{ do: 'heal', amount: 1, target: { choose: { type: ['unit'], traitAny: ['Vehicle'] } } }],
      limit: 1,
    },
  ],

  // Set 12
  'Admiral Ackbar': [
    { kind: 'hook', name: 'play-into-engagement' },
    {
      kind: 'reaction',
      on: { on: 'entered-play', card: 'self', duringEngagement: true },
      effects: [
        {
          do: 'damage',
          amount: 1,
          target: { each: { type: ['unit'], controller: 'opponent', state: ['participating'] } },
        },
      ],
    },
  ],
  'X-Wing Escort': [
    {
      kind: 'interrupt',
      on: { on: 'leaves-play', card: 'self' },
      effects: [{ do: 'sacrifice', whose: 'opponent', filter: { type: ['unit'], traitAny: ['Vehicle'] } }],
    },
  ],
  'Fleet Command Center': [
    {
      kind: 'reaction',
      on: { on: 'refreshed', phaseEnd: true },
      effects: [{ do: 'shield', target: { choose: { type: ['unit'] } } }],
    },
  ],
  'Heroic Sacrifice': [
    {
      kind: 'action',
      cost: [{ sacrifice: { type: ['unit'], traitAny: ['Vehicle'] } }],
      effects: [
        {
          do: 'destroy',
          target: { choose: { type: ['unit'], traitAny: ['Vehicle'], controller: 'opponent', maxCost: 4 } },
        },
      ],
    },
  ],

  // Set 13
  'Mobilize the Squadrons': [
    {
      kind: 'reaction',
      on: { on: 'refreshed' },
      effects: [
        { do: 'unfocus', amount: 1, target: { choose: { type: ['objective', 'enhancement'], controller: 'you' } } },
      ],
    },
  ],
  'Trench Run': [
    { kind: 'constant', modifier: { gain: 'untargetable' } },
    { kind: 'hook', name: 'trench-run' },
  ],
  'Covering Fire': [
    {
      kind: 'action',
      window: 'engagement',
      cost: [{ sacrifice: { type: ['unit'] } }],
      effects: [{ do: 'shield', target: { each: { type: ['unit'], controller: 'you', state: ['participating'] } } }],
    },
  ],

  // Set 14
  'Decoy at Dantooine': [
    {
      kind: 'interrupt',
      on: { on: 'leaves-play', card: { type: ['objective'], controller: 'you' } },
      effects: [{ do: 'dial', by: -1, min: 1 }],
    },
  ],
  'Wookiee Navigator': [{ kind: 'reaction', on: { on: 'survived' }, effects: [{ do: 'hook', name: 'engage-again' }] }],
  'False Lead': [
    {
      kind: 'interrupt',
      on: { on: 'leaves-play', card: 'host' },
      effects: [{ do: 'dial', by: -1, min: 1 }],
    },
  ],
  'Fall Back!': [
    {
      kind: 'action',
      effects: [{ do: 'return-to-hand', target: { choose: { type: ['unit'], controller: 'you' } } }],
    },
  ],
  'A New Hope': [{ kind: 'action', effects: [{ do: 'hook', name: 'keep-three-units' }] }],

  // Set 15
  'Questionable Contacts': [
    {
      kind: 'reaction',
      on: { on: 'refreshed' },
      cost: [{ damageSelf: 1 }],
      effects: [
        {
          do: 'move-damage',
          amount: 1,
          from: { choose: { type: ['unit'], controller: 'you' } },
          to: { choose: { type: ['unit'], controller: 'opponent' } },
        },
      ],
    },
  ],
  'Han Solo': [
    {
      kind: 'reaction',
      on: { on: 'declared', card: 'self', as: 'attacker-or-defender' },
      effects: [{ do: 'damage', amount: 1, target: { choose: { type: ['unit'], controller: 'opponent' } } }],
    },
  ],
  Swindled: [
    {
      kind: 'action',
      effects: [{ do: 'return-to-hand', target: { choose: { type: ['unit'], maxCost: 2 } } }],
    },
  ],
  Crossfire: [
    {
      kind: 'reaction',
      on: { on: 'focused-to-strike', card: { type: ['unit'], traitAny: ['Character'] } },
      effects: [{ do: 'grant', target: { ref: 'trigger' }, icons: 'choose-one', duration: 'strike' }],
    },
  ],

  // Set 16
  'Rumors at the Cantina': [{ kind: 'constant', modifier: { gain: 'ignore-match' } }],
  'Rebel Sympathizer': [
    {
      kind: 'action',
      cost: [{ sacrifice: 'self' }],
      effects: [{ do: 'next-card', costLess: 1, ignoreMatch: true }],
    },
  ],
  'Common Ground': [{ kind: 'constant', modifier: { gain: 'match-all' } }],
  'Rescue Mission': [{ kind: 'action', effects: [{ do: 'rescue', intoPlay: 'may' }] }],
  'It Could Be Worse': [
    {
      kind: 'interrupt',
      on: { on: 'damage', card: { type: ['unit', 'objective'] } },
      effects: [{ do: 'prevent', amount: 1 }],
    },
  ],

  // Set 17
  'Tribal Support': [
    {
      kind: 'reaction',
      on: { on: 'refreshed' },
      cost: [{ discard: 1 }],
      effects: [{ do: 'recover', amount: 1, from: 'choose', filter: { type: ['unit'], traitAny: ['Ewok'] } }],
    },
  ],
  'Ewok Scout': [
    {
      kind: 'reaction',
      on: { on: 'declared', card: 'self', as: 'attacker' },
      effects: [
        {
          do: 'restrict',
          target: { choose: { type: ['unit'], controller: 'opponent' } },
          cannot: 'defend',
          duration: 'engagement',
        },
      ],
    },
  ],
  'Log Trap': [
    {
      kind: 'action',
      cost: [{ focus: 'self' }],
      effects: [
        {
          do: 'focus',
          amount: 1,
          target: {
            choose: { type: ['unit'], controller: 'opponent', state: ['attacking'] },
            chooser: 'opponent',
            targeted: false,
          },
        },
      ],
    },
  ],
  'Yub Yub!': [
    {
      kind: 'action',
      cost: [{ focus: { type: ['unit'], traitAny: ['Ewok'] } }],
      effects: [{ do: 'discard', target: { choose: { type: ['enhancement'] } } }],
    },
  ],

  // Set 18
  'Hit and Run': [
    {
      kind: 'reaction',
      on: { on: 'edge-won', asAttacker: true },
      effects: [{ do: 'damage', amount: 1, target: { ref: 'engaged-objective' } }],
      limit: 1,
    },
  ],
  'Secret Informant': [{ kind: 'hook', name: 'fates-twice' }],
}
