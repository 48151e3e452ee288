/**
 * Entry point: styles, translations (./i18n waits for the start language's strings, one small chunk, so nothing
 * renders raw keys), then the React tree. This module's static imports are the lobby's first load, kept within
 * budget by scripts/check-bundle.mjs: what draws with three arrives later (ui/lazyViews.ts).
 */
import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import './i18n'
import './styles/theme.css'
import './styles/lobby.css'
import './styles/table.css'
import './styles/overlays.css'
import './styles/hand.css'
import { App } from './App'
import { resumeTabRoom } from './hooks/useInviteLink'
import { ChunkLoading } from './ui/ChunkLoading'
import { HothPreview, SwmPreview } from './ui/lazyViews'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// `?preview=hoth&scenario=<id>` shows a scenario's starting battlefield alone, `?preview=swm&figures=<n>` a skirmish
// map with n figures deployed (`&lead=yoda` Yoda leading the light side, `&select=<figure>` one selected) (visual review, screenshot tests, the render benchmark).
const params = new URLSearchParams(window.location.search)
const preview = params.get('preview') === 'hoth' ? (params.get('scenario') ?? 'first-contact') : null
const swmPreview = params.get('preview') === 'swm' ? Number(params.get('figures') ?? 20) || 20 : null
const swmSeat = params.get('seat') === 's1' || params.get('seat') === 's2' ? (params.get('seat') as 's1' | 's2') : null
const swmLead = params.get('lead') === 'yoda' ? 'yoda' : 'jedi'
// A reload goes straight back to the table this tab sat at, without showing the lobby first.
if (!preview && swmPreview === null) resumeTabRoom()
createRoot(root).render(
  <StrictMode>
    {preview ? (
      <Suspense fallback={<ChunkLoading />}>
        <HothPreview scenario={preview} />
      </Suspense>
    ) : swmPreview !== null ? (
      <Suspense fallback={<ChunkLoading />}>
        <SwmPreview figures={swmPreview} seat={swmSeat} lead={swmLead} selected={params.get('select')} />
      </Suspense>
    ) : (
      <App />
    )}
  </StrictMode>,
)
