import {
  type Address,
  type Chain,
  decodeFunctionData,
  encodeFunctionData,
  type LocalAccount,
  type PublicClient,
  parseAbi,
  type Transport,
} from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  type SmartAccount,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'

/** The reference SimpleAccountFactory (v0.7) at its canonical address, as on the dev chains. */
export const simpleAccountFactoryAddress: Address = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'

const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])

/**
 * The reference SimpleAccount (ERC-4337 v0.7) owned by `owner`, salt 0, as a viem smart account:
 * its address is the factory's counterfactual one; the first user operation deploys it.
 */
export function toSimpleAccount(parameters: {
  client: PublicClient<Transport, Chain>
  owner: LocalAccount
}): Promise<SmartAccount> {
  const { client, owner } = parameters
  const chainId = client.chain?.id
  if (chainId === undefined) throw new Error('The smart account needs a chain')
  const factoryData = encodeFunctionData({
    abi: factoryAbi,
    functionName: 'createAccount',
    args: [owner.address, 0n],
  })
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' },
    async decodeCalls(data) {
      const call = decodeFunctionData({ abi: accountAbi, data })
      if (call.functionName === 'execute')
        return [{ to: call.args[0], value: call.args[1], data: call.args[2] }]
      const [targets, values, datas] = call.args
      return targets.map((to, index) => ({ to, value: values[index], data: datas[index] }))
    },
    async encodeCalls(calls) {
      const [only] = calls
      if (only && calls.length === 1)
        return encodeFunctionData({
          abi: accountAbi,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      return encodeFunctionData({
        abi: accountAbi,
        functionName: 'executeBatch',
        args: [
          calls.map((call) => call.to),
          calls.map((call) => call.value ?? 0n),
          calls.map((call) => call.data ?? '0x'),
        ],
      })
    },
    getAddress: () =>
      readContract(client, {
        address: simpleAccountFactoryAddress,
        abi: factoryAbi,
        functionName: 'getAddress',
        args: [owner.address, 0n],
      }),
    async getFactoryArgs() {
      return { factory: simpleAccountFactoryAddress, factoryData }
    },
    // A well-formed ECDSA signature of the right length, so gas estimates cover the real one.
    async getStubSignature() {
      return '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'
    },
    // The owner's signature; viem wraps it in ERC-6492 while the account is not deployed.
    signMessage: ({ message }) => owner.signMessage({ message }),
    signTypedData: (typedData) => owner.signTypedData(typedData),
    // SimpleAccount checks the owner's EIP-191 signature of the user operation's hash.
    async signUserOperation(operation) {
      const { chainId: _chain, ...rest } = operation
      const sender =
        operation.sender ??
        (await readContract(client, {
          address: simpleAccountFactoryAddress,
          abi: factoryAbi,
          functionName: 'getAddress',
          args: [owner.address, 0n],
        }))
      const hash = getUserOperationHash({
        userOperation: { ...rest, sender, signature: '0x' },
        entryPointAddress: entryPoint07Address,
        entryPointVersion: '0.7',
        chainId: operation.chainId ?? chainId,
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}
