/**
 * The seam between the table's gestures and what they do to the document. The table holds two kinds of objects:
 * free objects in the last-writer-wins `table` map (tokens, dice, miniatures, boards; net/table.ts) and the cards of
 * the `tabletop` game (piles `pile:<id>` and loose cards `slot:<n>`, changed only through signed log actions).
 * Input code never decides which: it asks the handler that owns an id to move it, and lists the commands the handler
 * offers for the context menu and the keyboard.
 */

/** One thing that can be done to an object: a context-menu entry, and the key that runs it. */
export interface ObjectCommand {
  /** Stable id ('flip', 'shuffle', 'draw' …); also names the action in the help overlay. */
  id: string
  /** Text shown in the menu, already in the UI language. */
  label: string
  /**
   * Key that runs it on the hovered or selected object, if any: KeyboardEvent.key in lower case ('f', 'delete'),
   * with a 'shift+' prefix when Shift must be held with a letter ('shift+d'); see src/input/keys.ts.
   */
  key?: string
  /** Greyed out in the menu and ignored by the key (with the reason as the entry's tooltip). */
  disabled?: string
  /** Does it; errors are reported by the handler (toast), never thrown. */
  run(): void
}

/** Where one object of a group move ends. */
export interface ObjectDrop {
  id: string
  x: number
  z: number
}

/** Answers for every object whose id it owns. */
export interface ObjectHandler {
  /** True when this handler is in charge of `id`. */
  owns(id: string): boolean
  /** Whether this browser may pick `id` up now (not locked, not being searched by someone else …). */
  movable(id: string): boolean
  /**
   * Commits a drag that ended: every dropped object of this handler, at its final table position. `free` is true
   * when the player held Alt (no snapping, no stacking).
   */
  drop(drops: readonly ObjectDrop[], options: { free: boolean }): void
  /** The object's commands in menu order, labels in `lang`. */
  commands(id: string, lang: string): ObjectCommand[]
  /** Optional: the object's name in `lang`, the title of its menu (a named miniature); null or absent: no title. */
  title?(id: string, lang: string): string | null
  /**
   * Optional: runs command `commandId` on several of this handler's objects at once (a key or a menu entry applied
   * to a selection), e.g. so that selected dice roll together. Without it, each object's own command runs in turn.
   * `ids` are only objects whose command with this id is enabled.
   */
  runAll?(commandId: string, ids: readonly string[], lang: string): void
}

/** Picks the handler that owns `id` (the first that says so), or null. */
export function handlerFor(handlers: readonly ObjectHandler[], id: string): ObjectHandler | null {
  return handlers.find((h) => h.owns(id)) ?? null
}
