import type { AdapterSendMethods, ChainAdapter } from '../adapter/ChainAdapter.js'
import { getPlainAddress } from '../caip/parseCaipAddress.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import type { ConvertApi } from './createConvertApi.js'
import { getSwapStore } from './getSwapStore.js'
import type { SwapToken } from './SwapState.js'

/** What `approveSwapToken` approves, and through what. */
export type ApproveSwapTokenParameters = {
  api: ConvertApi
  adapter: ChainAdapter
  methods: AdapterSendMethods
  caipNetwork: CaipNetwork
  /** The account's plain and CAIP-10 address. */
  address: string
  caipAddress: string
  sourceToken: SwapToken
  toToken: SwapToken
  amount: bigint
}

/**
 * Asks the wallet to approve the router for the amount and waits until it is mined (a revert
 * throws); then toasts it and keeps the allowance (the built swap, estimated without it, goes).
 */
export async function approveSwapToken(
  client: LatchkeyClient,
  parameters: ApproveSwapTokenParameters,
): Promise<void> {
  const { api, adapter, methods, caipNetwork, sourceToken, amount } = parameters
  const { tx } = await api.buildApprove({
    userAddress: parameters.caipAddress,
    from: sourceToken.address,
    to: parameters.toToken.address,
    amount,
  })
  const hash = await adapter.sendTransaction({
    address: parameters.address,
    to: getPlainAddress(tx.to),
    data: tx.data,
    caipNetwork,
  })
  const status = await methods.waitForTransaction({ hash, caipNetwork })
  if (status === 'failed') throw new Error('execution reverted')
  client.stores.toast.show({
    message: `Approved ${sourceToken.symbol} for swapping`,
    variant: 'success',
  })
  getSwapStore(client).state.setState({ allowance: amount, transaction: undefined })
}
