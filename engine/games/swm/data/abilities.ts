/**
 * Star Wars Miniatures special abilities and Force powers, by id: the rulebook glossary's keywords (the Hungarian
 * names are the glossary's, the English the cards'), whether each is a Force power and what it costs, whether it
 * takes a number ("Shield 2", "Bounty Hunter +4": the number lives in the character's `AbilityRef.n`) and whether
 * using it replaces the attacks or the whole turn. Only names and those facts: what each ability does is rules
 * data for a later step (analysis §13), and no card wording is copied. Sizes and the Droid, Cyborg, Unique, Savage
 * and Mounted Weapon keywords are character fields (`size`, `traits`, `unique`), not abilities.
 */

/** What the table knows about one ability. */
export interface AbilityInfo {
  en: string
  hu: string
  /** A special ability, or a Force power paid with Force points. */
  kind: 'special' | 'force'
  /** A Force power's cost in Force points; null for an always-on one (Force Renewal, Force Spirit, Master of the Force). */
  cost?: number | null
  /** It takes a number: printed after the name, with a plus sign ('plus') or without ('plain'). */
  n?: 'plus' | 'plain'
  /** Using it takes the place of the character's attacks, or of its whole turn. */
  replaces?: 'attacks' | 'turn'
}

/** Every ability of the rulebook glossary (Blaster Barrage has no Hungarian entry, so it keeps its English name). */
export const ABILITIES = {
  accelerate: { en: 'Accelerate', hu: 'Gyorsulás', kind: 'special' },
  'accurate-shot': { en: 'Accurate Shot', hu: 'Pontos lövés', kind: 'special' },
  'advantageous-attack': { en: 'Advantageous Attack', hu: 'Előnyös támadás', kind: 'special' },
  'advantageous-cover': { en: 'Advantageous Cover', hu: 'Előnyös fedezék', kind: 'special' },
  'alderaan-senator': { en: 'Alderaan Senator', hu: 'Alderaani szenátor', kind: 'special' },
  anticipation: { en: 'Anticipation', hu: 'Megérzés', kind: 'force', cost: 1 },
  'avoid-defeat': { en: 'Avoid Defeat', hu: 'Halál elkerülése', kind: 'special' },
  betrayal: { en: 'Betrayal', hu: 'Árulás', kind: 'special' },
  'blaster-barrage': { en: 'Blaster Barrage', hu: 'Blaster Barrage', kind: 'force', cost: 1, replaces: 'attacks' },
  bodyguard: { en: 'Bodyguard', hu: 'Testőr', kind: 'special' },
  'bounty-hunter': { en: 'Bounty Hunter', hu: 'Fejvadász', kind: 'special', n: 'plus' },
  'careful-shot': { en: 'Careful Shot', hu: 'Óvatos lövés', kind: 'special', n: 'plus' },
  'charging-fire': { en: 'Charging Fire', hu: 'Támadó tüzelés', kind: 'special', replaces: 'attacks' },
  cleave: { en: 'Cleave', hu: 'Szétzúzás', kind: 'special' },
  'crowd-fighting': { en: 'Crowd Fighting', hu: 'Csapatos harc', kind: 'special' },
  'cunning-attack': { en: 'Cunning Attack', hu: 'Alattomos támadás', kind: 'special' },
  'dark-inspiration': { en: 'Dark Inspiration', hu: 'Sötét inspiráció', kind: 'special' },
  'dark-master': { en: 'Dark Master', hu: 'Sötét nagyúr', kind: 'special' },
  deadeye: { en: 'Deadeye', hu: 'Mesterlövész', kind: 'special' },
  'deadly-attack': { en: 'Deadly Attack', hu: 'Halálos támadás', kind: 'special' },
  disintegration: { en: 'Disintegration', hu: 'Megsemmisítés', kind: 'special' },
  dominate: { en: 'Dominate', hu: 'Uralkodás', kind: 'special', replaces: 'turn' },
  'door-gimmick': { en: 'Door Gimmick', hu: 'Ajtó csel', kind: 'special' },
  'double-attack': { en: 'Double Attack', hu: 'Dupla támadás', kind: 'special' },
  'double-claw-attack': { en: 'Double Claw Attack', hu: 'Dupla mancs támadás', kind: 'special' },
  'draw-fire': { en: 'Draw Fire', hu: 'Tűz elvonása', kind: 'special' },
  'droid-master': { en: 'Droid Master', hu: 'Droid irányító', kind: 'special' },
  'droid-reinforcements': { en: 'Droid Reinforcements', hu: 'Droid erősítés', kind: 'special', n: 'plain' },
  'electric-shock': { en: 'Electric Shock', hu: 'Áramütés', kind: 'special', n: 'plus' },
  'emergency-life-support': { en: 'Emergency Life Support', hu: 'Vészhelyzeti életmentés', kind: 'special' },
  'emperors-bodyguard': { en: 'Emperor’s Bodyguard', hu: 'A császár testőre', kind: 'special' },
  evade: { en: 'Evade', hu: 'Kitérés', kind: 'special' },
  'execute-order-66': { en: 'Execute Order 66', hu: 'A 66-os parancs végrehajtása', kind: 'special' },
  'fire-control': { en: 'Fire Control', hu: 'Tüzelés irányítása', kind: 'special' },
  flamethrower: { en: 'Flamethrower', hu: 'Lángszóró', kind: 'special', n: 'plain', replaces: 'attacks' },
  flight: { en: 'Flight', hu: 'Repülés', kind: 'special' },
  'flurry-attack': { en: 'Flurry Attack', hu: 'Szélroham támadás', kind: 'special' },
  'force-absorb': { en: 'Force Absorb', hu: 'Erő elszívása', kind: 'force', cost: 2 },
  'force-burst': { en: 'Force Burst', hu: 'Erő robbantás', kind: 'force', cost: 2, replaces: 'attacks' },
  'force-defense': { en: 'Force Defense', hu: 'Erő védelem', kind: 'force', cost: 3 },
  'force-grip': { en: 'Force Grip', hu: 'Erő szorítás', kind: 'force', cost: 1, replaces: 'attacks' },
  'force-heal': { en: 'Force Heal', hu: 'Erő gyógyítás', kind: 'force', cost: 2, n: 'plain', replaces: 'attacks' },
  'force-leap': { en: 'Force Leap', hu: 'Erő ugrás', kind: 'force', cost: 1 },
  'force-lightning': {
    en: 'Force Lightning',
    hu: 'Erő villám',
    kind: 'force',
    cost: 2,
    n: 'plain',
    replaces: 'attacks',
  },
  'force-renewal': { en: 'Force Renewal', hu: 'Erő megújítása', kind: 'force', cost: null, n: 'plain' },
  'force-spirit': { en: 'Force Spirit', hu: 'Erő szellem', kind: 'force', cost: null, n: 'plain' },
  'force-storm': { en: 'Force Storm', hu: 'Erő vihar', kind: 'force', cost: 2, replaces: 'attacks' },
  'force-strike': { en: 'Force Strike', hu: 'Erő csapás', kind: 'force', cost: 1, replaces: 'attacks' },
  'force-thrust': { en: 'Force Thrust', hu: 'Erő lökés', kind: 'force', cost: 1, replaces: 'attacks' },
  'force-valor': { en: 'Force Valor', hu: 'Erő bátorság', kind: 'force', cost: 2, replaces: 'attacks' },
  'fringe-reinforcements': { en: 'Fringe Reinforcements', hu: 'Törvényenkívüli erősítés', kind: 'special', n: 'plain' },
  'galloping-attack': { en: 'Galloping Attack', hu: 'Vágtázó támadás', kind: 'special' },
  grenades: { en: 'Grenades', hu: 'Gránát', kind: 'special', n: 'plain', replaces: 'attacks' },
  gunner: { en: 'Gunner', hu: 'Tüzér', kind: 'special' },
  'hand-of-the-emperor': { en: 'Hand of the Emperor', hu: 'Császár keze', kind: 'special' },
  heal: { en: 'Heal', hu: 'Gyógyítás', kind: 'special', n: 'plain', replaces: 'attacks' },
  'heavy-weapon': { en: 'Heavy Weapon', hu: 'Nehéz fegyverzet', kind: 'special' },
  'impulsive-savagery': { en: 'Impulsive Savagery', hu: 'Impulzív vadság', kind: 'special' },
  'impulsive-shot': { en: 'Impulsive Shot', hu: 'Impulzív lövés', kind: 'special' },
  'impulsive-sweep': { en: 'Impulsive Sweep', hu: 'Impulzív száguldás', kind: 'special' },
  'industrial-repair': {
    en: 'Industrial Repair',
    hu: 'Ipari javítás',
    kind: 'special',
    n: 'plain',
    replaces: 'attacks',
  },
  'ion-gun': { en: 'Ion Gun', hu: 'Ionfegyver', kind: 'special', n: 'plus' },
  'jedi-hunter': { en: 'Jedi Hunter', hu: 'Jedi vadász', kind: 'special' },
  'knight-speed': { en: 'Knight Speed', hu: 'Lovagi gyorsaság', kind: 'force', cost: 1 },
  'kohun-infestation': { en: 'Kohun Infestation', hu: 'Kouhun támadás', kind: 'special', replaces: 'turn' },
  lightsaber: { en: 'Lightsaber', hu: 'Fénykard', kind: 'special' },
  'lightsaber-assault': { en: 'Lightsaber Assault', hu: 'Fénykard roham', kind: 'force', cost: 1, replaces: 'attacks' },
  'lightsaber-block': { en: 'Lightsaber Block', hu: 'Fénykard blokkolás', kind: 'force', cost: 1 },
  'lightsaber-deflect': { en: 'Lightsaber Deflect', hu: 'Fénykard védés', kind: 'force', cost: 1 },
  'lightsaber-duelist': { en: 'Lightsaber Duelist', hu: 'Fénykard párbajozó', kind: 'special' },
  'lightsaber-precision': { en: 'Lightsaber Precision', hu: 'Fénykard pontosság', kind: 'force', cost: 1 },
  'lightsaber-reflect': { en: 'Lightsaber Reflect', hu: 'Fénykard visszaverés', kind: 'force', cost: 2 },
  'lightsaber-resistance': { en: 'Lightsaber Resistance', hu: 'Fénykard ellenállás', kind: 'special' },
  'lightsaber-riposte': { en: 'Lightsaber Riposte', hu: 'Fénykard riposzt', kind: 'force', cost: 1 },
  'lightsaber-sweep': { en: 'Lightsaber Sweep', hu: 'Fénykard söprés', kind: 'force', cost: 1, replaces: 'attacks' },
  loner: { en: 'Loner', hu: 'Magányos', kind: 'special' },
  'master-of-the-force': { en: 'Master of the Force', hu: 'Az Erő mestere', kind: 'force', cost: null, n: 'plain' },
  'master-speed': { en: 'Master Speed', hu: 'Mester sebesség', kind: 'force', cost: 1 },
  'melee-attack': { en: 'Melee Attack', hu: 'Közelharc', kind: 'special' },
  mercenary: { en: 'Mercenary', hu: 'Zsoldos', kind: 'special' },
  'mighty-swing': { en: 'Mighty Swing', hu: 'Hatalmas lendítés', kind: 'special', n: 'plus' },
  'mobile-attack': { en: 'Mobile Attack', hu: 'Mobil támadás', kind: 'special' },
  momentum: { en: 'Momentum', hu: 'Lendület', kind: 'special' },
  'order-66': { en: 'Order 66', hu: '66-os parancs', kind: 'special' },
  override: { en: 'Override', hu: 'Felülírás', kind: 'special' },
  'pawn-of-the-dark-side': {
    en: 'Pawn of the Dark Side',
    hu: 'A sötét oldal bábja',
    kind: 'force',
    cost: 1,
    replaces: 'attacks',
  },
  'quadruple-attack': { en: 'Quadruple Attack', hu: 'Négyszeres támadás', kind: 'special' },
  'quick-reactions': { en: 'Quick Reactions', hu: 'Gyors reakció', kind: 'special' },
  recon: { en: 'Recon', hu: 'Felderítés', kind: 'special' },
  recovery: { en: 'Recovery', hu: 'Felépülés', kind: 'force', cost: 1, n: 'plain', replaces: 'attacks' },
  regeneration: { en: 'Regeneration', hu: 'Regeneráció', kind: 'special', n: 'plain' },
  rend: { en: 'Rend', hu: 'Széttépés', kind: 'special', n: 'plus' },
  repair: { en: 'Repair', hu: 'Javítás', kind: 'special', n: 'plain', replaces: 'attacks' },
  'republic-reserves': { en: 'Republic Reserves', hu: 'Köztársasági tartalék', kind: 'special', n: 'plain' },
  rigid: { en: 'Rigid', hu: 'Merev', kind: 'special' },
  'rolling-cleave': { en: 'Rolling Cleave', hu: 'Gördülő hasítás', kind: 'special' },
  'self-destruct': { en: 'Self-Destruct', hu: 'Önmegsemmisítés', kind: 'special', n: 'plain' },
  'separatist-reserves': { en: 'Separatist Reserves', hu: 'Szeparatista tartalék', kind: 'special', n: 'plain' },
  shield: { en: 'Shield', hu: 'Pajzs', kind: 'special', n: 'plain' },
  shockwave: { en: 'Shockwave', hu: 'Lökéshullám', kind: 'force', cost: 2, replaces: 'attacks' },
  'sith-grip': { en: 'Sith Grip', hu: 'Sith szorítás', kind: 'force', cost: 2, replaces: 'attacks' },
  'sith-lightning': {
    en: 'Sith Lightning',
    hu: 'Sith villám',
    kind: 'force',
    cost: 2,
    n: 'plain',
    replaces: 'attacks',
  },
  'sith-rage': { en: 'Sith Rage', hu: 'Sith düh', kind: 'force', cost: 1 },
  sniper: { en: 'Sniper', hu: 'Orvlövész', kind: 'special' },
  'sonic-attack': { en: 'Sonic Attack', hu: 'Szonikus támadás', kind: 'special' },
  speed: { en: 'Speed', hu: 'Sebesség', kind: 'special', n: 'plain' },
  spotter: { en: 'Spotter', hu: 'Felderítő', kind: 'special', n: 'plus' },
  stealth: { en: 'Stealth', hu: 'Lopakodás', kind: 'special' },
  'strafe-attack': { en: 'Strafe Attack', hu: 'Bombázó támadás', kind: 'special' },
  'surprise-move': { en: 'Surprise Move', hu: 'Meglepetés mozgás', kind: 'force', cost: 1 },
  swarm: { en: 'Swarm', hu: 'Tömeg', kind: 'special', n: 'plus' },
  'synchronized-fire': { en: 'Synchronized Fire', hu: 'Összehangolt tűz', kind: 'special' },
  'tow-cable': { en: 'Tow Cable', hu: 'Kábeles vontatás', kind: 'special', replaces: 'turn' },
  'triple-attack': { en: 'Triple Attack', hu: 'Tripla támadás', kind: 'special' },
  'vaapad-style-fighting': { en: 'Vaapad-Style Fighting', hu: 'Vaapad-stílusú harcmodor', kind: 'special' },
  'vicious-attack': { en: 'Vicious Attack', hu: 'Heves támadás', kind: 'special' },
  'wheel-form': { en: 'Wheel Form', hu: 'Kerék forma', kind: 'special' },
  wheeled: { en: 'Wheeled', hu: 'Kerekes', kind: 'special', replaces: 'turn' },
  'whirlwind-attack': { en: 'Whirlwind Attack', hu: 'Forgószél támadás', kind: 'force', cost: 1, replaces: 'turn' },
} as const satisfies Record<string, AbilityInfo>

/** A special ability or Force power id. */
export type AbilityId = keyof typeof ABILITIES

/** Whether `id` names an ability of the table (own keys only, so "constructor" is no ability). */
export function isAbilityId(id: unknown): id is AbilityId {
  return typeof id === 'string' && Object.hasOwn(ABILITIES, id)
}
