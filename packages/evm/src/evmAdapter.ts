import { type AdapterContext, type ChainAdapter, createAdapter } from '@latchkey/core'
import { eip155, lazyImplementation } from '@latchkey/core/adapter'
import { loadEvmMethods } from './loadEvmMethods.js'
import type { Eip1193Provider } from './provider/Eip1193Provider.js'
import {
  type CreateEvmInjectedSourceParameters,
  createEvmInjectedSource,
} from './source/createEvmInjectedSource.js'

/** Options of the eip155 adapter: those of its injected source (EIP-6963 and `window.ethereum`). */
export type EvmAdapterParameters = CreateEvmInjectedSourceParameters

/**
 * The eip155 adapter: any EIP-1193 provider a source yields (an injected wallet, a WalletConnect
 * session, the embedded wallet) as reads and writes, balances over JSON-RPC; it brings the
 * eip155 injected source. It imports no chain library, and what acts on a wallet is a chunk of
 * its own (loadEvmMethods): before a visitor's first click a page loads only discovery.
 */
export function evmAdapter(parameters: EvmAdapterParameters = {}): ChainAdapter<Eip1193Provider> {
  return createAdapter<Eip1193Provider>({
    namespace: 'eip155',
    descriptor: eip155,
    injectedSource: createEvmInjectedSource(parameters),
    loadSend: () => import('./send/evmSendMethods.js').then((module) => module.evmSendMethods),
    prefetch: () => void loadEvmMethods().catch(() => {}),
    setup: (context: AdapterContext) =>
      lazyImplementation(loadEvmMethods, (module) => module.createEvmImplementation(context)),
  })
}
