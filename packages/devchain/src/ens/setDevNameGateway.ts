import { type Address, createPublicClient, createWalletClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devTransport } from '../chain/devTransport.js'
import { waitForReceipt } from '../chain/waitForReceipt.js'
import { compileEnsContracts } from './compileEnsContracts.js'
import type { DevEns } from './deployEns.js'
import { devEnsAccount } from './devEnsAccount.js'

/** What `setDevNameGateway` takes. */
export type SetDevNameGatewayParameters = {
  rpcUrl: string
  ens: Pick<DevEns, 'nameResolver'>
  /** EIP-3668 URL template, such as `${serverUrl}/v1/ccip/{sender}/{data}.json`. */
  url: string
  /** The address whose signatures the resolver accepts (the gateway's key). */
  signer: Address
}

/**
 * Points the dev chain's OffchainResolver (the resolver of `latchkey.eth` and `default.reverse`)
 * at a name gateway and the key it signs with. The stack calls it once its server listens, as the
 * gateway's URL is known only then; it replaces any earlier URL and signer.
 */
export async function setDevNameGateway(parameters: SetDevNameGatewayParameters): Promise<void> {
  const { rpcUrl, ens, url, signer } = parameters
  if (!/^https?:\/\//.test(url))
    throw new Error(`setDevNameGateway: "${url}" is not an http(s) URL.`)
  const { abi } = (await compileEnsContracts()).offchainResolver
  const publicClient = createPublicClient({ transport: devTransport(rpcUrl) })
  const wallet = createWalletClient({
    account: privateKeyToAccount(devEnsAccount.privateKey),
    transport: devTransport(rpcUrl),
  })
  const calls = [
    { functionName: 'setUrls', args: [[url]] },
    { functionName: 'setSigners', args: [[signer]] },
  ]
  for (const { functionName, args } of calls) {
    const hash = await wallet.writeContract({
      abi,
      address: ens.nameResolver,
      functionName,
      args,
      gas: 500_000n,
      chain: null,
    })
    const receipt = await waitForReceipt(publicClient, { hash })
    if (receipt.status !== 'success')
      throw new Error(`setDevNameGateway: ${functionName} failed (${hash}).`)
  }
}
