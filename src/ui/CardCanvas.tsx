import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { cardFace } from '../boxes'
import { paintCardBack, paintCardFace } from '../lib/cardPainter'
import { painterLanguage } from '../lib/language'

/** Props of CardCanvas. */
export interface CardCanvasProps {
  /** The card's look (its identity); '' draws the back. */
  look: string
  /** Width in CSS px (the height follows the card's 63 × 88 shape). */
  width: number
}

/** One card face (or back) painted at screen resolution with the table's own card painter. */
export function CardCanvas({ look, width }: CardCanvasProps) {
  const { i18n } = useTranslation()
  const lang = painterLanguage(i18n.language)
  const ref = useRef<HTMLCanvasElement>(null)
  const height = Math.round((width * 280) / 200)
  useEffect(() => {
    const c = ref.current
    const ctx = c?.getContext('2d')
    if (!c || !ctx) return
    const dpr = Math.min(2, window.devicePixelRatio || 1)
    c.width = Math.round(width * dpr)
    c.height = Math.round(height * dpr)
    if (look) paintCardFace(ctx, cardFace(look), look, lang, 0, 0, c.width, c.height)
    else paintCardBack(ctx, 0, 0, c.width, c.height)
  }, [look, width, height, lang])
  return <canvas ref={ref} className="card-canvas" style={{ width, height }} aria-hidden="true" />
}
