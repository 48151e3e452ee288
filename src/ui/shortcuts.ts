/**
 * The key bindings and gestures the help overlay lists, as data. The table's own keys are handled by the table
 * input (src/input/keyboard.ts) and the object handlers' commands (free objects: src/input/freeObjectHandler.ts;
 * cards: src/sandbox/cardHandler.ts); they are listed here so `?` shows everything in one place. Labels live under
 * `help:actions`, gesture names under `help:gestures`.
 */

/** One line of the help overlay. */
export interface Shortcut {
  /** Keys or gestures, shown as key caps side by side; gesture names are i18n keys under `help:gestures`. */
  keys: readonly string[]
  /** Key under `help:actions`. */
  action: string
  /** The keys are held together (Shift + click), not alternatives (Q / E). */
  combo?: boolean
}

/** A titled group of shortcuts. */
export interface ShortcutGroup {
  /** Key under `help:groups`. */
  id: string
  shortcuts: readonly Shortcut[]
}

/** Every shortcut, grouped as the overlay shows them. */
export const SHORTCUTS: readonly ShortcutGroup[] = [
  {
    id: 'select',
    shortcuts: [
      { keys: ['gesture:click'], action: 'select' },
      { keys: ['Shift', 'gesture:click'], action: 'addSelect', combo: true },
      { keys: ['Shift', 'gesture:drag'], action: 'selectArea', combo: true },
      { keys: ['Ctrl+A'], action: 'selectAll' },
      { keys: ['Esc'], action: 'deselect' },
      { keys: ['gesture:drag'], action: 'move' },
      { keys: ['Alt', 'gesture:drop'], action: 'freePlace', combo: true },
      { keys: ['gesture:rightClick'], action: 'menu' },
    ],
  },
  {
    id: 'table',
    shortcuts: [
      { keys: ['gesture:doubleClick'], action: 'flipClick' },
      { keys: ['F'], action: 'flip' },
      { keys: ['R'], action: 'rotate' },
      { keys: ['Q', 'E'], action: 'rotateStep' },
      { keys: ['L'], action: 'lock' },
      { keys: ['+', '-'], action: 'dial' },
      { keys: ['Del', '⌫'], action: 'remove' },
      { keys: ['M'], action: 'measure' },
      { keys: ['Ctrl+Z'], action: 'undo' },
      { keys: ['Ctrl+Shift+Z', 'Ctrl+Y'], action: 'redo' },
    ],
  },
  {
    id: 'cards',
    shortcuts: [
      { keys: ['S'], action: 'shuffle' },
      { keys: ['D'], action: 'draw' },
      { keys: ['Shift+D'], action: 'deal' },
      { keys: ['T'], action: 'takeTop' },
      { keys: ['X'], action: 'search' },
      { keys: ['C'], action: 'cut' },
      { keys: ['G'], action: 'spread' },
      { keys: ['H'], action: 'toHand' },
    ],
  },
  {
    id: 'camera',
    shortcuts: [
      { keys: ['1'], action: 'cameraTop' },
      { keys: ['2'], action: 'cameraSeat' },
      { keys: ['3'], action: 'cameraFree' },
    ],
  },
  {
    id: 'app',
    shortcuts: [
      { keys: ['?'], action: 'help' },
      { keys: ['Esc'], action: 'close' },
    ],
  },
]
