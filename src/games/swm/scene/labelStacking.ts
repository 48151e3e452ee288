/**
 * Keeps the map's screen labels readable in a crowd: labels are laid out nearest first, and a label that would cover
 * one already laid out steps up by its own height (up to MAX_STEPS times), so a row of troopers shows every hit-point
 * bar in a short stack instead of one on top of the other. A label with no free place left stays on its point. Pure.
 */

/** A label on the screen: its centre (pixels), its size and its depth (smaller is nearer). */
export interface LabelBox {
  x: number
  y: number
  width: number
  height: number
  depth: number
}

/** How many label heights a label may step up to get clear. */
export const MAX_STEPS = 3

/** A gap kept between stacked labels (pixels). */
const GAP = 1

interface Rect {
  left: number
  top: number
  right: number
  bottom: number
}

const rectOf = (b: LabelBox, lift: number): Rect => ({
  left: b.x - b.width / 2,
  right: b.x + b.width / 2,
  top: b.y - b.height / 2 - lift,
  bottom: b.y + b.height / 2 - lift,
})

const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/** How far up (pixels) each label is drawn from its point, in the order given. */
export function labelLifts(boxes: readonly LabelBox[]): number[] {
  const order = boxes.map((_, i) => i).sort((a, b) => boxes[a]!.depth - boxes[b]!.depth)
  const lifts = new Array<number>(boxes.length).fill(0)
  const taken: Rect[] = []
  for (const i of order) {
    const box = boxes[i]!
    let lift = 0
    for (let step = 0; step <= MAX_STEPS; step++) {
      const candidate = step * (box.height + GAP)
      if (!taken.some((t) => overlaps(t, rectOf(box, candidate)))) {
        lift = candidate
        break
      }
    }
    lifts[i] = lift
    taken.push(rectOf(box, lift))
  }
  return lifts
}
