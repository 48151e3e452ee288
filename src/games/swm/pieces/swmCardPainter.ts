/** Star Wars Miniatures' stat card: cost, the stat block, ability names with our one-line summaries. */
import type { GameCardFace } from '../../../boxes/types'
import type { Language } from '../../../lib/language'
import { SERIF, fitText, roundRect } from '../../../lib/canvasText'
import { INK, textBox, titleBar, typeLine } from '../../../lib/cardFrame'

type Ctx = CanvasRenderingContext2D

/** SWM: a stat card (cost top right, the stat block, abilities in our words). */
export function paintSwm(ctx: Ctx, face: GameCardFace, lang: Language): void {
  const y = titleBar(ctx, face, lang, true)
  typeLine(ctx, face, lang, y + 2)
  const stats = face.card.stats
  const top = y + 26
  stats.forEach((s, i) => {
    const col = i % 2
    const row = Math.floor(i / 2)
    const x = 12 + col * 89
    const yy = top + row * 26
    roundRect(ctx, x, yy, 87, 23, 4)
    ctx.fillStyle = i % 4 === 0 || i % 4 === 3 ? '#e9e1cc' : '#ddd3ba'
    ctx.fill()
    ctx.fillStyle = '#4a4e5a'
    fitText(ctx, (face.statNames[s.key] ?? { en: s.key, hu: s.key })[lang], x + 5, yy + 11.5, 52, 10, {
      weight: 'normal',
      align: 'left',
    })
    ctx.fillStyle = INK
    fitText(ctx, String(s.value), x + 82, yy + 11.5, 28, 15, { font: SERIF, align: 'right' })
  })
  const below = top + Math.ceil(stats.length / 2) * 26 + 4
  textBox(ctx, face.card.text?.[lang], below, 270 - below)
}
