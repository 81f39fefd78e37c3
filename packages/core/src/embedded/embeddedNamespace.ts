import type { ChainNamespace } from '../caip/namespaces.js'

/** The namespace the embedded wallet serves: its frame holds and signs with EVM keys only. */
export const embeddedNamespace: ChainNamespace = 'eip155'
