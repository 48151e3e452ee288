import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { useFrame, useThree } from '@react-three/fiber'
import { Vector3 } from 'three'
import type { Camera } from 'three'
import { labelLifts } from './labelStacking'
import type { LabelBox } from './labelStacking'

/** One label: a key, the world point it stands at, and its content (plain DOM: no context reaches it). */
export interface ScreenLabel {
  key: string
  position: readonly [number, number, number]
  node: ReactNode
}

/** Calls `onDone` after every commit of the label root, so the canvas positions what it just drew. */
function Committed({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useLayoutEffect(onDone)
  return <>{children}</>
}

const _v = new Vector3()

/**
 * Moves each label element of `layer` over its world point as `camera` sees it (hidden behind the camera), lifting
 * labels that would cover nearer ones (labelStacking.ts).
 */
function placeLabels(
  layer: HTMLElement,
  points: ReadonlyMap<string, readonly [number, number, number]>,
  camera: Camera,
  size: { width: number; height: number },
): void {
  const shown: { el: HTMLElement; box: LabelBox }[] = []
  for (const child of layer.children) {
    const el = child as HTMLElement
    const p = points.get(el.dataset.label ?? '')
    if (!p) continue
    _v.set(p[0], p[1], p[2]).project(camera)
    const hidden = _v.z > 1 || _v.z < -1
    el.style.display = hidden ? 'none' : ''
    if (hidden) continue
    const x = ((_v.x + 1) / 2) * size.width
    const y = ((1 - _v.y) / 2) * size.height
    // The content's own size (a label's element is only its anchor).
    const content = (el.firstElementChild as HTMLElement | null) ?? el
    shown.push({ el, box: { x, y, width: content.offsetWidth, height: content.offsetHeight, depth: _v.z } })
  }
  const lifts = labelLifts(shown.map((s) => s.box))
  shown.forEach(({ el, box }, i) => {
    const y = box.y - lifts[i]!
    el.style.transform = `translate3d(${box.x.toFixed(1)}px, ${y.toFixed(1)}px, 0) translate(-50%, -50%)`
    // Nearer labels over farther ones.
    el.style.zIndex = String(Math.round((1 - box.depth) * 100000))
  })
}

/**
 * Labels in the page over the canvas, each kept over its world point: one DOM layer and one React root for all of
 * them, made once and kept (drei's Html makes a root per label and unmounts it inside the canvas's commit, which
 * React reports as an error every time a label goes). No draw calls; the pointer passes through; nearer labels
 * lie over farther ones; the layer stays under the panels (z-index 9).
 */
export function ScreenLabels({ labels }: { labels: readonly ScreenLabel[] }) {
  const gl = useThree((s) => s.gl)
  const invalidate = useThree((s) => s.invalidate)
  const [root, setRoot] = useState<Root | null>(null)
  // The frame loop writes the labels' positions into the layer's elements: kept in a ref, not in state.
  const layer = useRef<HTMLDivElement | null>(null)
  const points = useRef(new Map<string, readonly [number, number, number]>())

  useEffect(() => {
    const host = gl.domElement.parentElement
    if (!host) return
    const el = document.createElement('div')
    el.style.cssText = 'position:absolute;inset:0;pointer-events:none;overflow:hidden;z-index:9;'
    host.appendChild(el)
    const made = createRoot(el)
    layer.current = el
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the layer is made and freed with the mount
    setRoot(made)
    return () => {
      setRoot(null)
      layer.current = null
      // Later, not inside this commit: a root unmounted during another root's commit makes React complain.
      setTimeout(() => {
        made.unmount()
        el.remove()
      })
    }
  }, [gl])

  useEffect(() => {
    points.current = new Map(labels.map((l) => [l.key, l.position]))
    root?.render(
      <Committed onDone={invalidate}>
        {labels.map((l) => (
          <div key={l.key} data-label={l.key} style={{ position: 'absolute', left: 0, top: 0 }}>
            {l.node}
          </div>
        ))}
      </Committed>,
    )
  }, [root, labels, invalidate])

  useFrame(({ camera, size }) => {
    if (layer.current) placeLabels(layer.current, points.current, camera, size)
  })
  return null
}
