import { Suspense, memo, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { Canvas } from '@react-three/fiber'
import { NeutralToneMapping } from 'three'
import type { WebGLRenderer } from 'three'
import { useTranslation } from 'react-i18next'
import type { Room } from '../../net/types'
import { TableInput } from '../input/TableInput'
import { CAMERA_FOV, cameraPose } from '../lib/cameraPresets'
import { painterLanguage } from '../lib/language'
import { CameraRig } from './CameraRig'
import type { ObjectCommand, ObjectHandler } from '../input/objectHandlers'
import type { UndoHistory } from '../input/undoHistory'
import { AtlasKeeper } from './AtlasKeeper'
import { Boards } from './Boards'
import { Cards } from './Cards'
import { Dice } from './Dice'
import { Lights } from './Lights'
import { Miniatures } from './Miniatures'
import { PileBodies } from './PileBodies'
import { ModelBoundary } from './ModelBoundary'
import { RemotePeers } from './RemotePeers'
import { SceneClock } from './SceneClock'
import { SceneReady } from './SceneReady'
import { ShaderWarmup } from './ShaderWarmup'
import { SceneTestHooks } from './SceneTestHooks'
import { MeasureLine } from './MeasureLine'
import { SelectionBox } from './SelectionBox'
import { SelectionMarker } from './SelectionMarker'
import { SceneBridge } from './SceneBridge'
import { Table } from './Table'
import { Tiles } from './Tiles'
import { Tokens } from './Tokens'
import { createSceneAssets } from './sceneAssets'
import { TableModel } from './tableModel'
import { SceneContext } from './useScene'
import type { SceneValue } from './useScene'

/** Props of TableScene. */
export interface TableSceneProps {
  /** The open room whose table to show. */
  room: Room
  /** The table model to draw (the sandbox feeds the tabletop's cards into it); one for `room.doc` if absent. */
  model?: TableModel
  /** Who handles gestures on objects besides the free-object handler (the tabletop's cards). */
  handlers?: readonly ObjectHandler[]
  /** This browser's undo history, shared with the handlers (the input keeps its own when absent). */
  history?: UndoHistory
  /** How dice are rolled (the sandbox rolls them fairly through the log). */
  rollDice: (ids: readonly string[]) => void
  /** Entries of the empty table's context menu. */
  tableCommands?: (x: number, z: number, lang: string) => ObjectCommand[]
  /** Extra scene content of the table's owner (the sandbox draws other players' hands). */
  children?: ReactNode
  /** The table edge the camera looks from, as a seat id (CameraRig); this browser's seat when absent. */
  viewFrom?: string | null
}

const NO_HANDLERS: readonly ObjectHandler[] = []

const START = cameraPose('seat', null, 16 / 9)

function onCreated({ gl }: { gl: WebGLRenderer }) {
  // Exposure a touch above 1: the neutral curve keeps card colours true but reads slightly dark otherwise.
  gl.toneMappingExposure = 1.1
}

/**
 * The whole 3D table for a room: a Canvas (filling its parent) with the table, every object, other people's
 * cursors and drags, camera presets and pointer/keyboard input. Renders on demand: frames are drawn only
 * when the document, presence, input or an animation changes something.
 */
export function TableScene({
  room,
  model: given,
  handlers = NO_HANDLERS,
  history,
  rollDice,
  tableCommands,
  children,
  viewFrom,
}: TableSceneProps) {
  const { i18n } = useTranslation()
  const lang = painterLanguage(i18n.language)
  const own = useMemo(() => (given ? null : new TableModel(room.doc)), [room.doc, given])
  const model = (given ?? own) as TableModel
  // Painted once per scene; the language effect below repaints names instead of re-creating textures.
  const [assets] = useState(() => createSceneAssets(lang))
  useEffect(() => model.connect(), [model])
  useEffect(() => () => assets.dispose(), [assets])
  useEffect(() => {
    assets.setLanguage(lang)
    model.touch()
  }, [assets, lang, model])
  const value = useMemo<SceneValue>(
    () => ({ room, model, assets, handlers, history, rollDice, tableCommands }),
    [room, model, assets, handlers, history, rollDice, tableCommands],
  )

  return (
    <Canvas
      frameloop="demand"
      shadows="percentage"
      dpr={[1, 2]}
      camera={{ fov: CAMERA_FOV, near: 0.2, far: 120, position: START.position }}
      gl={{ toneMapping: NeutralToneMapping, antialias: true }}
      onCreated={onCreated}
      style={{ background: 'radial-gradient(ellipse at 50% 40%, #3a2a1f 0%, #1d1510 55%, #0e0a08 100%)' }}
    >
      <SceneContext.Provider value={value}>
        <TableContents viewFrom={viewFrom} />
        {children}
        <SceneTestHooks />
      </SceneContext.Provider>
    </Canvas>
  )
}

/**
 * Everything the table draws for every game, memoised: the owner's children change on every fold (the sandbox's
 * hand fans), and re-rendering these with them would re-create elements that three answers with new frames or,
 * for the environment, a rebuilt PMREM. They read the scene from context and subscribe to the model themselves.
 */
const TableContents = memo(function TableContents({ viewFrom }: { viewFrom?: string | null }) {
  return (
    <>
      <SceneClock />
      <Lights />
      <Table />
      <Boards />
      <Tiles />
      <AtlasKeeper />
      <PileBodies />
      <Cards />
      <Tokens />
      <Dice />
      <SelectionMarker />
      <SelectionBox />
      <MeasureLine />
      <ModelBoundary>
        <Suspense fallback={null}>
          <Miniatures />
          <RemotePeers />
          <SceneReady />
        </Suspense>
      </ModelBoundary>
      <ShaderWarmup />
      <CameraRig viewFrom={viewFrom} />
      <TableInput />
      <SceneBridge />
    </>
  )
})
