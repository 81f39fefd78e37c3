// The public door of @latchkey/wagmi.

export {
  type LatchkeyConnectorParameters,
  latchkeyConnector,
  latchkeyConnectorId,
} from '../connectors/latchkeyConnector.js'
export { type WagmiAdapter, type WagmiAdapterParameters, wagmiAdapter } from '../wagmiAdapter.js'
