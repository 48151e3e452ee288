/**
 * The table's selection: several objects, one of them primary (the last clicked, which the zoom and the single
 * outline follow). Kept in the table UI store (DOM overlays and SelectionMarker read it) with the primary mirrored
 * into the table model. Also the rectangle math of Shift+drag box selection: the rectangle is drawn on the screen
 * (and shown projected onto the table), and it takes every object whose centre appears inside it.
 */
import type { TableModel } from '../scene/tableModel'
import { useTableUi } from '../stores/tableUi'

/** A rectangle in page CSS px. */
export interface ScreenRect {
  left: number
  top: number
  right: number
  bottom: number
}

/** The rectangle spanned by two page points, in any order. */
export function screenRect(ax: number, ay: number, bx: number, by: number): ScreenRect {
  return { left: Math.min(ax, bx), top: Math.min(ay, by), right: Math.max(ax, bx), bottom: Math.max(ay, by) }
}

/**
 * Ids of the objects whose centre, projected to the page by `project`, lies inside `rect` and that `accept` takes
 * (box selection leaves out what cannot be moved, such as a locked board under everything).
 */
export function idsInScreenRect(
  objects: Iterable<readonly [string, { x: number; z: number }]>,
  rect: ScreenRect,
  project: (x: number, z: number) => { x: number; y: number } | null,
  accept: (id: string) => boolean = () => true,
): string[] {
  const out: string[] = []
  for (const [id, obj] of objects) {
    const p = project(obj.x, obj.z)
    if (!p || p.x < rect.left || p.x > rect.right || p.y < rect.top || p.y > rect.bottom) continue
    if (accept(id)) out.push(id)
  }
  return out
}

/** `ids` with `id` added (at the end) or, when it was there, taken out. */
export function toggled(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]
}

/** The selection of one table: reads and writes the store, mirrors the primary into the model. */
export interface Selection {
  ids(): readonly string[]
  primary(): string | null
  has(id: string): boolean
  /** Selects exactly `ids` with `primary` (default the last). */
  set(ids: readonly string[], primary?: string | null): void
  /** Drops ids the model no longer has (taken off the table by anyone). */
  prune(): void
}

/** The selection of `model`'s table. */
export function createSelection(model: TableModel): Selection {
  const state = () => useTableUi.getState()
  const selection: Selection = {
    ids: () => state().selection,
    primary: () => state().selected,
    has: (id) => state().selection.includes(id),
    set(ids, primary) {
      const before = state()
      state().actions.setSelection(ids, primary)
      const after = state()
      model.setSelected(after.selected)
      // The outlines of the other selected objects are drawn from the store: ask for a frame when it changed.
      if (after.selection !== before.selection) model.touch()
    },
    prune() {
      const ids = selection.ids()
      const kept = ids.filter((id) => model.objects.has(id))
      if (kept.length !== ids.length) {
        const primary = selection.primary()
        selection.set(kept, primary && kept.includes(primary) ? primary : undefined)
      }
    },
  }
  return selection
}
