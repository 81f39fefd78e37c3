import { Component, type ReactNode } from 'react'

type Props = { children?: ReactNode; onError?: ((error: unknown) => void) | undefined }

/**
 * Keeps a lazy chunk that failed to load (offline, a deploy replaced it), or a view that
 * threw, from taking the dapp's page down with it: renders nothing instead, and reports it.
 */
export class ChunkErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
