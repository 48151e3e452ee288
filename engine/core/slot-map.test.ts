import { describe, expect, it } from 'vitest'
import { freezeJson } from './json'
import { SlotMapEdit, flattenSlotMap, isEmptySlotMap, slotGet, slotHas, slotNumber, withSlot } from './slot-map'
import type { SlotMap } from './slot-map'

/** A frozen map of `count` slots, slot:0 … slot:(count-1) → card-i. */
function mapOf(count: number): SlotMap<string> {
  const edit = new SlotMapEdit<string>([])
  for (let i = 0; i < count; i++) edit.set(`slot:${i}`, `card-${i}`)
  return freezeJson(edit.result())
}

describe('SlotMap', () => {
  it('reads back what was set, and nothing for ids the engine never makes', () => {
    const map = mapOf(100)
    expect(slotGet(map, 'slot:0')).toBe('card-0')
    expect(slotGet(map, 'slot:99')).toBe('card-99')
    expect(slotHas(map, 'slot:100')).toBe(false)
    for (const odd of ['slot:007', 'slot:-1', 'slot:1.5', 'slot:', 'card-1', 'slot:1e3', '__proto__', 'slot:99 ']) {
      expect(slotGet(map, odd)).toBeUndefined()
      expect(slotNumber(odd)).toBe(-1)
    }
    expect(() => new SlotMapEdit(map).set('slot:01', 'x')).toThrow('not a slot id')
  })

  it('copies the top level and one bucket per change, sharing every other bucket with the input', () => {
    const map = mapOf(320)
    const next = withSlot(map, 'slot:5', 'changed')
    expect(slotGet(next, 'slot:5')).toBe('changed')
    expect(slotGet(map, 'slot:5')).toBe('card-5')
    const shared = next.filter((bucket, i) => bucket === map[i]).length
    expect(shared).toBe(map.length - 1)
    expect(flattenSlotMap(next)).toEqual({ ...flattenSlotMap(map), 'slot:5': 'changed' })
  })

  it('replaces many slots in one pass and is [] again when emptied', () => {
    const map = mapOf(64)
    const edit = new SlotMapEdit(map)
    edit.replaceAll(
      [0, 1, 2, 40],
      [
        [100, 'new-100'],
        [101, 'new-101'],
      ],
    )
    const next = edit.result()
    expect(Object.keys(flattenSlotMap(next))).toHaveLength(62)
    expect(slotHas(next, 'slot:1')).toBe(false)
    expect(slotGet(next, 'slot:101')).toBe('new-101')
    const all = Array.from({ length: 64 }, (_, i) => i)
    const empty = new SlotMapEdit(map)
    empty.replaceAll(all, [])
    expect(empty.result()).toEqual([])
    expect(isEmptySlotMap(empty.result())).toBe(true)
    // Untouched input: a no-op edit hands back the very same map.
    const none = new SlotMapEdit(map)
    none.replaceAll([999], [])
    expect(none.result()).toBe(map)
  })
})
