// Sign-in with a smart account over real HTTP: permissionless's SimpleAccount (ERC-4337 v0.7's
// reference account, deployed the way the dev chains have it) on a real anvil node, before its
// deployment (the owner's signature in an ERC-6492 wrapper carrying the factory call) and after
// (the owner's plain signature), as the embedded wallet's smart account signs; and, upgraded to the
// session account, through its ERC-1271 isValidSignature.

import {
  type AnvilInstance,
  accountAbstractionAddresses,
  deployAccountAbstraction,
  devAccounts,
  sessionAccountImplementation,
  startAnvil,
} from '@latchkey/devchain'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  type Address,
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
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type SIWXTestServer, startSIWXTestServer } from '../../test/startSIWXTestServer.js'
import { verifySimpleAccountSignature } from '../namespaces/verifySimpleAccountSignature.js'

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

/** Sends `from`'s transaction calling the function `signature` at `address`; waits for success. */
async function write(
  from: PrivateKeyAccount,
  address: Address,
  signature: string,
  args: readonly unknown[],
) {
  const wallet = createWalletClient({ account: from, chain, transport: http(anvil.rpcUrl) })
  const abi = parseAbi([signature])
  const hash = await wallet.writeContract({ address, abi, args } as never)
  expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe(
    'success',
  )
}

/** The owner's SimpleAccount at `index`, deployed through the factory. */
async function deployedAccount(index: bigint) {
  const account = await simpleAccount(index)
  await write(
    privateKeyToAccount(devAccounts[6]!.privateKey),
    accountAbstractionAddresses.simpleAccountFactory,
    'function createAccount(address owner, uint256 salt) returns (address)',
    [owner.address, index],
  )
  expect(await client.getCode({ address: account.address })).toMatch(/^0x./)
  return account
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
    const account = await deployedAccount(1n)

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

  test('behavior: a deployed account answering ERC-1271 signs in through isValidSignature; a wrong signature is refused', async () => {
    // The session account (a grant's upgrade) answers ERC-1271 for its owner's signatures.
    const account = await deployedAccount(3n)
    await write(
      owner,
      account.address,
      'function upgradeToAndCall(address implementation, bytes data) payable',
      [sessionAccountImplementation, '0x'],
    )
    const message = await messageFor(account.address)
    const signature = await owner.signMessage({ message })
    // Not the reference SimpleAccount any more: only the chain's ERC-1271 answer can accept it.
    expect(
      await verifySimpleAccountSignature({ address: account.address, message, signature, client }),
    ).toBe(false)
    const verified = await verify(message, signature)
    expect(verified.status).toBe(200)
    expect(verified.body.session.address).toBe(account.address)

    const other = await messageFor(account.address)
    expect(await verify(other, await stranger.signMessage({ message: other }))).toEqual(refused)
    // The owner's signature of another message is not this one's either.
    const third = await messageFor(account.address)
    expect(await verify(third, signature)).toEqual(refused)
  })
})
