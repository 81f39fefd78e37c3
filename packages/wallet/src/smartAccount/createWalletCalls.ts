import {
  parseWalletCallsParams,
  type WalletSendCallsParams,
  walletGetCallsStatusParamsSchema,
  walletGetCapabilitiesParamsSchema,
  walletSendCallsParamsSchema,
} from '@latchkey/core/protocol'
import { type Address, bytesToHex, type Hex, isAddressEqual, isHex, numberToHex } from 'viem'
import type { ApprovalDetails } from '../approvalScreen.js'
import type { FrameNetwork } from '../createRpcHandler.js'
import { FrameRpcError } from '../FrameRpcError.js'
import { describeCalls } from './describeCalls.js'
import type { OpenSmartAccount, SmartAccountCall } from './openSmartAccount.js'
import { type EoaBatch, readEoaCallsStatus, sendEoaCalls } from './sendEoaCalls.js'

/** The EIP-5792 version the frame speaks. */
const supportedVersion = '2.0.0'
/** How many batches the frame remembers for `wallet_getCallsStatus` (the oldest go first). */
const maxRememberedBatches = 1_000

const parse = <schema extends Parameters<typeof parseWalletCallsParams>[0]>(
  schema: schema,
  params: unknown[],
) => {
  const parsed = parseWalletCallsParams(schema, params)
  if (!parsed.success) throw new FrameRpcError(parsed.message, -32602)
  return parsed.output
}

/** A batch's call as the accounts send it. */
const toCall = (call: WalletSendCallsParams[0]['calls'][number]): SmartAccountCall => ({
  to: call.to,
  value: call.value === undefined ? undefined : BigInt(call.value),
  data: call.data,
})

/** The capabilities a batch asks for that the frame lacks and the dapp did not mark optional. */
const missingCapability = (asked: Record<string, unknown> | undefined, sponsoring: boolean) =>
  Object.entries(asked ?? {}).find(([name, value]) => {
    if (name === 'paymasterService' && sponsoring) return false
    const optional = typeof value === 'object' && value !== null && 'optional' in value
    return !(optional && value.optional === true)
  })?.[0]

type StoredBatch = { chainId: number; hash: Hex } | { chainId: number; eoa: EoaBatch }

/**
 * The embedded wallet's EIP-5792 methods for its smart account: capabilities per chain, a batch
 * sent as one user operation after the user approved it, and a batch's status from the bundler.
 */
export function createWalletCalls(parameters: {
  /** The networks the frame serves, by chain id. */
  networks(): ReadonlyMap<number, FrameNetwork>
  currentChainId(): number | undefined
  /** The account the dapp sees on `network` when it is the smart account. */
  smartAccount(network: FrameNetwork): Promise<OpenSmartAccount | undefined>
  /** The key's own account (EOA). */
  eoaAddress(): Address
  /** Shows `details` and resolves once the user approved; throws (4001) otherwise. */
  approve(details: ApprovalDetails, signal: AbortSignal): Promise<void>
  /** Sends one call from the EOA on `network`; absent, the EOA refuses every batch (5760). */
  sendFromEoa?(network: FrameNetwork, call: SmartAccountCall): Promise<Hex>
}) {
  // Batch id → where its user operation went (or the EOA's transactions); bounded, oldest first out.
  const batches = new Map<string, StoredBatch>()
  const remember = (id: string, batch: StoredBatch) => {
    batches.set(id, batch)
    if (batches.size > maxRememberedBatches) batches.delete(batches.keys().next().value ?? '')
  }
  const accountOn = async (chainId: number) => {
    const network = parameters.networks().get(chainId)
    // A node or bundler that does not answer leaves the network without a smart account.
    const smart = network
      ? await parameters.smartAccount(network).catch(() => undefined)
      : undefined
    return network && smart ? { network, smart } : undefined
  }

  // A batch the dapp let run call by call: the EOA sends it after one approval (EIP-5792).
  const sendFromEoa = async (
    batch: WalletSendCallsParams[0],
    network: FrameNetwork,
    signal: AbortSignal,
  ) => {
    const from = parameters.eoaAddress()
    if (batch.from && !isAddressEqual(batch.from, from))
      throw new FrameRpcError(`The account ${batch.from} is not this wallet’s`, 4100)
    if (batch.id !== undefined && batches.has(batch.id))
      throw new FrameRpcError(`Duplicate id ${batch.id}`, 5720)
    const missing = missingCapability(batch.capabilities, false)
    if (missing) throw new FrameRpcError(`Unsupported non-optional capability: ${missing}`, 5700)
    const send = parameters.sendFromEoa
    if (!send) throw new FrameRpcError('The EOA cannot send batches here', 5760)
    const eoa = await sendEoaCalls({
      network,
      from,
      calls: batch.calls.map(toCall),
      approve: parameters.approve,
      send: (call) => send(network, call),
      signal,
    })
    const id = batch.id ?? bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
    remember(id, { chainId: network.chainId, eoa })
    return { id }
  }

  return {
    /** `wallet_getCapabilities`: atomic batching where the smart account serves; sponsored gas where the paymaster does. */
    async getCapabilities(params: unknown[]) {
      const [address, chainIds] = parse(walletGetCapabilitiesParamsSchema, params)
      const wanted = chainIds?.map(Number)
      const answer: Record<Hex, Record<string, unknown>> = {}
      for (const chainId of parameters.networks().keys()) {
        if (wanted && !wanted.includes(chainId)) continue
        const served = await accountOn(chainId)
        const smart = served?.smart
        if (address && !(smart && isAddressEqual(address, smart.address))) {
          if (isAddressEqual(address, parameters.eoaAddress()))
            answer[numberToHex(chainId)] = { atomic: { status: 'unsupported' } }
          continue
        }
        answer[numberToHex(chainId)] = smart
          ? {
              atomic: { status: 'supported' },
              ...(smart.sponsoring ? { paymasterService: { supported: true } } : {}),
            }
          : { atomic: { status: 'unsupported' } }
      }
      return answer
    },

    /** `wallet_sendCalls`: checks the batch, shows it, sends it as one user operation; answers its id. */
    async sendCalls(params: unknown[], signal: AbortSignal) {
      const [batch] = parse(walletSendCallsParamsSchema, params)
      if (batch.version !== supportedVersion)
        throw new FrameRpcError(
          `wallet_sendCalls version ${batch.version} is not supported; this wallet speaks ${supportedVersion}`,
          -32602,
        )
      const chainId = Number(batch.chainId)
      const served = await accountOn(chainId)
      if (!served) {
        const network = parameters.networks().get(chainId)
        if (!network) throw new FrameRpcError(`Unsupported chain id ${batch.chainId}`, 5710)
        if (batch.atomicRequired !== false || !parameters.sendFromEoa)
          throw new FrameRpcError(
            'Atomicity not supported: batched calls need the smart account, and the account in use is the EOA',
            5760,
          )
        return sendFromEoa(batch, network, signal)
      }
      const { network, smart } = served
      if (batch.from && !isAddressEqual(batch.from, smart.address))
        throw new FrameRpcError(`The account ${batch.from} is not this wallet’s`, 4100)
      if (batch.id !== undefined && batches.has(batch.id))
        throw new FrameRpcError(`Duplicate id ${batch.id}`, 5720)
      const missing = missingCapability(batch.capabilities, smart.sponsoring)
      if (missing) throw new FrameRpcError(`Unsupported non-optional capability: ${missing}`, 5700)
      const calls = batch.calls.map(toCall)
      const fee = await smart.quote(calls)
      const details = describeCalls({ calls, from: smart.address, network, fee })
      await parameters.approve(details, signal)
      const hash = await smart.submit(calls, fee)
      const id = batch.id ?? hash
      remember(id, { chainId, hash })
      return { id }
    },

    /** `wallet_getCallsStatus`: 100 while pending, 200 once it landed, 500 when it reverted; 5730 for an id it never sent. */
    async getCallsStatus(params: unknown[]) {
      const [id] = parse(walletGetCallsStatusParamsSchema, params)
      const unknown = () => new FrameRpcError(`Unknown bundle id ${id}`, 5730)
      // A batch sent before the frame reloaded: its id is its operation's hash on the current chain.
      const current = parameters.currentChainId()
      const batch =
        batches.get(id) ??
        (isHex(id) && id.length === 66 && current !== undefined
          ? { chainId: current, hash: id }
          : undefined)
      if (batch && 'eoa' in batch) {
        const network = parameters.networks().get(batch.chainId)
        if (!network) throw unknown()
        const status = await readEoaCallsStatus(network, batch.eoa)
        return { version: supportedVersion, id, chainId: numberToHex(batch.chainId), ...status }
      }
      const served = batch ? await accountOn(batch.chainId) : undefined
      if (!batch || !served) throw unknown()
      const receipt = await served.smart.readOperation(batch.hash)
      if (receipt === undefined) throw unknown()
      const base = {
        version: supportedVersion,
        id,
        chainId: numberToHex(batch.chainId),
        atomic: true,
      }
      if (receipt === null) return { ...base, status: 100 }
      const transaction = receipt.receipt
      return {
        ...base,
        status: receipt.success ? 200 : 500,
        receipts: [
          {
            logs: receipt.logs.map((log) => ({
              address: log.address,
              data: log.data,
              topics: log.topics,
            })),
            status: receipt.success ? '0x1' : '0x0',
            blockHash: transaction.blockHash,
            blockNumber: numberToHex(transaction.blockNumber),
            gasUsed: numberToHex(receipt.actualGasUsed),
            transactionHash: transaction.transactionHash,
          },
        ],
      }
    },
  }
}
