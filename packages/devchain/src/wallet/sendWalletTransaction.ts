import {
  type AccessList,
  type Hex,
  isAddress,
  isAddressEqual,
  isHex,
  type PrivateKeyAccount,
  type TransactionSerializable,
  toHex,
} from 'viem'
import { ProviderRpcError } from './ProviderRpcError.js'
import { rpcRequest } from './rpcRequest.js'

/** The transaction object of `eth_sendTransaction`, as a dapp sends it (quantities in hex). */
export type TransactionRequestParameter = {
  from?: string
  to?: string | null
  value?: string
  data?: string
  input?: string
  gas?: string
  gasLimit?: string
  gasPrice?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
  nonce?: string
  type?: string
  accessList?: AccessList
  chainId?: string
}

export type SendWalletTransactionParameters = {
  account: PrivateKeyAccount
  chainId: number
  rpcUrl: string
  transaction: TransactionRequestParameter
}

const fallbackPriorityFee = 1_000_000_000n

/**
 * Does what a wallet does for `eth_sendTransaction`: fills nonce, gas and fees from the chain,
 * signs with the wallet's key and sends the raw transaction. Returns the transaction hash.
 */
export async function sendWalletTransaction(
  parameters: SendWalletTransactionParameters,
): Promise<Hex> {
  const { account, chainId, rpcUrl, transaction } = parameters
  if (typeof transaction !== 'object' || transaction === null)
    throw invalid('expected a transaction object')
  const { from, to } = transaction
  if (from !== undefined && !(typeof from === 'string' && isAddress(from, { strict: false })))
    throw invalid(`"from" is not an address: ${String(from)}`)
  if (from && !isAddressEqual(from, account.address)) throw ProviderRpcError.from('unauthorized')
  if (
    to !== undefined &&
    to !== null &&
    !(typeof to === 'string' && isAddress(to, { strict: false }))
  )
    throw invalid(`"to" is not an address: ${String(to)}`)
  const data = transaction.data ?? transaction.input
  if (data !== undefined && !isHex(data)) throw invalid(`"data" is not hex: ${String(data)}`)
  const requestedChainId = quantity(transaction, 'chainId')
  if (requestedChainId !== undefined && requestedChainId !== BigInt(chainId))
    throw invalid(
      `chainId ${toHex(requestedChainId)} does not match the wallet's current chain ${toHex(chainId)}`,
    )

  const value = quantity(transaction, 'value') ?? 0n
  const gasPrice = quantity(transaction, 'gasPrice')
  const type = transaction.type
  const kind =
    type === '0x0' || (gasPrice !== undefined && type === undefined)
      ? 'legacy'
      : type === '0x1'
        ? 'eip2930'
        : 'eip1559'
  const call = { from: account.address, to: to ?? undefined, value: toHex(value), data }

  const [nonce, gas, fees] = await Promise.all([
    quantity(transaction, 'nonce') ??
      rpcRequest<Hex>(rpcUrl, 'eth_getTransactionCount', [account.address, 'pending']).then(BigInt),
    quantity(transaction, 'gas') ??
      quantity(transaction, 'gasLimit') ??
      rpcRequest<Hex>(rpcUrl, 'eth_estimateGas', [call]).then(BigInt),
    kind === 'eip1559' ? eip1559Fees(rpcUrl, transaction) : legacyFees(rpcUrl, gasPrice),
  ])

  const base = {
    chainId,
    nonce: Number(nonce),
    gas,
    to: to ? (to as Hex) : undefined,
    value,
    data: data as Hex | undefined,
  }
  const { accessList } = transaction
  const serializable: TransactionSerializable =
    'maxFeePerGas' in fees
      ? { ...base, type: 'eip1559', accessList, ...fees }
      : kind === 'eip2930'
        ? { ...base, type: 'eip2930', accessList, gasPrice: fees.gasPrice }
        : { ...base, type: 'legacy', gasPrice: fees.gasPrice }
  const signed = await account.signTransaction(serializable)
  return rpcRequest<Hex>(rpcUrl, 'eth_sendRawTransaction', [signed])
}

async function eip1559Fees(rpcUrl: string, transaction: TransactionRequestParameter) {
  let maxFeePerGas = quantity(transaction, 'maxFeePerGas')
  let maxPriorityFeePerGas = quantity(transaction, 'maxPriorityFeePerGas')
  if (maxPriorityFeePerGas === undefined) {
    maxPriorityFeePerGas = await rpcRequest<Hex>(rpcUrl, 'eth_maxPriorityFeePerGas').then(
      BigInt,
      () => fallbackPriorityFee,
    )
    if (maxFeePerGas !== undefined && maxPriorityFeePerGas > maxFeePerGas)
      maxPriorityFeePerGas = maxFeePerGas
  }
  if (maxFeePerGas === undefined) {
    const block = await rpcRequest<{ baseFeePerGas?: Hex } | null>(rpcUrl, 'eth_getBlockByNumber', [
      'latest',
      false,
    ])
    // Twice the base fee leaves room for it to rise for a few blocks, as wallets do.
    maxFeePerGas = BigInt(block?.baseFeePerGas ?? 0) * 2n + maxPriorityFeePerGas
  }
  return { maxFeePerGas, maxPriorityFeePerGas }
}

async function legacyFees(rpcUrl: string, gasPrice: bigint | undefined) {
  return { gasPrice: gasPrice ?? BigInt(await rpcRequest<Hex>(rpcUrl, 'eth_gasPrice')) }
}

function quantity(
  transaction: TransactionRequestParameter,
  field: keyof TransactionRequestParameter,
) {
  const value = transaction[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value))
    throw invalid(`"${field}" is not a hex quantity: ${JSON.stringify(value)}`)
  return BigInt(value)
}

function invalid(reason: string) {
  return ProviderRpcError.from('invalidParams', `Invalid transaction params: ${reason}.`)
}
