import { classifyRpcMethod, embeddedNetworkIds } from '@latchkey/core/protocol'
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type HDAccount,
  type Hex,
  http,
  numberToHex,
} from 'viem'
import type { ApprovalDetails } from './approvalScreen.js'
import { describeRequest } from './describeRequest.js'
import { FrameRpcError } from './FrameRpcError.js'
import type {
  OpenSmartAccount,
  SmartAccountCall,
  SmartAccountFee,
} from './smartAccount/openSmartAccount.js'

/** A network the dapp told the frame about. */
export type FrameNetwork = {
  chainId: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

type Request = { method: string; params?: unknown }

/** The network a `wallet_addEthereumChain` names (EIP-3085), or undefined when it is malformed. */
function readAddedChain(parameter: unknown): FrameNetwork | undefined {
  const entry = (parameter ?? {}) as {
    chainId?: unknown
    chainName?: unknown
    rpcUrls?: unknown
    nativeCurrency?: FrameNetwork['nativeCurrency']
  }
  const chainId = typeof entry.chainId === 'string' ? Number(entry.chainId) : Number.NaN
  const rpcUrl = Array.isArray(entry.rpcUrls) ? entry.rpcUrls[0] : undefined
  if (!Number.isSafeInteger(chainId) || chainId <= 0) return undefined
  if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) return undefined
  const currency = entry.nativeCurrency
  return {
    chainId,
    name: typeof entry.chainName === 'string' ? entry.chainName.slice(0, 100) : `Chain ${chainId}`,
    rpcUrl,
    nativeCurrency:
      currency && typeof currency.symbol === 'string' && typeof currency.decimals === 'number'
        ? {
            name: String(currency.name ?? currency.symbol),
            symbol: currency.symbol,
            decimals: currency.decimals,
          }
        : { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }
}

/** What signs a request: the smart account or the key's own account, behind one shape. */
type RequestSigner = {
  signMessage(raw: Hex): Promise<Hex>
  signTypedData(typedData: Parameters<HDAccount['signTypedData']>[0]): Promise<Hex>
  sendTransaction(transaction: { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }): Promise<Hex>
}

/** Signs or sends an approved `request` with `signer` (personal_sign, typed data, a transaction). */
function signRequest(signer: RequestSigner, request: Request, params: unknown[]) {
  if (request.method === 'personal_sign') return signer.signMessage(params[0] as Hex)
  if (request.method === 'eth_signTypedData_v4') {
    const raw = params[1]
    const data = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
      domain: Record<string, unknown>
      types: Record<string, { name: string; type: string }[]>
      primaryType: string
      message: Record<string, unknown>
    }
    const { EIP712Domain: _domain, ...types } = data.types
    return signer.signTypedData({
      domain: data.domain,
      types,
      primaryType: data.primaryType,
      message: data.message,
    })
  }
  if (request.method === 'eth_sendTransaction')
    return signer.sendTransaction((params[0] ?? {}) as { to?: Hex; value?: Hex; data?: Hex })
  throw new FrameRpcError('Requested RPC call is not allowed', 4200)
}

/** The smart account as a signer; its transactions go as one user operation, paid as `fee` says. */
const smartSigner = (smart: OpenSmartAccount, fee: SmartAccountFee | undefined): RequestSigner => ({
  signMessage: (raw) => smart.signMessage({ raw }),
  signTypedData: (typedData) => smart.signTypedData(typedData),
  sendTransaction(transaction) {
    if (!transaction.to)
      throw new FrameRpcError(
        'A smart account cannot deploy a contract with eth_sendTransaction',
        4200,
      )
    const value = transaction.value ? BigInt(transaction.value) : undefined
    return smart.send([{ to: transaction.to, value, data: transaction.data }], fee)
  },
})

/** The key's own account as a signer on `chain`; its transactions go from it, paid by it. */
function eoaSigner(signer: HDAccount, chain: Chain): RequestSigner {
  return {
    signMessage: (raw) => signer.signMessage({ message: { raw } }),
    signTypedData: (typedData) => signer.signTypedData(typedData),
    sendTransaction: (transaction) =>
      createWalletClient({ account: signer, chain, transport: http() }).sendTransaction({
        to: transaction.to,
        value: transaction.value ? BigInt(transaction.value) : undefined,
        data: transaction.data,
        gas: transaction.gas ? BigInt(transaction.gas) : undefined,
      }),
  }
}

/** One call of a batch the dapp let run call by call (EIP-5792, no atomicity), sent from the EOA. */
const sendCallFromEoa = (signer: HDAccount, chain: Chain, call: SmartAccountCall) =>
  eoaSigner(signer, chain).sendTransaction({
    to: call.to,
    value: call.value === undefined ? undefined : numberToHex(call.value),
    data: call.data,
  })

/**
 * Answers the dapp's RPC requests with the user's account: safe ones at once (reads go to the
 * network's node), unsafe ones only after `approve` showed them and the user said yes.
 */
export function createRpcHandler(parameters: {
  getAccount(): HDAccount | undefined
  approve(details: ApprovalDetails, signal: AbortSignal): Promise<boolean>
  extraChainIds: readonly number[]
  onChainChanged(chainId: number): void
  /** The smart account the dapp sees on `network`, if any; otherwise the key's own account (EOA). */
  getSmartAccount?(network: FrameNetwork): Promise<OpenSmartAccount | undefined>
  /** Whether the dapp turned the `smartSessions` feature on (ERC-7715 requests refused otherwise). */
  smartSessions?(): boolean
}) {
  const networks = new Map<number, FrameNetwork>()
  let chainId: number | undefined
  const allowed = (id: number) =>
    embeddedNetworkIds.includes(id) || parameters.extraChainIds.includes(id)

  const network = () => {
    const current = chainId === undefined ? undefined : networks.get(chainId)
    if (!current) throw new FrameRpcError('Network not found', 4901)
    return current
  }
  const chainOf = (entry: FrameNetwork) =>
    defineChain({
      id: entry.chainId,
      name: entry.name,
      nativeCurrency: entry.nativeCurrency,
      rpcUrls: { default: { http: [entry.rpcUrl] } },
    })
  const publicClient = () => createPublicClient({ chain: chainOf(network()), transport: http() })
  const account = () => {
    const current = parameters.getAccount()
    if (!current) throw new FrameRpcError('Not logged in', 4100)
    return current
  }
  const switchTo = (id: number) => {
    if (!networks.has(id)) throw new FrameRpcError('Chain is not supported', 4902)
    if (chainId !== id) {
      chainId = id
      parameters.onChainChanged(id)
    }
    return id
  }

  const smartAccount = () =>
    parameters.getSmartAccount && chainId !== undefined && networks.has(chainId)
      ? parameters.getSmartAccount(network())
      : Promise.resolve(undefined)

  /** The one approval path: the screen shows `details`; a no (or the dapp's abort) throws 4001. */
  const approveOrThrow = async (details: ApprovalDetails, signal: AbortSignal) => {
    if (!(await parameters.approve(details, signal)))
      throw new FrameRpcError(
        signal.aborted ? 'Request was aborted' : 'User rejected the request.',
        4001,
      )
  }

  // EIP-5792's methods for the smart account load with its chunk, on the first such request.
  let walletCalls:
    | Promise<ReturnType<typeof import('./smartAccount/createWalletCalls.js')['createWalletCalls']>>
    | undefined
  const loadWalletCalls = () => {
    walletCalls ??= import('./smartAccount/createWalletCalls.js').then((chunk) =>
      chunk.createWalletCalls({
        networks: () => networks,
        currentChainId: () => chainId,
        smartAccount: async (entry) => parameters.getSmartAccount?.(entry),
        eoaAddress: () => account().address,
        approve: approveOrThrow,
        sendFromEoa: (entry, call) => sendCallFromEoa(account(), chainOf(entry), call),
      }),
    )
    return walletCalls
  }

  /** Shows an unsafe request, then signs or sends it from the account the dapp sees. */
  const approveAndSign = async (request: Request, params: unknown[], signal: AbortSignal) => {
    const smart = await smartAccount()
    // A smart account's transaction is a user operation: the paymaster may pay it.
    const transaction = (params[0] ?? {}) as { to?: Hex; value?: Hex; data?: Hex }
    const fee =
      smart && request.method === 'eth_sendTransaction' && transaction.to
        ? await smart.quote([
            {
              to: transaction.to,
              value: transaction.value ? BigInt(transaction.value) : undefined,
              data: transaction.data,
            },
          ])
        : undefined
    const details = await describeRequest({
      method: request.method,
      params,
      from: smart?.address ?? account().address,
      network: network(),
      client: publicClient(),
      fee,
    })
    await approveOrThrow(details, signal)
    return signRequest(
      smart ? smartSigner(smart, fee) : eoaSigner(account(), chainOf(network())),
      request,
      params,
    )
  }

  return {
    /** Takes the dapp's networks the embedded wallet serves; the first (or `preferred`) becomes current. */
    setNetworks(list: readonly FrameNetwork[], preferred?: number) {
      networks.clear()
      for (const entry of list) if (allowed(entry.chainId)) networks.set(entry.chainId, entry)
      const next =
        (preferred !== undefined && networks.has(preferred) ? preferred : undefined) ??
        (chainId !== undefined && networks.has(chainId) ? chainId : undefined) ??
        networks.keys().next().value
      chainId = next
    },
    getChainId: () => chainId,
    /** The chain ids of the networks the frame serves. */
    getChainIds: () => [...networks.keys()],
    /** The current network, if the dapp told the frame about it. */
    getNetwork: () => (chainId === undefined ? undefined : networks.get(chainId)),
    switchNetwork: switchTo,
    async request(request: Request, signal: AbortSignal): Promise<unknown> {
      const params = Array.isArray(request.params) ? request.params : []
      const kind = classifyRpcMethod(request.method)
      if (kind === 'disallowed') throw new FrameRpcError('Requested RPC call is not allowed', 4200)
      switch (request.method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          if (!parameters.getAccount()) return []
          return [(await smartAccount())?.address ?? account().address]
        case 'eth_chainId':
          return numberToHex(network().chainId)
        case 'net_version':
          return String(network().chainId)
        case 'wallet_switchEthereumChain': {
          switchTo(Number((params[0] as { chainId?: string } | undefined)?.chainId))
          return null
        }
        case 'wallet_addEthereumChain': {
          const known = Number((params[0] as { chainId?: string } | undefined)?.chainId)
          if (networks.has(known)) {
            switchTo(known)
            return null
          }
          // A new one only among the embedded wallet's networks (spec section 9, and the operator's).
          const added = readAddedChain(params[0])
          if (!added || !allowed(added.chainId))
            throw new FrameRpcError('Chain is not supported', 4902)
          networks.set(added.chainId, added)
          switchTo(added.chainId)
          return null
        }
      }
      if (
        request.method === 'wallet_grantPermissions' ||
        request.method === 'wallet_revokePermissions'
      )
        return (await import('./sessions/handleSessionRequest.js')).handleSessionRequest({
          method: request.method,
          params,
          network: network(),
          client: publicClient(),
          enabled: parameters.smartSessions?.() ?? false,
          smart: await smartAccount(),
          approve: (details) => parameters.approve(details, signal),
        })
      if (request.method === 'wallet_getCapabilities')
        return (await loadWalletCalls()).getCapabilities(params)
      if (request.method === 'wallet_getCallsStatus')
        return (await loadWalletCalls()).getCallsStatus(params)
      if (request.method === 'wallet_sendCalls')
        return (await loadWalletCalls()).sendCalls(params, signal)
      if (kind === 'safe')
        return publicClient().request({ method: request.method, params } as never)
      return approveAndSign(request, params, signal)
    },
  }
}
