// Sign-in with a smart account over real HTTP: permissionless's SimpleAccount (ERC-4337 v0.7's
// reference account, deployed the way the dev chains have it) on a real anvil node, before its
// deployment (the owner's signature in an ERC-6492 wrapper carrying the factory call) and after
// (the owner's plain signature), as the embedded wallet's smart account signs.

import {
  type AnvilInstance,
  accountAbstractionAddresses,
  deployAccountAbstraction,
  devAccounts,
  startAnvil,
} from '@latchkey/devchain'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  serializeErc6492Signature,
} from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type SIWXTestServer, startSIWXTestServer } from '../../test/startSIWXTestServer.js'

const owner = privateKeyToAccount(devAccounts[4]!.privateKey)
const stranger = privateKeyToAccount(devAccounts[5]!.privateKey)
const chain = defineChain({
  id: 31337,
  name: 'dev',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

let anvil: AnvilInstance
let siwx: SIWXTestServer
let client: PublicClient
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl })
  client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  siwx = await startSIWXTestServer({ caipNetworkId: 'eip155:31337', rpcUrl: anvil.rpcUrl })
})
afterAll(async () => {
  await siwx?.stop()
  await anvil?.stop()
})

const messageFor = (accountAddress: string) => siwx.message(accountAddress)
const verify = (message: string, signature: Hex) => siwx.verify(message, signature)
const refused = {
  status: 401,
  body: { error: { code: 'SIWX_INVALID_SIGNATURE', message: expect.any(String) } },
}

function simpleAccount(index: bigint) {
  return toSimpleSmartAccount({
    client,
    owner,
    index,
    entryPoint: { address: entryPoint07Address, version: '0.7' },
  })
}

describe('SIWX with a smart account', () => {
  test('behavior: a counterfactual SimpleAccount signs in through ERC-6492, nothing deployed', async () => {
    const account = await simpleAccount(0n)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    const { factory, factoryData } = await account.getFactoryArgs()
    expect(factory).toBe(accountAbstractionAddresses.simpleAccountFactory)
    const wrap = (signature: Hex) =>
      serializeErc6492Signature({ address: factory!, data: factoryData!, signature })

    const message = await messageFor(account.address)
    const verified = await verify(message, wrap(await owner.signMessage({ message })))
    expect(verified.status).toBe(200)
    expect(verified.body.session.address).toBe(account.address)
    expect(await client.getCode({ address: account.address })).toBeUndefined()

    // Another key's signature in the same wrapper is not the account's.
    const other = await messageFor(account.address)
    expect(await verify(other, wrap(await stranger.signMessage({ message: other })))).toEqual(
      refused,
    )
  })

  test('behavior: a deployed SimpleAccount signs in through its owner', async () => {
    const account = await simpleAccount(1n)
    const wallet = createWalletClient({
      account: privateKeyToAccount(devAccounts[6]!.privateKey),
      chain,
      transport: http(anvil.rpcUrl),
    })
    const hash = await wallet.writeContract({
      address: accountAbstractionAddresses.simpleAccountFactory,
      abi: parseAbi(['function createAccount(address owner, uint256 salt) returns (address)']),
      functionName: 'createAccount',
      args: [owner.address, 1n],
    })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe(
      'success',
    )
    expect(await client.getCode({ address: account.address })).toMatch(/^0x./)

    const message = await messageFor(account.address)
    const verified = await verify(message, await owner.signMessage({ message }))
    expect(verified.status).toBe(200)
    expect(verified.body.session.address).toBe(account.address)

    const other = await messageFor(account.address)
    expect(await verify(other, await stranger.signMessage({ message: other }))).toEqual(refused)
  })

  test('errors: a wrapper whose factory call leads to another account is refused', async () => {
    const mine = await simpleAccount(2n)
    const theirs = await toSimpleSmartAccount({
      client,
      owner: stranger,
      index: 2n,
      entryPoint: { address: entryPoint07Address, version: '0.7' },
    })
    // The stranger's own deployment, offered for the owner's account: it does not lead there.
    const { factory, factoryData } = await theirs.getFactoryArgs()
    const message = await messageFor(mine.address)
    const signature = serializeErc6492Signature({
      address: factory!,
      data: factoryData!,
      signature: await stranger.signMessage({ message }),
    })
    expect(await verify(message, signature)).toEqual(refused)
  })
})
