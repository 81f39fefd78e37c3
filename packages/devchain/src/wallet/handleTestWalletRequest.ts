import { type Hex, isHex, toHex } from 'viem'
import type { TestWallet } from './createTestWallet.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { parseAddChainParameters, parseChainId } from './parseAddChainParameters.js'
import { parseTypedData } from './parseTypedData.js'
import { rpcRequest } from './rpcRequest.js'
import { sendWalletTransaction, type TransactionRequestParameter } from './sendWalletTransaction.js'

// Methods a wallet answers itself or refuses; never forwarded, because the node would sign with
// its own unlocked dev keys.
const refusedMethods = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'personal_ecRecover',
])

type Handler = (wallet: TestWallet, list: unknown[], params: unknown) => unknown

// The methods the wallet answers itself, as a browser extension wallet would.
const handlers: Record<string, Handler> = {
  eth_requestAccounts(wallet) {
    if (!wallet.connected) {
      wallet.prompt()
      wallet.connect()
    }
    return [wallet.account.address]
  },
  eth_accounts: (wallet) => (wallet.connected ? [wallet.account.address] : []),
  eth_coinbase: (wallet) => (wallet.connected ? wallet.account.address : null),
  eth_chainId: (wallet) => toHex(wallet.chainId),
  net_version: (wallet) => String(wallet.chainId),
  personal_sign(wallet, [message, address]) {
    if (typeof message !== 'string')
      throw invalidParams('personal_sign expects [message, address].')
    wallet.assertAuthorized(address)
    wallet.prompt()
    // Hex is signed as the bytes it encodes; anything else as UTF-8 text, as MetaMask does.
    return wallet.account.signMessage({ message: isHex(message) ? { raw: message } : message })
  },
  async eth_signTypedData_v4(wallet, [address, data]) {
    wallet.assertAuthorized(address)
    const typedData = parseTypedData(data, wallet.chainId)
    wallet.prompt()
    try {
      return await wallet.account.signTypedData(typedData)
    } catch (error) {
      const reason = (error as { shortMessage?: string }).shortMessage ?? String(error)
      throw ProviderRpcError.from('invalidParams', `Invalid typed data: ${reason}`)
    }
  },
  eth_sendTransaction(wallet, list) {
    const [transaction] = list as [TransactionRequestParameter | undefined]
    if (typeof transaction !== 'object' || transaction === null)
      throw invalidParams('eth_sendTransaction expects [transaction].')
    wallet.assertAuthorized(transaction.from)
    wallet.prompt()
    const send = {
      account: wallet.account,
      chainId: wallet.chainId,
      rpcUrl: wallet.rpcUrl(),
      transaction,
    }
    const hash = wallet.sending.then(() => sendWalletTransaction(send))
    wallet.sending = hash.catch(() => {})
    return hash
  },
  wallet_switchEthereumChain(wallet, list) {
    const requested = (list[0] as { chainId?: unknown } | undefined)?.chainId
    const id = parseChainId(requested)
    if (!wallet.chains.has(id))
      throw ProviderRpcError.from(
        'unrecognizedChain',
        `Unrecognized chain ID "${requested}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    if (id !== wallet.chainId) {
      wallet.prompt()
      wallet.switchTo(id)
    }
    return null
  },
  wallet_addEthereumChain: addEthereumChain,
  wallet_requestPermissions(wallet, [requested], params) {
    const names = typeof requested === 'object' && requested !== null ? Object.keys(requested) : []
    if (names.length === 0 || names.some((name) => name !== 'eth_accounts'))
      throw invalidParams(
        `wallet_requestPermissions supports only eth_accounts. Received: ${JSON.stringify(params)}`,
      )
    wallet.prompt()
    wallet.connect()
    return wallet.permissions()
  },
  wallet_getPermissions: (wallet) => wallet.permissions(),
  wallet_revokePermissions(wallet) {
    if (wallet.connected) {
      wallet.connected = false
      wallet.persist()
      wallet.emitter.emit('accountsChanged', [])
    }
    return null
  },
}

/**
 * Answers one EIP-1193 request as the wallet: its own methods here, refused signing methods
 * and unknown `wallet_*` methods with 4200, everything else forwarded to the chain's RPC URL.
 */
export async function handleTestWalletRequest(
  wallet: TestWallet,
  method: string,
  params: unknown,
): Promise<unknown> {
  const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
  if (handler) return handler(wallet, Array.isArray(params) ? (params as unknown[]) : [], params)
  // wallet_* methods the wallet does not implement (EIP-5792 and others) would otherwise reach
  // the node, which may implement some of them with its own keys.
  if (refusedMethods.has(method) || method.startsWith('wallet_'))
    throw ProviderRpcError.from('unsupportedMethod')
  return rpcRequest(wallet.rpcUrl(), method, params ?? [])
}

async function addEthereumChain(wallet: TestWallet, _list: unknown[], params: unknown) {
  const chain = parseAddChainParameters(params)
  if (!wallet.chains.has(chain.chainId)) {
    // MetaMask asks the RPC URL for its chain id before it offers to add the network.
    const reported = await rpcRequest<Hex>(chain.rpcUrl!, 'eth_chainId').catch(() => {
      throw ProviderRpcError.from(
        'internal',
        `Request for method 'eth_chainId on ${chain.rpcUrl} failed`,
      )
    })
    if (Number(reported) !== chain.chainId)
      throw invalidParams(
        `Chain ID returned by RPC URL ${chain.rpcUrl} does not match ${toHex(chain.chainId)}`,
      )
    wallet.prompt()
    wallet.chains.set(chain.chainId, chain)
    wallet.persist()
  } else if (chain.chainId !== wallet.chainId) {
    wallet.prompt()
  }
  // Like MetaMask, adding a network also switches to it.
  wallet.switchTo(chain.chainId)
  return null
}

function invalidParams(message: string) {
  return ProviderRpcError.from('invalidParams', message)
}
