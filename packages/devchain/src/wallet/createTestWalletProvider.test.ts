import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  stringToHex,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccounts } from '../chain/devAccounts.js'
import { type StartDevChainsReturnType, startDevChains } from '../chain/startDevChains.js'
import { waitForReceipt } from '../chain/waitForReceipt.js'
import {
  createTestWalletProvider,
  type TestWalletChain,
  type TestWalletEventMap,
  type TestWalletProvider,
} from './createTestWalletProvider.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { rpcRequest } from './rpcRequest.js'

let devnet: StartDevChainsReturnType
let chains: TestWalletChain[]
const [alice, bob] = devAccounts as [(typeof devAccounts)[0], (typeof devAccounts)[0]]

beforeAll(async () => {
  devnet = await startDevChains()
  chains = devnet.chains.map(({ chainId, name, rpcUrl, nativeCurrency }) => ({
    chainId,
    name,
    rpcUrl,
    nativeCurrency,
  }))
})
afterAll(() => devnet?.stop())

const client = (index = 0) => createPublicClient({ transport: http(devnet.chains[index]!.rpcUrl) })

/** A fresh wallet holding a fresh key, funded on both chains, so tests do not share nonces or balances. */
async function createWallet(options: { chains?: TestWalletChain[]; privateKey?: Hex } = {}) {
  const privateKey = options.privateKey ?? generatePrivateKey()
  for (const chain of devnet.chains)
    await rpcRequest(chain.rpcUrl, 'anvil_setBalance', [
      privateKeyToAddress(privateKey),
      toHex(parseEther('100')),
    ])
  const provider = createTestWalletProvider({ privateKey, chains: options.chains ?? chains })
  return { provider, address: privateKeyToAddress(privateKey), events: recordEvents(provider) }
}

function recordEvents(provider: TestWalletProvider) {
  const events: Array<[keyof TestWalletEventMap, unknown]> = []
  for (const name of ['connect', 'disconnect', 'accountsChanged', 'chainChanged'] as const)
    provider.on(name, (payload) => events.push([name, payload]))
  return events
}

async function connected() {
  const wallet = await createWallet()
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  wallet.events.length = 0
  return wallet
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(Error)
  expect(error).toBeInstanceOf(ProviderRpcError)
  return error as ProviderRpcError
}

describe('createTestWalletProvider', () => {
  test('default', async () => {
    const { provider, address, events } = await createWallet()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'net_version' })).toBe('31337')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [address]],
    ])
    expect(provider.controls.getState()).toMatchObject({ connected: true, chainId: 31337, address })
    expect(provider.controls.requests.map((request) => request.method)).toEqual([
      'eth_chainId',
      'net_version',
      'eth_accounts',
      'eth_requestAccounts',
      'eth_accounts',
    ])
  })

  test('behavior: personal_sign signs the message bytes', async () => {
    const { provider, address } = await connected()
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [stringToHex('Sign in to Latchkey'), address],
    })) as Hex
    expect(await verifyMessage({ address, message: 'Sign in to Latchkey', signature })).toBe(true)
    expect(await verifyMessage({ address, message: 'Something else', signature })).toBe(false)

    const text = (await provider.request({
      method: 'personal_sign',
      params: ['plain text', address],
    })) as Hex
    expect(await verifyMessage({ address, message: 'plain text', signature: text })).toBe(true)

    const error = await rejection(
      provider.request({ method: 'personal_sign', params: [stringToHex('hi'), bob.address] }),
    )
    expect(error.code).toBe(4100)
  })

  test('behavior: eth_signTypedData_v4 through a viem wallet client', async () => {
    const { provider, address } = await connected()
    const walletClient = createWalletClient({ account: address, transport: custom(provider) })
    const typedData = {
      domain: { name: 'Latchkey', version: '1', chainId: 31337, verifyingContract: bob.address },
      types: {
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'to', type: 'Person' },
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: {
        from: { name: 'Alice', wallet: address },
        to: { name: 'Bob', wallet: bob.address },
        contents: 'Hello, Bob!',
        amount: 10n ** 20n,
      },
    } as const
    const signature = await walletClient.signTypedData(typedData)
    expect(await verifyTypedData({ ...typedData, address, signature })).toBe(true)
    expect(provider.controls.requests.at(-1)?.method).toBe('eth_signTypedData_v4')

    const otherChain = { ...typedData, domain: { ...typedData.domain, chainId: 1 } }
    const error = await rejection(
      walletClient.signTypedData(otherChain).catch((e) => Promise.reject(e.cause ?? e)),
    )
    expect(error.code).toBe(-32602)
    expect(error.message).toMatch(/must match the active chainId/)
  })

  test('behavior: eth_sendTransaction of 1 ETH moves exactly 1 ETH', async () => {
    const { provider, address } = await connected()
    const recipient = privateKeyToAddress(generatePrivateKey())
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: recipient, value: toHex(parseEther('1')) }],
    })) as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await waitForReceipt(client(), { hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await client().getBalance({ address: recipient })).toBe(parseEther('1'))
    const transaction = await client().getTransaction({ hash })
    expect(transaction.type).toBe('eip1559')
    expect(transaction.chainId).toBe(31337)
  })

  test('behavior: an ERC-20 transfer through eth_sendTransaction', async () => {
    const provider = createTestWalletProvider({ privateKey: bob.privateKey, chains })
    const [from] = (await provider.request({ method: 'eth_requestAccounts' })) as Address[]
    const token = devnet.chains[0]!.token.address
    const recipient = privateKeyToAddress(generatePrivateKey())
    const balanceOf = (address: Address) =>
      client().readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    const before = await balanceOf(bob.address)
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from,
          to: token,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [recipient, 25n],
          }),
        },
      ],
    })) as Hex
    expect((await waitForReceipt(client(), { hash })).status).toBe('success')
    expect(await balanceOf(recipient)).toBe(25n)
    expect(await balanceOf(bob.address)).toBe(before - 25n)
  })

  test('behavior: a viem wallet client sends through the provider, twice at once', async () => {
    const { provider, address } = await connected()
    const walletClient = createWalletClient({ account: address, transport: custom(provider) })
    const recipient = privateKeyToAddress(generatePrivateKey())
    const hashes = await Promise.all([
      walletClient.sendTransaction({ to: recipient, value: 1n, chain: null }),
      walletClient.sendTransaction({ to: recipient, value: 2n, chain: null }),
    ])
    for (const hash of hashes)
      expect((await waitForReceipt(client(), { hash })).status).toBe('success')
    expect(await client().getBalance({ address: recipient })).toBe(3n)
  })

  test('behavior: legacy transactions keep their gas price', async () => {
    const { provider, address } = await connected()
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: bob.address, value: '0x1', gasPrice: toHex(5_000_000_000n) }],
    })) as Hex
    const transaction = await client().getTransaction({ hash })
    expect(transaction.type).toBe('legacy')
    expect(transaction.gasPrice).toBe(5_000_000_000n)
  })

  test('behavior: the chain error is passed through with its code', async () => {
    const { provider, address } = await connected()
    const reverted = await rejection(
      provider.request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: address,
            to: devnet.chains[0]!.token.address,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [bob.address, 1n],
            }),
          },
        ],
      }),
    )
    expect(reverted.code).toBe(3)
    expect(reverted.message).toMatch(/execution reverted/)
    expect(reverted.data).toMatch(/^0x/)

    const unknown = await rejection(provider.request({ method: 'latchkey_nothing' }))
    expect(unknown.code).toBe(-32601)

    const badTransaction = await rejection(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, value: 'lots' }],
      }),
    )
    expect(badTransaction.code).toBe(-32602)
  })

  test('behavior: reads are forwarded to the current chain', async () => {
    const { provider } = await createWallet()
    const blockNumber = await provider.request({ method: 'eth_blockNumber' })
    expect(BigInt(blockNumber as Hex)).toBe(await client().getBlockNumber())
    const balance = await provider.request({
      method: 'eth_getBalance',
      params: [alice.address, 'latest'],
    })
    expect(BigInt(balance as Hex)).toBe(await client().getBalance({ address: alice.address }))
  })

  test('behavior: wallet_switchEthereumChain emits chainChanged and reads follow', async () => {
    const { provider, events } = await createWallet()
    const probe = privateKeyToAddress(generatePrivateKey())
    await rpcRequest(devnet.chains[1]!.rpcUrl, 'anvil_setBalance', [probe, '0x7'])
    expect(await provider.request({ method: 'eth_getBalance', params: [probe, 'latest'] })).toBe(
      '0x0',
    )

    expect(
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a6a' }],
      }),
    ).toBe(null)
    expect(events.filter(([name]) => name === 'chainChanged')).toEqual([['chainChanged', '0x7a6a']])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(await provider.request({ method: 'eth_getBalance', params: [probe, 'latest'] })).toBe(
      '0x7',
    )

    // Switching to the current chain changes nothing.
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(events.filter(([name]) => name === 'chainChanged')).toHaveLength(1)
  })

  test('behavior: an unknown chain is 4902, and wallet_addEthereumChain then adds and switches', async () => {
    const { provider, address, events } = await createWallet({ chains: chains.slice(0, 1) })
    await provider.request({ method: 'eth_requestAccounts' })
    const unknown = await rejection(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    )
    expect(unknown.code).toBe(4902)
    expect(unknown.message).toMatch(/^Unrecognized chain ID "0x7a6a"/)

    const addition = {
      chainId: '0x7a6a',
      chainName: 'Latchkey Devnet 2',
      rpcUrls: [devnet.chains[1]!.rpcUrl],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      blockExplorerUrls: ['https://explorer.invalid'],
    }
    const wrongRpc = await rejection(
      provider.request({
        method: 'wallet_addEthereumChain',
        params: [{ ...addition, rpcUrls: [devnet.chains[0]!.rpcUrl] }],
      }),
    )
    expect(wrongRpc.code).toBe(-32602)
    expect(wrongRpc.message).toMatch(/does not match/)
    const badParams = await rejection(
      provider.request({
        method: 'wallet_addEthereumChain',
        params: [{ ...addition, chainId: '0x07a6a' }],
      }),
    )
    expect(badParams.code).toBe(-32602)
    const extraKey = await rejection(
      provider.request({
        method: 'wallet_addEthereumChain',
        params: [{ ...addition, color: 'red' }],
      }),
    )
    expect(extraKey.code).toBe(-32602)

    expect(await provider.request({ method: 'wallet_addEthereumChain', params: [addition] })).toBe(
      null,
    )
    expect(events.filter(([name]) => name === 'chainChanged')).toEqual([['chainChanged', '0x7a6a']])
    expect(provider.controls.getState().chains.map((chain) => chain.chainId)).toEqual([
      31337, 31338,
    ])
    expect(provider.controls.getState().chains[1]).toMatchObject({
      name: 'Latchkey Devnet 2',
      blockExplorerUrl: 'https://explorer.invalid',
    })
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: bob.address, value: '0x1' }],
    })) as Hex
    expect((await client(1).getTransaction({ hash })).chainId).toBe(31338)
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  test('behavior: rejectNextRequest fails one request with 4001, then the retry works', async () => {
    const { provider, address } = await createWallet()
    provider.controls.rejectNextRequest('eth_requestAccounts')
    const rejected = await rejection(provider.request({ method: 'eth_requestAccounts' }))
    expect(rejected.code).toBe(4001)
    expect(rejected.message).toBe('User rejected the request.')
    expect(provider.controls.getState().connected).toBe(false)
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])

    // Without a method, reads pass and the next request that asks the user fails.
    provider.controls.rejectNextRequest()
    await provider.request({ method: 'eth_chainId' })
    await provider.request({ method: 'eth_blockNumber' })
    const message = stringToHex('hello')
    expect(
      (await rejection(provider.request({ method: 'personal_sign', params: [message, address] })))
        .code,
    ).toBe(4001)
    expect(await provider.request({ method: 'personal_sign', params: [message, address] })).toMatch(
      /^0x/,
    )
  })

  test('behavior: signing and sending before connecting is 4100', async () => {
    const { provider, address } = await createWallet()
    const signing = await rejection(
      provider.request({ method: 'personal_sign', params: [stringToHex('hi'), address] }),
    )
    expect(signing.code).toBe(4100)
    expect(signing.message).toBe(
      'The requested account and/or method has not been authorized by the user.',
    )
    const typed = await rejection(
      provider.request({ method: 'eth_signTypedData_v4', params: [address, '{}'] }),
    )
    expect(typed.code).toBe(4100)
    const sending = await rejection(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: bob.address }],
      }),
    )
    expect(sending.code).toBe(4100)
  })

  test('behavior: methods that would let the node sign are refused', async () => {
    const { provider, address } = await connected()
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_sendCalls']) {
      const error = await rejection(provider.request({ method, params: [address, '0x00'] }))
      expect(error.code).toBe(4200)
    }
    const invalid = await rejection(provider.request({} as never))
    expect(invalid.code).toBe(-32600)
  })

  test('behavior: controls.disconnect emits accountsChanged and disconnect; connecting again emits connect', async () => {
    const { provider, address, events } = await connected()
    provider.controls.disconnect()
    expect(events.map(([name]) => name)).toEqual(['accountsChanged', 'disconnect'])
    expect(events[0]?.[1]).toEqual([])
    const disconnect = events[1]?.[1] as ProviderRpcError
    expect(disconnect).toBeInstanceOf(Error)
    expect(disconnect.code).toBe(4900)
    expect(provider.isConnected()).toBe(false)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])

    events.length = 0
    await provider.request({ method: 'eth_requestAccounts' })
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [address]],
    ])
    expect(provider.isConnected()).toBe(true)
  })

  test('behavior: controls.switchChain goes to a chain the site does not know', async () => {
    const { provider, events } = await connected()
    provider.controls.switchChain(1)
    expect(events).toEqual([['chainChanged', '0x1']])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect((await rejection(provider.request({ method: 'eth_blockNumber' }))).code).toBe(4901)
    provider.controls.switchChain(31338, { rpcUrl: devnet.chains[1]!.rpcUrl })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(provider.controls.getState().chains.map((chain) => chain.chainId)).toEqual([
      31337, 31338, 1,
    ])
  })

  test('behavior: controls.setAccount emits accountsChanged', async () => {
    const { provider, events } = await connected()
    provider.controls.setAccount(bob.privateKey)
    expect(events).toEqual([['accountsChanged', [bob.address]]])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([bob.address])
    expect(provider.controls.getState().address).toBe(bob.address)
  })

  test('behavior: permissions', async () => {
    const { provider, address, events } = await createWallet()
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([])
    const granted = await provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(granted).toMatchObject([
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [address] }],
      },
    ])
    expect(await provider.request({ method: 'wallet_getPermissions' })).toHaveLength(1)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(events.filter(([name]) => name === 'accountsChanged')).toEqual([
      ['accountsChanged', [address]],
      ['accountsChanged', []],
    ])
  })

  test('parameters: storage keeps the connection and the chain across a reload', async () => {
    const saved = new Map<string, string>()
    const storage = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: saved.set.bind(saved),
    }
    const privateKey = generatePrivateKey()
    const first = createTestWalletProvider({ privateKey, chains, storage })
    await first.request({ method: 'eth_requestAccounts' })
    await first.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })

    const reloaded = createTestWalletProvider({ privateKey, chains, storage })
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([
      privateKeyToAddress(privateKey),
    ])
    expect(await reloaded.request({ method: 'eth_chainId' })).toBe('0x7a6a')

    await reloaded.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    const again = createTestWalletProvider({ privateKey, chains, storage })
    expect(await again.request({ method: 'eth_accounts' })).toEqual([])
  })

  test('parameters: chainId', async () => {
    const provider = createTestWalletProvider({
      privateKey: alice.privateKey,
      chains,
      chainId: 31338,
    })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(() =>
      createTestWalletProvider({ privateKey: alice.privateKey, chains, chainId: 5 }),
    ).toThrow(/chain 5 is not among/)
  })
})
