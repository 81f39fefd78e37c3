import { getProvider } from '../actions/getProvider.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { CallsNotConnectedError } from '../errors/calls.js'

/** An EIP-1193 provider's request function. */
type Request = (args: { method: string; params?: unknown }) => Promise<unknown>

/**
 * The connected eip155 wallet (injected, WalletConnect or embedded) the EIP-5792 requests go to,
 * with the account and chain they name; CallsNotConnectedError without one.
 */
export function getCallsProvider(client: LatchkeyClient): {
  request: Request
  address: string
  chainId: string
} {
  const chain = client.stores.chains.getState().chains.eip155
  const address = chain?.account.address
  const caipNetwork = chain?.network.caipNetwork
  const provider = getProvider(client, 'eip155') as { request?: unknown } | undefined
  if (
    chain?.account.status !== 'connected' ||
    !address ||
    !caipNetwork ||
    typeof provider?.request !== 'function'
  )
    throw new CallsNotConnectedError()
  const request = provider.request as Request
  return {
    request: (args) => request.call(provider, args),
    address,
    chainId: `0x${BigInt(caipNetwork.id).toString(16)}`,
  }
}
