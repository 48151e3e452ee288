import { useEffect, useMemo } from 'react'
import { CircleGeometry, CylinderGeometry, MeshStandardMaterial } from 'three'
import type { HothView, Side } from '../../../../engine/games/hoth'
import { GROUND_TOP, TABLE_Y, hexWorld, medalSlots } from './boardLayout'
import { createMedalTexture } from './boardTextures'
import { InstancedMarks, markAt } from '../../../scene/InstancedMarks'
import { trackSlots } from './medalTrack'
import type { Mark } from '../../../scene/InstancedMarks'

/** Props of MedalMarkers. */
export interface MedalMarkersProps {
  view: HothView
}

const SIDES = ['rebel', 'empire'] as const
const COIN_RADIUS = 0.1
const COIN_HEIGHT = 0.024
/** Where a medal disc lies in its hex: toward the west edge, clear of the figures. */
const COIN_OFFSET = { x: -0.29, z: -0.04 }

type CoinKey = `${'permanent' | 'temporary'}:${Side}`

function useCoinMaterials() {
  const r = useMemo(() => {
    const make = (side: Side, permanent: boolean) =>
      new MeshStandardMaterial({ map: createMedalTexture(side, permanent), metalness: 0.45, roughness: 0.35 })
    const materials: Record<CoinKey, MeshStandardMaterial> = {
      'permanent:rebel': make('rebel', true),
      'permanent:empire': make('empire', true),
      'temporary:rebel': make('rebel', false),
      'temporary:empire': make('empire', false),
    }
    return {
      materials,
      coin: new CylinderGeometry(COIN_RADIUS, COIN_RADIUS, COIN_HEIGHT, 32),
      slot: new CircleGeometry(0.135, 32).rotateX(-Math.PI / 2),
      slotMat: new MeshStandardMaterial({ color: '#0f1318', roughness: 0.9 }),
    }
  }, [])
  useEffect(
    () => () => {
      for (const m of Object.values(r.materials)) {
        m.map?.dispose()
        m.dispose()
      }
      r.coin.dispose()
      r.slot.dispose()
      r.slotMat.dispose()
    },
    [r],
  )
  return r
}

/**
 * Medals on the table: a disc on every medal hex (gold with a solid ring when permanent, silver with a dashed
 * ring when temporary, rimmed in the side that scores it, greyed once a permanent one is taken), and each
 * side's track beside the board with a medal in every slot it has won.
 */
export function MedalMarkers({ view }: MedalMarkersProps) {
  const r = useCoinMaterials()
  const hexCoins = useMemo(() => {
    const groups = new Map<CoinKey, Mark[]>()
    for (const m of view.medalHexes) {
      const key: CoinKey = `${m.kind}:${m.side}`
      const { x, z } = hexWorld(m.hex)
      const y = GROUND_TOP[view.terrain[m.hex] ?? 'snow'] + COIN_HEIGHT / 2 + 0.012
      const taken = m.kind === 'permanent' && view.permanentTaken.includes(m.hex)
      const list = groups.get(key) ?? []
      list.push({ matrix: markAt(x + COIN_OFFSET.x, y, z + COIN_OFFSET.z), colour: taken ? '#5f6368' : '#ffffff' })
      groups.set(key, list)
    }
    return groups
  }, [view.medalHexes, view.permanentTaken, view.terrain])
  const tracks = useMemo(() => {
    const counts = trackSlots(view)
    const slots: Mark[] = []
    const coins: Record<Side, Mark[]> = { rebel: [], empire: [] }
    for (const side of SIDES) {
      medalSlots(side, counts[side].slots).forEach((p, i) => {
        slots.push({ matrix: markAt(p.x, TABLE_Y + 0.042, p.z) })
        const y = TABLE_Y + 0.042 + COIN_HEIGHT / 2
        if (i < counts[side].filled) coins[side].push({ matrix: markAt(p.x, y, p.z, 1.2, 1, 1.2), colour: '#ffffff' })
      })
    }
    return { slots, coins }
  }, [view])
  return (
    <group>
      {/* The coins cast no shadow: thin discs, whose shadows barely show but would cost a draw each. */}
      {[...hexCoins].map(([key, marks]) => (
        <InstancedMarks key={key} marks={marks} geometry={r.coin} material={r.materials[key]} />
      ))}
      <InstancedMarks marks={tracks.slots} geometry={r.slot} material={r.slotMat} />
      {SIDES.map((side) => (
        <InstancedMarks
          key={side}
          marks={tracks.coins[side]}
          geometry={r.coin}
          material={r.materials[`permanent:${side}`]}
        />
      ))}
    </group>
  )
}
