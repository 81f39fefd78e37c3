// A minimal ERC-1271 contract wallet for the sign-in tests, assembled here by hand (the repo has
// no Solidity compiler): `isValidSignature(bytes32 hash, bytes signature)` answers the ERC-1271
// magic value 0x1626ba7e when ecrecover(hash, r, s, v) of the 65-byte signature is the owner baked
// into the code, else zero; any other call reverts. It is a real contract on a real chain: viem
// deploys it (ERC-1271) or wraps its deployment into an ERC-6492 signature through anvil's
// CREATE2 deployer, and the server verifies either against the node.

import { waitForReceipt } from '@latchkey/devchain'
import {
  type Address,
  concatHex,
  createPublicClient,
  createWalletClient,
  getAddress,
  getContractAddress,
  type Hex,
  http,
  pad,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** The CREATE2 deployer every anvil node has (Arachnid's deterministic deployment proxy). */
const create2Deployer: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

// Runtime, with the owner's 20 bytes in the PUSH20 at 0x4a. Jump targets: 0x13 and 0x6d.
const runtimeBefore =
  '60003560e01c631626ba7e14601357600080fd5b' + // selector check; 0x13: JUMPDEST
  '600435600052' + // memory[0x00] = hash
  '6024356004018060200135604052' + // p = 4 + offset (the length word); memory[0x40] = r
  '8060400135606052' + // memory[0x60] = s
  '6060013560f81c602052' + // memory[0x20] = v (the 65th byte)
  '602060806080600060015afa50' + // staticcall ecrecover (0x01): in 0x00..0x80, out 0x80..0xa0
  '60805173' // the recovered address, then PUSH20 owner
const runtimeAfter =
  '14606d57' + // equal: jump to 0x6d
  '600060005260206000f3' + // else return bytes32(0)
  '5b631626ba7e60e01b60005260206000f3' // 0x6d: return bytes32(0x1626ba7e)

/** The wallet's creation code for `owner`: copy the runtime out and return it. */
function contractWalletInitCode(owner: Address): Hex {
  const runtime = `${runtimeBefore}${owner.slice(2).toLowerCase()}${runtimeAfter}`
  const length = runtime.length / 2
  // PUSH1 len, DUP1, PUSH1 11 (where the runtime starts), PUSH1 0, CODECOPY, PUSH1 0, RETURN.
  const prefix = `60${length.toString(16).padStart(2, '0')}80600b6000396000f3`
  if (
    runtime.slice(0x13 * 2, 0x13 * 2 + 2) !== '5b' ||
    runtime.slice(0x6d * 2, 0x6d * 2 + 2) !== '5b'
  )
    throw new Error('contractWallet: a jump target is not a JUMPDEST')
  return `0x${prefix}${runtime}`
}

/** Deploys a wallet owned by `owner` from `deployerKey`'s account; resolves with its address. */
export async function deployContractWallet(parameters: {
  rpcUrl: string
  owner: Address
  deployerKey: Hex
}): Promise<Address> {
  const transport = http(parameters.rpcUrl)
  const wallet = createWalletClient({
    account: privateKeyToAccount(parameters.deployerKey),
    transport,
  })
  const hash = await wallet.sendTransaction({
    data: contractWalletInitCode(parameters.owner),
    chain: null,
  })
  const receipt = await waitForReceipt(createPublicClient({ transport }), { hash })
  if (receipt.status !== 'success' || !receipt.contractAddress)
    throw new Error(`deployContractWallet: the deployment failed (${hash})`)
  return getAddress(receipt.contractAddress)
}

/**
 * A wallet owned by `owner` that is not deployed: its CREATE2 address and the ERC-6492 wrapper
 * that deploys it through anvil's CREATE2 deployer before checking a signature.
 */
export function counterfactualContractWallet(parameters: { owner: Address; salt: number }) {
  const initCode = contractWalletInitCode(parameters.owner)
  const salt = pad(toHex(parameters.salt), { size: 32 })
  const address = getContractAddress({
    opcode: 'CREATE2',
    from: create2Deployer,
    salt,
    bytecode: initCode,
  })
  return {
    address,
    /** Wraps the owner's signature as ERC-6492: deployer, its calldata, the signature, magic. */
    wrap: (signature: Hex) =>
      serializeErc6492Signature({
        address: create2Deployer,
        data: concatHex([salt, initCode]),
        signature,
      }),
  }
}
