import { describe, expect, it } from 'vitest'
import {
  ImageIndex,
  baseName,
  extension,
  fileKind,
  folderOf,
  naturalCompare,
  normalisePath,
  pathOf,
  rememberPath,
  stem,
} from './fileNames'

describe('file names', () => {
  it('splits paths whatever the slashes', () => {
    expect(normalisePath('\\cards\\./light//a.png')).toBe('cards/light/a.png')
    expect(baseName('cards/light/a.png')).toBe('a.png')
    expect(folderOf('cards/light/a.png')).toBe('cards/light')
    expect(folderOf('a.png')).toBe('')
    expect([extension('A.PNG'), extension('.hidden'), extension('noext')]).toEqual(['png', '', ''])
    expect([stem('x/Back.png'), stem('my.deck.json')]).toEqual(['Back', 'my.deck'])
  })

  it('sorts files into images, lists, room files, OS clutter and the rest', () => {
    const kinds = [
      'a.PNG',
      'b.jpeg',
      'c.webp',
      'd.json',
      'e.CSV',
      'f.holotable',
      '.DS_Store',
      'Thumbs.db',
      'g.svg',
      'h.txt',
    ]
    expect(kinds.map((n) => fileKind(n))).toEqual([
      'image',
      'image',
      'image',
      'list',
      'list',
      'room',
      'junk',
      'junk',
      'other',
      'other',
    ])
    expect(fileKind('scan', 'image/png')).toBe('image')
    expect(fileKind('drawing', 'image/svg+xml')).toBe('other')
  })

  it('sorts names naturally, ignoring case', () => {
    expect(['card10.png', 'Card2.png', 'card1.png', 'card2.png'].sort(naturalCompare)).toEqual([
      'card1.png',
      'Card2.png',
      'card2.png',
      'card10.png',
    ])
  })

  it('takes a path remembered from a dropped folder, else the picked one, else the name', () => {
    const plain = new File(['x'], 'a.png')
    expect(pathOf(plain)).toBe('a.png')
    const dropped = new File(['x'], 'b.png')
    rememberPath(dropped, '/deck/b.png')
    expect(pathOf(dropped)).toBe('deck/b.png')
    const picked = new File(['x'], 'c.png')
    Object.defineProperty(picked, 'webkitRelativePath', { value: 'folder/c.png' })
    expect(pathOf(picked)).toBe('folder/c.png')
  })
})

describe('ImageIndex', () => {
  const index = new ImageIndex(['light/Back.png', 'dark/back.png', 'light/a.png'])

  it('finds an image by name, case-insensitive, folders in the reference ignored when one matches', () => {
    expect(index.resolve('A.PNG')).toEqual({ ok: true, key: 'light/a.png' })
    expect(index.resolve('  some/where/a.png ')).toEqual({ ok: true, key: 'light/a.png' })
  })

  it('uses the folders of the reference to choose between images of the same name', () => {
    expect(index.resolve('back.png')).toEqual({
      ok: false,
      code: 'ambiguous-image',
      candidates: ['light/Back.png', 'dark/back.png'],
    })
    expect(index.resolve('DARK/back.png')).toEqual({ ok: true, key: 'dark/back.png' })
  })

  it('refuses web addresses and data URIs, and names nothing it does not have', () => {
    for (const ref of ['https://x.org/a.png', 'HTTP://x/a.png', 'data:image/png;base64,AAAA']) {
      expect(index.resolve(ref)).toEqual({ ok: false, code: 'url-not-supported' })
    }
    expect(index.resolve('b.png')).toEqual({ ok: false, code: 'unknown-image' })
  })
})
