import { type ComponentType, lazy } from 'react'
import { getLoadedView } from './loadView.js'

/**
 * React.lazy for a view chunk, except that a chunk already prefetched (`prefetchView`, on hover
 * or focus of what opens it) renders in the same frame, without suspending: React keeps a
 * Suspense fallback it revealed on screen for at least 300 ms.
 */
export function lazyView<module, props extends object>(
  load: () => Promise<module>,
  pick: (module: module) => ComponentType<props>,
): ComponentType<props> {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })))
  // biome-ignore lint/correctness/noComponentHookFactories: called once per view at module scope (ViewSwitch), like React.lazy itself; the component is stable.
  return function View(props: props) {
    const loaded = getLoadedView(load) as module | undefined
    const Component = loaded ? pick(loaded) : Lazy
    return <Component {...props} />
  }
}
