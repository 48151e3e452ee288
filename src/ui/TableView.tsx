import { Suspense, useEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { schema } from '../../net/schema'
import type { Room, RoomStatus } from '../../net/types'
import type { GameModule, TableViewProps } from '../games/contract'
import { GAMES, SANDBOX_GAME } from '../games/registry'
import { docSource } from '../hooks/docSource'
import { ChunkLoading } from './ChunkLoading'
import { lazyScene } from './lazyScene'
import { useOverlays } from './overlayStore'

export type { TableViewProps } from '../games/contract'

/** The table of `game`: its chunk, loaded when a room with its box opens, which also sets what `?` shows. */
function lazyTable(game: GameModule): ComponentType<TableViewProps> {
  return lazyScene(() =>
    game.load().then(({ TableView, Help }) => {
      function GameTableView(props: TableViewProps) {
        useGameHelp(Help)
        return <TableView {...props} />
      }
      return GameTableView
    }),
  )
}

/** One lazy table per module, made once: a new lazy component each render would load and mount it again. */
const TABLES = new Map(GAMES.map((game) => [game.id, lazyTable(game)]))

/** While mounted, `?` shows `Help` (the sandbox's keys when it is undefined). */
function useGameHelp(Help: ComponentType | undefined): void {
  const { setGameHelp } = useOverlays((s) => s.actions)
  useEffect(() => {
    if (!Help) return
    setGameHelp(<Help />)
    return () => setGameHelp(null)
  }, [Help, setGameHelp])
}

/**
 * The table for the room's box, from the game registry (src/games/registry.ts); a box this version does not
 * know opens the sandbox table.
 */
export function TableView({ room, status }: { room: Room; status: RoomStatus }) {
  const { t } = useTranslation('table')
  const box = useRoomBox(room.doc)
  // A joiner learns the box from the others: until the document is in step, showing the sandbox would only flash
  // it (and mount and tear down a whole scene) before the right table arrives. Alone in a new room, synced is true.
  if (box === null && !status.synced) {
    return (
      <div className="table-view table-waiting" role="status">
        <p className="muted">{t('status.sync.syncing')}…</p>
      </div>
    )
  }
  const Table = TABLES.get(box ?? '') ?? TABLES.get(SANDBOX_GAME.id)!
  return (
    <Suspense fallback={<ChunkLoading />}>
      {/* eslint-disable-next-line react-hooks/static-components -- TABLES holds one component per game, made once */}
      <Table room={room} status={status} />
    </Suspense>
  )
}

/** Reads `meta.box` live (re-renders only when it changes). */
function useRoomBox(doc: Room['doc']): string | null {
  const source = useMemo(() => docSource(doc, (d) => (schema.meta(d).get('box') as string | undefined) ?? null), [doc])
  return useSyncExternalStore(source.subscribe, source.getSnapshot)
}
