/**
 * The table log of a live tabletop fold: lines in the reader's language, recomputed whenever the folder changes
 * (a refused entry changes the log but not the state, so the folder's change events, not the state, drive it).
 */
import { useEffect, useMemo, useState } from 'react'
import type { SeatId } from '../../../engine/core/types'
import type { TabletopState } from '../../../engine/games/tabletop'
import type { LogFolder } from '../../../net/log-folder'
import type { RollStatus } from '../../../net/roll-status'
import type { Language } from '../../lib/language'
import { logLines, type SandboxLogLine } from './logLines'

/** Options of useSandboxLog. */
export interface SandboxLogOptions {
  /** A card identity's display name (the box's name); by default the id without its copy suffix. */
  cardName?: (id: string, lang: Language) => string
}

/** Pile names of the current state, for piles that came from the setup config (they have no 'pile-added'). */
function pileNames(state: TabletopState): Record<string, string> {
  return Object.fromEntries(Object.entries(state.piles).map(([id, pile]) => [id, pile.name]))
}

/** The seats a settled roll went without (none for a roll that is not one, or that every seat answered). */
function rollMissing(status: RollStatus | null): readonly SeatId[] {
  return status && status.state !== 'pending' ? status.missing : []
}

/** The log lines of `folder` (none while it is null), oldest first. */
export function useSandboxLog(
  folder: LogFolder<TabletopState> | null,
  names: Readonly<Record<SeatId, string>>,
  lang: Language,
  options: SandboxLogOptions = {},
): SandboxLogLine[] {
  const [version, setVersion] = useState(0)
  useEffect(() => folder?.onChange(() => setVersion((v) => v + 1)), [folder])
  const { cardName } = options
  return useMemo(
    () =>
      folder
        ? logLines(folder.steps, folder.entries, {
            lang,
            names,
            piles: pileNames(folder.state),
            cardName,
            rollMissing: (i) => rollMissing(folder.rollAt(i)),
          })
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the folder mutates; its version marks each change
    [folder, version, names, lang, cardName],
  )
}
