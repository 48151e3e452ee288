import { Suspense, useEffect } from 'react'
import { useGlobalKeys } from './hooks/useGlobalKeys'
import { useInviteLink } from './hooks/useInviteLink'
import { useLoadPendingFile } from './hooks/useLoadPendingFile'
import { useRoom } from './hooks/useRoom'
import { useSessionFlow } from './hooks/useSessionFlow'
import { useTabRoom } from './hooks/useTabRoom'
import { activeRequest, useSession } from './stores/session'
import { FollowInviteDialog } from './ui/FollowInviteDialog'
import { HelpOverlay } from './ui/HelpOverlay'
import { JoinError } from './ui/JoinError'
import { JoinProgress } from './ui/JoinProgress'
import { ChunkLoading } from './ui/ChunkLoading'
import { preloadTableView, TableView } from './ui/lazyViews'
import { Lobby } from './ui/Lobby'
import { Toasts } from './ui/Toasts'

/** The whole app: lobby until a room is open, then the table; help and toasts above everything. */
export function App() {
  const phase = useSession((s) => s.phase)
  const request = useSession((s) => s.request)
  const attempt = useSession((s) => s.attempt)
  const { room, status, error } = useRoom(activeRequest({ phase, request }), attempt)
  useSessionFlow(room, status, error)
  useLoadPendingFile(room, phase)
  useInviteLink()
  useTabRoom()
  useGlobalKeys()
  // The table's code is a chunk of its own (the lobby never needs it): fetch it while the room opens.
  useEffect(() => {
    if (phase !== 'lobby') preloadTableView()
  }, [phase])

  return (
    <>
      {phase === 'lobby' ? <Lobby /> : null}
      {phase === 'joining' ? <JoinProgress status={status} /> : null}
      {phase === 'table' && room && status ? (
        <Suspense fallback={<ChunkLoading />}>
          <TableView room={room} status={status} />
        </Suspense>
      ) : null}
      {phase === 'error' ? <JoinError /> : null}
      <FollowInviteDialog room={room} />
      <HelpOverlay />
      <Toasts />
    </>
  )
}
