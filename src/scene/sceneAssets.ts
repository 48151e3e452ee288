/**
 * Textures the scene paints at start-up: the card atlas (faces and game backs on demand, the common back), the
 * token and tile atlases and the die faces. Shared by the instanced layers, drag ghosts and anything else that draws them.
 * Imported pictures are painted as placeholders until decoded; their cells are repainted when they are ready.
 */
import { CARD_EMPTY } from '../sandbox/tabletopObjects'
import { CanvasTexture, Color, SRGBColorSpace } from 'three'
import { cardBack, cardFace, tokenFace } from '../boxes'
import { onImageFaceReady } from '../import/imageFaces'
import { atlasLayout } from '../lib/atlasLayout'
import { CanvasAtlas } from '../lib/canvasAtlas'
import type { CellPainter } from '../lib/canvasAtlas'
import { cardBackKey, paintCardBack, paintCardFace } from '../lib/cardPainter'
import { DIE_GRID, paintDieFaces } from '../lib/diePainter'
import type { Language } from '../lib/language'
import { paintTile, tileDef } from '../lib/tilePainter'
import { paintToken } from '../lib/tokenPainter'

/** Atlas key of the common card back. */
export const CARD_BACK = '#back'
export { CARD_EMPTY }
/** Atlas key (and fallback cell) of a card face no box knows. */
export const CARD_UNKNOWN = '#unknown'
/** Atlas key of a tile's sides: its terrain colour, darkened. */
export const tileSideKey = (look: string) => `${look}#side`
/** Atlas key of a token's back side. */
export const tokenBackKey = (look: string) => `${look}#back`

/** Atlas key of the back a card look shows face down: its game's back, or the common back. */
export function cardBackKeyOf(look: string): string {
  return cardBackKey(cardBack(look))
}

export { cardBackKey }

const BACK_PREFIX = '#back:'

/** The painted textures of one scene. */
export interface SceneAssets {
  cards: CanvasAtlas
  tokens: CanvasAtlas
  /** Tile tops (terrain and name) and sides. */
  tiles: CanvasAtlas
  dice: CanvasTexture
  /** Repaints everything that shows text in `lang`. */
  setLanguage(lang: Language): void
  dispose(): void
}

/** An empty discard pile: a dashed outline on the felt's colour, where cards will go. */
function paintEmptyPlace(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number): void {
  ctx.save()
  ctx.fillStyle = '#1f5a36'
  ctx.fillRect(x, y, w, h)
  ctx.strokeStyle = 'rgba(230, 240, 220, 0.55)'
  ctx.lineWidth = Math.max(2, w / 60)
  ctx.setLineDash([w / 14, w / 20])
  ctx.strokeRect(x + w * 0.06, y + h * 0.05, w * 0.88, h * 0.9)
  ctx.restore()
}

function cardPainter(lang: Language): CellPainter {
  return (ctx, key, x, y, w, h) => {
    if (key === CARD_BACK) paintCardBack(ctx, x, y, w, h)
    else if (key === CARD_EMPTY) paintEmptyPlace(ctx, x, y, w, h)
    else if (key.startsWith(BACK_PREFIX)) paintCardBack(ctx, x, y, w, h, key.slice(BACK_PREFIX.length))
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

function tilePainter(lang: Language): CellPainter {
  return (ctx, key, x, y, w, h) => {
    ctx.save()
    if (key.endsWith('#side')) {
      ctx.fillStyle = `#${new Color(tileDef(key.slice(0, -5))?.colour ?? '#8a8f96').multiplyScalar(0.7).getHexString()}`
      ctx.fillRect(x, y, w, h)
    } else {
      ctx.beginPath()
      ctx.rect(x, y, w, h)
      ctx.clip()
      ctx.translate(x, y)
      paintTile(ctx, key, lang, w)
    }
    ctx.restore()
  }
}

/** Paints the scene's textures for `lang`. */
export function createSceneAssets(lang: Language): SceneAssets {
  // 12 × 9 cells of 200 × 280 px: 106 faces and backs at once besides the common back and the fallback; cells of
  // faces no longer shown are reused (canvasAtlas.ts), so a long game never runs out.
  const cards = new CanvasAtlas(atlasLayout(12, 9, 200, 280), cardPainter(lang), [CARD_BACK, CARD_UNKNOWN])
  // Cards are often seen at a grazing angle from a seat; three clamps this to what the GPU supports.
  cards.texture.anisotropy = 8
  // 8 × 8 cells: every token side of the boxes plus dial values; reused like the card cells.
  const tokens = new CanvasAtlas(atlasLayout(8, 8, 128, 128), paintTokenCell, ['#unknown'])
  // 8 × 4 cells: a box's terrain kinds, top and side each (a Hoth box has eight).
  const tiles = new CanvasAtlas(atlasLayout(8, 4, 256, 256), tilePainter(lang), ['#unknown'])
  tiles.texture.anisotropy = 8
  // An imported card's picture finished decoding: paint its cell again (a no-op when it has none).
  const stopImages = onImageFaceReady((look) => cards.repaintKey(look))
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
    tiles,
    dice,
    setLanguage(next) {
      if (next === current) return
      current = next
      cards.repaint(cardPainter(next))
      tiles.repaint(tilePainter(next))
    },
    dispose() {
      stopImages()
      cards.dispose()
      tokens.dispose()
      tiles.dispose()
      dice.dispose()
    },
  }
}
