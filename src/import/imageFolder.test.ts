import { describe, expect, it } from 'vitest'
import { MAX_PILE_CARDS } from '../../engine/games/tabletop/types'
import { isBackName, planImageFolders } from './imageFolder'
import { Problems } from './types'

const plan = (images: string[]) => {
  const problems = new Problems()
  const decks = planImageFolders(images, problems, 'Imported deck')
  return { decks, errors: problems.errorList(), warnings: problems.warnings }
}

describe('image folders', () => {
  it('makes one deck of a folder, one card per image in natural order, the back image as its back', () => {
    const { decks, errors } = plan(['Rebels/card10.png', 'Rebels/card2.png', 'Rebels/Hatlap.jpg', 'Rebels/card1.png'])
    expect(errors).toEqual([])
    expect(decks).toEqual([
      {
        name: 'Rebels',
        source: 'Rebels',
        back: 'Rebels/Hatlap.jpg',
        cards: [{ front: 'Rebels/card1.png' }, { front: 'Rebels/card2.png' }, { front: 'Rebels/card10.png' }],
      },
    ])
  })

  it('names the deck of loose images with the default name and has no back without a back image', () => {
    const { decks } = plan(['b.png', 'a.png'])
    expect(decks).toEqual([{ name: 'Imported deck', source: 'a.png', cards: [{ front: 'a.png' }, { front: 'b.png' }] }])
  })

  it('makes one deck per folder when several are dropped', () => {
    const { decks } = plan(['dark/x.png', 'light/y.png', 'light/back.png'])
    expect(decks.map((d) => [d.name, d.cards.length, d.back ?? null])).toEqual([
      ['dark', 1, null],
      ['light', 1, 'light/back.png'],
    ])
  })

  it('knows back images by name', () => {
    expect(
      ['back.png', 'BACK.jpg', 'card-back.webp', 'cardback.png', 'hátlap.png', 'kartya_back.png'].every(isBackName),
    ).toBe(true)
    expect(['backdrop.png', 'a-back-b.png', 'front.png'].some(isBackName)).toBe(false)
  })

  it('warns about several backs and uses the first', () => {
    const { decks, warnings } = plan(['d/back.png', 'd/hatlap.png', 'd/a.png'])
    expect(decks[0]?.back).toBe('d/back.png')
    expect(warnings).toEqual([{ code: 'several-backs', file: 'd', params: { used: 'd/back.png' } }])
  })

  it('refuses a folder with only a back, and one with more cards than a pile holds', () => {
    expect(plan(['d/back.png']).errors).toEqual([{ code: 'no-cards', file: 'd' }])
    const many = Array.from({ length: MAX_PILE_CARDS + 1 }, (_, i) => `big/${i}.png`)
    expect(plan(many).errors).toEqual([{ code: 'too-many-cards', file: 'big', params: { count: 601, max: 600 } }])
  })
})
