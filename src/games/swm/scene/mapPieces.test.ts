import { describe, expect, it } from 'vitest'
import { STARSHIP_MAP } from '../../../../engine/games/swm'
import { MAP_TOP, gridWorld } from './mapLayout'
import { PIECE_COLOURS, WALL_HEIGHT, crateBlocks, doorBlocks, wallBlocks } from './mapPieces'

const map = STARSHIP_MAP

describe('map pieces', () => {
  it('raises a capped bulkhead on every wall edge and fills wall squares', () => {
    const walls = wallBlocks(map)
    expect(walls).toHaveLength(2 * map.walls.length + map.wallSquares.length)
    const first = map.walls[0]!
    const mid = gridWorld(map, (first.from.x + first.to.x) / 2, (first.from.y + first.to.y) / 2)
    expect(walls[0]!.x).toBeCloseTo(mid.x)
    expect(walls[0]!.z).toBeCloseTo(mid.z)
    expect(walls[0]).toMatchObject({ y: MAP_TOP + WALL_HEIGHT / 2, h: WALL_HEIGHT })
    expect(walls[1]!.colour).toBe(PIECE_COLOURS.cap)
  })

  it('draws doors closed unless the state opens them, entry doors always closed', () => {
    const inner = map.doors.find((d) => !d.role)!
    const entry = map.doors.find((d) => d.role)!
    const closed = doorBlocks(map, {})
    const open = doorBlocks(map, { [inner.id]: true, [entry.id]: true })
    const i = map.doors.indexOf(inner)
    const e = map.doors.indexOf(entry)
    expect(closed[i]!.colour).toBe(PIECE_COLOURS.door)
    expect(open[i]!.colour).toBe(PIECE_COLOURS.openDoor)
    expect(open[i]!.h).toBeLessThan(closed[i]!.h)
    expect(open[e]).toEqual(closed[e])
  })

  it('puts a crate on every low object', () => {
    expect(crateBlocks(map)).toHaveLength(2 * map.lowObjects.length)
  })
})
