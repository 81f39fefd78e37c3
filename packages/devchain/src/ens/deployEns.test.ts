import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, createWalletClient, http, namehash, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccounts } from '../chain/devAccounts.js'
import { type AnvilInstance, startAnvil } from '../chain/startAnvil.js'
import { waitForReceipt } from '../chain/waitForReceipt.js'
import { type DevEns, deployEns } from './deployEns.js'
import { devEnsAccount } from './devEnsAccount.js'
import { devEnsAvatarSvg } from './devEnsAvatarSvg.js'
import { ensRegistryAddress } from './ensRegistryAddress.js'
import { readEnsArtifact } from './readEnsArtifact.js'
import { setDevEnsText } from './setDevEnsText.js'

let anvil: AnvilInstance
let ens: DevEns
let client: PublicClient
let imageServer: Server
let avatarUrl: string
const alice = devAccounts[8]!.address

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31611 })
  ens = await deployEns({ rpcUrl: anvil.rpcUrl })
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
  // viem's getEnsAvatar checks that an http avatar answers with an image type.
  imageServer = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(devEnsAvatarSvg)
  })
  await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve))
  avatarUrl = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}/alice.svg`
}, 60_000)
afterAll(async () => {
  imageServer?.close()
  await anvil?.stop()
})

describe('deployEns', () => {
  test('default: the registry at the canonical address, owned by the dev stack', async () => {
    expect(ens.registry).toBe(ensRegistryAddress)
    const { abi } = await readEnsArtifact('@ensdomains/ens/build/contracts/ENSRegistry.json')
    const owner = (name: string) =>
      client.readContract({
        address: ens.registry,
        abi,
        functionName: 'owner',
        args: [namehash(name)],
      })
    expect(await owner('eth')).toBe(ens.ethRegistrar)
    expect(await owner('addr.reverse')).toBe(ens.reverseRegistrar)
    expect(ens.parentName).toBe('latchkey.eth')
    expect(await owner('latchkey.eth')).not.toBe('0x0000000000000000000000000000000000000000')
  })

  test('behavior: viem resolves alice.eth through our UniversalResolver', async () => {
    const universalResolverAddress = ens.universalResolver
    expect(await client.getEnsAddress({ name: 'alice.eth', universalResolverAddress })).toBe(alice)
    expect(await client.getEnsName({ address: alice, universalResolverAddress })).toBe('alice.eth')
  })

  test('behavior: names without records resolve to null', async () => {
    const universalResolverAddress = ens.universalResolver
    expect(await client.getEnsAddress({ name: 'nobody.eth', universalResolverAddress })).toBeNull()
    // Registered with a resolver but no address record.
    expect(
      await client.getEnsAddress({ name: 'latchkey.eth', universalResolverAddress }),
    ).toBeNull()
    expect(
      await client.getEnsName({ address: devAccounts[7]!.address, universalResolverAddress }),
    ).toBeNull()
  })

  test('behavior: the avatar text record, read by getEnsAvatar', async () => {
    const universalResolverAddress = ens.universalResolver
    await setDevEnsText({
      rpcUrl: anvil.rpcUrl,
      ens,
      name: 'alice.eth',
      key: 'avatar',
      value: avatarUrl,
    })
    expect(
      await client.getEnsText({ name: 'alice.eth', key: 'avatar', universalResolverAddress }),
    ).toBe(avatarUrl)
    expect(await client.getEnsAvatar({ name: 'alice.eth', universalResolverAddress })).toBe(
      avatarUrl,
    )
  })

  test('behavior: a primary name whose forward record disagrees is refused', async () => {
    const universalResolverAddress = ens.universalResolver
    const { abi } = await readEnsArtifact(
      '@ensdomains/resolver/build/contracts/PublicResolver.json',
    )
    const wallet = createWalletClient({
      account: privateKeyToAccount(devEnsAccount.privateKey),
      transport: http(anvil.rpcUrl),
    })
    // Point alice.eth elsewhere: her reverse record no longer holds.
    const setAddr = async (address: string) => {
      const hash = await wallet.writeContract({
        abi,
        address: ens.publicResolver,
        functionName: 'setAddr',
        args: [namehash('alice.eth'), address],
        gas: 200_000n,
        chain: null,
      })
      await waitForReceipt(client, { hash })
    }
    await setAddr(devAccounts[7]!.address)
    try {
      expect(await client.getEnsName({ address: alice, universalResolverAddress })).toBeNull()
      await expect(
        client.getEnsName({ address: alice, universalResolverAddress, strict: true }),
      ).rejects.toThrow(/ReverseAddressMismatch/)
    } finally {
      await setAddr(alice)
    }
    expect(await client.getEnsName({ address: alice, universalResolverAddress })).toBe('alice.eth')
  })

  test('parameters: names must sit directly under .eth', async () => {
    await expect(
      deployEns({ rpcUrl: anvil.rpcUrl, names: [{ name: 'a.b.eth', address: alice }] }),
    ).rejects.toThrow('"a.b.eth" is not a name directly under .eth')
  })
})
