/**
 * SlotMap: a per-slot map (slot → value) as plain JSON, split into buckets, built for cheap immutable changes.
 *
 * Why: states are immutable and shared between snapshots, so a change copies what it touches, and the fold freezes
 * (and validates) every new node. A flat object of a few hundred slots cost a copy and a freeze of all its keys on
 * every change (a card revealed, a card placed on the table): most of what a tabletop action cost.
 *
 * Shape: an array of BUCKETS buckets (or `[]` while empty), the slot `slot:N` in bucket `N % BUCKETS`, each bucket an
 * array of `[N, value]` pairs in insertion order (the number, not the id: lookups compare numbers). A change copies
 * the top array and one bucket, both short. Arrays, not objects: V8 copies an array of references in one go (spread;
 * `slice()` of a frozen array is ~50× slower in Node 20), while an object given ever new slot keys either builds a
 * hidden class per key or is a hash table whose copy re-inserts every key. Buckets by number modulo, not ranges: a
 * shuffle gives a pile fresh numbers while cards elsewhere keep old ones, so ranges fragment until nearly every card
 * has its own.
 */
import type { SlotId } from './hidden'

/** How many buckets slots are spread over (at most 32: an edit keeps the buckets it owns as bits of one integer). */
const BUCKETS = 32

/** One slot's value: the slot's number (N of `slot:N`) and the value. */
export type SlotEntry<V> = [number, V]

/** Slot → value, bucketed (see the module comment). */
export type SlotMap<V> = SlotEntry<V>[][]

/** The number N of `slot:N`, or -1 for an id the engine never creates ('slot:' and digits without a leading zero). */
export function slotNumber(slot: SlotId): number {
  const length = slot.length
  if (length < 6 || length > 20 || !slot.startsWith('slot:')) return -1
  if (slot.charCodeAt(5) === 48 && length > 6) return -1
  let n = 0
  for (let i = 5; i < length; i++) {
    const digit = slot.charCodeAt(i) - 48
    if (digit < 0 || digit > 9) return -1
    n = n * 10 + digit
  }
  return n
}

/** Where slot number `n` sits in its bucket, or -1. */
function indexIn<V>(bucket: readonly SlotEntry<V>[], n: number): number {
  for (let i = 0; i < bucket.length; i++) if ((bucket[i] as SlotEntry<V>)[0] === n) return i
  return -1
}

/** The bucket slot number `n` belongs in (undefined for -1, an id that is not a slot, or an empty map). */
function bucketFor<V>(map: SlotMap<V>, n: number): SlotEntry<V>[] | undefined {
  return n < 0 ? undefined : map[n % BUCKETS]
}

/** The value of `slot`, or undefined. */
export function slotGet<V>(map: SlotMap<V>, slot: SlotId): V | undefined {
  const n = slotNumber(slot)
  const bucket = bucketFor(map, n)
  const i = bucket ? indexIn(bucket, n) : -1
  return i < 0 ? undefined : ((bucket as SlotEntry<V>[])[i] as SlotEntry<V>)[1]
}

/** Whether `slot` has a value. */
export function slotHas(map: SlotMap<unknown>, slot: SlotId): boolean {
  const n = slotNumber(slot)
  const bucket = bucketFor(map, n)
  return bucket !== undefined && indexIn(bucket, n) >= 0
}

/** Whether the map holds no slot at all (an emptied map is always `[]`). */
export function isEmptySlotMap(map: SlotMap<unknown>): boolean {
  return map.length === 0
}

/** The same contents as one flat object (for views and tests; costs a pass over every slot). */
export function flattenSlotMap<V>(map: SlotMap<V>): Record<SlotId, V> {
  const out: Record<SlotId, V> = {}
  for (const bucket of map) for (const [n, value] of bucket) out[`slot:${n}`] = value
  return out
}

/** `map` with `slot` set to `value` (one change; use SlotMapEdit for batches). */
export function withSlot<V>(map: SlotMap<V>, slot: SlotId, value: V): SlotMap<V> {
  const edit = new SlotMapEdit(map)
  edit.set(slot, value)
  return edit.result()
}

/** `items` grouped by the bucket of `numberOf(item)`, in their order (undefined for a bucket none falls in). */
function byBucket<T>(items: readonly T[], numberOf: (item: T) => number): (T[] | undefined)[] {
  const out: (T[] | undefined)[] = []
  for (const item of items) (out[numberOf(item) % BUCKETS] ??= []).push(item)
  return out
}

/**
 * A copy-on-write edit of a SlotMap: the top array and each bucket are copied at most once however many changes a
 * batch makes; untouched buckets stay shared with the input. `result()` returns the input itself when nothing changed.
 */
export class SlotMapEdit<V> {
  private readonly base: SlotMap<V>
  private map: SlotMap<V>
  private ownTop = false
  /** Bit b set: bucket b is this edit's own copy (BUCKETS is 32, so one integer holds them). */
  private ownBuckets = 0

  constructor(base: SlotMap<V>) {
    this.base = base
    this.map = base
  }

  /** Whether anything changed (`result()` is then a new map). */
  get changed(): boolean {
    return this.map !== this.base
  }

  /** The value of `slot`, or undefined. */
  get(slot: SlotId): V | undefined {
    return slotGet(this.map, slot)
  }

  /** Whether `slot` has a value. */
  has(slot: SlotId): boolean {
    return slotHas(this.map, slot)
  }

  /** The top array, owned by this edit (all BUCKETS buckets present). */
  private top(): SlotMap<V> {
    if (!this.ownTop) {
      this.map = this.map.length === 0 ? Array.from({ length: BUCKETS }, () => []) : [...this.map]
      this.ownTop = true
    }
    return this.map
  }

  /** Bucket `b`, owned by this edit. */
  private bucket(b: number): SlotEntry<V>[] {
    const top = this.top()
    if (((this.ownBuckets >>> b) & 1) === 0) {
      top[b] = [...(top[b] as SlotEntry<V>[])]
      this.ownBuckets |= 1 << b
    }
    return top[b] as SlotEntry<V>[]
  }

  /** Sets `slot` to `value`; `slot` must be an id the engine creates ('slot:N'). */
  set(slot: SlotId, value: V): void {
    const n = slotNumber(slot)
    if (n < 0) throw new Error(`slot map: not a slot id ${JSON.stringify(slot)}`)
    const bucket = this.bucket(n % BUCKETS)
    const i = indexIn(bucket, n)
    if (i >= 0) bucket[i] = [n, value]
    else bucket.push([n, value])
  }

  /**
   * Removes the slot numbers `drop` and adds `add` (numbers that have no value yet), visiting each bucket once: a
   * shuffle replaces a whole pile's slots, and per-slot changes rebuilt the same buckets again and again. Buckets are
   * matched against their own few dropped numbers (a short array of integers beats a Set lookup per entry).
   */
  replaceAll(drop: readonly number[], add: readonly SlotEntry<V>[]): void {
    if (add.length === 0 && this.map.length === 0) return
    const drops = byBucket(drop, (n) => n)
    const adds = byBucket(add, (entry) => entry[0])
    let size = 0
    for (let b = 0; b < BUCKETS; b++) {
      const old = this.map[b] ?? []
      const gone = drops[b]
      const extra = adds[b]
      if (!gone && !extra) {
        size += old.length
        continue
      }
      const kept: SlotEntry<V>[] = []
      for (let i = 0; i < old.length; i++) {
        const entry = old[i] as SlotEntry<V>
        if (!gone?.includes(entry[0])) kept.push(entry)
      }
      if (!extra && kept.length === old.length) {
        size += old.length
        continue
      }
      if (extra) for (const entry of extra) kept.push(entry)
      this.top()[b] = kept
      this.ownBuckets |= 1 << b
      size += kept.length
    }
    // An emptied map is `[]` again, so equal contents have equal JSON (and a map without slots costs nothing).
    if (size === 0) {
      this.map = []
      this.ownTop = false
      this.ownBuckets = 0
    }
  }

  /** The edited map. */
  result(): SlotMap<V> {
    return this.map
  }
}
