import {
  type Address,
  type Chain,
  concat,
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

const accountAbi = parseAbi(['function execute(address dest, uint256 value, bytes func)'])

/**
 * The user's smart account as the dapp's session key drives it, for viem's bundler client: after
 * `grantPermissions`, `createBundlerClient({ account: await toSessionKeyAccount(...), client,
 * transport: http(bundlerUrl) }).sendUserOperation({ calls: [call] })` sends one call the grant
 * allows with no prompt; the account checks the contract, function, limits and expiry on chain.
 * The key signs each user operation as `key ‖ signature` (Latchkey's session account); one call
 * per operation, and the account must be deployed (the grant deployed it).
 */
export function toSessionKeyAccount(parameters: {
  client: PublicClient<Transport, Chain>
  /** The user's smart account (the address the grant answered). */
  address: Address
  /** The key the grant named. */
  sessionKey: LocalAccount
}): Promise<SmartAccount> {
  const { client, address, sessionKey } = parameters
  const chainId = client.chain.id
  const refuse = async (): Promise<never> => {
    throw new Error('A session key signs only user operations within its grant')
  }
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' },
    async decodeCalls(data) {
      const { args } = decodeFunctionData({ abi: accountAbi, data })
      return [{ to: args[0], value: args[1], data: args[2] }]
    },
    async encodeCalls(calls) {
      const [call] = calls
      if (!call || calls.length > 1)
        throw new Error('A session key makes one call per user operation')
      return encodeFunctionData({
        abi: accountAbi,
        functionName: 'execute',
        args: [call.to, call.value ?? 0n, call.data ?? '0x'],
      })
    },
    getAddress: async () => address,
    // Deployed by the grant: no factory.
    getFactoryArgs: async () => ({ factory: undefined, factoryData: undefined }),
    // The key and a well-formed signature of the right length, so gas estimates cover the real one.
    getStubSignature: async () =>
      concat([
        sessionKey.address,
        '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c',
      ]),
    // The session path's validation (rules, counters, signature, prefund; no factory) is fixed:
    // a set budget, since the bundler's estimate runs it with no prefund, so the counters do not
    // change there and the first write of the real run is missed.
    userOperation: { estimateGas: async () => ({ verificationGasLimit: 150_000n }) },
    signMessage: refuse,
    signTypedData: refuse,
    async signUserOperation(operation) {
      const { chainId: operationChainId, ...rest } = operation
      const hash = getUserOperationHash({
        userOperation: { ...rest, sender: address, signature: '0x' },
        entryPointAddress: entryPoint07Address,
        entryPointVersion: '0.7',
        chainId: operationChainId ?? chainId,
      })
      return concat([sessionKey.address, await sessionKey.signMessage({ message: { raw: hash } })])
    },
  })
}
