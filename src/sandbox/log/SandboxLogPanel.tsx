import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../engine/core/types'
import type { SandboxLogLine } from './logLines'
import { unreadCount } from './unread'
import './sandbox-log.css'

/** Props of SandboxLogPanel: plain data, so the table wires the fold (useSandboxLog) however it likes. */
export interface SandboxLogPanelProps {
  /** The log lines, oldest first (logLines / useSandboxLog). */
  lines: readonly SandboxLogLine[]
  /** The reader's seats: their own lines do not count as new while folded. */
  mySeats?: readonly SeatId[]
  /** Start open (default: folded, like the chat). */
  open?: boolean
}

/** How close to the bottom (px) still counts as "reading the newest lines", so new lines scroll into view. */
const STICK_PX = 24

/**
 * The table log: who drew, dealt, shuffled, played, flipped, searched and rolled what (hidden faces stay
 * hidden), newest at the bottom. It follows new lines unless the reader scrolled up; small moves can be hidden;
 * folded, it shows how many lines by others arrived since it was last open. Sits at the top right, under the
 * status bar, clear of the chat (bottom left).
 */
export function SandboxLogPanel({ lines, mySeats = [], open: startOpen = false }: SandboxLogPanelProps) {
  const { t } = useTranslation('sandboxLog')
  const [open, setOpen] = useState(startOpen)
  const [showMinor, setShowMinor] = useState(true)
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set(lines.map((l) => l.key)))
  const list = useRef<HTMLOListElement>(null)
  const stick = useRef(true)
  const shown = showMinor ? lines : lines.filter((l) => !l.minor)
  const unread = open ? 0 : unreadCount(lines, seen, mySeats)

  useEffect(() => {
    const el = list.current
    if (el && stick.current) el.scrollTop = el.scrollHeight
  }, [shown, open])

  // Every line present when the panel opens or folds counts as read.
  const toggle = () => {
    setSeen(new Set(lines.map((l) => l.key)))
    stick.current = true
    setOpen((o) => !o)
  }

  return (
    <section
      className={`panel sandbox-log${open ? '' : ' is-collapsed'}`}
      aria-label={t('title')}
      data-testid="sandbox-log"
    >
      <header className="sandbox-log-head">
        <h2 className="eyebrow">{t('title')}</h2>
        {unread > 0 ? <span className="sandbox-log-unread">{t('unread', { count: unread })}</span> : null}
        {open ? (
          <button
            type="button"
            className="btn btn-sm"
            aria-pressed={!showMinor}
            onClick={() => setShowMinor((s) => !s)}
          >
            {t(showMinor ? 'hideMinor' : 'showMinor')}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-sm btn-icon"
          aria-expanded={open}
          aria-controls="sandbox-log-list"
          title={t(open ? 'collapse' : 'expand')}
          aria-label={t(open ? 'collapse' : 'expand')}
          onClick={toggle}
        >
          {open ? '−' : '+'}
        </button>
      </header>
      {open ? (
        <ol
          id="sandbox-log-list"
          ref={list}
          className="sandbox-log-list"
          role="log"
          onScroll={(e) => {
            const el = e.currentTarget
            stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX
          }}
        >
          {shown.length === 0 ? <li className="muted">{t('empty')}</li> : null}
          {shown.map((line) => (
            <li
              key={line.key}
              className={`sandbox-log-line${line.minor ? ' is-minor' : ''}`}
              data-event={line.type}
              data-seat={line.seat}
            >
              {line.text}
              {line.repeat > 1 ? (
                <span className="sandbox-log-repeat"> {t('repeat', { count: line.repeat })}</span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
