/**
 * A copy-on-write working copy of a HiddenState, for hidden.ts only (game code uses hidden.ts's functions).
 *
 * Why: states are immutable and shared between snapshots, so a change must copy what it touches. The per-slot maps
 * (`secrets`, `revealed`, `peeks`, `backs`, `zoneOf`) grow with the number of cards; they are SlotMaps, so a change
 * copies one bucket of each map it touches, at most once however many changes a batch makes (a deal, a cut, a
 * search), and the zone map and each zone's slot list at most once too; untouched parts stay shared with the input.
 * Batches give the same state as the one-change-at-a-time functions.
 */
import type { CardId, HiddenState, SlotId, Zone, ZoneId } from './hidden'
import { SlotMapEdit, isEmptySlotMap, slotNumber } from './slot-map'
import type { SlotEntry } from './slot-map'
import type { SeatId } from './types'

/** A copy of `map`, without the keys in `drop` (if given); keys keep their order. */
export function copyMap<V>(map: Record<string, V>, drop?: ReadonlySet<string>): Record<string, V> {
  const out: Record<string, V> = {}
  for (const key of Object.keys(map)) if (!drop?.has(key)) out[key] = map[key] as V
  return out
}

/** The working copies of the per-slot maps of a HiddenState. */
type Maps = {
  secrets: SlotMapEdit<CardId>
  revealed: SlotMapEdit<true>
  peeks: SlotMapEdit<SeatId[]>
  backs: SlotMapEdit<string>
  zoneOf: SlotMapEdit<ZoneId>
}

/** The working copy: read through it, change through it, then take `result()`. */
export class HiddenEdit {
  private readonly base: HiddenState
  private zones: Record<ZoneId, Zone>
  private readonly maps: Maps
  private nextSlot: number
  /** Whether `zones` is this edit's own copy. */
  private ownZoneMap = false
  /** Zones whose object and slot list this edit owns. */
  private readonly ownZones = new Set<ZoneId>()

  constructor(base: HiddenState) {
    this.base = base
    this.zones = base.zones
    this.maps = {
      secrets: new SlotMapEdit(base.secrets),
      revealed: new SlotMapEdit(base.revealed),
      peeks: new SlotMapEdit(base.peeks),
      backs: new SlotMapEdit(base.backs ?? []),
      zoneOf: new SlotMapEdit(base.zoneOf),
    }
    this.nextSlot = base.nextSlot
  }

  /** The zone or throws: an unknown zone name is a bug in the game. */
  zone(name: ZoneId): Zone {
    const z = Object.hasOwn(this.zones, name) ? this.zones[name] : undefined
    if (!z) throw new Error(`hidden: unknown zone ${JSON.stringify(name)}`)
    return z
  }

  /** Whether `slot` holds a card. */
  hasSlot(slot: SlotId): boolean {
    return this.maps.secrets.has(slot)
  }

  /** The card in `slot` (callers check `hasSlot` first). */
  card(slot: SlotId): CardId {
    return this.maps.secrets.get(slot) as CardId
  }

  /** The public back of `slot`, '' for the common back. */
  back(slot: SlotId): string {
    return this.maps.backs.get(slot) ?? ''
  }

  /** The seats `slot` has been shown to (sorted), beyond its zone's visibility. */
  private peeksOf(slot: SlotId): readonly SeatId[] {
    return this.maps.peeks.get(slot) ?? []
  }

  /** The zone `slot` is in, or null. */
  zoneOf(slot: SlotId): ZoneId | null {
    return this.maps.zoneOf.get(slot) ?? null
  }

  /** The zone map, owned by this edit (copied once). */
  private ownZoneMapCopy(): Record<ZoneId, Zone> {
    if (!this.ownZoneMap) {
      this.ownZoneMap = true
      this.zones = copyMap(this.zones)
    }
    return this.zones
  }

  /** The zone's slot list, owned by this edit (zone map and zone copied once). */
  private slotsOf(name: ZoneId): SlotId[] {
    const zone = this.zone(name)
    if (!this.ownZones.has(name)) {
      this.ownZones.add(name)
      // Spread, not slice(): slicing a frozen array is ~50× slower in Node 20's V8.
      this.ownZoneMapCopy()[name] = { ...zone, slots: [...zone.slots] }
    }
    return (this.zones[name] as Zone).slots
  }

  /** Adds a zone holding `cards` (top first) in fresh slots, each with `back` if one is given. */
  addZone(name: ZoneId, zone: Omit<Zone, 'slots'>, cards: readonly CardId[], back: string): void {
    const slots: SlotId[] = []
    for (const card of cards) {
      const slot = `slot:${this.nextSlot++}`
      slots.push(slot)
      this.maps.secrets.set(slot, card)
      if (back) this.maps.backs.set(slot, back)
      this.maps.zoneOf.set(slot, name)
    }
    this.ownZones.add(name)
    const made: Zone = { slots, visibility: zone.visibility, owner: zone.owner }
    // Only 'seats' zones get the key: other zones' JSON, and so state hashes, stay as they were.
    if (zone.viewers) made.viewers = [...zone.viewers]
    this.ownZoneMapCopy()[name] = made
  }

  /**
   * Makes `viewers` (sorted, without repeats) the viewers of 'seats' zone `name`; each seat dropped gets a peek on
   * the zone's current slots, as it has seen them.
   */
  setViewers(name: ZoneId, viewers: SeatId[]): void {
    const zone = this.zone(name)
    const before = zone.viewers ?? []
    if (before.length === viewers.length && before.every((seat, i) => seat === viewers[i])) return
    const dropped = before.filter((seat) => !viewers.includes(seat))
    if (dropped.length > 0) for (const slot of zone.slots) this.showTo(slot, dropped)
    // The slot list stays shared (or stays this edit's own); only the zone object is new.
    this.ownZoneMapCopy()[name] = { ...zone, viewers }
  }

  /** Shows `slot` to everyone. */
  reveal(slot: SlotId): void {
    if (!this.maps.revealed.has(slot)) this.maps.revealed.set(slot, true)
  }

  /** Shows `slot` to `seats` too (the list stays sorted and without repeats). */
  showTo(slot: SlotId, seats: readonly SeatId[]): void {
    const before = this.peeksOf(slot)
    const after = [...new Set([...before, ...seats])].sort()
    if (after.length === before.length) return
    this.maps.peeks.set(slot, after)
  }

  /** Moves `slot` (in zone `from`) to the top or bottom of `to`; whoever saw it in `from` keeps knowing it. */
  move(slot: SlotId, from: ZoneId, to: ZoneId, position: 'top' | 'bottom'): void {
    const fromZone = this.zone(from)
    this.zone(to)
    if (fromZone.visibility === 'public') this.reveal(slot)
    else if (fromZone.visibility === 'owner' && fromZone.owner !== null) this.showTo(slot, [fromZone.owner])
    else if (fromZone.visibility === 'seats' && fromZone.viewers) this.showTo(slot, fromZone.viewers)
    const source = this.slotsOf(from)
    source.splice(source.indexOf(slot), 1)
    const target = this.slotsOf(to)
    if (position === 'top') target.unshift(slot)
    else target.push(slot)
    this.maps.zoneOf.set(slot, to)
  }

  /**
   * Gives the zone's cards fresh slots in the order `order` lists the old ones (a permutation of them), each card
   * taking its back along, and forgets every reveal and peek of the old slots.
   */
  reslot(name: ZoneId, order: readonly SlotId[]): void {
    const old = order.map(slotNumber)
    const secrets: SlotEntry<CardId>[] = []
    const backs: SlotEntry<string>[] = []
    const where: SlotEntry<ZoneId>[] = []
    const slots = this.slotsOf(name)
    order.forEach((oldSlot, i) => {
      const n = this.nextSlot++
      const slot = `slot:${n}`
      slots[i] = slot
      secrets.push([n, this.card(oldSlot)])
      const back = this.back(oldSlot)
      if (back) backs.push([n, back])
      where.push([n, name])
    })
    this.maps.secrets.replaceAll(old, secrets)
    this.maps.backs.replaceAll(old, backs)
    this.maps.revealed.replaceAll(old, [])
    this.maps.peeks.replaceAll(old, [])
    this.maps.zoneOf.replaceAll(old, where)
  }

  /**
   * The edited state: a new top level over the copied parts, sharing everything untouched with the input; the input
   * itself when nothing changed.
   */
  result(): HiddenState {
    const { secrets, revealed, peeks, backs, zoneOf } = this.maps
    const changed = [secrets, revealed, peeks, backs, zoneOf].some((edit) => edit.changed)
    if (!changed && !this.ownZoneMap && this.nextSlot === this.base.nextSlot) return this.base
    // Built key by key, not spread from the base: `backs` stays out while no slot has one (HiddenState.backs).
    const out: HiddenState = {
      zones: this.zones,
      secrets: secrets.result(),
      revealed: revealed.result(),
      peeks: peeks.result(),
      zoneOf: zoneOf.result(),
      nextSlot: this.nextSlot,
    }
    if (!isEmptySlotMap(backs.result())) out.backs = backs.result()
    return out
  }
}
