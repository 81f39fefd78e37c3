import type { CaipNetwork } from '@latchkey/core'
import { type Chain, defineChain } from 'viem'

/** A Latchkey eip155 network as the viem chain wagmi's config is made of. */
export function toWagmiChain(caipNetwork: CaipNetwork): Chain {
  const { name, nativeCurrency, rpcUrls, blockExplorers, testnet } = caipNetwork
  return defineChain({
    id: Number(caipNetwork.id),
    name,
    nativeCurrency,
    rpcUrls: { default: { http: [...rpcUrls.default.http] } },
    ...(blockExplorers ? { blockExplorers } : {}),
    ...(testnet === undefined ? {} : { testnet }),
  })
}
