import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SeatId } from '../../../../engine/core/types'
import type { HothView } from '../../../../engine/games/hoth'
import type { HothLogLine } from '../contract'
import { logRows } from './logRows'
import { useHothLang } from './useHothLang'

/** Props of GameLog. */
export interface GameLogProps {
  view: HothView
  names: Readonly<Record<SeatId, string>>
  log: readonly HothLogLine[]
  /** Start collapsed (default: open). */
  collapsed?: boolean
}

/** How close to the bottom (px) still counts as "reading the newest lines", so new lines scroll into view. */
const STICK_PX = 24

/**
 * The battle log: every event as a sentence in the UI language (see logText.ts), newest at the bottom, a
 * separator at each turn. It follows new lines unless the reader scrolled up, and collapses to its header.
 */
export function GameLog({ view, names, log, collapsed = false }: GameLogProps) {
  const { t } = useTranslation('hoth')
  const lang = useHothLang()
  const [open, setOpen] = useState(!collapsed)
  const rows = useMemo(() => logRows(log, view, names, lang), [log, view, names, lang])
  const list = useRef<HTMLOListElement>(null)
  const stick = useRef(true)

  useEffect(() => {
    const el = list.current
    if (el && stick.current) el.scrollTop = el.scrollHeight
  }, [rows, open])

  return (
    <section className={`panel hoth-log${open ? '' : ' is-collapsed'}`} aria-label={t('log.title')}>
      <header className="hoth-log-head">
        <h2 className="eyebrow">{t('log.title')}</h2>
        <button
          type="button"
          className="btn btn-sm btn-icon"
          aria-expanded={open}
          aria-controls="hoth-log-list"
          title={t(open ? 'log.collapse' : 'log.expand')}
          aria-label={t(open ? 'log.collapse' : 'log.expand')}
          onClick={() => {
            stick.current = true
            setOpen((o) => !o)
          }}
        >
          {open ? '−' : '+'}
        </button>
      </header>
      {open ? (
        <ol
          id="hoth-log-list"
          ref={list}
          className="hoth-log-list"
          role="log"
          onScroll={(e) => {
            const el = e.currentTarget
            stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX
          }}
        >
          {rows.length === 0 ? <li className="muted">{t('log.empty')}</li> : null}
          {rows.map((row) =>
            row.kind === 'turn' ? (
              <li key={row.key} className="hoth-log-turn">
                {t('log.turn', { number: row.number, name: row.name })}
              </li>
            ) : (
              <li key={row.key} className="hoth-log-line" data-event={row.type}>
                {row.text}
              </li>
            ),
          )}
        </ol>
      ) : null}
    </section>
  )
}
