import { type Address, createPublicClient, type Hex, http, type LocalAccount } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import type { FrameNetwork } from '../createRpcHandler.js'
import { toSimpleAccount } from './toSimpleAccount.js'

/** A call the smart account makes. */
type SmartAccountCall = { to: Address; value?: bigint | undefined; data?: Hex | undefined }

/** The user's smart account on one network: its address, whether it is deployed, and what it signs. */
export type OpenSmartAccount = {
  address: Address
  isDeployed(): Promise<boolean>
  /** Sends `calls` as one user operation through the bundler; resolves with the bundle's transaction hash once it landed. */
  send(calls: readonly SmartAccountCall[]): Promise<Hex>
  signMessage(message: { raw: Hex }): Promise<Hex>
  signTypedData(typedData: Parameters<LocalAccount['signTypedData']>[0]): Promise<Hex>
}

/**
 * Opens `owner`'s SimpleAccount on `network`, its user operations going to `bundlerUrl`. The
 * frame loads this file as its own chunk (viem's account abstraction is only needed here).
 */
export async function openSmartAccount(parameters: {
  owner: LocalAccount
  network: FrameNetwork
  bundlerUrl: string
}): Promise<OpenSmartAccount> {
  const { network } = parameters
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
  return {
    address: account.address,
    isDeployed: () => account.isDeployed(),
    async send(calls) {
      const hash = await bundler.sendUserOperation({ calls: [...calls] })
      const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 120_000 })
      if (!receipt.success) throw new Error(`The user operation ${hash} reverted`)
      return receipt.receipt.transactionHash
    },
    signMessage: (message) => account.signMessage({ message }),
    signTypedData: (typedData) => account.signTypedData(typedData),
  }
}
