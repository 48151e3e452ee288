import { useEffect, useState } from 'react'
import { Html } from '@react-three/drei'
import { useTranslation } from 'react-i18next'
import { CARD_DEPTH } from '../lib/dimensions'
import { useScene } from './useScene'

interface Badge {
  id: string
  x: number
  z: number
  text: string
  kind: 'pile' | 'counters'
}

const COUNTER_MARKS: Readonly<Record<string, string>> = { damage: '✹', focus: '◉', shield: '⛨' }

/**
 * Small labels on the table: every pile's name and card count just below it, and the counters lying on a card
 * (damage, focus, shield …) on the card's corner. Re-rendered only when the table changes.
 */
export function CardBadges() {
  const { model } = useScene()
  const { t } = useTranslation('cards')
  const [badges, setBadges] = useState<Badge[]>([])
  useEffect(() => {
    const read = () => {
      const next: Badge[] = []
      for (const [id, obj] of model.objects) {
        if (obj.stack !== undefined) {
          const name = t('pile.count', { name: obj.label ?? id, count: obj.stack })
          next.push({ id, x: obj.x, z: obj.z + CARD_DEPTH / 2 + 0.12, text: name, kind: 'pile' })
        }
        if (obj.counters) {
          const text = Object.entries(obj.counters)
            .map(([name, n]) => `${COUNTER_MARKS[name] ?? name} ${n}`)
            .join('  ')
          next.push({ id, x: obj.x + 0.2, z: obj.z - 0.3, text, kind: 'counters' })
        }
      }
      setBadges(next)
    }
    read()
    return model.onChange(read)
  }, [model, t])
  return (
    <>
      {badges.map((b) => (
        <Html key={`${b.kind}:${b.id}`} position={[b.x, 0.02, b.z]} center zIndexRange={[5, 0]} pointerEvents="none">
          <span className={`card-badge card-badge-${b.kind}`} data-badge={b.id}>
            {b.text}
          </span>
        </Html>
      ))}
    </>
  )
}
