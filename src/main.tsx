/** Entry point: styles, translations, then the React tree. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './i18n'
import './styles/theme.css'
import './styles/lobby.css'
import './styles/table.css'
import './styles/overlays.css'
import { App } from './App'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
