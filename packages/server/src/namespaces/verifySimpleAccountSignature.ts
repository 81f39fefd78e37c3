import {
  type Address,
  decodeFunctionData,
  type Hex,
  isAddressEqual,
  type PublicClient,
  parseAbi,
  parseErc6492Signature,
  recoverMessageAddress,
  sliceHex,
} from 'viem'

/** What `verifySimpleAccountSignature` checks. */
export type VerifySimpleAccountSignatureParameters = {
  address: Address
  message: string
  signature: Hex
  client: PublicClient
}

// ERC-4337 v0.7's reference SimpleAccountFactory at its canonical (CREATE2) address, the one
// permissionless's toSimpleSmartAccount and the dev chains use.
const simpleAccountFactory: Address = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'
const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function accountImplementation() view returns (address)',
])
const accountAbi = parseAbi(['function owner() view returns (address)'])
// ERC-1967's implementation slot, where the factory's proxies keep the SimpleAccount they run.
const implementationSlot: Hex = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc'

/**
 * Whether `signature` is the owner's signature of `message` for a v0.7 reference SimpleAccount,
 * which implements no ERC-1271 (permissionless says "Simple account isn't 1271 compliant"), so
 * the chain's check cannot answer for it. A deployed account is recognised by its proxy running
 * the canonical factory's implementation, and its `owner()` must have signed; one not deployed
 * yet carries the factory's `createAccount(owner, salt)` in an ERC-6492 wrapper, which must lead
 * to `address`. Anything else, or a chain without the factory, is not a SimpleAccount: false.
 */
export async function verifySimpleAccountSignature(
  parameters: VerifySimpleAccountSignatureParameters,
): Promise<boolean> {
  const { address, message, signature, client } = parameters
  try {
    const wrapped = parseErc6492Signature(signature)
    const code = await client.getCode({ address })
    let owner: Address
    if (code) {
      const [slot, implementation] = await Promise.all([
        client.getStorageAt({ address, slot: implementationSlot }),
        client.readContract({
          address: simpleAccountFactory,
          abi: factoryAbi,
          functionName: 'accountImplementation',
        }),
      ])
      if (!slot || !isAddressEqual(sliceHex(slot, 12), implementation)) return false
      owner = await client.readContract({ address, abi: accountAbi, functionName: 'owner' })
    } else {
      if (!wrapped.address || !wrapped.data) return false
      if (!isAddressEqual(wrapped.address, simpleAccountFactory)) return false
      const call = decodeFunctionData({ abi: factoryAbi, data: wrapped.data })
      if (call.functionName !== 'createAccount') return false
      const [candidate, salt] = call.args
      const counterfactual = await client.readContract({
        address: simpleAccountFactory,
        abi: factoryAbi,
        functionName: 'getAddress',
        args: [candidate, salt],
      })
      if (!isAddressEqual(counterfactual, address)) return false
      owner = candidate
    }
    const signer = await recoverMessageAddress({ message, signature: wrapped.signature })
    return isAddressEqual(signer, owner)
  } catch {
    // Not a wrapper of the factory's call, not a recoverable signature, or no factory here.
    return false
  }
}
