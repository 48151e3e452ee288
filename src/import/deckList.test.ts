import { describe, expect, it } from 'vitest'
import { MAX_PILE_CARDS } from '../../engine/games/tabletop/types'
import { parseDeckList, readCount } from './deckList'
import { ImageIndex } from './fileNames'
import { MAX_ERRORS, Problems } from './types'

const IMAGES = ['deck/a.png', 'deck/b.png', 'deck/Back.PNG', 'deck/c d.jpg']

/** Parses `text` as the file `path` with the dropped IMAGES (or `images`). */
function parse(path: string, text: string, images = IMAGES) {
  const problems = new Problems()
  const deck = parseDeckList({ path, text }, new ImageIndex(images), problems)
  return { deck, errors: problems.errorList() }
}

describe('JSON deck lists', () => {
  it('reads name, deck back, counts, card backs and names, top first, counts expanded', () => {
    const { deck, errors } = parse(
      'lists/my.json',
      JSON.stringify({
        name: 'Rebels',
        back: 'back.png',
        cards: [{ front: 'a.png', count: 2, name: 'Pilot' }, 'B.png', { front: 'images/c d.jpg', back: 'a.png' }],
      }),
    )
    expect(errors).toEqual([])
    expect(deck).toEqual({
      name: 'Rebels',
      source: 'lists/my.json',
      back: 'deck/Back.PNG',
      cards: [
        { front: 'deck/a.png', name: 'Pilot' },
        { front: 'deck/a.png', name: 'Pilot' },
        { front: 'deck/b.png' },
        { front: 'deck/c d.jpg', back: 'deck/a.png' },
      ],
    })
  })

  it('accepts a top-level list of cards and names the deck after the file', () => {
    const { deck } = parse('Empire.json', '\ufeff[{"front": "a.png", "count": "3"}]')
    expect(deck?.name).toBe('Empire')
    expect(deck?.cards).toHaveLength(3)
    expect(deck?.back).toBeUndefined()
  })

  it('takes the first card back as the deck back when the deck names none', () => {
    expect(parse('x.json', '[{"front":"a.png"},{"front":"b.png","back":"back.png"}]').deck?.back).toBe('deck/Back.PNG')
  })

  it('reports text that is not JSON, with the line when the parser gives a position', () => {
    const { deck, errors } = parse('bad.json', '{\n  "cards": [\n    {"front": "a.png",}\n  ]\n}')
    expect(deck).toBeNull()
    expect(errors).toEqual([{ file: 'bad.json', code: 'not-json', line: 3 }])
  })

  it('reports a wrong shape', () => {
    expect(parse('x.json', '{"name": "x"}').errors).toEqual([{ file: 'x.json', code: 'bad-shape' }])
    expect(parse('x.json', '"a.png"').errors).toEqual([{ file: 'x.json', code: 'bad-shape' }])
    expect(parse('x.json', '{"cards": {"front": "a.png"}}').errors).toEqual([{ file: 'x.json', code: 'bad-shape' }])
  })

  it('collects every card problem with the card number and the field, not just the first', () => {
    const { deck, errors } = parse(
      'x.json',
      JSON.stringify({
        back: 7,
        name: ['x'],
        deck: 'typo',
        cards: [
          { front: 'a.png', cout: 2 },
          {},
          { front: 'a.png', count: 0 },
          { front: 'a.png', count: 2.5 },
          { front: 'a.png', count: 101 },
          { front: 'missing.png' },
          { front: 'https://example.com/a.png' },
          42,
          { front: 5, name: 3 },
        ],
      }),
    )
    expect(deck).toBeNull()
    expect(errors).toEqual([
      { file: 'x.json', code: 'unknown-field', field: 'deck' },
      { file: 'x.json', code: 'unknown-field', field: 'cout', card: 1 },
      { file: 'x.json', code: 'bad-card', card: 8 },
      { file: 'x.json', code: 'bad-field', field: 'back' },
      { file: 'x.json', code: 'bad-field', field: 'name' },
      { file: 'x.json', code: 'missing-front', field: 'front', card: 2 },
      { file: 'x.json', code: 'bad-count', field: 'count', params: { value: '0' }, card: 3 },
      { file: 'x.json', code: 'bad-count', field: 'count', params: { value: '2.5' }, card: 4 },
      { file: 'x.json', code: 'bad-count', field: 'count', params: { value: '101' }, card: 5 },
      { file: 'x.json', code: 'unknown-image', field: 'front', params: { value: 'missing.png' }, card: 6 },
      {
        file: 'x.json',
        code: 'url-not-supported',
        field: 'front',
        params: { value: 'https://example.com/a.png' },
        card: 7,
      },
      { file: 'x.json', code: 'bad-field', field: 'front', card: 9 },
      { file: 'x.json', code: 'bad-field', field: 'name', card: 9 },
    ])
  })

  it('refuses more cards than one pile holds, counted after the counts', () => {
    const cards = Array.from({ length: 7 }, () => ({ front: 'a.png', count: 100 }))
    const { deck, errors } = parse('big.json', JSON.stringify(cards))
    expect(deck).toBeNull()
    expect(errors).toEqual([{ file: 'big.json', code: 'too-many-cards', params: { count: 700, max: MAX_PILE_CARDS } }])
    const long = parse('long.json', JSON.stringify(Array(MAX_PILE_CARDS + 1).fill('a.png')))
    expect(long.errors).toEqual([{ file: 'long.json', code: 'too-many-cards', params: { count: 601, max: 600 } }])
  })

  it('refuses an empty list', () => {
    expect(parse('e.json', '{"cards": []}').errors).toEqual([{ file: 'e.json', code: 'empty-list' }])
  })

  it('keeps at most MAX_ERRORS errors and counts the rest', () => {
    const { errors } = parse('x.json', JSON.stringify(Array.from({ length: 30 }, (_, i) => `nope${i}.png`)))
    expect(errors).toHaveLength(MAX_ERRORS + 1)
    expect(errors[MAX_ERRORS]).toEqual({ code: 'more-errors', params: { count: 10 } })
  })
})

describe('CSV deck lists', () => {
  it('reads the columns in any order, quoted fields with commas, optional cells and blank lines', () => {
    const text = 'name,count,front,back\r\n"Han, the pilot",2,a.png,back.png\r\n\r\n,,b.png,\r\n'
    const { deck, errors } = parse('Rebels.csv', text)
    expect(errors).toEqual([])
    expect(deck).toEqual({
      name: 'Rebels',
      source: 'Rebels.csv',
      back: 'deck/Back.PNG',
      cards: [
        { front: 'deck/a.png', back: 'deck/Back.PNG', name: 'Han, the pilot' },
        { front: 'deck/a.png', back: 'deck/Back.PNG', name: 'Han, the pilot' },
        { front: 'deck/b.png' },
      ],
    })
  })

  it('accepts a byte-order mark, ";" separators and Hungarian column names (as Hungarian Excel saves)', () => {
    const { deck, errors } = parse('pakli.csv', '\ufeffElőlap;Darab;Név\na.png;3;Első, lap\nb.png;;\n')
    expect(errors).toEqual([])
    expect(deck?.cards.map((c) => [c.front, c.name])).toEqual([
      ['deck/a.png', 'Első, lap'],
      ['deck/a.png', 'Első, lap'],
      ['deck/a.png', 'Első, lap'],
      ['deck/b.png', undefined],
    ])
  })

  it('accepts a front column alone', () => {
    expect(parse('x.csv', 'front\na.png\nb.png').deck?.cards).toHaveLength(2)
  })

  it('reports unknown, repeated and missing columns on the header line', () => {
    expect(parse('x.csv', 'front,colour,Front\na.png,red,b.png').errors).toEqual([
      { file: 'x.csv', code: 'unknown-column', line: 1, field: 'colour' },
      { file: 'x.csv', code: 'duplicate-column', line: 1, field: 'Front' },
    ])
    expect(parse('x.csv', 'a.png,2\nb.png,1').errors).toEqual([
      { file: 'x.csv', code: 'unknown-column', line: 1, field: 'a.png' },
      { file: 'x.csv', code: 'unknown-column', line: 1, field: '2' },
      { file: 'x.csv', code: 'missing-column', line: 1, field: 'front' },
    ])
  })

  it('reports each bad row by its line and field', () => {
    const text = 'front,count\na.png,two\n\n,1\nmissing.png,1\na.png,1,extra\n"a\nb.png",1\nhttp://x/y.png,1\n'
    expect(parse('x.csv', text).errors).toEqual([
      { file: 'x.csv', code: 'too-many-fields', line: 6, params: { count: 3, expected: 2 } },
      { file: 'x.csv', code: 'bad-count', field: 'count', params: { value: 'two' }, line: 2 },
      { file: 'x.csv', code: 'missing-front', field: 'front', line: 4 },
      { file: 'x.csv', code: 'unknown-image', field: 'front', params: { value: 'missing.png' }, line: 5 },
      { file: 'x.csv', code: 'unknown-image', field: 'front', params: { value: 'a\nb.png' }, line: 7 },
      { file: 'x.csv', code: 'url-not-supported', field: 'front', params: { value: 'http://x/y.png' }, line: 9 },
    ])
  })

  it('reports a quote left open, with the line it opened on', () => {
    expect(parse('x.csv', 'front,name\na.png,"Han\nb.png,Leia\n').errors).toEqual([
      { file: 'x.csv', code: 'unclosed-quote', line: 2 },
    ])
  })

  it('refuses an empty file and a header with no rows', () => {
    expect(parse('x.csv', '').errors).toEqual([{ file: 'x.csv', code: 'empty-list' }])
    expect(parse('x.csv', 'front,count\n').errors).toEqual([{ file: 'x.csv', code: 'empty-list' }])
  })

  it('asks for the folder when two dropped images share a name, and finds the one it names', () => {
    const images = ['light/back.png', 'dark/back.png', 'light/a.png']
    expect(parse('x.csv', 'front,back\na.png,back.png', images).errors).toEqual([
      {
        file: 'x.csv',
        code: 'ambiguous-image',
        field: 'back',
        line: 2,
        params: { value: 'back.png', candidates: 'light/back.png, dark/back.png' },
      },
    ])
    expect(parse('x.csv', 'front,back\na.png,dark\\back.png', images).deck?.back).toBe('dark/back.png')
  })
})

describe('readCount', () => {
  it('takes whole numbers from 1 to 100, as numbers or digits; absent is one', () => {
    expect([undefined, 1, '7', 100].map(readCount)).toEqual([1, 1, 7, 100])
    expect([0, -1, 101, 1.5, '1.5', ' ', 'x', null, true].map(readCount)).toEqual(Array(9).fill(null))
  })
})
