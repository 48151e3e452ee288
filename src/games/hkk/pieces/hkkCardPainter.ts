/** Hatalom Kártyái's card frame: VP cost, type, the generated rules text, damage / life or structure points. */
import type { GameCardFace } from '../../../boxes/types'
import type { Language } from '../../../lib/language'
import { SERIF, fitText, numberBadge, roundRect } from '../../../lib/canvasText'
import { INK, artField, stat, textBox, titleBar, typeLine } from '../../../lib/cardFrame'

type Ctx = CanvasRenderingContext2D

/** HKK: the generic frame. */
export function paintHkk(ctx: Ctx, face: GameCardFace, lang: Language): void {
  const y = titleBar(ctx, face, lang, false)
  artField(ctx, face, y + 2, 82, (face.card.type.en.split(' ')[0] ?? '').charAt(0))
  typeLine(ctx, face, lang, y + 88)
  textBox(ctx, face.card.text?.[lang], y + 110, 96)
  const damage = stat(face, 'damage')
  const life = stat(face, 'life')
  const structure = stat(face, 'structure')
  if (damage !== null) numberBadge(ctx, String(damage), 30, 254, 15, '#9b2c22', '#fff', '#f0d79a')
  if (life !== null) numberBadge(ctx, String(life), 170, 254, 15, '#2f6b3a', '#fff', '#f0d79a')
  if (structure !== null) {
    ctx.fillStyle = '#5a4a32'
    roundRect(ctx, 140, 240, 48, 28, 5)
    ctx.fill()
    ctx.fillStyle = '#fff'
    fitText(ctx, `${structure} Sp`, 164, 254, 44, 14, { font: SERIF })
  }
  if (damage !== null && life !== null) {
    ctx.fillStyle = INK
    fitText(ctx, '/', 100, 254, 20, 18, { font: SERIF })
  }
}
