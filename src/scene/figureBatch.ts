/**
 * Every figure on a table in two three.js BatchedMeshes, one per layer of baked parts (figureBake.ts): the opaque
 * parts of every model in one (one multi-draw call, one more for the shadow map), the clear flight stands in the
 * other. Each figure is one instance per part of its model, so a part can be coloured apart from the rest (the
 * armour in the figure's tint). Nothing is rebuilt per frame: only placing figures writes to the batches.
 */
import { BatchedMesh, Color } from 'three'
import type { BufferGeometry, Matrix4 } from 'three'
import type { BakedPart, FigureLayer } from './figureBake'
import { createFigureMaterial } from './figureMaterial'

/** One instance of a figure: the mesh it lives in, its id there and the part it draws. */
interface Slot {
  mesh: BatchedMesh
  instance: number
  part: BakedPart
}

const LAYERS: readonly FigureLayer[] = ['solid', 'clear']
const _colour = new Color()

/**
 * Grows a batch (never shrinks it) to hold `instances` instances and `vertices` more vertices than the `used` it
 * holds: three resizes a BatchedMesh's buffers in place.
 */
function ensureRoom(mesh: BatchedMesh, instances: number, used: number, vertices: number): void {
  if (instances > mesh.maxInstanceCount) mesh.setInstanceCount(Math.max(instances, mesh.maxInstanceCount * 2))
  if (vertices > mesh.unusedVertexCount) {
    const size = used + mesh.unusedVertexCount
    mesh.setGeometrySize(Math.max(used + vertices, size * 2), 0)
  }
}

/**
 * Draws (and raycasts) `mesh` only when `drawn`: an empty batch has no vertex buffers to draw from. By its layers,
 * not `visible`, which React's Suspense sets back to true when it reveals a tree again.
 */
function showIf(mesh: BatchedMesh, drawn: boolean): void {
  if (drawn) mesh.layers.set(0)
  else mesh.layers.disableAll()
}

/** The figures of one table, batched. */
export class FigureBatch {
  /** The batch of each layer; add both to the scene. */
  readonly meshes: Readonly<Record<FigureLayer, BatchedMesh>>
  /** Each part's geometry id in its layer's batch: a part is copied in once, the first time a figure needs it. */
  private readonly geometryIds = new Map<BufferGeometry, number>()
  private slots: Slot[][] = []
  /** Per batch: the figure each instance belongs to. */
  private readonly owners = new Map<BatchedMesh, number[]>()
  /** Per batch: the vertices its geometries take. */
  private readonly vertices = new Map<BatchedMesh, number>()

  constructor() {
    const make = (layer: FigureLayer) => {
      // Vertex room grows with the first models (ensureRoom); no index buffer, as the baked parts have none.
      const mesh = new BatchedMesh(16, 1, 0, createFigureMaterial(layer))
      mesh.name = `figures-${layer}`
      // Every instance is culled against the view (and the shadow camera) by itself; the batch's own bounds
      // would go stale as figures move.
      mesh.frustumCulled = false
      // Opaque figures need no depth order; the clear stands are drawn back to front.
      mesh.sortObjects = layer === 'clear'
      mesh.castShadow = layer === 'solid'
      mesh.receiveShadow = true
      showIf(mesh, false)
      this.owners.set(mesh, [])
      return mesh
    }
    this.meshes = { solid: make('solid'), clear: make('clear') }
  }

  /**
   * Makes the batch draw one figure per entry of `figures` (each the parts of its model), in that order: figure
   * i is placed by `place(i, …)`. Instances are re-made (a rare event: figures come, go or change model); every
   * figure then stands at the origin until placed.
   */
  setFigures(figures: readonly (readonly BakedPart[])[]): void {
    for (const layer of LAYERS) {
      const mesh = this.meshes[layer]
      for (const slots of this.slots) for (const s of slots) if (s.mesh === mesh) mesh.deleteInstance(s.instance)
      const parts = figures.flatMap((parts) => parts.filter((p) => p.layer === layer))
      const fresh = [...new Set(parts.map((p) => p.geometry))].filter((g) => !this.geometryIds.has(g))
      const used = this.vertices.get(mesh) ?? 0
      const more = fresh.reduce((n, g) => n + g.getAttribute('position').count, 0)
      ensureRoom(mesh, parts.length, used, more)
      this.vertices.set(mesh, used + more)
      for (const g of fresh) this.geometryIds.set(g, mesh.addGeometry(g))
      showIf(mesh, parts.length > 0)
    }
    this.slots = figures.map((parts, figure) =>
      parts.map((part) => {
        const mesh = this.meshes[part.layer]
        const instance = mesh.addInstance(this.geometryIds.get(part.geometry) as number)
        const owners = this.owners.get(mesh) as number[]
        owners[instance] = figure
        return { mesh, instance, part }
      }),
    )
  }

  /**
   * Places figure `figure` at `matrix` (null hides it) drawn in `colour` (multiplied with the baked colours), its
   * armour in `tint` (or the model's own armour colour) times `colour`.
   */
  place(figure: number, matrix: Matrix4 | null, colour: Color, tint: Color | null = null): void {
    for (const { mesh, instance, part } of this.slots[figure] ?? []) {
      mesh.setVisibleAt(instance, matrix !== null)
      if (!matrix) continue
      mesh.setMatrixAt(instance, matrix)
      mesh.setColorAt(instance, part.armour ? _colour.copy(tint ?? part.armour).multiply(colour) : colour)
    }
  }

  /** The figure a raycast hit on `mesh` (its `batchId`) belongs to. */
  figureAt(mesh: BatchedMesh, instance: number | undefined): number | undefined {
    return instance === undefined ? undefined : this.owners.get(mesh)?.[instance]
  }

  /** Frees the batches' buffers, textures and materials. */
  dispose(): void {
    for (const layer of LAYERS) {
      const mesh = this.meshes[layer]
      mesh.dispose()
      ;(mesh.material as { dispose(): void }).dispose()
    }
  }
}
