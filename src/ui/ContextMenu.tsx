import { useEffect, useLayoutEffect, useRef } from 'react'
import type { KeyboardEvent as ReactKeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { keyCap } from '../input/keys'
import { useContextMenu } from './contextMenuStore'
import type { MenuEntry } from './contextMenuStore'
import './contextMenu.css'

/** Keeps a menu of this size inside the window, a few pixels from its edges. */
function placeInside(el: HTMLElement, x: number, y: number): void {
  const { width, height } = el.getBoundingClientRect()
  el.style.left = `${Math.max(4, Math.min(x, window.innerWidth - width - 4))}px`
  el.style.top = `${Math.max(4, Math.min(y, window.innerHeight - height - 4))}px`
}

/**
 * The table's right-click menu (opened by the table input through the context-menu store): the object's or the
 * table's commands with their key caps; a disabled entry is greyed out and says why in its tooltip. Arrow keys,
 * Home and End move between entries, Enter or Space runs one, Esc, Tab or a click outside closes it.
 */
export function ContextMenu() {
  const { t } = useTranslation('input')
  const menu = useContextMenu((s) => s.menu)
  const { close } = useContextMenu((s) => s.actions)
  const ref = useRef<HTMLDivElement>(null)

  // Place it, focus the first entry that can run, and give focus back where it was when the menu closes.
  useLayoutEffect(() => {
    const el = ref.current
    if (!menu || !el) return
    const before = document.activeElement
    placeInside(el, menu.x, menu.y)
    items(el)
      .find((b) => b.getAttribute('aria-disabled') !== 'true')
      ?.focus()
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus()
    }
  }, [menu])

  // A press anywhere else, Esc while focus is elsewhere, or the window losing focus closes it.
  useEffect(() => {
    if (!menu) return
    const onPointerDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) close()
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close()
    }
    window.addEventListener('pointerdown', onPointerDown, true)
    window.addEventListener('keydown', onKey)
    window.addEventListener('blur', close)
    return () => {
      window.removeEventListener('pointerdown', onPointerDown, true)
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('blur', close)
    }
  }, [menu, close])

  if (!menu) return null

  const run = (entry: MenuEntry) => {
    if (entry.disabled) return
    close()
    entry.run()
  }

  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    const el = ref.current
    if (!el) return
    // Keys inside the menu are the menu's: the table must not act on them too.
    e.stopPropagation()
    if (e.key === 'Escape' || e.key === 'Tab') {
      e.preventDefault()
      close()
      return
    }
    const enabled = items(el).filter((b) => b.getAttribute('aria-disabled') !== 'true')
    const at = enabled.indexOf(document.activeElement as HTMLButtonElement)
    const step = { ArrowDown: 1, ArrowUp: -1 }[e.key]
    const next =
      step !== undefined
        ? enabled[(at + step + enabled.length) % enabled.length]
        : e.key === 'Home'
          ? enabled[0]
          : e.key === 'End'
            ? enabled.at(-1)
            : undefined
    if (next) {
      e.preventDefault()
      next.focus()
    }
  }

  return (
    <div
      ref={ref}
      className="panel context-menu"
      role="menu"
      aria-label={menu.title || t('menu.label')}
      style={{ left: menu.x, top: menu.y }}
      onKeyDown={onKeyDown}
      onContextMenu={(e) => e.preventDefault()}
    >
      {menu.title ? <p className="eyebrow context-menu-title">{menu.title}</p> : null}
      <ul className="context-menu-items" role="none">
        {menu.entries.map((entry) => (
          <li key={entry.id} role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="context-menu-item"
              aria-disabled={entry.disabled ? true : undefined}
              aria-keyshortcuts={entry.key ? ariaKeys(entry.key) : undefined}
              title={entry.disabled}
              data-command={entry.id}
              onClick={() => run(entry)}
            >
              <span>{entry.label}</span>
              {entry.key ? <kbd aria-hidden="true">{keyCap(entry.key)}</kbd> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The menu's entry buttons, in order. */
function items(el: HTMLElement): HTMLButtonElement[] {
  return [...el.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')]
}

/** A command key as aria-keyshortcuts spells it: 'shift+d' → 'Shift+D', 'delete' → 'Delete'. */
function ariaKeys(key: string): string {
  return key
    .split('+')
    .map((part) => (part.length === 1 ? part.toUpperCase() : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('+')
}
