/**
 * A copy-on-write working copy of a HiddenState, for hidden.ts only (game code uses hidden.ts's functions).
 *
 * Why: states are immutable and shared between snapshots, so a change must copy what it touches. The maps here
 * (`secrets`, `revealed`, `peeks`, `backs`) grow with the number of cards, and copying a few hundred keys costs far
 * more than the rest of an action. An edit copies each map, the zone map and each zone's slot list at most once,
 * however many changes a batch makes (a deal, a cut, a search), leaves untouched maps shared with the input, and
 * builds copies in one pass without `delete` (which would slow every later copy and lookup of the object).
 * The result has the same keys, values and key order as the one-change-at-a-time functions gave, so states and
 * their hashes do not change.
 */
import type { CardId, HiddenState, SlotId, Zone, ZoneId } from './hidden'
import type { SeatId } from './types'

/** A copy of `map`, without the keys in `drop` (if given); keys keep their order. */
export function copyMap<V>(map: Record<string, V>, drop?: ReadonlySet<string>): Record<string, V> {
  const out: Record<string, V> = {}
  for (const key of Object.keys(map)) if (!drop?.has(key)) out[key] = map[key] as V
  return out
}

/** The per-slot maps of a HiddenState (`backs` always present here; empty when the state has none). */
type Maps = {
  secrets: Record<SlotId, CardId>
  revealed: Record<SlotId, true>
  peeks: Record<SlotId, SeatId[]>
  backs: Record<SlotId, string>
}

/** The working copy: read through it, change through it, then take `result()`. */
export class HiddenEdit {
  private readonly base: HiddenState
  private zones: Record<ZoneId, Zone>
  private readonly maps: Maps
  private nextSlot: number
  /** Which of the above are this edit's own copies (written in place from then on). */
  private readonly own = new Set<string>()
  /** Zones whose object and slot list this edit owns. */
  private readonly ownZones = new Set<ZoneId>()
  /** Slot → zone, built on the second lookup (one lookup scans; a scan per lookup would make batches quadratic). */
  private where: Map<SlotId, ZoneId> | null = null
  private lookups = 0

  constructor(base: HiddenState) {
    this.base = base
    this.zones = base.zones
    this.maps = { secrets: base.secrets, revealed: base.revealed, peeks: base.peeks, backs: base.backs ?? {} }
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
    return Object.hasOwn(this.maps.secrets, slot)
  }

  /** The card in `slot` (callers check `hasSlot` first). */
  card(slot: SlotId): CardId {
    return this.maps.secrets[slot] as CardId
  }

  /** The public back of `slot`, '' for the common back. */
  back(slot: SlotId): string {
    return Object.hasOwn(this.maps.backs, slot) ? (this.maps.backs[slot] as string) : ''
  }

  /** The seats `slot` has been shown to (sorted), beyond its zone's visibility. */
  private peeksOf(slot: SlotId): readonly SeatId[] {
    return this.maps.peeks[slot] ?? []
  }

  /** The zone `slot` is in, or null. */
  zoneOf(slot: SlotId): ZoneId | null {
    if (this.where === null && this.lookups++ === 0) {
      for (const name of Object.keys(this.zones)) if ((this.zones[name] as Zone).slots.includes(slot)) return name
      return null
    }
    if (this.where === null) {
      this.where = new Map()
      for (const name of Object.keys(this.zones))
        for (const s of (this.zones[name] as Zone).slots) this.where.set(s, name)
    }
    return this.where.get(slot) ?? null
  }

  /** Makes `key`'s map this edit's own (copied once, without `drop`), so it can be written in place. */
  private take<K extends keyof Maps>(key: K, drop?: ReadonlySet<string>): Maps[K] {
    if (!this.own.has(key)) {
      this.own.add(key)
      this.maps[key] = copyMap<unknown>(this.maps[key], drop) as Maps[K]
    } else if (drop) {
      for (const slot of drop) delete this.maps[key][slot]
    }
    return this.maps[key]
  }

  /** The zone's slot list, owned by this edit (zone map and zone copied once). */
  private slotsOf(name: ZoneId): SlotId[] {
    const zone = this.zone(name)
    if (!this.ownZones.has(name)) {
      if (!this.own.has('zones')) {
        this.own.add('zones')
        this.zones = { ...this.zones }
      }
      this.ownZones.add(name)
      this.zones[name] = { ...zone, slots: zone.slots.slice() }
    }
    return (this.zones[name] as Zone).slots
  }

  /** Adds a zone holding `cards` (top first) in fresh slots, each with `back` if one is given. */
  addZone(name: ZoneId, zone: Omit<Zone, 'slots'>, cards: readonly CardId[], back: string): void {
    const secrets = this.take('secrets')
    const backs = back ? this.take('backs') : this.maps.backs
    const slots: SlotId[] = []
    for (const card of cards) {
      const slot = `slot:${this.nextSlot++}`
      slots.push(slot)
      secrets[slot] = card
      if (back) backs[slot] = back
      this.where?.set(slot, name)
    }
    if (!this.own.has('zones')) {
      this.own.add('zones')
      this.zones = { ...this.zones }
    }
    this.ownZones.add(name)
    this.zones[name] = { slots, visibility: zone.visibility, owner: zone.owner }
  }

  /** Shows `slot` to everyone. */
  reveal(slot: SlotId): void {
    if (this.maps.revealed[slot]) return
    this.take('revealed')[slot] = true
  }

  /** Shows `slot` to `seats` too (the list stays sorted and without repeats). */
  showTo(slot: SlotId, seats: readonly SeatId[]): void {
    const before = this.peeksOf(slot)
    const after = [...new Set([...before, ...seats])].sort()
    if (after.length === before.length) return
    this.take('peeks')[slot] = after
  }

  /** Moves `slot` (in zone `from`) to the top or bottom of `to`; whoever saw it in `from` keeps knowing it. */
  move(slot: SlotId, from: ZoneId, to: ZoneId, position: 'top' | 'bottom'): void {
    const fromZone = this.zone(from)
    this.zone(to)
    if (fromZone.visibility === 'public') this.reveal(slot)
    else if (fromZone.visibility === 'owner' && fromZone.owner !== null) this.showTo(slot, [fromZone.owner])
    const source = this.slotsOf(from)
    source.splice(source.indexOf(slot), 1)
    const target = this.slotsOf(to)
    if (position === 'top') target.unshift(slot)
    else target.push(slot)
    this.where?.set(slot, to)
  }

  /**
   * Gives the zone's cards fresh slots in the order `order` lists the old ones (a permutation of them), each card
   * taking its back along, and forgets every reveal and peek of the old slots.
   */
  reslot(name: ZoneId, order: readonly SlotId[]): void {
    const old = new Set(this.zone(name).slots)
    const cards = order.map((slot) => this.card(slot))
    const backs = order.map((slot) => this.back(slot))
    const secrets = this.take('secrets', old)
    // Maps that hold none of the old slots stay shared: nothing in them changes.
    const holds = (map: Record<string, unknown>) => order.some((slot) => Object.hasOwn(map, slot))
    if (holds(this.maps.revealed)) this.take('revealed', old)
    if (holds(this.maps.peeks)) this.take('peeks', old)
    const newBacks = holds(this.maps.backs) ? this.take('backs', old) : this.maps.backs
    const slots = this.slotsOf(name)
    order.forEach((oldSlot, i) => {
      const slot = `slot:${this.nextSlot++}`
      slots[i] = slot
      secrets[slot] = cards[i] as CardId
      if (backs[i]) newBacks[slot] = backs[i] as string
      this.where?.delete(oldSlot)
      this.where?.set(slot, name)
    })
  }

  /**
   * The edited state: a new top level over the copied parts, sharing everything untouched with the input; the input
   * itself when nothing changed.
   */
  result(): HiddenState {
    if (this.own.size === 0 && this.nextSlot === this.base.nextSlot) return this.base
    const out: HiddenState = {
      ...this.base,
      zones: this.zones,
      secrets: this.maps.secrets,
      revealed: this.maps.revealed,
      peeks: this.maps.peeks,
      nextSlot: this.nextSlot,
    }
    // `backs` is left out while no slot has one (HiddenState.backs), so states without backs hash as they did.
    if (Object.keys(this.maps.backs).length > 0) out.backs = this.maps.backs
    else delete out.backs
    return out
  }
}
