/**
 * Battle of Hoth: the vocabulary shared by the data tables, the rules and the views.
 * Everything here is plain JSON so states hash, snapshot and travel in the log unchanged.
 * Rules live in data (data/*.ts) wherever they can; the rule code reads these tables.
 */
import type { HiddenState, SlotId } from '../../core/hidden'
import type { LocalizedText, SeatId } from '../../core/types'

/** The two sides. */
export type Side = 'rebel' | 'empire'

/** A hex of the 10 × 7 battlefield as "col,row" (odd-r offset; row 0 is the Rebel baseline, row 6 the Imperial). */
export type HexId = string

/** The six unit types, one row each in data/units.ts. */
export type UnitType = 'rebel-infantry' | 'snowspeeder' | 'heavy-cannon' | 'imperial-infantry' | 'at-at' | 'probe-droid'

/** The three unit classes the dice and terrain tables speak of. */
export type UnitClass = 'infantry' | 'vehicle' | 'special'

/** Special-force badges (at most one per unit). */
export type Badge = 'commando' | 'e-web' | 'recon' | 'elite-troops' | 'elite-squadron'

/** Faces of a battle die. */
export type DieFace = 'infantry' | 'vehicle' | 'blast' | 'retreat' | 'miss'

/** Terrain of a hex ('snow' is open ground). Structures are separate pieces (see StructureKind). */
export type Terrain = 'snow' | 'ridge' | 'rocks' | 'trench' | 'chasm' | 'ice' | 'buildings' | 'wreckage'

/** Structure pieces: attackable and destroyable, but not units. */
export type StructureKind = 'shield-generator' | 'ion-cannon'

/** A sector of the board in absolute terms, west to east as the Rebel player sees it. */
export type BoardSector = 'west' | 'centre' | 'east'

/** A sector as a player names it from their own seat (the Empire sits opposite: its left is the board's east). */
export type SectorName = 'left' | 'centre' | 'right'

/** Leaders, three per side. */
export type LeaderId = 'vader' | 'veers' | 'piett' | 'leia' | 'luke' | 'han'

// ---------------------------------------------------------------- data tables

/** One row of the unit table. */
export type UnitSpec = {
  type: UnitType
  side: Side
  unitClass: UnitClass
  name: LocalizedText
  /** Figures at the start (hit points). */
  figures: number
  /** Most hexes it may move (0: cannot move). */
  move: number
  /** Most hexes it may move and still attack in the same turn. */
  moveAndAttack: number
  /** Flying units may enter terrain passable only to flyers (chasms). */
  flying: boolean
  /** Terrain this type may never enter (AT-AT: ridges). */
  forbiddenTerrain: Terrain[]
  /** Attack dice by range: index 0 = adjacent (melee), index 1 = 2 hexes, …; its length is the range. */
  dice: number[]
  /** Die faces that hit it besides 'blast' (which hits every type). */
  hitBy: DieFace[]
  /** Whether destroying it gives the attacker a victory medal. */
  medal: boolean
  /** Whether it ignores retreat symbols rolled against it. */
  ignoresRetreat: boolean
  /** Whether terrain ever reduces attacks against it (AT-AT: never). */
  terrainProtection: boolean
  /** Whether every hit against it must be confirmed by a re-roll showing a blast (AT-AT). */
  confirmHits: boolean
}

/** Dice modifiers by the attacker's class (negative: fewer dice). */
export type ClassModifier = Partial<Record<UnitClass, number>>

/** One row of the terrain table. */
export type TerrainSpec = {
  terrain: Terrain
  name: LocalizedText
  /** Who may enter: everyone, only flyers, or nobody. */
  passable: 'all' | 'flyers' | 'none'
  /** Entering it ends the unit's move for this turn. */
  stopsMovement: boolean
  /** A unit that entered it this turn may not attack. */
  noAttackAfterEntering: boolean
  /** Whether it blocks line of sight (the attacker's and target's own hexes never block). */
  blocksLos: boolean
  /** Dice change when attacking a unit on it, by attacker class. */
  defence: ClassModifier
  /** Target classes that get `defence` (empty: all classes). */
  defendedClasses: UnitClass[]
  /** No defence when the attacker stands on the same kind of terrain (ridges). */
  noDefenceIfAttackerOnSame: boolean
  /** Dice change for a unit attacking from it, by attacker class. */
  attackFrom: ClassModifier
  /** Retreat symbols a unit of `ignoreRetreatClasses` on it may ignore. */
  ignoreRetreat: number
  ignoreRetreatClasses: UnitClass[]
}

/** One row of the structure table. */
export type StructureSpec = {
  kind: StructureKind
  name: LocalizedText
  /** The side it belongs to (the other side attacks it). */
  side: Side
  /** Hits it takes to be destroyed. */
  hits: number
  /** Faces that damage it (data: the Final Strike rule says only blasts damage shield generators). */
  hitBy: DieFace[]
  /** Dice change when attacking it, by attacker class (structures get the terrain defence modifier). */
  defence: ClassModifier
}

/** Special-force badge table row. */
export type BadgeSpec = {
  badge: Badge
  name: LocalizedText
  /** Unit types that may carry it. */
  unitTypes: UnitType[]
}

// ---------------------------------------------------------------- command cards

/** Which units a card lets you order. */
export type CardOrder =
  /** Up to `count` units in each group's sectors (a unit on a dashed hex counts for either sector). */
  | { kind: 'sector'; groups: { sectors: SectorName[]; count: number }[] }
  /**
   * Up to `count` units of the given classes (in `sectors`, or anywhere when absent); when you control no unit of
   * those classes there, order 1 unit anywhere instead, without the card's bonuses.
   */
  | { kind: 'class'; classes: UnitClass[]; count: number | 'all'; sectors?: SectorName[] }
  /** Up to `count` units anywhere. */
  | { kind: 'any'; count: number }
  /** The card orders no units (it has a special action instead). */
  | { kind: 'none' }

/** A bonus the ordered units get this turn (not under the "order 1 unit instead" clause). */
export type CardBonus =
  | { kind: 'extra-move'; hexes: number }
  | { kind: 'attack-after-full-move' }
  | { kind: 'extra-die'; dice: number; meleeOnly: boolean }
  | { kind: 'ignore-stop-terrain' }
  | { kind: 'reroll-misses' }

/** A card's special action, done instead of (or besides) ordering units. */
export type CardSpecial =
  /** Discard any number of cards and draw that many + 1 (replacing this turn's draw); a teammate discards/draws equally. */
  | { kind: 'fleet-deployment' }
  /** Roll `dice` dice at any enemy unit, no range or line of sight needed, terrain ignored, retreats ignored. */
  | { kind: 'barrage'; dice: number }
  /** Each ordered unit gets back up to `figures` lost figures when the orders are confirmed. */
  | { kind: 'repair'; figures: number }

/** A command card definition. */
export type CardDef = {
  id: string
  side: Side
  /** The leader the card belongs to, or null for the 16 standard cards. */
  leader: LeaderId | null
  kind: 'section' | 'tactic'
  name: LocalizedText
  /** A short flavour line (our own words), shown under the rules text. */
  flavour: LocalizedText
  order: CardOrder
  bonuses: CardBonus[]
  special: CardSpecial | null
}

// ---------------------------------------------------------------- scenarios

/** A unit placed by a scenario. */
export type ScenarioUnit = {
  type: UnitType
  hex: HexId
  badge?: Badge
}

/** A victory condition. */
export type VictoryCondition =
  /** Reach `count` medals. */
  | { kind: 'medals'; side: Side; count: number }
  /** Final Strike: destroy all these structures and win at once. */
  | { kind: 'destroy-structures'; side: Side; structures: string[] }

/** A medal hex: temporary (held while a unit of `side` stands there) or permanent (kept once entered). */
export type MedalHex = {
  hex: HexId
  side: Side
  kind: 'temporary' | 'permanent'
}

/** A scenario: the whole setup and its special rules, as data. */
export type Scenario = {
  id: string
  /** Position in the rising-complexity order (1 = first to play). */
  order: number
  name: LocalizedText
  briefing: LocalizedText
  /** Terrain by hex; hexes not listed are snow. */
  terrain: Record<HexId, Terrain>
  structures: { id: string; kind: StructureKind; hex: HexId }[]
  units: Record<Side, ScenarioUnit[]>
  medalHexes: MedalHex[]
  /** Cards each side starts with (a two-player side: each draws half, rounded up). */
  hand: Record<Side, number>
  starts: Side
  victory: VictoryCondition[]
  /** Sides that get no medals for destroying enemy units. */
  noUnitMedalsFor: Side[]
  /** Structures whose destruction gives the destroyer a medal. */
  structureMedals: boolean
  /** Extra rules in words (shown in the briefing; their effects are the fields above). */
  specialRules: LocalizedText[]
}

// ---------------------------------------------------------------- state

/** A unit on the board. */
export type UnitState = {
  id: string
  type: UnitType
  side: Side
  hex: HexId
  figures: number
  /** Figures at the start (elite squadrons start with more); repairs never go above it. */
  maxFigures: number
  badge: Badge | null
  /** E-Web only: whether its badge shows the deployed side. */
  deployed: boolean
}

/** A structure on the board. */
export type StructureState = {
  id: string
  kind: StructureKind
  hex: HexId
  /** Hits still needed to destroy it. */
  hits: number
  destroyed: boolean
}

/** A seat's place in the game. */
export type PlayerState = {
  seat: SeatId
  side: Side
  /** 1 or 2 within a two-player team (player 1 sits left of player 2). */
  teamIndex: 1 | 2
  leader: LeaderId | null
}

/** A medal a side holds for good (temporary hex medals are counted from the board instead). */
export type MedalRecord = {
  source: 'unit' | 'structure' | 'hex'
  /** Unit type, structure kind or hex id. */
  ref: string
}

/** How an ordered unit has moved this turn. */
export type MoveRecord = {
  /** Hexes moved (length of the shortest legal path to where it went). */
  hexes: number
  /** It entered terrain that forbids attacking after entering (rocks, buildings, wreckage). */
  enteredNoAttack: boolean
}

/** An attack in progress (kept while a choice is pending). */
export type AttackContext = {
  attacker: string
  /** Unit id or structure id. */
  target: string
  melee: boolean
  /** Hex the target stood on when attacked (for the commando's breakthrough). */
  targetHex: HexId
  /** Dice rolled (count after modifiers). */
  dice: number
  /** A card barrage has no attacking unit; its retreats are ignored. */
  barrage: boolean
}

/** A choice the game waits for in the middle of an attack. */
export type Pending =
  /** Deployed E-Web: re-roll any of these dice once, or keep them. */
  | { kind: 'reroll'; attack: AttackContext; faces: DieFace[] }
  /** The target's side chooses each retreat hex; `canIgnore` while a trench lets it ignore one symbol. */
  | { kind: 'retreat'; attack: AttackContext; unit: string; steps: number; canIgnore: boolean }
  /** Commando after a melee attack that emptied the target hex: step in, or not. */
  | { kind: 'breakthrough'; unit: string; hex: HexId }
  /** Commando after its breakthrough: attack again (any target) or skip. */
  | { kind: 'breakthrough-attack'; unit: string }
  /** Fleet Deployment: `seat` chooses cards to discard. */
  | { kind: 'fleet'; seat: SeatId; draws: 'plus-one' | 'same' }

/** Turn phases, in order. */
export type Phase = 'play' | 'order' | 'move' | 'attack' | 'barrage' | 'draw'

/** The turn in progress. */
export type TurnState = {
  /** 1 for the first turn. */
  number: number
  /** Index into `HothState.turnOrder`. */
  index: number
  seat: SeatId
  side: Side
  phase: Phase
  /** The card played this turn (its definition id) and its slot in the 'played' zone. */
  card: string | null
  cardSlot: SlotId | null
  /** Orders were given under the "order 1 unit instead" clause: no bonuses. */
  fallback: boolean
  ordered: string[]
  moved: Record<string, MoveRecord>
  attacked: string[]
  /** Commandos that used their breakthrough this turn. */
  breakthroughs: string[]
  pending: Pending | null
  /** Fleet Deployment replaced this turn's draw. */
  skipDraw: boolean
}

/** The steps undo can take back: they roll no dice and move no hidden card. */
export type UndoableStep = 'order' | 'confirm-orders' | 'move' | 'end-moves'

/** A snapshot of what undo restores (never hidden information: undo stops at any hidden or random step). */
export type UndoSnapshot = {
  /** The step this snapshot takes back (moves need the other side's agreement, orders do not). */
  step: UndoableStep
  units: Record<string, UnitState>
  turn: TurnState
  medals: Record<Side, MedalRecord[]>
  permanentTaken: HexId[]
}

/** A take-back of a step the other side watched (a move), waiting for an opposing player's answer. */
export type UndoRequest = {
  /** The active seat that asked. */
  seat: SeatId
  /** The step it would take back. */
  step: UndoableStep
}

/** The winner, once there is one. */
export type HothResult = {
  winner: Side
  reason: LocalizedText
}

/** The whole game state. */
export type HothState = {
  scenario: string
  players: PlayerState[]
  /** Seats in turn order (team rules decide it). */
  turnOrder: SeatId[]
  terrain: Record<HexId, Terrain>
  structures: Record<string, StructureState>
  units: Record<string, UnitState>
  medalHexes: MedalHex[]
  /** Permanent medal hexes already taken. */
  permanentTaken: HexId[]
  medals: Record<Side, MedalRecord[]>
  victory: VictoryCondition[]
  noUnitMedalsFor: Side[]
  structureMedals: boolean
  /** Decks 'deck:<seat>', hands 'hand:<seat>', discards 'discard:<seat>', and 'played'. */
  cards: HiddenState
  turn: TurnState
  /** Snapshots for undo, newest last; cleared by any step that rolls dice or moves hidden cards. */
  undo: UndoSnapshot[]
  /** A take-back the other side has yet to allow or refuse; any other step of the active player withdraws it. */
  undoRequest: UndoRequest | null
  result: HothResult | null
}

/** The state without hidden cards and undo: what read-only rule queries need, so a seat's view works too. */
export type HothBoard = Omit<HothState, 'cards' | 'undo'>

// ---------------------------------------------------------------- config and actions

/** One seat's choices at setup. */
export type HothPlayerConfig = {
  seat: SeatId
  side: Side
  /** Leader whose 3 cards join this player's deck, or none. */
  leader?: LeaderId | null
}

/** Setup config: the scenario and who plays what. Within a side, the first listed player is player 1. */
export type HothConfig = {
  scenario: string
  players: HothPlayerConfig[]
}

/** Every action the game understands; any may carry entropy, and those marked (entropy) must (see ENTROPY_ACTIONS). */
export type HothAction = HothActionBody & { entropy?: string }

/** The action types and their payloads. */
type HothActionBody =
  | { type: 'play-card'; payload: { slot: SlotId } }
  | { type: 'order'; payload: { unit: string } }
  | { type: 'confirm-orders'; payload?: Record<string, never> }
  | { type: 'move'; payload: { unit: string; to: HexId } }
  | { type: 'end-moves'; payload?: Record<string, never> }
  /** (entropy) Attack a unit or structure. */
  | { type: 'attack'; payload: { unit: string; target: string } }
  /** (entropy) Deployed E-Web: re-roll the dice at these indexes. */
  | { type: 'reroll'; payload: { dice: number[] } }
  /** (entropy: an AT-AT target's confirmation roll may need it) Deployed E-Web: keep the roll. */
  | { type: 'keep-roll'; payload?: Record<string, never> }
  | { type: 'retreat'; payload: { to: HexId } }
  | { type: 'ignore-retreat'; payload?: Record<string, never> }
  | { type: 'breakthrough'; payload?: Record<string, never> }
  | { type: 'skip-breakthrough'; payload?: Record<string, never> }
  /** (entropy) A barrage card's attack. */
  | { type: 'barrage'; payload: { target: string } }
  /** (entropy) Fleet Deployment: discard these cards from your hand and draw. */
  | { type: 'fleet-discard'; payload: { slots: SlotId[] } }
  /** (entropy) Discard the played card, draw (reshuffling if needed) and pass the turn. */
  | { type: 'end-turn'; payload?: Record<string, never> }
  /** Take back the last order or move; a move is only asked for (see `answer-undo`). */
  | { type: 'undo'; payload?: Record<string, never> }
  /** An opposing player allows or refuses the pending take-back request. */
  | { type: 'answer-undo'; payload: { allow: boolean } }
  /** Show your hand to your teammate. */
  | { type: 'share-hand'; payload?: Record<string, never> }
