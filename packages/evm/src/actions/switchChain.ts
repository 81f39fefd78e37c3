import { type CaipNetwork, isUserRejection, type RpcError } from '@latchkey/core'
import { ChainNotSupportedError } from '../errors/adapter.js'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'
import { request } from '../provider/request.js'
import { toHexQuantity } from '../utils/toHexQuantity.js'

/** The wallet to move, the chain to move it to, and the network to add when it lacks it. */
export type SwitchChainParameters = {
  provider: Eip1193Provider
  chainId: number
  /** Without it, a wallet that does not know the chain cannot be offered to add it. */
  caipNetwork?: CaipNetwork | undefined
}

/**
 * Moves a wallet to `chainId` (EIP-3326), adding the network first (EIP-3085) when the wallet
 * does not know it. A declined prompt rejects with UserRejectedRequestError; any other failure
 * with ChainNotSupportedError ('Chain is not supported'), the wallet's error as its cause.
 */
export async function switchChain({
  provider,
  chainId,
  caipNetwork,
}: SwitchChainParameters): Promise<void> {
  const switchParameters = [{ chainId: toHexQuantity(chainId) }]
  try {
    try {
      await request(provider, 'wallet_switchEthereumChain', switchParameters)
    } catch (error) {
      if (!caipNetwork || !isUnrecognizedChain(error as RpcError)) throw error
      await request(provider, 'wallet_addEthereumChain', [getAddChainParameter(caipNetwork)])
      // Adding switches in MetaMask but not in every wallet; asking again is free when it did.
      await request(provider, 'wallet_switchEthereumChain', switchParameters)
    }
  } catch (error) {
    if (isUserRejection(error)) throw error
    throw new ChainNotSupportedError({ cause: error, chainId })
  }
}

// Some wallets (MetaMask Mobile among them) wrap 4902 in an internal error's `data`.
function isUnrecognizedChain(error: RpcError): boolean {
  const data = error.data as { originalError?: { code?: unknown } } | undefined
  return error.code === 4902 || data?.originalError?.code === 4902
}

function getAddChainParameter(caipNetwork: CaipNetwork) {
  const { name, nativeCurrency, rpcUrls, blockExplorers } = caipNetwork
  return {
    chainId: toHexQuantity(Number(caipNetwork.id)),
    chainName: name,
    nativeCurrency: { ...nativeCurrency },
    rpcUrls: [...rpcUrls.default.http],
    ...(blockExplorers ? { blockExplorerUrls: [blockExplorers.default.url] } : {}),
  }
}
