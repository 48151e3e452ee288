/** Plain dice and the coin, shared by several boxes (each box gets its own ids, so the ids stay unique). */
import type { DieDef } from './types'

/** A die with faces numbered 1…`sides`. */
function numbered(id: string, sides: number, count: number, colour: string): DieDef {
  return {
    id,
    name: { en: `d${sides}`, hu: `${sides} oldalú kocka` },
    count,
    colour,
    faces: Array.from({ length: sides }, (_, i) => ({ name: { en: String(i + 1), hu: String(i + 1) }, value: i + 1 })),
  }
}

/** A six-sided die for `game`. */
export function d6(game: string, count = 1, colour = '#f2efe6'): DieDef {
  return numbered(`${game}/d6`, 6, count, colour)
}

/** A twenty-sided die for `game`. */
export function d20(game: string, count = 1, colour = '#2f6fb0'): DieDef {
  return numbered(`${game}/d20`, 20, count, colour)
}

/** A coin for `game` (HKK's "50%" events are coin flips): a die with two faces. */
export function coin(game: string, count = 1): DieDef {
  return {
    id: `${game}/coin`,
    name: { en: 'Coin', hu: 'Érme' },
    count,
    colour: '#c9a74a',
    faces: [
      { name: { en: 'Heads', hu: 'Fej' }, value: 1, symbol: 'heads' },
      { name: { en: 'Tails', hu: 'Írás' }, value: 0, symbol: 'tails' },
    ],
  }
}
