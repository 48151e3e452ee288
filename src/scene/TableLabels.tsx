import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { liveTools } from '../input/liveTools'
import { createPose } from '../lib/pose'
import type { TableModel } from './tableModel'
import { lowerEdge, screenCorners, type PagePoint } from './screenFootprint'
import { pileLabel } from '../boxes'
import { painterLanguage } from '../lib/language'

/** Props of TableLabels. */
export interface TableLabelsProps {
  model: TableModel
}

interface Label {
  key: string
  /** The object it belongs to (it follows that object's drawn pose). */
  id: string
  /** Offset from the object's centre on the table (counters; a pile's label sits under its footprint). */
  dx: number
  dz: number
  text: string
  kind: 'pile' | 'counters'
}

/** Marks from the Geometric Shapes and Dingbats blocks, which the common UI fonts carry (⛨ is often missing). */
const COUNTER_MARKS: Readonly<Record<string, string>> = { damage: '✹', focus: '◉', shield: '◈' }
const _pose = createPose()

/**
 * The labels the table's objects carry: every pile's name and size, any other object's caption (under it, as a
 * pile's name), the counters lying on a card.
 */
function labelsOf(model: TableModel, pileText: (name: string, count: number) => string): Label[] {
  const out: Label[] = []
  for (const [id, obj] of model.objects) {
    if (obj.stack !== undefined) {
      const text = pileText(obj.label ?? id, obj.stack)
      out.push({ key: `p:${id}`, id, dx: 0, dz: 0, text, kind: 'pile' })
    } else if (obj.label) out.push({ key: `p:${id}`, id, dx: 0, dz: 0, text: obj.label, kind: 'pile' })
    if (obj.counters) {
      const text = Object.entries(obj.counters)
        .map(([name, n]) => `${COUNTER_MARKS[name] ?? name} ${n}`)
        .join('  ')
      out.push({ key: `c:${id}`, id, dx: 0.2, dz: -0.3, text, kind: 'counters' })
    }
  }
  return out
}

/**
 * Small labels over the 3D table, as plain DOM outside the canvas: every pile's name and card count, counters on
 * cards, and the measuring tool's distance. The list changes only with the table; positions follow the camera and
 * animations after every rendered frame, written straight to the elements (no React state per frame).
 */
export function TableLabels({ model }: TableLabelsProps) {
  const { t, i18n } = useTranslation('cards')
  const lang = painterLanguage(i18n.resolvedLanguage ?? i18n.language)
  const [labels, setLabels] = useState<Label[]>([])
  const elements = useRef(new Map<string, HTMLSpanElement>())
  const measure = useRef<HTMLSpanElement>(null)
  const current = useRef<Label[]>([])

  useEffect(() => {
    const read = () => {
      current.current = labelsOf(model, (name, count) => t('pile.count', { name: pileLabel(name, lang), count }))
      setLabels(current.current)
      model.touch()
    }
    read()
    return model.onChange(read)
  }, [model, t, lang])

  useEffect(
    () =>
      model.onFrame(() => {
        for (const label of current.current) {
          const el = elements.current.get(label.key)
          if (!el) continue
          if (label.kind === 'pile') {
            placeUnder(el, screenCorners(model, label.id))
            continue
          }
          const at = model.displayedPose(label.id, _pose)
            ? model.toPage(_pose.x + label.dx, _pose.y, _pose.z + label.dz)
            : null
          place(el, at)
        }
        const m = liveTools.measure
        if (measure.current) {
          const mid = m ? model.toPage((m.from.x + m.to.x) / 2, 0.05, (m.from.z + m.to.z) / 2) : null
          if (m && measure.current.textContent !== m.label) measure.current.textContent = m.label
          place(measure.current, mid)
        }
      }),
    [model],
  )

  return (
    <div className="table-labels" aria-hidden="true">
      {labels.map((label) => (
        <span
          key={label.key}
          ref={(el) => {
            if (el) elements.current.set(label.key, el)
            else elements.current.delete(label.key)
          }}
          className={`card-badge card-badge-${label.kind}`}
          data-badge={label.id}
          style={{ display: 'none' }}
        >
          {label.text}
        </span>
      ))}
      <span ref={measure} className="measure-label" data-testid="measure-label" style={{ display: 'none' }} />
    </div>
  )
}

/** Puts a label centred on a page point, or hides it. */
function place(el: HTMLElement, at: { x: number; y: number } | null): void {
  if (!at) {
    if (el.style.display !== 'none') el.style.display = 'none'
    return
  }
  el.style.display = ''
  el.style.transform = `translate(${at.x}px, ${at.y}px) translate(-50%, -50%)`
}

/** Narrowest a pile label gets, in CSS px, so a far pile's name still fits in a few lines. */
const MIN_PILE_LABEL_PX = 64

/**
 * Puts a pile's label just under its lower edge as this camera sees it, at most as wide as that edge: a long name
 * wraps onto more lines instead of running into the next pile's label (piles never overlap on the table).
 */
function placeUnder(el: HTMLElement, corners: readonly PagePoint[] | null): void {
  if (!corners) return place(el, null)
  const [left, right] = lowerEdge(corners)
  if (el.style.display !== '') el.style.display = ''
  const width = `${Math.round(Math.max(MIN_PILE_LABEL_PX, right.x - left.x))}px`
  if (el.style.maxWidth !== width) el.style.maxWidth = width
  const bottom = Math.max(left.y, right.y)
  el.style.transform = `translate(${(left.x + right.x) / 2}px, ${bottom + 2}px) translate(-50%, 0)`
}
