import { useEffect, useRef } from 'react'
import { useFrame } from '@react-three/fiber'
import { CARD_BACK, CARD_UNKNOWN, cardBackKey, cardBackKeyOf, tileSideKey, tokenBackKey } from './sceneAssets'
import type { TableModel } from './tableModel'
import { useScene } from './useScene'

/** The card atlas keys the table shows now: every card's face and back, and a tabletop card's own back. */
export function shownCardKeys(model: TableModel): string[] {
  const keys = [CARD_BACK, CARD_UNKNOWN]
  for (const obj of model.objects.values()) {
    if (obj.kind !== 'card') continue
    keys.push(obj.look || CARD_UNKNOWN, cardBackKeyOf(obj.look))
    // A face-down tabletop card or pile draws the back its view gives (no look to derive it from): keep that cell.
    if (obj.back) keys.push(cardBackKey(obj.back))
  }
  return keys
}

/** The token atlas keys the table shows now: both sides of every token. */
export function shownTokenKeys(model: TableModel): string[] {
  const keys: string[] = []
  for (const obj of model.objects.values()) if (obj.kind === 'token') keys.push(obj.look, tokenBackKey(obj.look))
  return keys
}

/** The tile atlas keys the table shows now: the top and the sides of every tile. */
export function shownTileKeys(model: TableModel): string[] {
  const keys: string[] = []
  for (const obj of model.objects.values()) if (obj.kind === 'tile') keys.push(obj.look, tileSideKey(obj.look))
  return keys
}

/** Makes every instanced layer write its instances' atlas cells again (what a change of the object list does). */
function rewriteCells(model: TableModel): void {
  model.structureVersion++
  model.touch()
}

/**
 * Keeps the card, token and tile atlases honest over a long game (renders nothing): tells them which faces the table shows,
 * so only cells of faces no longer shown are reused, and when a cell did change hands makes the layers write their
 * instances' cells again (a structure change of the table model), so no card keeps pointing at a reused cell.
 */
export function AtlasKeeper() {
  const { model, assets } = useScene()
  useEffect(() => {
    const stopCards = assets.cards.addUser(() => shownCardKeys(model))
    const stopTokens = assets.tokens.addUser(() => shownTokenKeys(model))
    const stopTiles = assets.tiles.addUser(() => shownTileKeys(model))
    return () => {
      stopCards()
      stopTokens()
      stopTiles()
    }
  }, [model, assets])
  const atlases = [assets.cards, assets.tokens, assets.tiles]
  const seen = useRef(atlases.map((atlas) => atlas.generation))
  useFrame(() => {
    const s = seen.current
    if (atlases.every((atlas, i) => s[i] === atlas.generation)) return
    seen.current = atlases.map((atlas) => atlas.generation)
    rewriteCells(model)
  })
  return null
}
