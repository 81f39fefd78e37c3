import type { SendTransactionParameters } from '@latchkey/core'
import {
  type Config,
  sendTransaction,
  switchChain,
  type Connector as WagmiConnector,
} from '@wagmi/core'
import type { Address, Hex } from 'viem'

/**
 * Sends a transaction through `connector`'s wallet, moving the wallet to the transaction's chain
 * first: a wallet signs for the chain it is on, and would otherwise pay on another chain.
 */
export async function sendWagmiTransaction(
  config: Config,
  connector: WagmiConnector,
  { address, to, value, data, caipNetwork }: SendTransactionParameters,
): Promise<Hex> {
  const chainId = Number(caipNetwork.id)
  if (config.state.connections.get(connector.uid)?.chainId !== chainId)
    await switchChain(config, { connector, chainId })
  return sendTransaction(config, {
    connector,
    account: address as Address,
    to: to as Address,
    value,
    data: data as Hex | undefined,
    chainId,
  })
}
