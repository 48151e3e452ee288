/**
 * The scene's view of the table: the latest objects read from the document, plus what only this browser
 * draws (a local drag, hover, selection, short animations towards new positions). Layers read it in their
 * frame callbacks and rewrite instance matrices when `version` moved or something is animating, so a
 * document change or a pointer move never goes through React state.
 */
import type * as Y from 'yjs'
import type { Intersection, Object3D } from 'three'
import type { TableObject } from '../../net/schema'
import { observeTable, readAll, readObject } from '../../net/table'
import { FREE_BAND } from '../sandbox/tabletopObjects'
import { DRAG_LIFT } from '../lib/dimensions'
import { copyPose, createPose, easeOutCubic, lerpPose, restPose } from '../lib/pose'
import { stackHeights } from '../lib/stacking'
import type { Pose } from '../lib/pose'
import type { SceneObject } from './sceneObject'

/** Something the pointer can hit, and how a hit maps to an object id. */
export interface Pickable {
  object: Object3D
  resolve(hit: Intersection): string | null
}

/** The object this browser is dragging and where it is now. */
export interface LocalDrag {
  id: string
  x: number
  z: number
}

interface Anim {
  from: Pose
  t0: number
  duration: number
  /** Height of the hop an object makes while it turns over. */
  arc: number
}

const NO_OFFSET = { dx: 0, dz: 0 } as const
const MOVE_MS = 220
const FLIP_MS = 320
const FLIP_ARC = 0.35

/** How page points and table points map onto each other while a scene is mounted. */
export interface Projection {
  toTable(clientX: number, clientY: number): { x: number; z: number } | null
  toPage(x: number, y: number, z: number): { x: number; y: number } | null
}

const NO_PROJECTION: Projection = { toTable: () => null, toPage: () => null }

/** A die's latest roll, as the tabletop game folded it. */
export interface DieRoll {
  kind: string
  face: number
  rolls: number
}

/**
 * Live table state for drawing; see the file comment. Objects come from two sources: the document's table map
 * (free objects) and `setCards` (the tabletop game's piles and loose cards, folded from the signed log).
 */
export class TableModel {
  /** Every object to draw, by id: free objects and tabletop cards. */
  objects = new Map<string, SceneObject>()
  /** Free objects as the table map holds them. */
  private free = new Map<string, TableObject>()
  /** Tabletop cards and piles (`pile:…`, `slot:…`). */
  private cards = new Map<string, SceneObject>()
  /** Rolled faces of dice by object id. */
  private dice: Readonly<Record<string, DieRoll>> = {}
  /** How high each object rests (its underside), from the stacking order. */
  private restY = new Map<string, number>()
  /** Bumped when objects appear, disappear or change kind or look (layers rebuild their instance lists). */
  structureVersion = 0
  /** Bumped on every change that moves or restyles something (layers rewrite matrices). */
  version = 0
  /** True while some object is still animating; layers then redraw every frame. */
  animating = false
  /** Time (ms) of the frame being drawn. */
  now = 0
  hovered: string | null = null
  selected: string | null = null
  drag: LocalDrag | null = null
  /**
   * Group move (src/input): the other objects the local drag carries, by id, at these offsets from the dragged one.
   * Filled before `beginDrag`, emptied by `endDrag`.
   */
  readonly dragGroup = new Map<string, { dx: number; dz: number }>()
  private projection: Projection = NO_PROJECTION
  private readonly frameListeners = new Set<() => void>()
  /** Meshes the pointer can pick, registered by the layers. */
  readonly pickables = new Set<Pickable>()

  private readonly anims = new Map<string, Anim>()
  private readonly listeners = new Set<(changed: ReadonlySet<string>) => void>()
  private readonly scratch = createPose()
  private invalidateFn: () => void = () => {}

  constructor(
    readonly doc: Y.Doc,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Reads the table and follows its changes until the returned function is called. */
  connect(): () => void {
    this.free = new Map(Object.entries(readAll(this.doc)))
    this.objects = this.merged()
    this.restY = stackHeights(this.objects, new Map())
    this.anims.clear()
    this.structureVersion++
    this.touch()
    return observeTable(this.doc, (changed) => this.onDocChange(changed))
  }

  /** Where on the table a page point lies, or null (off the table, or no scene mounted). */
  toTable(clientX: number, clientY: number): { x: number; z: number } | null {
    return this.projection.toTable(clientX, clientY)
  }

  /** Where on the page (viewport CSS px) a table point is drawn, or null (behind the camera, no scene). */
  toPage(x: number, y: number, z: number): { x: number; y: number } | null {
    return this.projection.toPage(x, y, z)
  }

  /** Sets how page and table points map onto each other (SceneBridge, inside the canvas); returns the reset. */
  setProjection(projection: Projection): () => void {
    this.projection = projection
    return () => {
      if (this.projection === projection) this.projection = NO_PROJECTION
    }
  }

  /** Calls `listener` after every rendered frame (DOM labels follow the camera); returns the unsubscribe. */
  onFrame(listener: () => void): () => void {
    this.frameListeners.add(listener)
    return () => this.frameListeners.delete(listener)
  }

  /** Called by the scene once per rendered frame. */
  framed(): void {
    for (const listener of this.frameListeners) listener()
  }

  /** How to ask the renderer for a frame (R3F's invalidate). */
  setInvalidate(fn: () => void): void {
    this.invalidateFn = fn
  }

  /** Marks the scene changed and asks for a frame. */
  touch(): void {
    this.version++
    this.invalidateFn()
  }

  /** Calls `listener` with the ids each document change touched; returns the unsubscribe function. */
  onChange(listener: (changed: ReadonlySet<string>) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Adds a pickable mesh; returns the function that removes it. */
  registerPickable(p: Pickable): () => void {
    this.pickables.add(p)
    return () => this.pickables.delete(p)
  }

  /**
   * Replaces the tabletop's cards and piles and the dice's rolled faces (after every fold). Objects that changed
   * animate to their new place like document changes do.
   */
  setCards(cards: ReadonlyMap<string, SceneObject>, dice: Readonly<Record<string, DieRoll>>): void {
    const changed = new Set<string>()
    for (const [id, obj] of cards) if (!sameObject(this.cards.get(id), obj)) changed.add(id)
    for (const id of this.cards.keys()) if (!cards.has(id)) changed.add(id)
    for (const [id, roll] of Object.entries(dice)) {
      const before = this.dice[id]
      if (this.free.has(id) && (!before || before.rolls !== roll.rolls || before.face !== roll.face)) changed.add(id)
    }
    this.cards = new Map(cards)
    this.dice = dice
    if (changed.size > 0) this.applyChanges(changed)
  }

  /** Free objects (stacked above cards) and tabletop cards in one map; dice show their rolled face. */
  private merged(): Map<string, SceneObject> {
    const out = new Map<string, SceneObject>(this.cards)
    for (const [id, obj] of this.free) out.set(id, this.drawn(id, obj))
    return out
  }

  private drawn(id: string, obj: TableObject): SceneObject {
    const roll = obj.kind === 'die' ? this.dice[id] : undefined
    const look = roll ? `${roll.kind}:${roll.face}` : obj.look
    const layer = liesUnderCards(obj.kind) ? obj.layer : FREE_BAND + obj.layer
    return { ...obj, layer, look, ...(roll ? { rolls: roll.rolls } : {}) }
  }

  private onDocChange(changed: ReadonlySet<string>): void {
    for (const id of changed) {
      const obj = readObject(this.doc, id)
      if (obj) this.free.set(id, obj)
      else this.free.delete(id)
    }
    this.applyChanges(changed)
  }

  private applyChanges(changed: ReadonlySet<string>): void {
    this.now = this.clock()
    const next = new Map(this.objects)
    let structural = false
    for (const id of changed) {
      const prev = this.objects.get(id)
      const free = this.free.get(id)
      const obj = free ? this.drawn(id, free) : this.cards.get(id)
      if (obj) next.set(id, obj)
      else next.delete(id)
      if (!obj) structural ||= prev !== undefined
      else if (!prev || prev.kind !== obj.kind || prev.look !== obj.look) structural = true
    }
    // Heights depend on neighbours: a card taken off a pile lets the token on it settle too.
    const heights = stackHeights(next, new Map())
    for (const [id, obj] of next) {
      const prev = this.objects.get(id)
      if (!prev || (!movedOrTurned(prev, obj) && heights.get(id) === this.restY.get(id))) continue
      // Start from where the object is drawn now (old state), so a change mid-animation or mid-drag blends.
      const from = createPose()
      this.displayedPose(id, from)
      const flipped = prev.faceUp !== obj.faceUp && (obj.kind === 'card' || obj.kind === 'token')
      this.anims.set(id, { from, t0: this.now, duration: flipped ? FLIP_MS : MOVE_MS, arc: flipped ? FLIP_ARC : 0 })
      this.animating = true
    }
    for (const id of this.anims.keys()) if (!next.has(id)) this.anims.delete(id)
    this.objects = next
    this.restY = heights
    if (structural) this.structureVersion++
    for (const listener of this.listeners) listener(changed)
    this.touch()
  }

  /** Advances animations to `now`; returns true while any is still running. */
  tick(now: number): boolean {
    this.now = now
    if (this.anims.size > 0) this.anims.forEach(this.expire)
    this.animating = this.anims.size > 0
    return this.animating
  }

  // Bound once, so ticking allocates nothing per frame.
  private readonly expire = (anim: Anim, id: string): void => {
    if (this.now - anim.t0 < anim.duration) return
    this.anims.delete(id)
    this.version++
  }

  /** The pose object `id` is drawn in now (drag, animation or rest); false if there is no such object. */
  displayedPose(id: string, out: Pose): boolean {
    const obj = this.objects.get(id)
    if (!obj) return false
    restPose(obj, out, this.restY.get(id) ?? 0)
    const carried = this.drag && (this.drag.id === id ? NO_OFFSET : this.dragGroup.get(id))
    if (this.drag && carried) {
      out.x = this.drag.x + carried.dx
      out.z = this.drag.z + carried.dz
      out.y += DRAG_LIFT
      return true
    }
    const anim = this.anims.get(id)
    if (anim) {
      const t = Math.min(1, Math.max(0, (this.now - anim.t0) / anim.duration))
      lerpPose(anim.from, out, easeOutCubic(t), out)
      out.y += anim.arc * Math.sin(Math.PI * t)
    }
    return true
  }

  /** Starts dragging `id` at (x, z). */
  beginDrag(id: string, x: number, z: number): void {
    this.drag = { id, x, z }
    this.touch()
  }

  /** Moves the local drag. */
  moveDrag(x: number, z: number): void {
    if (!this.drag) return
    this.drag.x = x
    this.drag.z = z
    this.touch()
  }

  /**
   * Ends the drag; the object settles from where it floated to its document position. Call after
   * committing the move, or instead of it to cancel.
   */
  endDrag(): void {
    const drag = this.drag
    if (!drag) return
    this.now = this.clock()
    for (const id of [drag.id, ...this.dragGroup.keys()]) {
      const from = createPose()
      if (this.displayedPose(id, from)) {
        this.anims.set(id, { from, t0: this.now, duration: MOVE_MS, arc: 0 })
        this.animating = true
      }
    }
    this.drag = null
    this.dragGroup.clear()
    this.touch()
  }

  /** Sets the hovered object (drawn with a glow). */
  setHovered(id: string | null): void {
    if (this.hovered === id) return
    this.hovered = id
    this.touch()
  }

  /** Sets the selected object (drawn with an outline). */
  setSelected(id: string | null): void {
    if (this.selected === id) return
    this.selected = id
    this.touch()
  }

  /** The rest pose of an object, or null; for callers that want the committed position. */
  restPoseOf(id: string, out: Pose): Pose | null {
    const obj = this.objects.get(id)
    return obj ? copyPose(restPose(obj, this.scratch, this.restY.get(id) ?? 0), out) : null
  }
}

/** Boards and terrain tiles lie under the cards; every other free object lies on them. */
function liesUnderCards(kind: string): boolean {
  return kind === 'board' || kind === 'tile'
}

function sameObject(a: SceneObject | undefined, b: SceneObject): boolean {
  if (!a) return false
  return (
    !movedOrTurned(a, b) &&
    a.look === b.look &&
    a.stack === b.stack &&
    a.label === b.label &&
    a.back === b.back &&
    a.owner === b.owner &&
    JSON.stringify(a.counters ?? null) === JSON.stringify(b.counters ?? null)
  )
}

function movedOrTurned(a: TableObject, b: TableObject): boolean {
  return a.x !== b.x || a.z !== b.z || a.layer !== b.layer || a.quarter !== b.quarter || a.faceUp !== b.faceUp
}
