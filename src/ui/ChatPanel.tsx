import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { readChat } from '../../net/chat'
import { safeName } from '../../net/sanitize'
import type { Room } from '../../net/types'
import { docSource } from '../hooks/docSource'
import { useLocalized } from '../i18n/useLocalized'

/** Props of ChatPanel. */
export interface ChatPanelProps {
  room: Room
}

/**
 * The room's chat: signed lines from every peer (net/chat.ts), newest at the bottom, and a field to say
 * something (Enter sends). Folded, it shows how many lines arrived since it was last open.
 */
export function ChatPanel({ room }: ChatPanelProps) {
  const { t } = useTranslation('table')
  const localized = useLocalized()
  const source = useMemo(() => docSource(room.doc, (doc) => readChat(doc, 100), { throttleMs: 100 }), [room.doc])
  const lines = useSyncExternalStore(source.subscribe, source.getSnapshot)
  const [open, setOpen] = useState(false)
  const [seen, setSeen] = useState(0)
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const list = useRef<HTMLOListElement>(null)
  const newest = lines.length > 0 ? lines[lines.length - 1]!.at : 0
  const unread = open ? 0 : lines.filter((line) => line.at > seen && line.from !== room.publicKey).length

  // Open, the newest line stays in view.
  useEffect(() => {
    if (open) list.current?.scrollTo({ top: list.current.scrollHeight })
  }, [open, lines.length])
  // Lines up to the newest one count as read whenever the panel opens or folds.
  const toggle = (next: boolean) => {
    setSeen(newest)
    setOpen(next)
  }

  const send = () => {
    const result = room.sendChat(draft)
    if (result.ok) {
      setDraft('')
      setError(null)
    } else setError(localized(result.reason))
  }

  if (!open) {
    return (
      <button type="button" className="btn chat-toggle" aria-label={t('chat.open')} onClick={() => toggle(true)}>
        {t('chat.title')}
        {unread > 0 ? <span className="chat-unread">{t('chat.unread', { count: unread })}</span> : null}
      </button>
    )
  }
  return (
    <section className="panel chat-panel" aria-label={t('chat.title')} data-testid="chat">
      <header className="chat-head">
        <h2 className="card-title">{t('chat.title')}</h2>
        <button type="button" className="btn btn-icon" aria-label={t('chat.close')} onClick={() => toggle(false)}>
          −
        </button>
      </header>
      <ol className="chat-lines" ref={list} aria-live="polite">
        {lines.length === 0 ? <li className="muted">{t('chat.empty')}</li> : null}
        {lines.map((line) => (
          <li key={`${line.from}:${line.at}:${line.sig.slice(0, 8)}`}>
            {/* Signed, but written by any peer: no control or bidi characters that would reorder the line. */}
            <strong>{safeName(line.name)}:</strong> {line.text}
          </li>
        ))}
      </ol>
      <form
        className="chat-form"
        onSubmit={(e) => {
          e.preventDefault()
          send()
        }}
      >
        <input
          className="input"
          value={draft}
          maxLength={500}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {t('chat.send')}
        </button>
      </form>
      {error ? <p className="field-error">{error}</p> : null}
    </section>
  )
}
