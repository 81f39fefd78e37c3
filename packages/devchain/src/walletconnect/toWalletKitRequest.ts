import type { WalletKitTypes } from '@reown/walletkit'
import { toHex } from 'viem'
import { answerBitcoinRequest } from '../bitcoin/wallet/answerBitcoinRequest.js'
import { answerSolanaRequest } from '../solana/wallet/answerSolanaRequest.js'
import { ProviderRpcError } from '../wallet/ProviderRpcError.js'
import { announceWalletKitChain } from './announceWalletKitChain.js'
import type { WalletKitContext } from './createWalletKitContext.js'
import type { WalletKitWalletRequest } from './createWalletKitWallet.js'

/** A dapp's request as the test sees it: answered through the wallets when approved, 4001 when rejected. */
export function toWalletKitRequest(
  context: WalletKitContext,
  { id, topic, params }: WalletKitTypes.SessionRequest,
): WalletKitWalletRequest {
  const { chainId, request } = params
  return {
    id,
    topic,
    chainId,
    method: request.method,
    params: request.params,
    approve: () =>
      respond(context, topic, id, () => answer(context, chainId, request.method, request.params)),
    reject: () =>
      respond(context, topic, id, async () => {
        throw ProviderRpcError.from('userRejectedRequest')
      }),
  }
}

// The request's chain is the wallet's for its answer; chain switches are told to every session.
async function answer(context: WalletKitContext, chainId: string, method: string, params: unknown) {
  const { provider, solana, bitcoin } = context
  if (chainId.startsWith('solana:')) {
    if (!solana) throw ProviderRpcError.from('unsupportedMethod')
    return answerSolanaRequest(solana, chainId, method, params)
  }
  if (chainId.startsWith('polkadot:')) {
    if (!context.polkadot) throw ProviderRpcError.from('unsupportedMethod')
    return context.polkadot.answer(method, params)
  }
  if (chainId.startsWith('bip122:')) {
    if (!bitcoin) throw ProviderRpcError.from('unsupportedMethod')
    return answerBitcoinRequest(bitcoin, chainId, method, params)
  }
  const requestedChain = Number(chainId.split(':')[1])
  if (context.walletChainIds().includes(requestedChain)) context.useChain(requestedChain)
  if (method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain') {
    await provider.request({ method, params })
    await announceWalletKitChain(context, context.currentChainId())
    return null
  }
  if (method === 'eth_chainId') return toHex(requestedChain)
  return provider.request({ method, params })
}

// A provider error goes back with its code; anything else as an internal error (-32603).
async function respond(
  { walletKit }: WalletKitContext,
  topic: string,
  id: number,
  run: () => Promise<unknown>,
) {
  try {
    const result = await run()
    await walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
  } catch (error) {
    const { code, message } =
      error instanceof ProviderRpcError
        ? error
        : { code: -32603, message: error instanceof Error ? error.message : String(error) }
    await walletKit.respondSessionRequest({
      topic,
      response: { id, jsonrpc: '2.0', error: { code, message } },
    })
  }
}
