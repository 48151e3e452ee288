import { describe, expect, it } from 'vitest'
import { buildSwmMap, STARSHIP_MAP } from '../data/maps'
import { adjacent } from './adjacent'
import { blockersFor } from './blockers'
import { coverFromCorner, hasCover } from './cover'
import { spacesOverlap, spacesTouch } from './squares'
import { spaceFits } from './steps'
import type { Space } from './squares'

const tiny = (width: number, height: number, drawing: string[]) =>
  buildSwmMap(drawing, { id: 'test', name: { en: 'test', hu: 'test' }, width, height })
const sq = (x: number, y: number, span = 1) => ({ x, y, span })

describe('cover', () => {
  // prettier-ignore
  const map = tiny(6, 4, [
    '             ',
    ' . . . . . .',
    '             ',
    ' . o o . . .',
    '     =       ',
    ' . . . . o .',
    '             ',
    ' . . . . . .',
    '             ',
  ])
  const b = blockersFor(map)

  it('is given by another character on the way, friend or foe', () => {
    // "Karakterek és a fedezék: A karakterek mindig fedezéket nyújtanak, nem számít, hogy szövetségesek vagy
    // ellenségsek."
    expect(hasCover(b, { attacker: sq(0, 0), target: sq(4, 0), others: [sq(2, 0)] })).toBe(true)
    expect(hasCover(b, { attacker: sq(0, 0), target: sq(4, 0), others: [] })).toBe(false)
  })

  it('ignores low objects in or next to the attacker, and counts the target’s own', () => {
    // "A támadó karakter viszont figyelmen kívül hagyja a saját négyzetében és a vele közvetlenül szomszédos
    // négyzetekben lévő alacsony tereptárgyakat." and "Az alacsony tereptárgyak fedezéket nyújtanak azoknak a
    // karaktereknek, akik rajtuk állnak."
    expect(hasCover(b, { attacker: sq(0, 1), target: sq(3, 1), others: [] })).toBe(true) // (2, 1) is not next to it
    expect(hasCover(b, { attacker: sq(1, 0), target: sq(3, 1), others: [] })).toBe(false) // both touch (1, 0)
    expect(hasCover(b, { attacker: sq(1, 3), target: sq(4, 2), others: [] })).toBe(true) // it stands on one
    expect(hasCover(b, { attacker: sq(3, 3), target: sq(4, 2), others: [] })).toBe(false) // adjacent
  })

  it('is given by a closed door cutting across some lines, and not by an open one', () => {
    // "Fedezék: A falak fedezéket nyújtanak (amikor nem blokkolják a látótengelyt)." / "A nyitott ajtónak nincs
    // semmilyen hatása a mozgásra és a látótengelyre, és nem nyújt fedezéket."
    // prettier-ignore
    const doorway = tiny(6, 3, [
      '             ',
      ' . . . . . .',
      '             ',
      ' . . . . . .',
      '     =       ',
      ' . . . . . .',
      '             ',
    ])
    const scene = { attacker: sq(0, 0), target: sq(3, 2), others: [] }
    expect(hasCover(blockersFor(doorway), scene)).toBe(true)
    expect(hasCover(blockersFor(doorway, ['door-1']), scene)).toBe(false)
  })

  it('is not given by a wall the lines only run along', () => {
    // "Az ellenség nincs fedezékben, ha az egyenes fal mentén fut végig, vagy fedezéknek nem számítható
    // négyzeteken megy keresztül."
    // prettier-ignore
    const along = blockersFor(tiny(6, 2, [
      '             ',
      ' . . . . . .',
      ' - - - - - -',
      ' . . . . . .',
      '             ',
    ]))
    expect(hasCover(along, { attacker: sq(0, 0), target: sq(5, 0), others: [] })).toBe(false)
    expect(coverFromCorner(along, { x: 1, y: 1 }, { attacker: sq(0, 0), target: sq(5, 0), others: [] })).toBe(false)
  })
})

describe('an adjacent enemy never has cover', () => {
  // A deterministic generator, so the property runs the same everywhere.
  let seed = 20240611
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % n
  }

  it('holds over 2,000 random placements on the starship map, by geometry alone for one-square figures', () => {
    const map = STARSHIP_MAP
    let checked = 0
    for (let i = 0; i < 2000; i++) {
      const b = blockersFor(map, next(2) === 0 ? [] : map.doors.map((d) => d.id))
      const attacker = sq(next(map.width - 1), next(map.height - 1))
      const span = 1 + next(3)
      // A target of any size touching the attacker.
      const target = sq(attacker.x - span + next(span + 2), attacker.y - span + next(span + 2), span)
      if (!spacesTouch(attacker, target) || target.x < 0 || target.y < 0) continue
      if (target.x + span > map.width || target.y + span > map.height) continue
      // Only places a figure may stand: not straddling a wall, not on a pillar.
      if (!spaceFits(b, attacker) || !spaceFits(b, target) || !adjacent(b, attacker, target)) continue
      const others: Space[] = []
      for (let k = 0; k < 6; k++) {
        const o = sq(attacker.x - 2 + next(5), attacker.y - 2 + next(5))
        if (!spacesOverlap(o, attacker) && !spacesOverlap(o, target)) others.push(o)
      }
      const scene = { attacker, target, others }
      expect(hasCover(b, scene), JSON.stringify(scene)).toBe(false)
      // The corner the two spaces share (one of the attacker's lies in the target) already sees it all clear.
      const corners = [attacker, { ...attacker, x: attacker.x + 1 }, { ...attacker, y: attacker.y + 1 }]
      const shared = [...corners, { x: attacker.x + 1, y: attacker.y + 1 }].filter(
        (c) => c.x >= target.x && c.x <= target.x + span && c.y >= target.y && c.y <= target.y + span,
      )
      expect(shared.length).toBeGreaterThan(0)
      // For a one-square target every square it holds is next to the attacker, so its low object does not count
      // either; a Large or Huge target may stand partly on a low object farther off, and there the rule decides.
      if (span === 1) expect(coverFromCorner(b, shared[0]!, scene), JSON.stringify(scene)).toBe(false)
      checked++
    }
    expect(checked).toBeGreaterThan(500)
  })
})
