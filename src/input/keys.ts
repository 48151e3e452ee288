/**
 * Keys as the table's commands name them (`ObjectCommand.key`): KeyboardEvent.key in lower case, with 'shift+' in
 * front of a letter typed with Shift ('shift+d'), so D and Shift+D can do different things. Other keys already say
 * what Shift made of them ('?' rather than 'shift+/').
 */

/** The command key name of a key event (ignores Ctrl, Alt and Meta; callers filter those). */
export function keyName(e: Pick<KeyboardEvent, 'key' | 'shiftKey'>): string {
  const key = e.key.toLowerCase()
  return e.shiftKey && /^[a-z]$/.test(key) ? `shift+${key}` : key
}

const CAPS: Readonly<Record<string, string>> = {
  delete: 'Del',
  backspace: '⌫',
  escape: 'Esc',
  enter: 'Enter',
  ' ': 'Space',
  arrowup: '↑',
  arrowdown: '↓',
  arrowleft: '←',
  arrowright: '→',
}

/** How a command key is shown on a key cap: 'f' → 'F', 'shift+d' → 'Shift+D', 'delete' → 'Del'. */
export function keyCap(key: string): string {
  const shift = key.startsWith('shift+')
  const base = shift ? key.slice('shift+'.length) : key
  const cap = CAPS[base] ?? (base.length === 1 ? base.toUpperCase() : base.charAt(0).toUpperCase() + base.slice(1))
  return shift ? `Shift+${cap}` : cap
}
