import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cardFace, tokenFace } from '../boxes'
import { paintCardBack, paintCardFace } from '../lib/cardPainter'
import { painterLanguage } from '../lib/language'
import { paintToken } from '../lib/tokenPainter'
import { useTableUi } from '../stores/tableUi'
import { zoomTarget } from './zoomTarget'

/** Props of CardZoom. */
export interface CardZoomProps {
  /** How long the pointer must rest on a card before the zoom shows, in ms. */
  delayMs?: number
  /** Width of the big card in CSS px. */
  width?: number
}

/**
 * A large view of the card, token or named miniature under the pointer, shown after a short rest and hidden while
 * dragging. Painted with the same painter as the table's card atlas, at screen resolution; a miniature shows its
 * stat card. A face-down card shows its back only. The name appears in the UI language, with the other language
 * beneath.
 */
export function CardZoom({ delayMs = 300, width = 250 }: CardZoomProps) {
  const { t, i18n } = useTranslation('scene')
  const lang = painterLanguage(i18n.language)
  const hovered = useTableUi((s) => s.hovered)
  const dragging = useTableUi((s) => s.dragging)
  const [readyId, setReadyId] = useState<string | null>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const hoveredId = hovered?.id ?? null

  // Show after the pointer rests; hide at once when it leaves.
  useEffect(() => {
    const timer = setTimeout(() => setReadyId(hoveredId), hoveredId ? delayMs : 0)
    return () => clearTimeout(timer)
  }, [hoveredId, delayMs])

  const target = useMemo(() => zoomTarget(hovered), [hovered])
  const shown = target && !dragging && readyId === target.id ? target : null
  const height = shown?.paint === 'token' ? width : Math.round((width * 280) / 200)

  useEffect(() => {
    const c = canvas.current
    const ctx = c?.getContext('2d')
    if (!c || !ctx || !shown?.paint) return
    const dpr = Math.min(2, window.devicePixelRatio || 1)
    c.width = Math.round(width * dpr)
    c.height = Math.round(height * dpr)
    ctx.clearRect(0, 0, c.width, c.height)
    if (shown.paint === 'token') paintToken(ctx, tokenFace(shown.look), !shown.faceUp, 0, 0, c.width)
    else if (shown.revealed) paintCardFace(ctx, cardFace(shown.look), shown.look, lang, 0, 0, c.width, c.height)
    else paintCardBack(ctx, 0, 0, c.width, c.height, shown.back)
  }, [shown, width, height, lang])

  if (!shown) return null
  const other = lang === 'hu' ? 'en' : 'hu'
  const name = !shown.revealed ? t('zoom.faceDown') : (shown.name?.[lang] ?? t('zoom.unknown'))
  const subtitle = shown.name?.[other]

  return (
    <figure
      className="panel card-zoom"
      aria-label={t(shown.kind === 'miniature' ? 'zoom.miniatureLabel' : 'zoom.label')}
      data-zoom-id={shown.id}
      data-zoom-kind={shown.kind}
      style={{
        position: 'absolute',
        right: 12,
        top: 72,
        zIndex: 15,
        margin: 0,
        padding: 10,
        width: width + 20,
        pointerEvents: 'none',
      }}
    >
      {shown.paint ? (
        <canvas
          ref={canvas}
          style={{
            width,
            height,
            display: 'block',
            borderRadius: shown.paint === 'token' ? '50%' : 12,
            boxShadow: '0 8px 28px rgba(0,0,0,0.55)',
          }}
        />
      ) : null}
      <figcaption style={{ marginTop: shown.paint ? 8 : 0, textAlign: 'center' }}>
        <div style={{ fontWeight: 600 }}>{name}</div>
        {subtitle && subtitle !== name ? <div style={{ color: 'var(--muted)', fontSize: 12 }}>{subtitle}</div> : null}
      </figcaption>
    </figure>
  )
}
