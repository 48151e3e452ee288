/**
 * The Star Wars Miniatures skirmish as engine state (analysis §2.3, §4–6, §15): plain JSON, so every peer hashes the
 * same bytes. The squad lists appear only once revealed; before that a seat's entry holds just its commitment.
 */
import type { Action, Json, LocalizedText, SeatId } from '../../core/types'
import type { AbilityRef, Era, Side, Trait } from './data/types'
import type { Modifier } from './attack/modifiers'
import type { HeldSave } from './saveRerolls'

/** A square on the map by its top-left grid point. */
export type At = { x: number; y: number }

/** One seat's side of the table. */
export type SeatSide = { seat: SeatId; side: Side }

/** The room's choices. Everything is optional: the starship map, 100 points, the Rebellion era. */
export type SwmConfig = {
  map?: string
  pointLimit?: number
  era?: Era
  /** Which seat fields the dark side; default the second seat. */
  darkSeat?: SeatId
  /** Characters whose Force powers the engine does not know yet may be fielded (those powers cannot be used). */
  allowPartial?: boolean
  /** The "Szerezd meg a droidot" variant (captureDroid.ts): carry the droid to your start point to win. */
  captureTheDroid?: boolean
}

/** The stage the game is in. */
export type Stage = 'squads' | 'deploy' | 'initiative' | 'choose-first' | 'phases' | 'over'

/** A seat's squad: the commitment first, then the revealed canonical list and its points. */
export type SquadEntry = {
  commitment: string | null
  /** `[character id, count]` pairs of the revealed list, sorted by id; null until the reveal. */
  revealed: [string, number][] | null
  faction: string | null
  points: number
}

/** One figure on (or off) the map. */
export type Figure = {
  id: string
  /** Character id in the roster. */
  def: string
  owner: SeatId
  /** Top-left square of its space; null before deployment and after defeat. */
  at: At | null
  hp: number
  /** Force points left; null for a character with no Force rating. */
  force: number | null
  activated: boolean
  defeated: boolean
  /** Force spends in the turn `turn` (the counter resets when another character's turn starts). */
  spent: { turn: number; count: number }
  /** Extra Force spends per turn from Force Spirit, for the rest of the game. */
  spirit: number
  /** The turn whose attacks Sith Rage strengthens (+10 damage), or 0. */
  rage: number
  /** Abilities it holds for the rest of the game (Dark Inspiration's Lightsaber Duelist); absent when none. */
  granted?: { id: AbilityRef['id']; n?: number }[]
  /** Brought in by Republic or Separatist Reserves: outside the squad's points, not needed for victory. */
  reserve?: true
  /** Its Dark Inspiration or Dark Master choice at setup, once made: the chosen ally's id. */
  setupChoice?: string
  /** Hand of the Emperor: the turn in which it last spent Palpatine's Force points. */
  borrowed?: number
  /** Force Valor used: it gives allies within 6 +2 Attack and Defense for the rest of the game (forceValor.ts). */
  valor?: true
  /** Rend: the targets it has hit in the turn `turn` ("a második találatnál"); absent until its first hit. */
  hits?: { turn: number; targets: string[] }
  /** Sonic Attack: the turn until whose end it may not use the Force ("a forduló végéig nem használhat Erőt"). */
  silenced?: number
  /** Traits it gained for the rest of the game (Impulsive Savagery: Savage); absent when none. */
  gainedTraits?: Trait[]
  /** Betrayal: the seat it came from and the figure whose squad it joined in the turn `turn` (betrayal.ts). */
  betrayal?: { owner: SeatId; controller: string; turn: number }
  /** Once-per-turn triggers it has had in the turn `turn` (Rolling Cleave, Impulsive Shot and Sweep). */
  triggered?: { turn: number; abilities: string[] }
}

/** One done part of a turn: a move (squares spent, Force boost bought) or an attack. */
export type Segment = { kind: 'move'; cost: number; boost: number } | { kind: 'attack' }

/** The character whose turn it is. */
export type Turn = {
  figure: string
  /** Which turn of the game this is (1, 2 …): Force spends are counted per turn. */
  ref: number
  segments: Segment[]
  /** Enemies that already made their one attack of opportunity this turn. */
  aooTaken: string[]
  /** Offers already answered for leaving the square `at` (so a move resumed from it asks nobody twice). */
  settled: { at: string; enemies: string[] } | null
  /** Whether the figure moved at all (Regeneration, commander conditions). */
  moved: boolean
  /** A power took the place of the turn's attacks: no attack may follow (a move still may, as after one attack). */
  replaced: boolean
  /** Force Leap: through enemies and no attacks of opportunity for the rest of the turn. */
  leap: boolean
  /** Knight Speed's squares waiting for the next move segment. */
  speedBonus: number
  /** A power took the place of the whole turn: nothing but its end is left. */
  done: boolean
  /** Figures that made their Cleave attack this turn ("Fordulónként egyszer"). */
  cleaves: string[]
  /** Savage: the figure began its turn next to an enemy, so it may not move away before it has attacked. */
  savageHeld?: boolean
  /**
   * Galloping or Strafe Attack: enemies already offered a passing attack, enemies reached but not yet offered (the
   * figure was sharing a square), and the spaces (top-left) it has left.
   */
  passing?: { offered: string[]; reached: string[]; left: string[] }
  /** A turn lent by Pawn of the Dark Side or Dominate (turnStack.ts): the interrupted turn waits in it. */
  borrowed?: BorrowedTurn
}

/**
 * Another figure's turn inside the running one: `power` gave it, `user` used the power, `owner` is the figure's own
 * seat (Dominate hands it to the user's seat until the turn ends), `outer` the interrupted turn to resume, `entropy`
 * the power's (Pawn's 10 damage at the end may call for Avoid Defeat's dice).
 */
export type BorrowedTurn = {
  power: 'pawn-of-the-dark-side' | 'dominate'
  user: string
  owner: SeatId
  outer: Turn
  entropy: string
}

/** An attack waiting for a Force reroll decision: everything needed to settle it again with a new die. */
export type HeldAttack = {
  attacker: string
  target: string
  natural: number
  modifiers: Modifier[]
  opportunity: boolean
  /** The declaring action's entropy: the target's saves against this attack (Shield, Avoid Defeat) roll from it. */
  entropy: string
}

/**
 * Why an extra attack is offered: Flurry Attack, Cleave, Rolling Cleave (a step of one square first), Impulsive Shot
 * (any legal target) or Impulsive Sweep (each adjacent enemy in turn).
 */
export type ExtraAttackReason = 'flurry' | 'cleave' | 'rolling-cleave' | 'impulsive-shot' | 'impulsive-sweep'

/** A choice the game waits for; the top of the stack is answered first. */
export type Pending =
  | {
      kind: 'aoo'
      seat: SeatId
      mover: string
      /** Enemies still to answer, in the order offered. */
      offers: string[]
      /** The rest of the declared path, to walk once every offer is answered and the mover still stands. */
      rest: At[]
    }
  | { kind: 'reroll'; seat: SeatId; attack: HeldAttack }
  /**
   * A hit the target may try to turn aside with a power (Lightsaber Deflect or Reflect from range, Lightsaber Block in
   * melee): `react` (1 Force point, Reflect 2; a save of 11) or `decline`.
   */
  | {
      kind: 'deflect'
      seat: SeatId
      attack: HeldAttack
      critical: boolean
      power: 'lightsaber-deflect' | 'lightsaber-block' | 'lightsaber-reflect'
    }
  /**
   * One extra `attack` by `attacker`, or `decline`: Flurry Attack after a critical hit (any legal target), or Cleave
   * after a defeat (another adjacent enemy).
   */
  | {
      kind: 'flurry'
      seat: SeatId
      attacker: string
      reason: ExtraAttackReason
      /** Impulsive Sweep: the adjacent enemies still owed an attack. */
      targets?: string[]
    }
  /** Force Spirit: the owner of the fallen figure `from` picks which ally with a Force rating receives it. */
  | { kind: 'spirit'; seat: SeatId; from: string; options: string[] }
  /**
   * Galloping or Strafe Attack (passing.ts): the moving figure may `passing-attack { target }` each enemy in
   * `offers`, or `skip-passing-attack`; then it walks `rest` of its path, if it still stands.
   */
  | { kind: 'passing'; seat: SeatId; mover: string; offers: string[]; rest: At[] }
  /** Anticipation (initiativeAbilities.ts): `reroll-initiative { figure }` (1 Force point) or `keep-initiative`. */
  | { kind: 'anticipation'; seat: SeatId; figures: string[] }
  /** Republic or Separatist Reserves (reserves.ts): `call-reserves { placements }` of up to `points`, or `skip-reserves`. */
  | { kind: 'reserves'; seat: SeatId; faction: 'republic' | 'separatist'; points: number }
  /** Bodyguard (guards.ts): `guard { figure }` takes the hit's damage in the target's place, or `decline`. */
  | { kind: 'bodyguard'; seat: SeatId; attack: HeldAttack; critical: boolean; guards: string[] }
  /** Draw Fire (guards.ts), before the roll: `draw-fire { figure }` or `keep-target`, each with the attack's die. */
  | { kind: 'draw-fire'; seat: SeatId; attack: DeclaredAttack; drawers: string[] }
  /** Lightsaber Riposte (saberReactions.ts): `react` (entropy) attacks `attacker` at once, or `decline`. */
  | { kind: 'riposte'; seat: SeatId; figure: string; attacker: string }
  /** Force Absorb or Defense (counters.ts): `counter { figure }` cancels the declared power, or `allow-power`. */
  | { kind: 'counter'; seat: SeatId; use: DeclaredPower; counters: string[] }
  /** A failed save (saveRerolls.ts): `reroll-save` (entropy; a commander's free reroll or 1 Force point) or `keep-save`. */
  | { kind: 'save-reroll'; seat: SeatId; held: HeldSave }

/** An attack declared but not yet rolled (Draw Fire's window): its bonuses so far (combined fire, Precision). */
export type DeclaredAttack = { attacker: string; target: string; bonuses: Modifier[]; opportunity: boolean }

/** A Force power declared but not yet in effect (the counter window): the `use-power` payload and its user's seat. */
export type DeclaredPower = { seat: SeatId; user: string; power: string; payload: { [key: string]: Json } }

/**
 * A door held by Door Gimmick or Override: `open` until the end of the holder's next turn (the turn after `ref`) or
 * its defeat. Only an Override changes a door another figure holds.
 */
export type DoorLock = { figure: string; open: boolean; ref: number }

/** Initiative this round: each roll's naturals (a tie rolls again), the winner and whom it sent first. */
export type Initiative = {
  rolls: { seat: SeatId; natural: number }[][]
  winner: SeatId | null
  first: SeatId | null
}

/** How the game ended. `winners` is empty for a draw. */
export type SwmResult = { winners: SeatId[]; reason: LocalizedText }

/** The whole game. */
export type SwmState = {
  config: { map: string; pointLimit: number; era: Era; allowPartial: boolean; seats: SeatSide[] }
  stage: Stage
  squads: Record<SeatId, SquadEntry>
  figures: Record<string, Figure>
  /** Figure ids in a fixed order (by seat, then as listed), the order every loop uses. */
  order: string[]
  /** Which ordinary doors are open (the airlock and blast door never open). */
  doors: Record<string, boolean>
  /** Doors held open or shut by Door Gimmick or Override (doorLocks.ts), by door id; absent when none. */
  doorLocks?: Record<string, DoorLock>
  /** Capture the droid: the droid token's square and the figure controlling it; absent in an ordinary skirmish. */
  droid?: { at: At; controller: string | null }
  /** The squad family's once-per-round uses (initiativeAbilities.ts); absent until the first. */
  roundUses?: { round: number; anticipation: SeatId[]; surpriseMoves: string[] }
  /** The seat deploying now. */
  deploying: SeatId | null
  round: number
  initiative: Initiative | null
  /** Whose phase it is and how many activations it has left. */
  phase: { seat: SeatId; left: number } | null
  turn: Turn | null
  pending: Pending[]
  /** Turns started so far, the next turn's `ref` minus one. */
  turns: number
  /** The 10-round rule's count, and whether this round saw an attack on an enemy. */
  quiet: { rounds: number; offenseThisRound: boolean }
  result: SwmResult | null
  /** What the seat that acted last may take back (undo.ts), or null. */
  undo: { seat: SeatId; stack: SwmState[] } | null
}

/** An action as the core defines it; each handler reads its own payload fields with the core's payload readers. */
export type SwmAction = Action
