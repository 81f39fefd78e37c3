// The wildcard resolver and our UniversalResolver's CCIP-read, on anvil, through viem's ENS
// actions. The gateway here is a small one of the test's own, answering a fixed table of names as
// the contract between the server and the chain says (the server's real gateway is tested in
// packages/server); what it signs and how, and the chain's checks of it, are the real ones.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  decodeErrorResult,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  encodeFunctionResult,
  encodePacked,
  type Hex,
  hexToBytes,
  http,
  keccak256,
  namehash,
  type PublicClient,
  parseAbi,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount, sign } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devAccounts } from '../chain/devAccounts.js'
import { type AnvilInstance, startAnvil } from '../chain/startAnvil.js'
import { compileEnsContracts } from './compileEnsContracts.js'
import { type DevEns, deployEns } from './deployEns.js'
import { devNameGatewayAccount } from './devNameGatewayAccount.js'
import { setDevNameGateway } from './setDevNameGateway.js'

const bobby = devAccounts[5]!.address
const carol = devAccounts[6]!.address
// Claims carol.latchkey.eth as its primary name, which resolves to carol.
const impostor = devAccounts[4]!.address
const alice = devAccounts[8]!.address

const forward: Record<string, { address: Address; text: Record<string, string> }> = {
  'bobby.latchkey.eth': { address: bobby, text: { description: 'Bobby on the dev chain' } },
  'carol.latchkey.eth': { address: carol, text: {} },
}
const primaryNames: Record<string, string> = {
  [bobby.toLowerCase()]: 'bobby.latchkey.eth',
  [carol.toLowerCase()]: 'carol.latchkey.eth',
  [impostor.toLowerCase()]: 'carol.latchkey.eth',
}

const resolveAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)'])
const profileAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
])

// How the test's gateway signs: the key, and how long from now its answers hold.
const gateway = { privateKey: devNameGatewayAccount.privateKey, lifetime: 300, requests: 0 }

/** "bobby.latchkey.eth" from its DNS wire form. */
function decodeDnsName(dns: Hex): string {
  const bytes = hexToBytes(dns)
  const labels: string[] = []
  for (let at = 0; bytes[at]; at += bytes[at]! + 1)
    labels.push(new TextDecoder().decode(bytes.subarray(at + 1, at + 1 + bytes[at]!)))
  return labels.join('.')
}

/** The answer to one `resolve(name, data)` call, per the names contract's section 2. */
function answer(request: Hex): Hex {
  const { args } = decodeFunctionData({ abi: resolveAbi, data: request })
  const name = decodeDnsName(args[0])
  const query = decodeFunctionData({ abi: profileAbi, data: args[1] })
  if (query.args[0] !== namehash(name)) throw new Error('The node is not the name’s.')
  const record = forward[name]
  const reverse = /^([0-9a-f]{40})\.default\.reverse$/.exec(name)
  switch (query.functionName) {
    case 'addr':
      return query.args.length === 1
        ? encodeFunctionResult({
            abi: profileAbi,
            functionName: 'addr',
            args: [query.args[0]],
            result: record?.address ?? '0x0000000000000000000000000000000000000000',
          } as never)
        : encodeAbiParameters([{ type: 'bytes' }], [record?.address ?? '0x'])
    case 'text':
      return encodeAbiParameters([{ type: 'string' }], [record?.text[query.args[1]] ?? ''])
    case 'name':
      return encodeAbiParameters([{ type: 'string' }], [primaryNames[`0x${reverse?.[1]}`] ?? ''])
  }
}

async function startGateway(): Promise<{ server: Server; url: string }> {
  const server = createServer(async (request, response) => {
    gateway.requests++
    const match = /^\/v1\/ccip\/(0x[0-9a-f]{40})\/(0x[0-9a-f]*)\.json$/.exec(request.url ?? '')
    const reply = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (!match) return reply(404, { message: 'Not found' })
    const sender = match[1] as Address
    const calldata = match[2] as Hex
    let result: Hex
    try {
      result = answer(calldata)
    } catch (error) {
      return reply(400, { message: (error as Error).message })
    }
    const expires = BigInt(Math.floor(Date.now() / 1000) + gateway.lifetime)
    const hash = keccak256(
      encodePacked(
        ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
        ['0x1900', sender, expires, keccak256(calldata), keccak256(result)],
      ),
    )
    const signature = await sign({ hash, privateKey: gateway.privateKey, to: 'hex' })
    const data = encodeAbiParameters(
      [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
      [result, expires, signature],
    )
    reply(200, { data })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { server, url: `http://127.0.0.1:${port}/v1/ccip/{sender}/{data}.json` }
}

/** The name of the error a resolver raised, which the UniversalResolver wraps in ResolverError. */
async function resolverErrorOf(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof BaseError)) throw new Error(`Expected a viem error, got ${error}`)
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
  if (!(reverted instanceof ContractFunctionRevertedError) || !reverted.data)
    throw new Error(`Expected a contract revert, got ${error.message}`)
  expect(reverted.data.errorName).toBe('ResolverError')
  const { abi } = (await compileEnsContracts()).offchainResolver
  return decodeErrorResult({ abi, data: reverted.data.args?.[0] as Hex }).errorName
}

let anvil: AnvilInstance
let ens: DevEns
let client: PublicClient
let gatewayServer: Server
let gatewayUrl: string

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31612 })
  ens = await deployEns({ rpcUrl: anvil.rpcUrl })
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
  ;({ server: gatewayServer, url: gatewayUrl } = await startGateway())
}, 60_000)
afterAll(async () => {
  gatewayServer?.close()
  await anvil?.stop()
})

describe('OffchainResolver', () => {
  test('behavior: without a gateway, the names under latchkey.eth do not resolve', async () => {
    const universalResolverAddress = ens.universalResolver
    expect(
      await client.getEnsAddress({ name: 'bobby.latchkey.eth', universalResolverAddress }),
    ).toBeNull()
    expect(
      await resolverErrorOf(
        client.getEnsAddress({
          name: 'bobby.latchkey.eth',
          universalResolverAddress,
          strict: true,
        }),
      ),
    ).toBe('GatewayNotSet')
  })

  test('default: the resolver of latchkey.eth and default.reverse, an ENSIP-10 resolver', async () => {
    const resolverOf = async (name: string) =>
      (
        await client.readContract({
          address: ens.universalResolver,
          abi: parseAbi([
            'function findResolver(bytes name) view returns (address, bytes32, uint256)',
          ]),
          functionName: 'findResolver',
          args: [toHex(packetToBytes(name))],
        })
      )[0]
    expect(await resolverOf('latchkey.eth')).toBe(ens.nameResolver)
    expect(await resolverOf('bobby.latchkey.eth')).toBe(ens.nameResolver)
    expect(await resolverOf(`${bobby.slice(2).toLowerCase()}.default.reverse`)).toBe(
      ens.nameResolver,
    )
    const supports = (interfaceId: Hex) =>
      client.readContract({
        address: ens.nameResolver,
        abi: parseAbi(['function supportsInterface(bytes4) view returns (bool)']),
        functionName: 'supportsInterface',
        args: [interfaceId],
      })
    expect(await supports('0x9061b923')).toBe(true)
    expect(await supports('0x01ffc9a7')).toBe(true)
    expect(await supports('0x3b3b57de')).toBe(false)
  })

  test('behavior: only the owner sets the gateway', async () => {
    const { abi } = (await compileEnsContracts()).offchainResolver
    const stranger = createWalletClient({
      account: privateKeyToAccount(devAccounts[0]!.privateKey),
      transport: http(anvil.rpcUrl),
    })
    await expect(
      client.simulateContract({
        account: stranger.account,
        address: ens.nameResolver,
        abi,
        functionName: 'setUrls',
        args: [['http://127.0.0.1:1/{sender}/{data}.json']],
      }),
    ).rejects.toThrow(/Unauthorized/)
    await expect(
      setDevNameGateway({
        rpcUrl: anvil.rpcUrl,
        ens,
        url: 'ftp://127.0.0.1/{data}',
        signer: devNameGatewayAccount.address,
      }),
    ).rejects.toThrow('setDevNameGateway: "ftp://127.0.0.1/{data}" is not an http(s) URL.')
  })

  describe('with the gateway', () => {
    beforeAll(async () => {
      await setDevNameGateway({
        rpcUrl: anvil.rpcUrl,
        ens,
        url: gatewayUrl,
        signer: devNameGatewayAccount.address,
      })
    })

    test('behavior: the resolver alone answers through CCIP-read, checked', async () => {
      const name = 'bobby.latchkey.eth'
      const data = encodeFunctionData({
        abi: resolveAbi,
        functionName: 'resolve',
        args: [
          toHex(packetToBytes(name)),
          encodeFunctionData({ abi: profileAbi, functionName: 'addr', args: [namehash(name)] }),
        ],
      })
      const result = await client.call({ to: ens.nameResolver, data })
      expect(result.data).toBe(
        encodeAbiParameters(
          [{ type: 'bytes' }],
          [encodeAbiParameters([{ type: 'address' }], [bobby])],
        ),
      )
    })

    test('behavior: viem resolves a name under latchkey.eth through our UniversalResolver', async () => {
      const universalResolverAddress = ens.universalResolver
      const before = gateway.requests
      expect(
        await client.getEnsAddress({ name: 'bobby.latchkey.eth', universalResolverAddress }),
      ).toBe(bobby)
      expect(gateway.requests).toBe(before + 1)
      expect(
        await client.getEnsText({
          name: 'bobby.latchkey.eth',
          key: 'description',
          universalResolverAddress,
        }),
      ).toBe('Bobby on the dev chain')
      expect(
        await client.getEnsText({
          name: 'bobby.latchkey.eth',
          key: 'url',
          universalResolverAddress,
        }),
      ).toBeNull()
      expect(
        await client.getEnsAddress({ name: 'nobody.latchkey.eth', universalResolverAddress }),
      ).toBeNull()
    })

    test('parameters: resolve and reverse without gateways (viem runs the batch gateway)', async () => {
      const abi = parseAbi([
        'function resolve(bytes name, bytes data) view returns (bytes, address)',
        'function reverse(bytes lookupAddress, uint256 coinType) view returns (string, address, address)',
      ])
      const name = 'bobby.latchkey.eth'
      const [answer, resolver] = await client.readContract({
        address: ens.universalResolver,
        abi,
        functionName: 'resolve',
        args: [
          toHex(packetToBytes(name)),
          encodeFunctionData({ abi: profileAbi, functionName: 'addr', args: [namehash(name)] }),
        ],
      })
      expect(answer).toBe(encodeAbiParameters([{ type: 'address' }], [bobby]))
      expect(resolver).toBe(ens.nameResolver)
      expect(
        await client.readContract({
          address: ens.universalResolver,
          abi,
          functionName: 'reverse',
          args: [bobby, 60n],
        }),
      ).toEqual([name, ens.nameResolver, ens.nameResolver])
    })

    test('behavior: the primary name from default.reverse, checked forward', async () => {
      const universalResolverAddress = ens.universalResolver
      const before = gateway.requests
      expect(await client.getEnsName({ address: bobby, universalResolverAddress })).toBe(
        'bobby.latchkey.eth',
      )
      // The reverse record, then the forward check: two lookups in one call.
      expect(gateway.requests).toBe(before + 2)
      expect(
        await client.getEnsName({ address: devAccounts[7]!.address, universalResolverAddress }),
      ).toBeNull()
    })

    test('behavior: a primary name whose forward address disagrees is refused', async () => {
      const universalResolverAddress = ens.universalResolver
      expect(await client.getEnsName({ address: carol, universalResolverAddress })).toBe(
        'carol.latchkey.eth',
      )
      expect(await client.getEnsName({ address: impostor, universalResolverAddress })).toBeNull()
      await expect(
        client.getEnsName({ address: impostor, universalResolverAddress, strict: true }),
      ).rejects.toThrow(/ReverseAddressMismatch/)
    })

    test('behavior: an answer signed by another key is refused', async () => {
      const universalResolverAddress = ens.universalResolver
      gateway.privateKey = generatePrivateKey()
      try {
        expect(
          await client.getEnsAddress({ name: 'bobby.latchkey.eth', universalResolverAddress }),
        ).toBeNull()
        expect(
          await resolverErrorOf(
            client.getEnsAddress({
              name: 'bobby.latchkey.eth',
              universalResolverAddress,
              strict: true,
            }),
          ),
        ).toBe('SignerNotAuthorized')
        expect(await client.getEnsName({ address: bobby, universalResolverAddress })).toBeNull()
      } finally {
        gateway.privateKey = devNameGatewayAccount.privateKey
      }
    })

    test('behavior: an expired answer is refused', async () => {
      const universalResolverAddress = ens.universalResolver
      gateway.lifetime = -3600
      try {
        expect(
          await resolverErrorOf(
            client.getEnsAddress({
              name: 'bobby.latchkey.eth',
              universalResolverAddress,
              strict: true,
            }),
          ),
        ).toBe('ResponseExpired')
      } finally {
        gateway.lifetime = 300
      }
    })

    test('behavior: a gateway that fails answers no name', async () => {
      const universalResolverAddress = ens.universalResolver
      const setUrl = (url: string) =>
        setDevNameGateway({ rpcUrl: anvil.rpcUrl, ens, url, signer: devNameGatewayAccount.address })
      await setUrl(gatewayUrl.replace('/v1/ccip/', '/elsewhere/'))
      try {
        expect(
          await client.getEnsAddress({ name: 'bobby.latchkey.eth', universalResolverAddress }),
        ).toBeNull()
        await expect(
          client.getEnsAddress({
            name: 'bobby.latchkey.eth',
            universalResolverAddress,
            strict: true,
          }),
        ).rejects.toThrow(/HttpError/)
      } finally {
        await setUrl(gatewayUrl)
      }
      expect(
        await client.getEnsAddress({ name: 'bobby.latchkey.eth', universalResolverAddress }),
      ).toBe(bobby)
    })

    test('behavior: alice.eth resolves on chain as before, without the gateway', async () => {
      const universalResolverAddress = ens.universalResolver
      const before = gateway.requests
      expect(await client.getEnsAddress({ name: 'alice.eth', universalResolverAddress })).toBe(
        alice,
      )
      expect(await client.getEnsName({ address: alice, universalResolverAddress })).toBe(
        'alice.eth',
      )
      expect(gateway.requests).toBe(before)
    })
  })
})
