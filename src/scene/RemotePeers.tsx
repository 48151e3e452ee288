import { useEffect, useState } from 'react'
import { useThree } from '@react-three/fiber'
import { parsePresence } from '../lib/presence'
import { RemotePeer } from './RemotePeer'
import { useScene } from './useScene'

interface PeerEntry {
  clientId: number
  name: string
  colour: string
  dragId: string | null
}

/** Props of RemotePeers. */
export interface RemotePeersProps {
  /** Show name labels above cursors. Default true. */
  labels?: boolean
}

/**
 * Everyone else at the table: a cursor per person and a ghost of whatever they drag, from awareness.
 * React state holds only who is here and what they hold; positions are read per frame by RemotePeer.
 */
export function RemotePeers({ labels = true }: RemotePeersProps) {
  const { room } = useScene()
  const invalidate = useThree((s) => s.invalidate)
  const [peers, setPeers] = useState<PeerEntry[]>([])

  useEffect(() => {
    const awareness = room.awareness
    let key = ''
    const update = () => {
      const list: PeerEntry[] = []
      awareness.getStates().forEach((state, clientId) => {
        if (clientId === awareness.clientID) return
        const p = parsePresence(state)
        if (p) list.push({ clientId, name: p.name, colour: p.colour, dragId: p.drag?.id ?? null })
      })
      list.sort((a, b) => a.clientId - b.clientId)
      const next = list.map((p) => `${p.clientId}|${p.name}|${p.colour}|${p.dragId}`).join('\n')
      if (next !== key) {
        key = next
        setPeers(list)
      }
      invalidate()
    }
    update()
    awareness.on('change', update)
    return () => awareness.off('change', update)
  }, [room, invalidate])

  return (
    <>
      {peers.map((p) => (
        <RemotePeer
          key={p.clientId}
          clientId={p.clientId}
          name={p.name}
          colour={p.colour}
          dragId={p.dragId}
          label={labels}
        />
      ))}
    </>
  )
}
