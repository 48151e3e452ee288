/**
 * Balance of the Force: the six new objective sets 91–96 (one per affiliation, each "limit 1 per objective deck"),
 * facts only, from ../shared/data/swlcg/balance-of-the-force.json without its `text` field (Edge parameters and
 * enhancement hosts were read from it).
 * The expansion's two challenge decks are left out: they are scenario decks, and the source does not say how many
 * copies of their last card there are.
 */
import { objectiveSet } from './rows'
import type { ObjectiveSetRows } from './types'

/** Balance of the Force objective sets 91–93 (Light) and 94–96 (Dark). */
export const BOTF_SETS: readonly ObjectiveSetRows[] = [
  objectiveSet(91, 'jedi', [
    'Objective | Watchers in the Wasteland | d5 r1 L | Tatooine',
    'Unit | Obi-Wan Kenobi | u c5 f4 d3 i1.0.1 e0.1.1 | Character, Force User | Elite',
    'Unit | Shistavanen Wolfman | n c3 f2 d2 i1.1.0 e0.0.0 | Character | Edge (1)',
    'Unit | Shistavanen Wolfman | n c3 f2 d2 i1.1.0 e0.0.0 | Character | Edge (1)',
    'Enhancement | Force Cleansing | c1 f1 | Force, Control | | on friendly Character unit',
    'Fate | Supporting Fire | n f1 p7',
  ]),
  objectiveSet(92, 'rebel-alliance', [
    'Objective | Blue Squadron Support | d5 r1 L',
    'Unit | Blue Leader | u c3 f2 d2 i0.2.0 e1.0.0 | Vehicle, Fighter',
    'Unit | B-Wing | n c2 f1 d2 i1.0.0 e0.2.0 | Vehicle, Fighter',
    'Unit | B-Wing | n c2 f1 d2 i1.0.0 e0.2.0 | Vehicle, Fighter',
    'Event | Rapid Fire | c1 f3',
    'Fate | Supporting Fire | n f1 p7',
  ]),
  objectiveSet(93, 'smugglers-and-spies', [
    "Objective | Rendar's Wrath | d5 r1 L | Ord Mantell",
    'Unit | Dash Rendar | u c4 f2 d3 i0.2.0 e0.0.0 | Character, Smuggler, Mercenary | Elite',
    'Unit | Arcona Rumor Monger | c1 f1 d1 i0.0.0 e1.0.0 | Character',
    'Unit | Arcona Rumor Monger | c1 f1 d1 i0.0.0 e1.0.0 | Character',
    'Event | Smuggling Shipment | c0 f2',
    'Fate | Supporting Fire | n f1 p7',
  ]),
  objectiveSet(94, 'sith', [
    "Objective | The Emperor's Hand | d5 r1 L | Coruscant",
    'Unit | Mara Jade | u c4 f3 d3 i1.1.1 e0.0.0 | Character, Force User | Targeted Strike',
    'Unit | Agent of the Hand | n c3 f2 d2 i1.0.0 e0.1.0 | Character',
    'Unit | Agent of the Hand | n c3 f2 d2 i1.0.0 e0.1.0 | Character',
    'Event | Join Me | c2 f1',
    'Fate | Supporting Fire | n f1 p6',
  ]),
  objectiveSet(95, 'imperial-navy', [
    'Objective | Repair and Refurbish | d5 r1 L',
    'Unit | Thunderflare | u c5 f2 d4 i1.1.0 e2.0.0 | Vehicle, Capital Ship, Death Squadron | Elite',
    'Unit | Logistics Officer | n c1 f1 d1 r1 i0.0.0 e0.0.0 | Character',
    'Unit | Logistics Officer | n c1 f1 d1 r1 i0.0.0 e0.0.0 | Character',
    'Enhancement | Weapons Upgrade | c1 f2 | Upgrade | | on friendly Vehicle unit',
    'Fate | Supporting Fire | n f1 p6',
  ]),
  objectiveSet(96, 'scum-and-villainy', [
    'Objective | Mercenary Support | d5 r1 L',
    'Unit | Punishing One | u c2 f2 d2 i1.1.0 e0.0.0 | Vehicle, Transport',
    'Unit | Trandoshan Security Team | n c3 f1 d3 i1.0.0 e1.0.0 | Character, Mercenary',
    'Unit | Trandoshan Security Team | n c3 f1 d3 i1.0.0 e1.0.0 | Character, Mercenary',
    'Event | A Price on Their Heads | c6 f4 | Bounty',
    'Fate | Supporting Fire | n f1 p6',
  ]),
]
