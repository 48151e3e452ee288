/**
 * What clicking the Battle of Hoth board means now, derived only from this seat's legal actions: which units
 * and hexes to highlight, and which engine action (or selection change) a click on a unit or hex makes.
 * Pure, so the rules of the UI are tested without a browser; `useHothInteraction` keeps the selection.
 */
import type { LocalizedText } from '../../../../engine/core/types'
import type { AttackPlan, HexId, HothAction, HothView } from '../../../../engine/games/hoth'
import { lineOfSight, planAttack } from '../../../../engine/games/hoth'
import type { HexHighlight, SightLine, UnitHighlight } from '../contract'
import { refusedClick, type RefusedClick } from './clickRefusal'

/** Legal actions grouped by what the board shows. */
interface Options {
  orders: Set<string>
  moves: Map<string, HexId[]>
  attacks: Map<string, string[]>
  retreats: HexId[]
  barrage: string[]
  breakthrough: boolean
}

/** Groups legal actions for the board. */
function group(legal: readonly HothAction[]): Options {
  const o: Options = {
    orders: new Set(),
    moves: new Map(),
    attacks: new Map(),
    retreats: [],
    barrage: [],
    breakthrough: false,
  }
  for (const a of legal) {
    if (a.type === 'order') o.orders.add(a.payload.unit)
    if (a.type === 'move') o.moves.set(a.payload.unit, [...(o.moves.get(a.payload.unit) ?? []), a.payload.to])
    if (a.type === 'attack') o.attacks.set(a.payload.unit, [...(o.attacks.get(a.payload.unit) ?? []), a.payload.target])
    if (a.type === 'retreat') o.retreats.push(a.payload.to)
    if (a.type === 'barrage') o.barrage.push(a.payload.target)
    if (a.type === 'breakthrough') o.breakthrough = true
  }
  return o
}

/** The board's highlights and click meanings for a selection and a hovered target. */
export interface BoardInteraction {
  hexHighlights: Map<HexId, HexHighlight>
  unitHighlights: Map<string, UnitHighlight>
  sight: SightLine | null
  /** The hovered attack's numbers (dice, base by range, each modifier), or why it cannot be made. */
  attack: AttackPreview | null
  /** What clicking a unit or structure does: an action to send, a new selection, or why it does neither. */
  clickUnit(id: string): BoardClick
  /** What clicking a hex does. */
  clickHex(hex: HexId): BoardClick
}

/** What a click on the board means: an action to send, a new selection, or a refusal to explain. */
export type BoardClick = { action: HothAction } | { select: string | null } | { refused: RefusedClick }

/** What the board says about the attack under the pointer: the engine's plan, or its reason for refusing. */
export type AttackPreview =
  | { attacker: string; target: string; ok: true; plan: AttackPlan }
  | { attacker: string; target: string; ok: false; reason: LocalizedText }

/** Hex of a unit or structure in the view, if it is on the board. */
function hexOf(view: HothView, id: string): HexId | null {
  if (Object.hasOwn(view.units, id)) return view.units[id]!.hex
  const s = Object.hasOwn(view.structures, id) ? view.structures[id]! : null
  return s && !s.destroyed ? s.hex : null
}

/** The unit or standing structure on a hex, if any. */
function pieceAt(view: HothView, hex: HexId): string | null {
  for (const unit of Object.values(view.units)) if (unit.hex === hex) return unit.id
  for (const s of Object.values(view.structures)) if (s.hex === hex && !s.destroyed) return s.id
  return null
}

/**
 * The interaction for `view`, this seat's `legal` actions, the selected unit and the hovered unit/structure;
 * `myTurn` says whether the turn is this seat's (a refused click then names the right reason).
 */
export function boardInteraction(
  view: HothView,
  legal: readonly HothAction[],
  selected: string | null,
  hovered: string | null,
  myTurn = true,
): BoardInteraction {
  const o = group(legal)
  const hexHighlights = new Map<HexId, HexHighlight>()
  const unitHighlights = new Map<string, UnitHighlight>()
  const actor = selected && (o.moves.has(selected) || o.attacks.has(selected)) ? selected : null

  for (const id of view.turn.ordered) if (view.units[id]) unitHighlights.set(id, 'ordered')
  for (const id of o.orders) unitHighlights.set(id, 'orderable')
  for (const id of [...o.moves.keys(), ...o.attacks.keys()]) unitHighlights.set(id, 'can-attack')
  for (const id of o.barrage) unitHighlights.set(id, 'target')
  if (actor) {
    unitHighlights.set(actor, 'selected')
    for (const hex of o.moves.get(actor) ?? []) hexHighlights.set(hex, 'move')
    for (const target of o.attacks.get(actor) ?? []) unitHighlights.set(target, 'target')
  }
  for (const hex of o.retreats) hexHighlights.set(hex, 'retreat')
  const pending = view.turn.pending
  if (o.breakthrough && pending?.kind === 'breakthrough') hexHighlights.set(pending.hex, 'breakthrough')

  let sight: SightLine | null = null
  const from = actor ? hexOf(view, actor) : null
  const to = hovered && hovered !== actor ? hexOf(view, hovered) : null
  if (actor && from && to && o.attacks.has(actor)) {
    const legalTarget = o.attacks.get(actor)!.includes(hovered!)
    sight = { from, to, clear: legalTarget || lineOfSight(view, from, to) }
  }
  // Only a legal target gets numbers; another enemy gets the engine's reason (range, line of sight, …).
  let attack: AttackPreview | null = null
  if (sight && actor && hovered && Object.hasOwn(view.units, actor)) {
    const planned = planAttack(view, view.units[actor]!, hovered)
    const legalTarget = o.attacks.get(actor)!.includes(hovered)
    if (planned.ok && legalTarget) attack = { attacker: actor, target: hovered, ok: true, plan: planned.plan }
    else if (!planned.ok && planned.error.code !== 'not-enemy')
      attack = { attacker: actor, target: hovered, ok: false, reason: planned.error.reason }
  }

  type Click = BoardClick | null
  /** What a click on a piece itself means (null: nothing). */
  const pieceClick = (id: string): Click => {
    if (o.orders.has(id)) return { action: { type: 'order', payload: { unit: id } } }
    if (o.barrage.includes(id)) return { action: { type: 'barrage', payload: { target: id } } }
    if (actor && o.attacks.get(actor)?.includes(id))
      return { action: { type: 'attack', payload: { unit: actor, target: id } } }
    if (o.moves.has(id) || o.attacks.has(id)) return { select: id === actor ? null : id }
    return null
  }
  /** What a click on a hex itself means (null: nothing). */
  const hexClick = (hex: HexId): Click => {
    if (o.retreats.includes(hex)) return { action: { type: 'retreat', payload: { to: hex } } }
    if (hexHighlights.get(hex) === 'breakthrough') return { action: { type: 'breakthrough' } }
    if (actor && o.moves.get(actor)?.includes(hex))
      return { action: { type: 'move', payload: { unit: actor, to: hex } } }
    return null
  }
  // A click that means nothing is answered with why; the selection stays, so the player can try again.
  const refused = (piece: string | null, hex: HexId): BoardClick => ({
    refused: refusedClick(view, myTurn, actor, piece, hex),
  })
  const clickUnit: BoardInteraction['clickUnit'] = (id) => {
    const hex = hexOf(view, id)
    return pieceClick(id) ?? (hex ? hexClick(hex) : null) ?? refused(id, hex ?? '')
  }
  // A click on the ground under a piece means the piece too (figures are small targets).
  const clickHex: BoardInteraction['clickHex'] = (hex) => {
    const piece = pieceAt(view, hex)
    return hexClick(hex) ?? (piece ? pieceClick(piece) : null) ?? refused(piece, hex)
  }
  return { hexHighlights, unitHighlights, sight, attack, clickUnit, clickHex }
}
