/**
 * The rules of the dark side Core Set cards (objective sets 19–36), keyed by title, in the vocabulary of
 * ../abilities/vocabulary.ts. Keywords, enhancement hosts and deck-building limits are card facts (./core-dark.ts),
 * so a card whose only rules are those has no entry here; the fate cards shared with the light side sets live in
 * ./rules-light.ts.
 */
import type { CardRules } from '../abilities/vocabulary'

/** Dark side Core Set card rules by title. */
export const DARK_RULES: Readonly<Record<string, CardRules>> = {
  // Set 19
  'Fall of the Jedi': [
    {
      kind: 'reaction',
      on: { on: 'phase-began', phase: 'draw', whose: 'you' },
      effects: [{ do: 'hand-to-deck-bottom', amount: 1 }],
    },
  ],
  'Darth Vader': [
    {
      kind: 'reaction',
      on: { on: 'card-played', filter: { type: ['event'], affiliation: 'sith' }, by: 'you' },
      effects: [{ do: 'damage', amount: 1, target: { choose: { type: ['unit'] } } }],
      limit: 1,
    },
  ],
  "Vader's Lightsaber": [
    { kind: 'constant', modifier: { gain: 'icons', to: { ref: 'host' }, icons: { unit: 1 } } },
    {
      kind: 'constant',
      modifier: { gain: 'keyword', to: { ref: 'host' }, keyword: { k: 'targetedStrike' } },
      while: { is: 'host', filter: { title: 'Darth Vader' } },
    },
  ],
  'Force Choke': [
    {
      kind: 'action',
      effects: [
        { do: 'damage', amount: 1, target: { choose: { type: ['unit'], traitAny: ['Character', 'Creature'] } } },
      ],
      limit: 1,
    },
  ],

  // Set 20
  'Counsel of the Sith': [
    { kind: 'reaction', on: { on: 'turn-began', whose: 'opponent' }, effects: [{ do: 'draw', amount: 1 }] },
  ],
  'Dark Precognition': [
    {
      kind: 'action',
      effects: [
        { do: 'draw', amount: 2 },
        { do: 'discard-hand', amount: 1, whose: 'you', chooser: 'owner' },
      ],
    },
  ],

  // Set 21
  'Black Squadron Assault': [
    {
      kind: 'action',
      cost: [{ focus: 'self' }],
      effects: [
        {
          do: 'unfocus',
          amount: 1,
          target: { choose: { type: ['unit'], traitAny: ['Black Squadron'], controller: 'you' }, targeted: false },
        },
      ],
    },
  ],
  "Vader's TIE Advanced": [
    {
      kind: 'reaction',
      on: { on: 'focused-to-strike', card: 'self' },
      effects: [
        { do: 'mill', amount: 1 },
        {
          do: 'if',
          cond: { is: 'previous', filter: { type: ['unit'] } },
          then: [{ do: 'grant', target: { ref: 'self' }, icons: 'printed-of-previous', duration: 'strike' }],
        },
      ],
    },
  ],
  'TIE Advanced': [
    {
      kind: 'reaction',
      on: { on: 'survived', unopposed: true },
      effects: [{ do: 'damage', amount: 1, target: { ref: 'engaged-objective' } }],
    },
  ],
  'Black Squadron Pilot': [
    { kind: 'hook', name: 'play-as-enhancement' },
    { kind: 'constant', modifier: { gain: 'icons', to: { ref: 'host' }, icons: { unit: 1, blast: 1 } } },
  ],
  "I'm On the Leader": [
    {
      kind: 'action',
      effects: [
        {
          do: 'focus',
          amount: 1,
          target: { choose: { type: ['unit'], traitAny: ['Fighter'], controller: 'opponent' } },
        },
      ],
    },
  ],

  // Set 22
  'The Heart of the Empire': [{ kind: 'constant', modifier: { gain: 'lose-if-destroyed' } }],
  'Coruscant Defense Fleet': [{ kind: 'constant', modifier: { gain: 'cannot-attack' } }],
  'Force Stasis': [
    {
      kind: 'action',
      effects: [
        {
          do: 'restrict',
          target: { choose: { type: ['unit'], traitAny: ['Character', 'Creature'], controller: 'opponent' } },
          cannot: 'attack-or-defend',
          duration: 'phase',
        },
      ],
    },
  ],
  'There Is No Escape': [
    {
      kind: 'action',
      window: 'force-phase',
      effects: [{ do: 'to-deck-bottom', target: { each: { type: ['unit'] } } }],
    },
  ],

  // Set 23
  "The Emperor's Web": [
    {
      kind: 'constant',
      modifier: { gain: 'first-cost-less', filter: { type: ['event'], affiliation: 'sith' }, by: 1 },
    },
  ],
  'Emperor Palpatine': [
    {
      kind: 'reaction',
      on: { on: 'objective-destroyed' },
      effects: [{ do: 'recover', amount: 1, from: 'choose', filter: { type: ['event'], affiliation: 'sith' } }],
    },
  ],
  'Force Lightning': [
    {
      kind: 'action',
      effects: [{ do: 'destroy', target: { choose: { type: ['unit'], state: ['exhausted'] } } }],
    },
  ],

  // Set 24
  'Cruel Interrogations': [
    {
      kind: 'reaction',
      on: { on: 'entered-play', card: 'self' },
      effects: [{ do: 'capture-from-hand', amount: 1, at: 'self' }],
    },
  ],
  'Interrogation Droid': [
    {
      kind: 'reaction',
      on: { on: 'entered-play', card: 'self' },
      effects: [{ do: 'discard-hand', amount: 1, whose: 'opponent', chooser: 'random' }],
    },
  ],
  Intimidated: [
    {
      kind: 'reaction',
      forced: true,
      on: { on: 'focused-to-strike', card: 'host' },
      effects: [{ do: 'focus', amount: 1, target: { ref: 'host' } }],
    },
  ],
  Interrogation: [
    {
      kind: 'action',
      effects: [{ do: 'look-at-hand' }, { do: 'discard-hand', amount: 1, whose: 'opponent', chooser: 'you' }],
    },
  ],

  // Set 25
  Nightsister: [
    {
      kind: 'reaction',
      on: { on: 'committed', card: 'self' },
      effects: [{ do: 'damage', amount: 1, target: { choose: { type: ['objective'] } } }],
    },
  ],
  Rancor: [
    {
      kind: 'reaction',
      forced: true,
      on: { on: 'refreshed' },
      effects: [{ do: 'hook', name: 'destroy-lowest-cost' }],
    },
  ],
  "The Hand's Blessing": [
    {
      kind: 'reaction',
      on: { on: 'refreshed' },
      effects: [{ do: 'unfocus', amount: 'all', target: { ref: 'host' } }],
    },
  ],
  'A Disturbance In the Force': [
    {
      kind: 'action',
      effects: [
        {
          do: 'focus',
          amount: 1,
          target: { each: { type: ['unit'], controller: 'opponent', state: ['committed'] } },
        },
      ],
    },
  ],

  // Set 26
  'Admiral Motti': [
    {
      kind: 'reaction',
      on: { on: 'refreshed' },
      effects: [{ do: 'unfocus', amount: 1, target: { choose: { type: ['unit'], controller: 'you' } } }],
    },
  ],
  'Orbital Bombardment': [
    {
      kind: 'constant',
      modifier: { gain: 'icons', to: { each: { type: ['unit'], controller: 'you' } }, icons: { blast: 1 } },
    },
  ],

  // Set 27
  'Kuat Reinforcements': [
    {
      kind: 'interrupt',
      on: { on: 'card-played', filter: { type: ['unit'], traitAny: ['Vehicle'] }, by: 'you' },
      cost: [{ discard: 'x' }],
      effects: [{ do: 'reduce-cost', amount: { ref: 'x' }, min: 1 }],
    },
  ],
  '"Backstabber"': [
    { kind: 'hook', name: 'play-into-engagement' },
    {
      kind: 'reaction',
      on: { on: 'entered-play', card: 'self', duringEngagement: true },
      effects: [{ do: 'damage', amount: 1, target: { ref: 'engaged-objective' } }],
    },
  ],
  'Tallon Roll': [
    {
      kind: 'action',
      effects: [{ do: 'unfocus', amount: 1, target: { choose: { type: ['unit'], traitAny: ['Fighter'] } } }],
    },
  ],
  'Death from Above': [
    {
      kind: 'action',
      effects: [
        {
          do: 'grant',
          target: { choose: { type: ['unit'], traitAny: ['Vehicle'], state: ['attacking'] }, count: 2, upTo: true },
          icons: { blast: 1 },
          duration: 'engagement',
        },
      ],
    },
  ],

  // Set 28
  'The Ultimate Power': [{ kind: 'constant', modifier: { gain: 'max-attackers', count: 2 } }],
  'Grand Moff Tarkin': [
    {
      kind: 'constant',
      modifier: { gain: 'capacity', to: { each: { type: ['objective'], controller: 'opponent' } }, by: -1 },
    },
  ],
  'Superlaser Engineer': [
    {
      kind: 'reaction',
      on: { on: 'entered-play', card: 'self' },
      effects: [
        {
          do: 'examine-top',
          whose: 'you',
          count: 5,
          reveal: true,
          take: {
            filter: { type: ['event', 'enhancement'], affiliation: 'imperial-navy', minCost: 3 },
            count: 'all',
            to: 'hand',
          },
          rest: 'bottom',
        },
      ],
    },
  ],
  'Superlaser Blast': [
    {
      kind: 'action',
      window: 'your-turn',
      effects: [{ do: 'destroy', target: { choose: { type: ['objective'] } } }],
    },
  ],

  // Set 29
  Devastator: [
    {
      kind: 'reaction',
      on: { on: 'objective-destroyed', whose: 'opponent' },
      cost: [{ resources: 1 }],
      effects: [{ do: 'dial', by: 1 }],
    },
  ],
  'Imperial Officer': [
    {
      kind: 'reaction',
      on: { on: 'objective-destroyed', whose: 'opponent' },
      cost: [{ resources: 2 }],
      effects: [{ do: 'dial', by: 1 }],
    },
  ],
  'Defense Upgrade': [{ kind: 'constant', modifier: { gain: 'capacity', to: { ref: 'host' }, by: 3 } }],

  // Set 30
  'Defense Protocol': [
    {
      kind: 'reaction',
      on: { on: 'phase-began', phase: 'draw', whose: 'you' },
      cost: [{ reserve: 1 }],
      effects: [{ do: 'damage', amount: 1, target: { choose: { type: ['unit'] } } }],
    },
  ],
  'TIE Attack Squadron': [
    {
      kind: 'constant',
      modifier: { gain: 'icons', to: { ref: 'self' }, icons: { unit: 1 } },
      while: { placedFate: true },
    },
    {
      kind: 'constant',
      modifier: { gain: 'keyword', to: { ref: 'self' }, keyword: { k: 'targetedStrike' } },
      while: { placedFate: true },
    },
  ],

  // Set 31
  'The Endor Gambit': [
    {
      kind: 'reaction',
      on: { on: 'refreshed' },
      effects: [{ do: 'unfocus', amount: 1, target: { choose: { type: ['unit'], traitAny: ['Vehicle'] } } }],
    },
  ],
  'AT-ST Commander': [
    {
      kind: 'action',
      window: 'engagement',
      cost: [{ resources: 1 }],
      effects: [
        {
          do: 'shield',
          target: { choose: { type: ['unit'], traitAny: ['Vehicle'], state: ['participating'] }, targeted: false },
        },
      ],
    },
  ],
  'AT-ST': [{ kind: 'reaction', on: { on: 'entered-play', card: 'self' }, effects: [{ do: 'draw', amount: 1 }] }],
  'Aft Armor Plating': [
    { kind: 'constant', modifier: { gain: 'keyword', to: { ref: 'host' }, keyword: { k: 'shielding' } } },
  ],

  // Set 32
  'Take Them Prisoner': [
    {
      kind: 'reaction',
      on: { on: 'entered-play', card: 'self' },
      effects: [
        {
          do: 'examine-top',
          whose: 'opponent',
          count: 3,
          reveal: false,
          take: { count: 1, to: 'capture-here' },
          rest: 'top',
        },
      ],
    },
  ],
  Detained: [
    {
      kind: 'reaction',
      on: {
        on: 'strike-resolved',
        card: { type: ['unit'], traitAny: ['Character', 'Droid'], controller: 'opponent', state: ['attacking'] },
      },
      effects: [{ do: 'capture', target: { ref: 'trigger' }, at: 'chosen-dark-objective' }],
    },
  ],
  'Trooper Assault': [
    {
      kind: 'action',
      effects: [
        {
          do: 'grant',
          target: { each: { type: ['unit'], traitAny: ['Trooper'], state: ['attacking'] } },
          icons: { unit: 1, blast: 1 },
          duration: 'engagement',
        },
      ],
    },
  ],
  'Tear This Ship Apart': [
    {
      kind: 'action',
      effects: [{ do: 'discard', target: { choose: { type: ['enhancement'], notLimited: true } } }],
    },
  ],

  // Set 33
  'The Bespin Exchange': [
    {
      kind: 'reaction',
      on: { on: 'captured-unit' },
      effects: [{ do: 'unfocus', amount: 1, target: { choose: { type: ['objective'] } } }],
    },
  ],
  'Boba Fett': [
    {
      kind: 'reaction',
      on: { on: 'dealt-damage', card: { type: ['unit'], traitAny: ['Character'] } },
      effects: [{ do: 'capture', target: { ref: 'trigger' }, at: 'chosen-dark-objective' }],
    },
  ],
  'Outer Rim Hunter': [
    {
      kind: 'reaction',
      on: { on: 'declared', card: 'self', as: 'attacker' },
      effects: [
        {
          do: 'damage',
          amount: 1,
          target: { choose: { type: ['objective'], controller: 'opponent' }, chooser: 'opponent', targeted: false },
        },
      ],
    },
  ],
  'Mandalorian Armor': [
    { kind: 'constant', modifier: { gain: 'capacity', to: { ref: 'host' }, by: 3 } },
    {
      kind: 'constant',
      modifier: { gain: 'keyword', to: { ref: 'host' }, keyword: { k: 'targetedStrike' } },
      while: { is: 'host', filter: { title: 'Boba Fett' } },
    },
  ],
  'Blaster Pistol': [{ kind: 'constant', modifier: { gain: 'icons', to: { ref: 'host' }, icons: { unit: 1 } } }],
  'Bounty Collection': [
    {
      kind: 'reaction',
      on: { on: 'captured-unit' },
      effects: [
        {
          do: 'unfocus',
          amount: 1,
          target: {
            choose: { type: ['affiliation', 'objective', 'enhancement'], controller: 'you' },
            count: 3,
            upTo: true,
            distinct: 'card',
            targeted: false,
          },
        },
      ],
    },
  ],

  // Set 34
  'Looking for Droids': [{ kind: 'constant', modifier: { gain: 'ignore-match' } }],
  'Viper Probe Droid': [{ kind: 'constant', modifier: { gain: 'play-from-discard' } }],
  'Dark Alliance': [{ kind: 'action', effects: [{ do: 'ignore-match', duration: 'phase' }] }],
  "It's Worse": [
    {
      kind: 'interrupt',
      on: { on: 'interrupt-used' },
      effects: [
        { do: 'cancel' },
        { do: 'damage', amount: 1, target: { choose: { type: ['unit'], controller: 'opponent' } } },
      ],
    },
  ],

  // Set 35
  'Corporate Exploitation': [
    {
      kind: 'action',
      cost: [{ focus: 'self' }],
      effects: [{ do: 'put-into-play', from: 'hand', filter: { type: ['unit'], maxCost: 1 } }],
    },
  ],

  // Set 36
  'Reconnaissance Mission': [{ kind: 'constant', modifier: { gain: 'reserve', by: 1 } }],
  'Human Replica Droid': [
    { kind: 'reaction', on: { on: 'edge-won' }, fromHand: true, effects: [{ do: 'hook', name: 'join-from-hand' }] },
  ],
}
