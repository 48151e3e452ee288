/**
 * Where every SWLCG card lies on the 3D table, from a seat's view: the Light Side along the near edge (+z), the Dark
 * Side along the far edge, each side's cards facing its players. In 2v2 each side's half holds two players' areas side
 * by side, each player across from the opponent they face, with narrower rows (areas.ts). A card in play lies in the
 * area of the player who controls it, whoever owns it (`controlledCards`). Per player, from the middle out:
 * units in the engagement, objectives (captured cards tucked under dark ones), units and enhancements in play (an
 * attached enhancement peeks out from under its host), units committed to the Force, and the other seat's hand as
 * backs at the edge; piles (command deck, discard pile, objective deck, victory pile, in 2v2 the common reserve) at
 * the ends, the edge stack and an event being played near the middle, the Death Star dial and the Balance of the
 * Force token in the centre.
 * Once an edge battle is revealed, both stacks lie face up in a fan with the Force each counted (edgeReveal.ts), and
 * while strikes go on, each engaged unit's card lights the combat icons that count for it.
 * Pure: the scene objects go into the table model (src/scene/tableModel.ts), which the sandbox's instanced cards,
 * tokens, labels and hover zoom draw.
 */
import type { SlotId } from '../../../../engine/core/hidden'
import { sideOfPlayer, swlcgZones } from '../../../../engine/games/swlcg'
import type { Player, SwlcgView } from '../../../../engine/games/swlcg'
import { emphasisLook } from '../../../boxes'
import type { SceneObject } from '../../../scene/sceneObject'
import { areaOf, toward } from './areas'
import type { Area } from './areas'
import type { EdgeReveal } from './edgeReveal'

/** Scene ids: `swlcg:<slot>` for a card, `swlcg:pile:<zone>` for a pile, `swlcg:dial` and `swlcg:balance`. */
export const cardObjectId = (slot: SlotId) => `swlcg:${slot}`

/** The slot of a card object id, or null for piles, tokens and other ids. */
export function slotOfObject(id: string): SlotId | null {
  return id.startsWith('swlcg:') && !id.startsWith('swlcg:pile:') && id !== DIAL && id !== BALANCE ? id.slice(6) : null
}

const DIAL = 'swlcg:dial'
const BALANCE = 'swlcg:balance'

/** Distances from the middle line (z) of each row. */
const ROW = { engaged: 0.5, objectives: 1.45, units: 2.5, force: 3.5, hand: 4.05 } as const
const STEP = { objectives: 0.82, units: 0.76, hand: 0.34 } as const
/** How far apart (x) the edge stack and the nearest unit in the engagement stay: a card's width and a gap. */
const EDGE_GAP = 0.7

/** The words a seat reads on the table: each pile's name, and the Force a revealed edge stack counted. */
export interface TableWords {
  deck: string
  discard: string
  objectiveDeck: string
  victory: string
  edge: string
  /** 2v2: a player's common reserve. */
  reserve: string
  edgeForce(force: number, won: boolean): string
}

/**
 * x positions of `count` cards centred on `centre`, `step` apart, closer when they would reach farther than `reach`
 * either way (by default a 1v1 half's rows).
 */
function spread(count: number, step: number, centre = 0, reach = 3.0): number[] {
  const fit = count > 1 ? Math.min(step, (2 * reach) / (count - 1)) : step
  return Array.from({ length: count }, (_, i) => centre + (i - (count - 1) / 2) * fit)
}

/** The card a slot holds, as this seat may see it ('' face down). */
const lookOf = (view: SwlcgView, slot: SlotId) => view.table[slot]?.card ?? view.cards.cards[slot] ?? ''

/**
 * The stat keys of the combat icons that count for a unit of `side` striking now: unit damage and tactics, blast
 * only for the attacker, the edge-enabled ones only for the side holding the edge (the engine's `strikeIcons`).
 */
export function strikeEmphasis(view: SwlcgView, side: Player): string[] {
  const attacking = view.turn.active === side
  const withEdge = view.engagement?.edge === side
  const kinds = attacking ? ['unitDamage', 'blastDamage', 'tactics'] : ['unitDamage', 'tactics']
  const edge = kinds.map((k) => `edge${k[0]!.toUpperCase()}${k.slice(1)}`)
  return withEdge ? [...kinds, ...edge] : kinds
}

/** A card lying on the table (its combat icons lit by `emphasis` when given). */
function card(
  view: SwlcgView,
  slot: SlotId,
  side: Player,
  x: number,
  z: number,
  layer = 1,
  emphasis?: readonly string[],
): SceneObject {
  const shown = lookOf(view, slot)
  const look = emphasis && shown ? emphasisLook(shown, emphasis) : shown
  const state = view.table[slot]
  const counters: Record<string, number> = {}
  if (state?.damage) counters.damage = state.damage
  if (state?.focus) counters.focus = state.focus
  if (state?.shield) counters.shield = state.shield
  return {
    kind: 'card',
    x,
    z,
    layer,
    quarter: sideOfPlayer(side) === 'light' ? 0 : 2,
    faceUp: look !== '',
    look,
    owner: view.seats[side] ?? '',
    locked: true,
    ...(look === '' && view.cards.backs[slot] ? { back: view.cards.backs[slot] } : {}),
    ...(Object.keys(counters).length > 0 ? { counters } : {}),
  }
}

/** A pile: its size, its top card face up when the seat may see it (a discard or victory pile). */
function pile(view: SwlcgView, zone: string, side: Player, x: number, z: number, label: string): SceneObject | null {
  const slots = view.cards.zones[zone]?.slots ?? []
  if (slots.length === 0) return null
  const top = slots[0]!
  const look = view.cards.cards[top] ?? ''
  return {
    ...card(view, top, side, x, z),
    faceUp: look !== '',
    look,
    stack: slots.length,
    label,
    ...(look === '' ? { back: view.cards.backs[top] ?? `swlcg/back-${sideOfPlayer(side)}` } : {}),
  }
}

/** The cards of a player's objective row: objectives in play, or during setup the ones drawn to choose from. */
function objectiveRow(view: SwlcgView, side: Player): readonly SlotId[] {
  const inPlay = view.cards.zones[swlcgZones.objectives(side)]?.slots ?? []
  return inPlay.length > 0 ? inPlay : (view.cards.zones[swlcgZones.setup(side)]?.slots ?? [])
}

/** Where every card of every objective row lies. */
function objectivePlaces(view: SwlcgView): Map<SlotId, { x: number; z: number }> {
  const out = new Map<SlotId, { x: number; z: number }>()
  for (const side of view.players) {
    const a = areaOf(view, side)
    const objectives = objectiveRow(view, side)
    const { shift, reach } = a.g.objectives
    spread(objectives.length, STEP.objectives, 0, reach).forEach((x, i) =>
      out.set(objectives[i]!, { x: toward(a, shift) + a.s * x, z: a.s * ROW.objectives }),
    )
  }
  return out
}

/**
 * The cards in play that `player` controls, from every player's play area: a card lies in its controller's area
 * (Join Me, Mara Jade, a unit lent for support), though it stays in its owner's play zone and goes back to its
 * owner's piles when it leaves play. A card without a table entry counts as its zone owner's.
 */
function controlledCards(view: SwlcgView, player: Player): SlotId[] {
  return view.players.flatMap((owner) =>
    (view.cards.zones[swlcgZones.play(owner)]?.slots ?? []).filter(
      (slot) => (view.table[slot]?.controller ?? owner) === player,
    ),
  )
}

/**
 * x positions of `count` units in the engagement centred on `centre`, moved towards the piles where the nearest
 * would lie on the edge stack at the area's inner end (the engaged objective may be the innermost one).
 */
function engagedRow(a: Area, count: number, centre: number): number[] {
  const xs = spread(count, STEP.units, centre)
  const edge = toward(a, -a.g.edgeX)
  const nearest = Math.min(...xs.map((x) => (x - edge) * a.p))
  const push = nearest < EDGE_GAP ? (EDGE_GAP - nearest) * a.p : 0
  return xs.map((x) => x + push)
}

/**
 * Where each unit and loose card `side` controls lies: the units row (the affiliation card and play-area
 * enhancements among them), the Force row for committed units, and before the engaged objective for units in the
 * engagement. Attached cards are placed by their host.
 */
function unitPlaces(
  view: SwlcgView,
  side: Player,
  objectiveAt: ReadonlyMap<SlotId, { x: number; z: number }>,
  placed: Map<SlotId, { x: number; z: number }>,
): void {
  const a = areaOf(view, side)
  const s = a.s
  const engagement = view.engagement
  const engaged = new Set(engagement ? [...engagement.attackers, ...engagement.defenders] : [])
  const play = controlledCards(view, side)
  const free = play.filter((slot) => !view.table[slot]?.host && !engaged.has(slot))
  const loose = free.filter((slot) => !view.table[slot]?.committed)
  const committed = free.filter((slot) => view.table[slot]?.committed)
  spread(loose.length, STEP.units, 0, a.g.units.reach).forEach((x, i) =>
    placed.set(loose[i]!, { x: toward(a, a.g.units.shift) + s * x, z: s * ROW.units }),
  )
  committed.forEach((slot, i) => placed.set(slot, { x: toward(a, a.g.forceX - i * a.g.forceStep), z: s * ROW.force }))
  // Units in the engagement stand before the engaged objective, attackers and defenders on their own side.
  if (engagement) {
    const centre = objectiveAt.get(engagement.objective)?.x ?? 0
    const mine = [...engagement.attackers, ...engagement.defenders].filter((slot) => play.includes(slot))
    engagedRow(a, mine.length, centre).forEach((x, i) => placed.set(mine[i]!, { x, z: s * ROW.engaged }))
  }
}

/**
 * A side's revealed edge stack, face up in a fan where the stack lay (fate cards that resolved a little forward),
 * the last card captioned with the Force the stack counted.
 */
function edgeFan(
  view: SwlcgView,
  side: Player,
  reveal: EdgeReveal,
  names: TableWords,
  add: (id: string, obj: SceneObject) => void,
) {
  const a = areaOf(view, side)
  const s = a.s
  const team = sideOfPlayer(side)
  // Only cards still in the stack or in the discard pile it went to (a fate may have moved one elsewhere).
  const lying = new Set(
    [swlcgZones.edge(side), swlcgZones.discard(side)].flatMap((z) => view.cards.zones[z]?.slots ?? []),
  )
  const shown = reveal.stacks[team].filter((slot) => lying.has(slot) && lookOf(view, slot) !== '')
  const xs = spread(shown.length, 0.3)
  shown.forEach((slot, i) => {
    const forward = reveal.fates.includes(slot) ? 0.12 : 0
    const obj = card(view, slot, side, toward(a, 0.3 - a.g.edgeX) + s * xs[i]!, s * (0.5 - forward), 4 + i * 0.01)
    const last = i === shown.length - 1 && reveal.result
    add(cardObjectId(slot), {
      ...obj,
      ...(last ? { label: names.edgeForce(reveal.result!.force[team], reveal.result!.winner === team) } : {}),
    })
  })
}

/** Every object of one player. */
function sideObjects(
  view: SwlcgView,
  side: Player,
  viewer: Player | null,
  names: TableWords,
  objectiveAt: ReadonlyMap<SlotId, { x: number; z: number }>,
  placed: ReadonlyMap<SlotId, { x: number; z: number }>,
  reveal: EdgeReveal | null,
  out: Map<string, SceneObject>,
) {
  const a = areaOf(view, side)
  const s = a.s
  const add = (id: string, obj: SceneObject | null) => obj && out.set(id, obj)
  const engagement = view.engagement
  const engaged = new Set(engagement ? [...engagement.attackers, ...engagement.defenders] : [])
  // Objectives, with captives tucked under a dark one; during setup, the drawn objectives in their place.
  const objectives = objectiveRow(view, side)
  objectives.forEach((slot) => {
    const { x } = objectiveAt.get(slot)!
    add(cardObjectId(slot), card(view, slot, side, x, s * ROW.objectives, 2))
    ;(view.captives[slot] ?? []).forEach((captive, j) =>
      add(cardObjectId(captive), card(view, captive, 'light', x + 0.08 * (j + 1), s * ROW.objectives - 0.12, 1)),
    )
  })
  // Cards in play: the affiliation card, units and enhancements where unitPlaces put them; attached ones under their
  // host, whichever side controls it (an enhancement may go on an enemy's card).
  const play = controlledCards(view, side)
  // While strikes go on (the edge is decided), each engaged unit shows which of its icons count.
  const emphasis = engagement?.edge ? strikeEmphasis(view, side) : undefined
  for (const slot of play) {
    const at = placed.get(slot)
    if (at) add(cardObjectId(slot), card(view, slot, side, at.x, at.z, 3, engaged.has(slot) ? emphasis : undefined))
  }
  const attached = Object.keys(view.table).filter((slot) => view.table[slot]!.host)
  for (const slot of play.filter((slot) => view.table[slot]?.host)) {
    // An enhancement on a unit lies under it, peeking out away from the middle; one on an objective, likewise.
    const hostSlot = view.table[slot]!.host!
    const host = placed.get(hostSlot) ?? objectiveAt.get(hostSlot)
    const under = attached.filter((other) => view.table[other]!.host === hostSlot).indexOf(slot)
    const away = host ? Math.sign(host.z) || s : s
    const at = host ?? { x: toward(a, a.g.forceX - under * a.g.forceStep), z: s * ROW.force }
    add(cardObjectId(slot), card(view, slot, side, at.x, at.z + away * 0.2 * (under + 1), 2 - under * 0.1))
  }
  // The other seats see this player's hand along its edge: backs, or in 2v2 the teammate's faces (a team shares
  // its hands).
  if (viewer !== side) {
    const hand = view.cards.zones[swlcgZones.hand(side)]?.slots ?? []
    const at = toward(a, a.g.hand.shift)
    spread(hand.length, STEP.hand, 0, a.g.hand.reach).forEach((x, i) =>
      add(cardObjectId(hand[i]!), card(view, hand[i]!, side, at + s * x, s * ROW.hand, 1 + i * 0.01)),
    )
  }
  const { pileX, pileZ, reserve } = a.g
  const piles: [string, string, number, number][] = [
    [swlcgZones.deck(side), names.deck, pileX.outer, pileZ.back],
    [swlcgZones.discard(side), names.discard, pileX.outer, pileZ.front],
    [swlcgZones.objectiveDeck(side), names.objectiveDeck, pileX.inner, pileZ.back],
    [swlcgZones.victory(side), names.victory, pileX.inner, pileZ.front],
    // 2v2: the common reserve, below the piles (its team sees the card; the other team a back).
    [swlcgZones.reserve(side), names.reserve, reserve.x, reserve.z],
  ]
  for (const [zone, label, x, z] of piles) add(`swlcg:pile:${zone}`, pile(view, zone, side, toward(a, x), s * z, label))
  if (reveal) edgeFan(view, side, reveal, names, add)
  else {
    const edge = swlcgZones.edge(side)
    add(`swlcg:pile:${edge}`, pile(view, edge, side, toward(a, -a.g.edgeX), s * 0.5, names.edge))
  }
  const resolving = view.cards.zones[swlcgZones.resolving(side)]?.slots ?? []
  resolving.forEach((slot, i) =>
    add(cardObjectId(slot), card(view, slot, side, toward(a, a.g.edgeX - i * 0.3), s * 0.5, 4)),
  )
}

/** Every object of the table as `viewer` (null: a spectator) sees it, with the edge battle `reveal` on show. */
export function swlcgObjects(
  view: SwlcgView,
  viewer: Player | null,
  names: TableWords,
  reveal: EdgeReveal | null = null,
): Map<string, SceneObject> {
  const out = new Map<string, SceneObject>()
  const objectiveAt = objectivePlaces(view)
  const placed = new Map<SlotId, { x: number; z: number }>()
  for (const side of view.players) unitPlaces(view, side, objectiveAt, placed)
  for (const side of view.players) sideObjects(view, side, viewer, names, objectiveAt, placed, reveal, out)
  // The dial and the Balance token read upright for the seat looking (seat 1's way for a spectator).
  const dark = viewer !== null && sideOfPlayer(viewer) === 'dark'
  const token = (look: string, x: number, faceUp = true): SceneObject => ({
    kind: 'token',
    x: dark ? -x : x,
    z: 0,
    layer: 1,
    quarter: dark ? 2 : 0,
    faceUp,
    look,
    owner: '',
    locked: true,
  })
  out.set(DIAL, token(`swlcg/death-star-dial@${view.dial}`, -0.55))
  out.set(BALANCE, token('swlcg/balance-of-the-force', 0.55, view.balance === 'light'))
  return out
}
