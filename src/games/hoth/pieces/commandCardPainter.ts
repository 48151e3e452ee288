/** Battle of Hoth's command card frame (section or tactic, leader, the engine-generated text). */
import type { GameCardFace } from '../../../boxes/types'
import type { Language } from '../../../lib/language'
import { artField, textBox, titleBar, typeLine } from '../../../lib/cardFrame'

type Ctx = CanvasRenderingContext2D

/** Battle of Hoth: a command card (section or tactic, leader), with the engine's generated text. */
export function paintHothCommandCard(ctx: Ctx, face: GameCardFace, lang: Language): void {
  const y = titleBar(ctx, face, lang, false)
  typeLine(ctx, face, lang, y + 2)
  // The emblem is the card kind's initial (Section / Tactic), in the UI language.
  artField(ctx, face, y + 24, 60, face.card.type[lang].charAt(0))
  textBox(ctx, face.card.text?.[lang], y + 90, 270 - (y + 90))
}
