/**
 * The rulebook's geometry examples (../shared/research/swm-rules-analysis.md §22 examples 1, 6 and 7, and the
 * rulebook's own "shooting round corners" and "cover from low objects" figures), each on a small map drawn to match
 * its sentences, since the original diagrams are lost.
 */
import { describe, expect, it } from 'vitest'
import { buildSwmMap } from '../data/maps'
import { adjacent } from './adjacent'
import { blockersFor } from './blockers'
import { hasCover } from './cover'
import { nearestEnemies } from './nearest'
import { range } from './range'
import { reachable } from './reachable'
import { lineOfSight } from './sight'
import { pathCost, squareStepAllowed } from './steps'
import { terrainOf } from './terrain'

const tiny = (width: number, height: number, drawing: string[]) =>
  buildSwmMap(drawing, { id: 'test', name: { en: 'test', hu: 'test' }, width, height })
const sq = (x: number, y: number, span = 1) => ({ x, y, span })

describe('§22 example 1: movement costs', () => {
  // "Duplán számít, ha olyan mezőre lépünk, amit egy alacsony tereptárgy foglal el. Az átlós mozgás az alacsony
  // objektumokon négyszeresen számít."
  // prettier-ignore
  const map = tiny(5, 3, [
    '           ',
    ' . . . .|.',
    '           ',
    ' . o . ~ .',
    '           ',
    ' . . o . .',
    '           ',
  ])
  const b = blockersFor(map)
  const t = terrainOf(map)

  it('costs 4 for a diagonal step onto a low object; two of them are out of a 6-square move but within 12', () => {
    const diagonal = { dx: 1, dy: 1 }
    expect(pathCost(b, t, sq(0, 0), [diagonal])).toBe(4)
    // (0, 0) → (1, 1) → (2, 2), both low objects, diagonally: 8, more than a 6-square move, within 12.
    const twice = pathCost(b, t, sq(0, 0), [diagonal, diagonal])
    expect(twice).toBe(8)
    expect(twice! > 6 && twice! <= 12).toBe(true)
    // The cheapest way there is another path (1 + 2 + 2).
    expect(reachable(b, { from: sq(0, 0), budget: 6, enemies: [], allies: [] }).reach.get('2,2')?.cost).toBe(5)
    // Orthogonally into difficult terrain: 2.
    expect(pathCost(b, t, sq(2, 1), [{ dx: 1, dy: 0 }])).toBe(2)
  })

  it('refuses a diagonal step whose shared corner touches a wall', () => {
    // "Sarkok: A karakter nem mozoghat átlósan egy sarok, vagy olyan fal mentén, ami kiér a tábla széléig."
    expect(squareStepAllowed(b, { x: 3, y: 1 }, { dx: 1, dy: -1 })).toBe(false)
    expect(squareStepAllowed(b, { x: 3, y: 0 }, { dx: 1, dy: 1 })).toBe(false)
  })
})

describe('§22 example 6: cover, the nearest enemy and ties', () => {
  // "Egy karakter csak akkor támadhat meg egy fedezékben lévő ellenséget, ha az a hozzá legközelebbi ellenség …
  // mivel mindkét Clone Trooper egyaránt 5 négyzetnyire áll a Super Battle Droidtól, a Super Battle Droid akár a
  // Clone Trooper 1-et is megtámadhatja." Here the droid stands at (2, 2) with General Grievous at (5, 2) between it
  // and Clone Trooper 1 at (7, 2); Clone Trooper 2 is at (5, 0); a third enemy at (2, 4) is nearer but behind a wall.
  // prettier-ignore
  const b = blockersFor(tiny(10, 6, [
    '                     ',
    ' . . . . . . . . . .',
    '                     ',
    ' . . . . . . . . . .',
    '                     ',
    ' . . . . . . . . . .',
    '                     ',
    ' . . . . . . . . . .',
    '     -               ',
    ' . . . . . . . . . .',
    '                     ',
    ' . . . . . . . . . .',
    '                     ',
  ]))
  const droid = sq(2, 2)
  const grievous = sq(5, 2)
  const trooper1 = { id: 'ct1', space: sq(7, 2) }
  const behindWall = { id: 'ct3', space: sq(2, 4) }

  it('lets the droid attack the trooper in cover when both troopers are 5 squares away', () => {
    const trooper2 = { id: 'ct2', space: sq(5, 0) }
    expect(range(b, droid, trooper1.space)).toBe(5)
    expect(range(b, droid, trooper2.space)).toBe(5)
    expect(hasCover(b, { attacker: droid, target: trooper1.space, others: [grievous, trooper2.space] })).toBe(true)
    expect(hasCover(b, { attacker: droid, target: trooper2.space, others: [grievous, trooper1.space] })).toBe(false)
    // "Olyan ellenség, aki ugyan közelebb van, de nincs a látótengelyben, nem számít a legközelebbinek."
    expect(range(b, droid, behindWall.space)).toBe(4)
    expect(lineOfSight(b, droid, behindWall.space)).toBe(false)
    expect(nearestEnemies(b, droid, [behindWall, trooper1, trooper2])).toEqual(['ct1', 'ct2'])
  })

  it('makes the trooper in cover no longer nearest once the other is at 4', () => {
    const trooper2 = { id: 'ct2', space: sq(4, 0) }
    expect(range(b, droid, trooper2.space)).toBe(4)
    expect(nearestEnemies(b, droid, [behindWall, trooper1, trooper2])).toEqual(['ct2'])
  })
})

describe('§22 example 7: adjacent enemies and walls', () => {
  // "Ha egy vagy több ellenség szomszédos a támadó karakterrel, a támadónak kötelezően csak a szomszédos ellenségek
  // közül lehet célpontot választania." and "Ha a két karakter egy fal ellentétes oldalán áll, akkor nem
  // szomszédosak, így egyik sem tud lehetőség támadását csinálni a másik ellen, amikor elmozdulnak."
  // prettier-ignore
  const map = tiny(4, 2, [
    '         ',
    ' . .|. .',
    '         ',
    ' . . . .',
    '         ',
  ])
  const b = blockersFor(map)
  it('makes edge and corner neighbours adjacent, but not the same squares across a wall', () => {
    expect(adjacent(b, sq(0, 0), sq(1, 0))).toBe(true)
    expect(adjacent(b, sq(0, 0), sq(1, 1))).toBe(true)
    expect(adjacent(b, sq(1, 0), sq(2, 0))).toBe(false)
    expect(adjacent(b, sq(1, 1), sq(2, 1))).toBe(true)
    expect(adjacent(b, sq(0, 0), sq(2, 0))).toBe(false) // not touching at all
  })
})

describe('the rulebook’s figures', () => {
  it('"Lövöldözés a sarkok körül": shooting round a corner next to you, the target has no cover; back, it does', () => {
    // "Egy karakter általában át tud lőni egy közvetlenül mellette lévő sarkon. … A példában Padmé át tud lőni a fal
    // sarkán és a Battle Droidnak nincs fedezéke. Ha viszont a Battle Droid lő Padméra, a szenátor fedezékben van."
    // Padmé at (1, 0) beside the end of a wall along y = 1; the droid at (4, 2) below the wall.
    // prettier-ignore
    const b = blockersFor(tiny(6, 4, [
      '             ',
      ' . . . . . .',
      '     - - - - ',
      ' . . . . . .',
      '             ',
      ' . . . . . .',
      '             ',
      ' . . . . . .',
      '             ',
    ]))
    const padme = sq(1, 0)
    const droid = sq(4, 2)
    expect(lineOfSight(b, padme, droid)).toBe(true)
    expect(hasCover(b, { attacker: padme, target: droid, others: [] })).toBe(false)
    expect(hasCover(b, { attacker: droid, target: padme, others: [] })).toBe(true)
  })

  it('"Fedezék alacsony tereptárgyról": low objects next to the attacker give no cover, the one it stands on does', () => {
    // "A példában a Clone Trooper megtámadhatja a Super Battle Droid 1-et és Grievoust. Egyikőjük sincs fedezékben
    // a Clone Trooper támadásával szemben. A Super Battle Droid 2 viszont fedezékben van. … Ha viszont a Super
    // Battle Droid 2 lő a Clone Trooper-re, neki fedezéket nyújt (+4 bónusz védekezés) az a tereptárgy, amin áll."
    // The trooper on a low object at (0, 2), another low object beside it at (1, 2); droid 1 at (3, 2) behind
    // that one, Grievous at (3, 0), droid 2 on a low object at (4, 4).
    // prettier-ignore
    const b = blockersFor(tiny(6, 5, [
      '             ',
      ' . . . . . .',
      '             ',
      ' . . . . . .',
      '             ',
      ' o o . . . .',
      '             ',
      ' . . . . . .',
      '             ',
      ' . . . . o .',
      '             ',
    ]))
    const trooper = sq(0, 2)
    expect(hasCover(b, { attacker: trooper, target: sq(3, 2), others: [] })).toBe(false)
    expect(hasCover(b, { attacker: trooper, target: sq(3, 0), others: [] })).toBe(false)
    expect(hasCover(b, { attacker: trooper, target: sq(4, 4), others: [] })).toBe(true)
    expect(hasCover(b, { attacker: sq(4, 4), target: trooper, others: [] })).toBe(true)
  })
})
