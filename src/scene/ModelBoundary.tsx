import { Component } from 'react'
import type { ErrorInfo, ReactNode } from 'react'
import { SceneReady } from './SceneReady'

/** Props of ModelBoundary. */
export interface ModelBoundaryProps {
  children: ReactNode
}

/**
 * Catches a model that fails to load (a missing or broken .glb) so the rest of the table keeps working:
 * the miniatures are left out, a warning is logged, and the scene still reports ready.
 */
export class ModelBoundary extends Component<ModelBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('Holotable: a model failed to load; miniatures are hidden.', error, info.componentStack)
  }

  override render(): ReactNode {
    return this.state.failed ? <SceneReady /> : this.props.children
  }
}
