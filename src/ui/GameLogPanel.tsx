import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** A row of a game's log panel: a separator at the start of a turn, or one sentence. */
export type GameLogRow =
  | { kind: 'turn'; key: string; number: number; name: string }
  | { kind: 'event'; key: string; type: string; text: string }

/** The panel's words, in the UI language. */
export interface GameLogWords {
  title: string
  collapse: string
  expand: string
  empty: string
  turn(number: number, name: string): string
}

/** The panel's words from namespace `ns`'s `log.title`, `log.collapse`, `log.expand`, `log.empty` and `log.turn`. */
export function useGameLogWords(ns: string): GameLogWords {
  const { t } = useTranslation(ns)
  return useMemo(
    () => ({
      title: t('log.title'),
      collapse: t('log.collapse'),
      expand: t('log.expand'),
      empty: t('log.empty'),
      turn: (number: number, name: string) => t('log.turn', { number, name }),
    }),
    [t],
  )
}

/** Props of GameLogPanel. */
export interface GameLogPanelProps {
  rows: readonly GameLogRow[]
  words: GameLogWords
  /** The game's own class (`hoth-log`, `swlcg-log`): its position and per-event colours; every element gets both. */
  game: string
  /** Start collapsed (default: open). */
  collapsed?: boolean
}

/** How close to the bottom (px) still counts as "reading the newest lines", so new lines scroll into view. */
const STICK_PX = 24

/**
 * A rules game's log: every event as a sentence in the UI language, newest at the bottom, a separator at each turn.
 * It follows new lines unless the reader scrolled up, and collapses to its header.
 */
export function GameLogPanel({ rows, words, game, collapsed = false }: GameLogPanelProps) {
  const [open, setOpen] = useState(!collapsed)
  const list = useRef<HTMLOListElement>(null)
  const stick = useRef(true)
  // Where the list was last scrolled to, so a scroll up (the reader's) can be told from one down (ours).
  const lastTop = useRef(0)
  const cls = (part: string) => `game-log${part} ${game}${part}`

  useEffect(() => {
    const el = list.current
    if (el && stick.current) el.scrollTop = el.scrollHeight
    if (el) lastTop.current = el.scrollTop
  }, [rows, open])
  // A list made shorter (a victory screen or a panel beside it changes the layout) scrolls no event: the newest
  // lines would slip out of view, so a reader at the bottom is kept there.
  useEffect(() => {
    const el = list.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      if (stick.current) el.scrollTop = el.scrollHeight
      lastTop.current = el.scrollTop
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [open])

  return (
    <section className={`panel ${cls('')}${open ? '' : ' is-collapsed'}`} aria-label={words.title}>
      <header className={cls('-head')}>
        <h2 className="eyebrow">{words.title}</h2>
        <button
          type="button"
          className="btn btn-sm btn-icon"
          aria-expanded={open}
          aria-controls={`${game}-list`}
          title={open ? words.collapse : words.expand}
          aria-label={open ? words.collapse : words.expand}
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
          id={`${game}-list`}
          ref={list}
          className={cls('-list')}
          role="log"
          onScroll={(e) => {
            // Only the reader scrolling up lets go of the end: a scroll event of our own may arrive after more lines
            // came (a reload folds hundreds at once) and would look like the reader had left the end.
            const el = e.currentTarget
            if (el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX) stick.current = true
            else if (el.scrollTop < lastTop.current) stick.current = false
            lastTop.current = el.scrollTop
          }}
        >
          {rows.length === 0 ? <li className="muted">{words.empty}</li> : null}
          {rows.map((row) =>
            row.kind === 'turn' ? (
              <li key={row.key} className={cls('-turn')}>
                {words.turn(row.number, row.name)}
              </li>
            ) : (
              <li key={row.key} className={cls('-line')} data-event={row.type}>
                {row.text}
              </li>
            ),
          )}
        </ol>
      ) : null}
    </section>
  )
}
