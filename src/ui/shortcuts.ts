/**
 * The key bindings the help overlay lists, as data. The table's own keys are handled by the scene;
 * they are listed here so `?` shows everything in one place. Labels live under `help:actions`.
 */

/** One line of the help overlay. */
export interface Shortcut {
  /** Keys or gestures, shown as key caps; gesture names are i18n keys under `help:gestures`. */
  keys: readonly string[]
  /** Key under `help:actions`. */
  action: string
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
    id: 'table',
    shortcuts: [
      { keys: ['gesture:drag'], action: 'move' },
      { keys: ['gesture:doubleClick'], action: 'flipClick' },
      { keys: ['F'], action: 'flip' },
      { keys: ['R'], action: 'rotate' },
      { keys: ['Q', 'E'], action: 'rotateStep' },
      { keys: ['L'], action: 'lock' },
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
