/**
 * Images dropped without a deck list: each folder becomes one deck (loose files make one deck too), one card
 * per image in natural name order ("2.png" before "10.png"). An image named `back.*`, `card-back.*` or
 * `hatlap.*` / `hátlap.*` is the deck's back instead of a card.
 */
import { MAX_NAME_LENGTH, MAX_PILE_CARDS } from '../../engine/games/tabletop/types'
import { baseName, folderOf, naturalCompare, stem } from './fileNames'
import type { PlannedDeck, Problems } from './types'

const BACK_NAME = /^((card|kartya|kártya)[ _-]?)?back$|^h[aá]tlap$/i

/** True when an image's name says it is the back of the cards. */
export function isBackName(path: string): boolean {
  return BACK_NAME.test(stem(path).trim())
}

/** Plans one deck per folder of `images` (paths). `defaultName` names the deck of loose files. */
export function planImageFolders(images: readonly string[], problems: Problems, defaultName: string): PlannedDeck[] {
  const folders = new Map<string, string[]>()
  for (const path of images) {
    const folder = folderOf(path)
    folders.set(folder, [...(folders.get(folder) ?? []), path])
  }
  const decks: PlannedDeck[] = []
  for (const folder of [...folders.keys()].sort(naturalCompare)) {
    const paths = (folders.get(folder) ?? []).slice().sort((a, b) => naturalCompare(baseName(a), baseName(b)))
    const backs = paths.filter(isBackName)
    const fronts = paths.filter((p) => !isBackName(p))
    const source = folder || (paths[0] ?? '')
    if (backs.length > 1) {
      problems.warn({ code: 'several-backs', file: folder || undefined, params: { used: backs[0] as string } })
    }
    if (fronts.length === 0) {
      problems.error({ code: 'no-cards', file: source })
      continue
    }
    if (fronts.length > MAX_PILE_CARDS) {
      problems.error({ code: 'too-many-cards', file: source, params: { count: fronts.length, max: MAX_PILE_CARDS } })
      continue
    }
    const name = (folder ? baseName(folder) : defaultName).slice(0, MAX_NAME_LENGTH)
    decks.push({ name, source, ...(backs[0] ? { back: backs[0] } : {}), cards: fronts.map((front) => ({ front })) })
  }
  return decks
}
