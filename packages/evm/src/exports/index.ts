// The public door of @latchkey/evm. It must not import viem statically: see index.test.ts.

export {
  ChainNotSupportedError,
  ConnectorNotConnectedError,
  ProviderNotFoundError,
} from '../errors/adapter.js'
export { type EvmAdapterParameters, evmAdapter } from '../evmAdapter.js'
export type {
  Eip1193Provider,
  Eip1193RequestArguments,
} from '../provider/Eip1193Provider.js'
