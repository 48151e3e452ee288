/** Entry point: styles, translations, then the React tree. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './i18n'
import './styles/theme.css'
import './styles/lobby.css'
import './styles/table.css'
import './styles/overlays.css'
import { App } from './App'
import { HothPreview } from './games/hoth/scene/HothPreview'
import { resumeTabRoom } from './hooks/useInviteLink'
import { installThreeConsole } from './scene/threeConsole'

installThreeConsole()
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// `?preview=hoth&scenario=<id>` shows a scenario's starting battlefield alone (visual review, screenshot tests).
const params = new URLSearchParams(window.location.search)
const preview = params.get('preview') === 'hoth' ? (params.get('scenario') ?? 'first-contact') : null
// A reload goes straight back to the table this tab sat at, without showing the lobby first.
if (!preview) resumeTabRoom()
createRoot(root).render(<StrictMode>{preview ? <HothPreview scenario={preview} /> : <App />}</StrictMode>)
