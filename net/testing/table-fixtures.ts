/** Test fixtures for table objects (net/table.ts and the scene's tests). */
import type { TableObject } from '../schema'

/** A plain, unlocked, face-up card at the table's centre; override any field. */
export function tableObject(overrides: Partial<TableObject> = {}): TableObject {
  return {
    kind: 'card',
    x: 0,
    z: 0,
    layer: 0,
    quarter: 0,
    faceUp: true,
    look: '',
    owner: '',
    locked: false,
    ...overrides,
  }
}
