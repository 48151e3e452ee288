/**
 * Star Wars: The Card Game, Core Set, Dark side objective sets 19–36, as facts only (see ./rows.ts for the row
 * format). Transcribed from ../shared/data/swlcg/core-set.json without its `text` field: the printed ability text is
 * the publisher's, so it is neither copied nor paraphrased here. Keyword parameters (Protect's) and enhancement hosts
 * were read from that text. One fix to the source: Tear This Ship Apart (set 32) is not Limited; the source's
 * "Limited" keyword is the word from "non-Limited enhancement" in its text, split off by the conversion.
 */
import { objectiveSet } from './rows'
import type { ObjectiveSetRows } from './types'

/** Core Set objective sets 19–36 (Sith, Imperial Navy, Scum and Villainy, Neutral). */
export const CORE_DARK_SETS: readonly ObjectiveSetRows[] = [
  objectiveSet(19, 'sith', [
    'Objective | Fall of the Jedi | d5 r1 | Executor',
    'Unit | Darth Vader | u c5 f4 d4 i2.1.0 e0.1.0 | Character, Force User | Elite',
    'Unit | Dark Side Apprentice | c2 f1 d2 i1.0.0 e0.1.0 | Character, Force Sensitive',
    "Enhancement | Vader's Lightsaber | u c1 f2 | Weapon | | on Force User or Force Sensitive unit",
    'Event | Force Choke | c0 f1 | Force, Alter',
    'Fate | Heat of Battle | n f2 p6',
  ]),
  objectiveSet(20, 'sith', [
    'Objective | Counsel of the Sith | d5 r1 | Executor',
    'Unit | Advisor to the Emperor | c2 f2 d1 r1 i0.0.0 e0.0.1 | Character',
    'Unit | Kuati Security Team | n c2 f1 d2 i1.0.0 e0.1.0 | Character, Trooper',
    'Enhancement | Sith Library | n c1 f0 r1 | Coruscant, Location | Limited | on play area',
    'Event | Dark Precognition | c0 f1 | Force, Sense',
    'Fate | Twist of Fate | n f0 p2',
  ]),
  objectiveSet(21, 'sith', [
    'Objective | Black Squadron Assault | d5 r1 | Death Star',
    "Unit | Vader's TIE Advanced | u c3 f3 d3 i1.1.0 e0.0.0 | Vehicle, Fighter, Black Squadron",
    'Unit | TIE Advanced | n c2 f1 d2 i0.1.0 e1.0.0 | Vehicle, Fighter, Black Squadron',
    'Unit | Black Squadron Pilot | n c2 f1 d1 i0.0.0 e1.1.0 | Character, Pilot, Black Squadron',
    "Event | I'm On the Leader | c1 f1",
    'Fate | Target of Opportunity | n f2 p10',
  ]),
  objectiveSet(22, 'sith', [
    'Objective | The Heart of the Empire | d10 r3 A | Coruscant',
    'Unit | Coruscant Defense Fleet | c5 f2 d5 i0.0.0 e5.0.0 | Vehicle, Capital Ship, Fleet | Shielding, Protect (Coruscant)',
    'Unit | Kuati Security Team | n c2 f1 d2 i1.0.0 e0.1.0 | Character, Trooper',
    'Enhancement | Sith Library | n c1 f0 r1 | Coruscant, Location | Limited | on play area',
    'Event | Force Stasis | c1 f1 | Force, Control, Alter',
    'Event | There Is No Escape | c4 f2',
  ]),
  objectiveSet(23, 'sith', [
    "Objective | The Emperor's Web | d4 r1 | Death Star",
    'Unit | Emperor Palpatine | u c6 f5 d3 i0.1.2 e0.1.1 | Character, Force User | Elite',
    "Unit | Emperor's Royal Guard | c2 f2 d3 i1.0.0 e1.0.0 | Character, Imperial Guard | Protect (Character)",
    'Enhancement | Sith Library | n c1 f0 r1 | Coruscant, Location | Limited | on play area',
    'Event | Force Lightning | c3 f1 | Force, Control, Alter',
    'Event | Force Choke | c0 f1 | Force, Alter',
  ]),
  objectiveSet(24, 'sith', [
    'Objective | Cruel Interrogations | d5 r1 | Cloud City',
    'Unit | Interrogation Droid | c3 f2 d2 i0.0.1 e0.0.0 | Droid',
    'Unit | Interrogation Droid | c3 f2 d2 i0.0.1 e0.0.0 | Droid',
    'Unit | ISB Interrogators | n c1 f1 d1 i1.0.0 e0.0.0 | Character, Trooper | Shielding',
    'Enhancement | Intimidated | c0 f1 | Condition | | on enemy Character unit',
    'Event | Interrogation | c2 f1',
  ]),
  objectiveSet(25, 'sith', [
    'Objective | Shadows of Dathomir | d5 r2 | Dathomir',
    'Unit | Nightsister | c3 f2 d1 i1.1.0 e0.0.0 | Character, Force Sensitive',
    'Unit | Nightsister | c3 f2 d1 i1.1.0 e0.0.0 | Character, Force Sensitive',
    'Unit | Rancor | n c4 f1 d4 i3.0.0 e1.0.0 | Creature | No Enhancements',
    "Enhancement | The Hand's Blessing | c1 f1 | Condition | | on Character unit",
    'Event | A Disturbance In the Force | c2 f3',
  ]),
  objectiveSet(26, 'imperial-navy', [
    'Objective | Imperial Command | d5 r2 | Death Star',
    'Unit | Admiral Motti | u c3 f3 d2 r2 i0.0.0 e0.1.0 | Character, Officer',
    'Unit | Duty Officer | c1 f1 d1 r1 i0.0.0 e0.0.0 | Character, Officer',
    'Unit | Heavy Stormtrooper Squad | n c2 f1 d2 i1.0.0 e1.0.0 | Character, Trooper',
    'Unit | Heavy Stormtrooper Squad | n c2 f1 d2 i1.0.0 e1.0.0 | Character, Trooper',
    'Enhancement | Orbital Bombardment | c4 f2 | Operation | | on play area',
  ]),
  objectiveSet(27, 'imperial-navy', [
    'Objective | Kuat Reinforcements | d5 r1 | Kuat',
    'Unit | "Backstabber" | u c3 f1 d2 i1.0.0 e1.1.0 | Vehicle, Fighter, Black Squadron',
    'Unit | TIE Fighter | n c1 f1 d1 i0.0.0 e1.1.0 | Vehicle, Fighter',
    'Unit | TIE Bomber | n c2 f1 d1 i0.1.0 e0.1.0 | Vehicle, Fighter',
    'Event | Tallon Roll | c0 f1 | Maneuver',
    'Event | Death from Above | c1 f1',
  ]),
  objectiveSet(28, 'imperial-navy', [
    'Objective | The Ultimate Power | d5 r1 A | Death Star',
    'Unit | Grand Moff Tarkin | u c3 f3 d2 r1 i0.0.1 e0.0.0 | Character, Officer | Elite',
    'Unit | Superlaser Engineer | c2 f1 d1 i0.0.0 e0.0.0 | Character, Engineer | Shielding',
    'Unit | Stormtrooper Elite | c3 f2 d2 i3.0.0 e0.0.0 | Character, Trooper',
    'Enhancement | Control Room | c2 f0 r2 | Location | Limited | on play area',
    'Event | Superlaser Blast | c4 f2',
  ]),
  objectiveSet(29, 'imperial-navy', [
    'Objective | Death and Despayre | d5 r2 | Despayre',
    'Unit | Devastator | u c6 f3 d5 i2.2.0 e0.2.0 | Vehicle, Capital Ship | Elite',
    'Unit | Imperial Officer | c2 f1 d1 i1.0.0 e0.0.0 | Character, Officer',
    'Enhancement | Control Room | c2 f0 r2 | Location | Limited | on play area',
    'Enhancement | Defense Upgrade | c1 f1 | Fortification | | on objective',
    'Fate | Heat of Battle | n f2 p6',
  ]),
  objectiveSet(30, 'imperial-navy', [
    'Objective | Defense Protocol | d5 r1 | Death Star',
    'Unit | TIE Attack Squadron | c3 f2 d2 i1.1.0 e0.1.0 | Vehicle, Fighter, Squadron',
    'Unit | TIE Fighter | n c1 f1 d1 i0.0.0 e1.1.0 | Vehicle, Fighter',
    'Event | Tallon Roll | c0 f1 | Maneuver',
    'Event | Death from Above | c1 f1',
    'Fate | Twist of Fate | n f0 p2',
  ]),
  objectiveSet(31, 'imperial-navy', [
    'Objective | The Endor Gambit | d5 r1 | Endor',
    'Unit | AT-ST Commander | c2 f1 d1 i0.0.0 e0.0.1 | Character, Officer',
    'Unit | AT-ST | c3 f2 d3 i1.1.0 e1.0.0 | Vehicle, Walker',
    'Unit | AT-ST | c3 f2 d3 i1.1.0 e1.0.0 | Vehicle, Walker',
    'Enhancement | Aft Armor Plating | n c0 f1 | Upgrade | | on Vehicle unit',
    'Fate | Target of Opportunity | n f2 p10',
  ]),
  objectiveSet(32, 'imperial-navy', [
    'Objective | Take Them Prisoner | d6 r1 | Death Star',
    'Unit | Death Star Trooper | c1 f1 d1 i1.0.0 e0.0.0 | Character, Trooper',
    'Unit | Death Star Trooper | c1 f1 d1 i1.0.0 e0.0.0 | Character, Trooper',
    'Event | Detained | c2 f3',
    'Event | Trooper Assault | c2 f2',
    'Event | Tear This Ship Apart | c1 f2',
  ]),
  objectiveSet(33, 'scum-and-villainy', [
    'Objective | The Bespin Exchange | d5 r1 | Cloud City',
    'Unit | Boba Fett | u c4 f3 d2 i1.0.0 e1.0.1 | Character, Bounty Hunter | Elite',
    'Unit | Outer Rim Hunter | c2 f1 d1 i1.0.0 e0.1.0 | Character, Bounty Hunter',
    'Enhancement | Mandalorian Armor | c2 f2 | Armor | | on Character unit',
    'Enhancement | Blaster Pistol | n c0 f1 | Weapon | | on Character unit',
    'Event | Bounty Collection | c0 f1 | Bounty',
  ]),
  objectiveSet(34, 'neutral', [
    'Objective | Looking for Droids | d5 r1 | Tatooine',
    'Unit | Viper Probe Droid | c2 f1 d1 i0.0.0 e0.1.0 | Droid',
    'Unit | Viper Probe Droid | c2 f1 d1 i0.0.0 e0.1.0 | Droid',
    'Event | Dark Alliance | c0 f2',
    'Event | Dark Alliance | c0 f2',
    "Event | It's Worse | c0 f2",
  ]),
  objectiveSet(35, 'neutral', [
    'Objective | Corporate Exploitation | d5 r1 L',
    'Unit | Espo Trooper | c0 f1 d1 i0.0.0 e1.0.0 | Character, Trooper',
    'Unit | Espo Trooper | c0 f1 d1 i0.0.0 e1.0.0 | Character, Trooper',
    'Unit | Espo Trooper | c0 f1 d1 i0.0.0 e1.0.0 | Character, Trooper',
    'Unit | Espo Trooper | c0 f1 d1 i0.0.0 e1.0.0 | Character, Trooper',
    'Unit | Espo Trooper | c0 f1 d1 i0.0.0 e1.0.0 | Character, Trooper',
  ]),
  objectiveSet(36, 'neutral', [
    'Objective | Reconnaissance Mission | d5 r1 L',
    'Unit | Human Replica Droid | c3 f1 d1 i0.0.0 e1.1.0 | Droid, Spy',
    'Unit | Human Replica Droid | c3 f1 d1 i0.0.0 e1.1.0 | Droid, Spy',
    'Fate | Heat of Battle | f2 p6',
    'Fate | Target of Opportunity | f2 p10',
    'Fate | Twist of Fate | f0 p2',
  ]),
]
