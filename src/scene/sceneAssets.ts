/**
 * Textures the scene paints at start-up: the card atlas (faces on demand + the common back), the token
 * atlas and the die faces. Shared by the instanced layers, drag ghosts and anything else that draws them.
 */
import { CanvasTexture, SRGBColorSpace } from 'three'
import { cardFace, tokenFace } from '../boxes'
import { atlasLayout } from '../lib/atlasLayout'
import { CanvasAtlas } from '../lib/canvasAtlas'
import type { CellPainter } from '../lib/canvasAtlas'
import { paintCardBack, paintCardFace } from '../lib/cardPainter'
import { DIE_GRID, paintDieFaces } from '../lib/diePainter'
import type { Language } from '../lib/language'
import { paintToken } from '../lib/tokenPainter'

/** Atlas key of the common card back. */
export const CARD_BACK = '#back'
/** Atlas key (and fallback cell) of a card face no box knows. */
export const CARD_UNKNOWN = '#unknown'
/** Atlas key of a token's back side. */
export const tokenBackKey = (look: string) => `${look}#back`

/** The painted textures of one scene. */
export interface SceneAssets {
  cards: CanvasAtlas
  tokens: CanvasAtlas
  dice: CanvasTexture
  /** Repaints everything that shows text in `lang`. */
  setLanguage(lang: Language): void
  dispose(): void
}

function cardPainter(lang: Language): CellPainter {
  return (ctx, key, x, y, w, h) => {
    if (key === CARD_BACK) paintCardBack(ctx, x, y, w, h)
    else
      paintCardFace(
        ctx,
        key === CARD_UNKNOWN ? undefined : cardFace(key),
        key === CARD_UNKNOWN ? '' : key,
        lang,
        x,
        y,
        w,
        h,
      )
  }
}

const paintTokenCell: CellPainter = (ctx, key, x, y, w) => {
  const back = key.endsWith('#back')
  paintToken(ctx, tokenFace(back ? key.slice(0, -5) : key), back, x, y, w)
}

/** Paints the scene's textures for `lang`. */
export function createSceneAssets(lang: Language): SceneAssets {
  // 10 × 8 cells of 200 × 280 px: 78 distinct faces besides the back and the fallback.
  const cards = new CanvasAtlas(atlasLayout(10, 8, 200, 280), cardPainter(lang), [CARD_BACK, CARD_UNKNOWN])
  // Cards are often seen at a grazing angle from a seat; three clamps this to what the GPU supports.
  cards.texture.anisotropy = 8
  const tokens = new CanvasAtlas(atlasLayout(8, 4, 128, 128), paintTokenCell, ['#unknown'])
  const canvas = document.createElement('canvas')
  canvas.width = DIE_GRID.cols * 128
  canvas.height = DIE_GRID.rows * 128
  const ctx = canvas.getContext('2d')
  if (ctx) paintDieFaces(ctx, 128)
  const dice = new CanvasTexture(canvas)
  dice.colorSpace = SRGBColorSpace
  let current = lang
  return {
    cards,
    tokens,
    dice,
    setLanguage(next) {
      if (next === current) return
      current = next
      cards.repaint(cardPainter(next))
    },
    dispose() {
      cards.dispose()
      tokens.dispose()
      dice.dispose()
    },
  }
}
