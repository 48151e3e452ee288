import { describe, expect, it } from 'vitest'
import { Vector3 } from 'three'
import { STARSHIP_MAP } from '../../../../engine/games/swm'
import { D20_HEIGHT, d20UpRotation } from '../pieces/d20'
import { dicePoses } from './dicePoses'
import { mapHalf } from './mapLayout'

describe('dice poses', () => {
  it('lands each die on its natural, beside the map, the same for the same key', () => {
    const a = dicePoses(STARSHIP_MAP, [17, 3], 'k1', 'left')
    const b = dicePoses(STARSHIP_MAP, [17, 3], 'k1', 'left')
    expect(a).toEqual(b)
    for (const [i, natural] of [17, 3].entries()) {
      const pose = a[i]!
      expect(pose.y).toBeCloseTo(D20_HEIGHT / 2)
      expect(pose.x).toBeGreaterThan(mapHalf(STARSHIP_MAP).x)
      // The face on top is the natural's: its rest differs from that face's upright turn only by a yaw.
      const up = new Vector3(0, 1, 0)
      const top = up.clone().applyQuaternion(
        d20UpRotation(natural - 1)
          .clone()
          .invert(),
      )
      expect(top.applyQuaternion(pose.rest).y).toBeCloseTo(1)
    }
    expect(a[0]!.x).toBeLessThan(a[1]!.x)
  })
})
