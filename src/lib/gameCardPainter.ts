/**
 * Card frames of the four games, painted from catalogue facts in the 200 × 280 design box: each game's painter lives
 * in its folder (src/games/<id>/pieces); this picks one by the face's frame, and draws any other game generically.
 * Texts painted here are ours (generated or project-authored), never printed ones.
 */
import type { GameCardFace } from '../boxes/types'
import { paintHothCommandCard } from '../games/hoth/pieces/commandCardPainter'
import { paintHkk } from '../games/hkk/pieces/hkkCardPainter'
import { paintSwm } from '../games/swm/pieces/swmCardPainter'
import { paintSwlcgCard } from '../games/swlcg/pieces/swlcgCardPainter'
import type { Language } from './language'
import { SANS } from './canvasText'
import { textBox, titleBar, typeLine } from './cardFrame'

type Ctx = CanvasRenderingContext2D

/** Any other game: name, type, cost, stats as a list, tags. */
function paintGeneric(ctx: Ctx, face: GameCardFace, lang: Language): void {
  const y = titleBar(ctx, face, lang, false)
  typeLine(ctx, face, lang, y + 2)
  const lines = face.card.stats.map((s) => `${(face.statNames[s.key] ?? { en: s.key, hu: s.key })[lang]}: ${s.value}`)
  const tags = face.card.tags.map((t) => t[lang]).join(' · ')
  textBox(ctx, [...lines, tags].filter(Boolean).join('\n'), y + 26, 270 - (y + 26))
}

/** Paints a game card face in the design box (the canvas is already scaled to 200 × 280, paper painted). */
export function paintGameCard(ctx: Ctx, face: GameCardFace, lang: Language): void {
  ctx.save()
  ctx.font = `12px ${SANS}`
  switch (face.frame) {
    case 'swlcg':
      paintSwlcgCard(ctx, face, lang)
      break
    case 'hkk':
      paintHkk(ctx, face, lang)
      break
    case 'swm':
      paintSwm(ctx, face, lang)
      break
    case 'hoth':
      paintHothCommandCard(ctx, face, lang)
      break
    default:
      paintGeneric(ctx, face, lang)
  }
  ctx.restore()
}
