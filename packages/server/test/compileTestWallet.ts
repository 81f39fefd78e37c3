// A tiny ERC-1271 smart account for the name service's tests, compiled with solc 0.8 (the
// devchain package's, as its UniversalResolver is): `isValidSignature(hash, signature)` answers
// the magic value when the 65-byte signature recovers to the owner given at deployment.

import { createRequire } from 'node:module'
import { join } from 'node:path'
import {
  type Abi,
  type Address,
  concatHex,
  encodeDeployData,
  getContractAddress,
  type Hex,
  pad,
  serializeErc6492Signature,
  toHex,
} from 'viem'

const source = `
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract TestWallet {
  address public immutable owner;

  constructor(address owner_) {
    owner = owner_;
  }

  function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
    if (signature.length != 65) return 0xffffffff;
    bytes32 r = bytes32(signature[0:32]);
    bytes32 s = bytes32(signature[32:64]);
    uint8 v = uint8(signature[64]);
    return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}
`

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/** The CREATE2 deployer every anvil node has (Arachnid's deterministic deployment proxy). */
const create2Deployer: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

let compiled: { abi: Abi; bytecode: Hex } | undefined

/** The wallet's ABI and creation code, compiled on first use (about a second). */
export function compileTestWallet(): { abi: Abi; bytecode: Hex } {
  if (compiled) return compiled
  // solc 0.8 is a dependency of the devchain package (the workspace root's is an older one).
  const devchain = join(import.meta.dirname, '../../devchain/package.json')
  const solc = createRequire(devchain)('solc') as { compile(input: string): string }
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'TestWallet.sol': { content: source } },
        settings: {
          evmVersion: 'paris',
          outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
        },
      }),
    ),
  ) as SolcOutput
  const contract = output.contracts?.['TestWallet.sol']?.TestWallet
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (!contract || errors.length > 0)
    throw new Error(
      `compileTestWallet: ${errors.map((error) => error.formattedMessage).join('\n')}`,
    )
  compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  return compiled
}

/**
 * A wallet of `owner` not yet deployed: its CREATE2 address through anvil's deployer, and the
 * ERC-6492 wrapper of an owner's signature that deploys it before the check.
 */
export function counterfactualTestWallet(owner: Address, salt: number) {
  const { abi, bytecode } = compileTestWallet()
  const initCode = encodeDeployData({ abi, bytecode, args: [owner] })
  const saltHex = pad(toHex(salt), { size: 32 })
  return {
    address: getContractAddress({
      opcode: 'CREATE2',
      from: create2Deployer,
      salt: saltHex,
      bytecode: initCode,
    }),
    wrap: (signature: Hex) =>
      serializeErc6492Signature({
        address: create2Deployer,
        data: concatHex([saltHex, initCode]),
        signature,
      }),
  }
}
