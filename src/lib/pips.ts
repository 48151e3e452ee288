/**
 * Where the symbols of a number card go: positions in a unit box (0..1, y down) for 1–10 symbols, laid
 * out like a classic deck (three columns, mirrored top to bottom).
 */

const L = 0.22
const C = 0.5
const R = 0.78

/** Symbol positions for `count` symbols (1–10); other counts give one centred symbol. */
export function pipLayout(count: number): readonly (readonly [x: number, y: number])[] {
  switch (count) {
    case 2:
      return [
        [C, 0.12],
        [C, 0.88],
      ]
    case 3:
      return [
        [C, 0.12],
        [C, 0.5],
        [C, 0.88],
      ]
    case 4:
      return [
        [L, 0.12],
        [R, 0.12],
        [L, 0.88],
        [R, 0.88],
      ]
    case 5:
      return [...pipLayout(4), [C, 0.5]]
    case 6:
      return [...pipLayout(4), [L, 0.5], [R, 0.5]]
    case 7:
      return [...pipLayout(6), [C, 0.31]]
    case 8:
      return [...pipLayout(7), [C, 0.69]]
    case 9:
      return [
        [L, 0.1],
        [R, 0.1],
        [L, 0.37],
        [R, 0.37],
        [L, 0.63],
        [R, 0.63],
        [L, 0.9],
        [R, 0.9],
        [C, 0.5],
      ]
    case 10:
      return [...pipLayout(9).slice(0, 8), [C, 0.24], [C, 0.76]]
    default:
      return [[C, 0.5]]
  }
}
