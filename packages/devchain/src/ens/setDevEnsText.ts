import { createPublicClient, createWalletClient, namehash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devTransport } from '../chain/devTransport.js'
import { waitForReceipt } from '../chain/waitForReceipt.js'
import type { DevEns } from './deployEns.js'
import { devEnsAccount } from './devEnsAccount.js'
import { readEnsArtifact } from './readEnsArtifact.js'

/** What `setDevEnsText` takes. */
export type SetDevEnsTextParameters = {
  rpcUrl: string
  ens: Pick<DevEns, 'publicResolver'>
  /** A name the dev stack owns, such as 'alice.eth'. */
  name: string
  /** ENSIP-5's key, such as 'avatar'. */
  key: string
  value: string
}

/**
 * Sets a text record of a dev name on the public resolver. The stack sets `avatar` once it
 * serves the image (its URL is known only after its page server listens).
 */
export async function setDevEnsText(parameters: SetDevEnsTextParameters): Promise<void> {
  const { rpcUrl, ens, name, key, value } = parameters
  const { abi } = await readEnsArtifact('@ensdomains/resolver/build/contracts/PublicResolver.json')
  const publicClient = createPublicClient({ transport: devTransport(rpcUrl) })
  const wallet = createWalletClient({
    account: privateKeyToAccount(devEnsAccount.privateKey),
    transport: devTransport(rpcUrl),
  })
  const hash = await wallet.writeContract({
    abi,
    address: ens.publicResolver,
    functionName: 'setText',
    args: [namehash(name), key, value],
    gas: 500_000n,
    chain: null,
  })
  const receipt = await waitForReceipt(publicClient, { hash })
  if (receipt.status !== 'success')
    throw new Error(`setDevEnsText: setting ${key} of ${name} failed (${hash}).`)
}
