import type { Call } from '../calls/Call.js'
import { getCallsProvider } from '../calls/getCallsProvider.js'
import { toRpcCalls } from '../calls/toRpcCalls.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** What `sendCalls` sends. */
export type SendCallsParameters = {
  calls: readonly Call[]
  /** Whether the wallet must run the calls atomically (EIP-5792 2.0.0); default false. */
  atomicRequired?: boolean | undefined
  /** Capabilities the dapp asks for (paymasterService, …), as EIP-5792 carries them. */
  capabilities?: Record<string, unknown> | undefined
  /** Default '2.0.0'. */
  version?: string | undefined
  /** An id for the batch; the wallet makes one otherwise. */
  id?: string | undefined
}

/** What the wallet answers `wallet_sendCalls` (EIP-5792 2.0.0): the batch's id. */
export type SendCallsReturnType = { id: string; capabilities?: Record<string, unknown> }

/**
 * Sends a batch of calls (EIP-5792 `wallet_sendCalls`) to the connected eip155 wallet, from its
 * account on its current chain, once every call's `to` and `data` start with 0x (spec section 3;
 * a CallsParametersError names the call otherwise). The wallet decides how it runs them; its
 * refusal (4200 unsupported, 4001 rejected, 5700 a capability it lacks) comes back as its RPC error.
 */
export async function sendCalls(
  client: LatchkeyClient,
  parameters: SendCallsParameters,
): Promise<SendCallsReturnType> {
  const calls = toRpcCalls(parameters.calls)
  const { request, address, chainId } = getCallsProvider(client)
  const answer = await request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: parameters.version ?? '2.0.0',
        ...(parameters.id === undefined ? {} : { id: parameters.id }),
        chainId,
        from: address,
        atomicRequired: parameters.atomicRequired ?? false,
        calls,
        ...(parameters.capabilities === undefined ? {} : { capabilities: parameters.capabilities }),
      },
    ],
  })
  // Wallets of EIP-5792's first drafts answer the id as a bare string.
  return typeof answer === 'string' ? { id: answer } : (answer as SendCallsReturnType)
}
