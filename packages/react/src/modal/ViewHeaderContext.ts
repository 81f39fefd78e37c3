import { createContext } from 'react'

/** What a view puts in the header for a step of its own: the step's title and its way back. */
export type ViewHeader = { title: string; onBack(): void }

/**
 * Where a view's own step (Connect's "What is a wallet?") sets the header's title and back
 * arrow; the shell's card provides it, and an unset value leaves the view's own title.
 */
export const ViewHeaderContext = createContext<(header: ViewHeader | undefined) => void>(() => {})
