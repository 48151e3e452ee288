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

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// `?preview=hoth&scenario=<id>` shows a scenario's starting battlefield alone (visual review, screenshot tests).
const params = new URLSearchParams(window.location.search)
const preview = params.get('preview') === 'hoth' ? (params.get('scenario') ?? 'first-contact') : null
createRoot(root).render(<StrictMode>{preview ? <HothPreview scenario={preview} /> : <App />}</StrictMode>)
