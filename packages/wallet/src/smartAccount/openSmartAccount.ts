import { type Address, createPublicClient, type Hex, http, type LocalAccount } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint07Address,
  type UserOperationReceipt,
} from 'viem/account-abstraction'
import type { FrameNetwork } from '../createRpcHandler.js'
import type { FeeQuote } from '../describeFee.js'
import { toSimpleAccount } from './toSimpleAccount.js'

/** A call the smart account makes. */
export type SmartAccountCall = { to: Address; value?: bigint | undefined; data?: Hex | undefined }

/**
 * Who pays an operation's gas: the paymaster (its sponsor's name) when its policy accepts the
 * calls, else the account (the most the operation may cost, undefined when it could not be estimated).
 */
export type SmartAccountFee = FeeQuote

/** The user's smart account on one network: its address, whether it is deployed, and what it signs. */
export type OpenSmartAccount = {
  address: Address
  chainId: number
  /** Whether the server's paymaster serves this network (EIP-5792 `paymasterService`). */
  sponsoring: boolean
  isDeployed(): Promise<boolean>
  /** Asks the paymaster whether it sponsors `calls` (its stub data, which spends nothing); else estimates their cost. */
  quote(calls: readonly SmartAccountCall[]): Promise<SmartAccountFee>
  /** Sends `calls` as one user operation (sponsored when `fee` says so); resolves with its hash once the bundler took it. */
  submit(calls: readonly SmartAccountCall[], fee?: SmartAccountFee): Promise<Hex>
  /** Sends like `submit`, then resolves with the bundle's transaction hash once it landed. */
  send(calls: readonly SmartAccountCall[], fee?: SmartAccountFee): Promise<Hex>
  /** The operation's receipt; null while it waits; undefined when the bundler does not know it. */
  readOperation(hash: Hex): Promise<UserOperationReceipt | null | undefined>
  signMessage(message: { raw: Hex }): Promise<Hex>
  signTypedData(typedData: Parameters<LocalAccount['signTypedData']>[0]): Promise<Hex>
}

/**
 * Opens `owner`'s SimpleAccount on `network`, its user operations going to `bundlerUrl` and, when
 * given, its gas offered to the paymaster at `paymasterUrl`. The frame loads this file as its own
 * chunk (viem's account abstraction is only needed here).
 */
export async function openSmartAccount(parameters: {
  owner: LocalAccount
  network: FrameNetwork
  bundlerUrl: string
  paymasterUrl?: string | undefined
}): Promise<OpenSmartAccount> {
  const { network, paymasterUrl } = parameters
  const client = createPublicClient({
    chain: {
      id: network.chainId,
      name: network.name,
      nativeCurrency: network.nativeCurrency,
      rpcUrls: { default: { http: [network.rpcUrl] } },
    },
    transport: http(),
  })
  const account = await toSimpleAccount({ client, owner: parameters.owner })
  const bundler = createBundlerClient({
    account,
    client,
    transport: http(parameters.bundlerUrl),
  })
  const paymaster = paymasterUrl
    ? createPaymasterClient({ transport: http(paymasterUrl) })
    : undefined

  const estimate = async (calls: readonly SmartAccountCall[]) => {
    const operation = await bundler.prepareUserOperation({ calls: [...calls] })
    // The account pays: no paymaster limits, the most the EntryPoint may take from it.
    const gas =
      operation.callGasLimit + operation.verificationGasLimit + operation.preVerificationGas
    return gas * operation.maxFeePerGas
  }
  const submit = (calls: readonly SmartAccountCall[], fee?: SmartAccountFee) =>
    bundler.sendUserOperation({
      calls: [...calls],
      ...(fee?.sponsor !== undefined && paymaster ? { paymaster } : {}),
    })

  return {
    address: account.address,
    chainId: network.chainId,
    sponsoring: paymaster !== undefined,
    isDeployed: () => account.isDeployed(),
    async quote(calls) {
      if (paymaster) {
        // The stub answers whether the policy covers the calls; a refusal means the account pays.
        const stub = await paymaster
          .getPaymasterStubData({
            sender: account.address,
            nonce: await account.getNonce(),
            callData: await account.encodeCalls([...calls]),
            ...((await account.isDeployed()) ? {} : await account.getFactoryArgs()),
            chainId: network.chainId,
            entryPointAddress: entryPoint07Address,
          })
          .catch(() => undefined)
        if (stub) return { sponsor: stub.sponsor?.name ?? 'the app' }
      }
      return { maxCost: await estimate(calls).catch(() => undefined) }
    },
    submit,
    async send(calls, fee) {
      const hash = await submit(calls, fee)
      const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 120_000 })
      if (!receipt.success) throw new Error(`The user operation ${hash} reverted`)
      return receipt.receipt.transactionHash
    },
    async readOperation(hash) {
      const known = await bundler.getUserOperation({ hash }).then(
        () => true,
        (error: unknown) => {
          if (error instanceof Error && error.name === 'UserOperationNotFoundError') return false
          throw error
        },
      )
      if (!known) return undefined
      return bundler.getUserOperationReceipt({ hash }).catch((error: unknown) => {
        if (error instanceof Error && error.name === 'UserOperationReceiptNotFoundError')
          return null
        throw error
      })
    },
    signMessage: (message) => account.signMessage({ message }),
    signTypedData: (typedData) => account.signTypedData(typedData),
  }
}
