// The public door of @latchkey/evm. It must not import viem statically: see index.test.ts.

// Core defines these two once for every adapter; the evm door keeps offering them.
export { ConnectorNotConnectedError, ProviderNotFoundError } from '@latchkey/core/errors'
export { ChainNotSupportedError } from '../errors/adapter.js'
export { type EvmAdapterParameters, evmAdapter } from '../evmAdapter.js'
export type {
  Eip1193Provider,
  Eip1193RequestArguments,
} from '../provider/Eip1193Provider.js'
