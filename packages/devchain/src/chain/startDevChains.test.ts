import { createPublicClient, erc20Abi, getContractAddress, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { compileEnsContracts } from '../ens/compileEnsContracts.js'
import { devAccounts } from './devAccounts.js'
import { devChainDefinitions } from './devChainDefinitions.js'
import { type StartDevChainsReturnType, startDevChains } from './startDevChains.js'

describe('startDevChains', () => {
  let devnet: StartDevChainsReturnType

  beforeAll(async () => {
    // solc's first compile (seconds, then cached on disk), as `npm start` has it before the chains.
    await compileEnsContracts()
    devnet = await startDevChains()
  })
  afterAll(() => devnet?.stop())

  test('default', () => {
    expect(
      devnet.chains.map(({ rpcUrl, token, ens, ...chain }) => ({ ...chain, symbol: token.symbol })),
    ).toMatchInlineSnapshot(`
      [
        {
          "accountAbstraction": {
            "entryPoint": "0x0000000071727De22E5E9d8BAf0edAc6f37da032",
            "sessionAccountImplementation": "0x7832082CfB17B5B3BD66847F50d4212b9E662944",
            "simpleAccountFactory": "0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985",
            "simpleAccountImplementation": "0x68641DE71cfEa5a5d0D29712449Ee254bb1400C2",
            "verifyingPaymaster": "0x375072600fF6e75d79ba279b943c071C88223eE9",
          },
          "chainId": 31337,
          "market": {
            "factory": "0xc46eF9C2547ACb3D11818bBC874395DB80835eA0",
            "router": "0x0c95773431D0be8091d14b4494CD93ccB855814b",
            "tokens": [
              {
                "address": "0x5FbDB2315678afecb367f032d93F642f64180aa3",
                "decimals": 18,
                "name": "Latchkey Dollar",
                "symbol": "LKD",
              },
              {
                "address": "0x20099558CD45C1343ED8860F67DAFfB62ca22F8d",
                "decimals": 18,
                "name": "Latchkey Euro",
                "symbol": "LKE",
              },
            ],
            "weth": "0x0F24ba2A491a29EA57Aa054df68F5cd8FDCC1226",
          },
          "name": "Latchkey Devnet",
          "nativeCurrency": {
            "decimals": 18,
            "name": "Ether",
            "symbol": "ETH",
          },
          "symbol": "LKD",
        },
        {
          "accountAbstraction": {
            "entryPoint": "0x0000000071727De22E5E9d8BAf0edAc6f37da032",
            "sessionAccountImplementation": "0x7832082CfB17B5B3BD66847F50d4212b9E662944",
            "simpleAccountFactory": "0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985",
            "simpleAccountImplementation": "0x68641DE71cfEa5a5d0D29712449Ee254bb1400C2",
            "verifyingPaymaster": "0x375072600fF6e75d79ba279b943c071C88223eE9",
          },
          "chainId": 31338,
          "market": {
            "factory": "0xc46eF9C2547ACb3D11818bBC874395DB80835eA0",
            "router": "0x0c95773431D0be8091d14b4494CD93ccB855814b",
            "tokens": [
              {
                "address": "0x5FbDB2315678afecb367f032d93F642f64180aa3",
                "decimals": 18,
                "name": "Latchkey Euro",
                "symbol": "LKE",
              },
              {
                "address": "0x20099558CD45C1343ED8860F67DAFfB62ca22F8d",
                "decimals": 18,
                "name": "Latchkey Dollar",
                "symbol": "LKD",
              },
            ],
            "weth": "0x0F24ba2A491a29EA57Aa054df68F5cd8FDCC1226",
          },
          "name": "Latchkey Devnet 2",
          "nativeCurrency": {
            "decimals": 18,
            "name": "Ether",
            "symbol": "ETH",
          },
          "symbol": "LKE",
        },
      ]
    `)
    expect(devnet.accounts).toBe(devAccounts)
  })

  test('behavior: each chain answers with its own chain id', async () => {
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getChainId()).toBe(chain.chainId)
    }
    expect(new Set(devnet.chains.map((chain) => chain.rpcUrl)).size).toBe(2)
  })

  test('behavior: the token is where devChainDefinitions says, and every dev account holds some', async () => {
    for (const chain of devnet.chains) {
      const definition = devChainDefinitions.find(({ id }) => id === chain.chainId)
      expect(chain.token).toEqual(definition?.token)
      expect(chain.token.address).toBe(
        getContractAddress({ from: devAccounts[0]!.address, nonce: 0n }),
      )
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const read = (functionName: 'name' | 'symbol' | 'decimals') =>
        client.readContract({ address: chain.token.address, abi: erc20Abi, functionName })
      expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([
        chain.token.name,
        chain.token.symbol,
        18,
      ])
      for (const account of devAccounts) {
        const balance = await client.readContract({
          address: chain.token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account.address],
        })
        expect(balance).toBe(parseEther('100000'))
        expect(await client.getBalance({ address: account.address })).toBeGreaterThan(
          parseEther('9999'),
        )
      }
    }
  })

  test('parameters: chains', async () => {
    const custom = await startDevChains({
      chains: [{ chainId: 31500, name: 'Custom', token: { name: 'Custom Token', symbol: 'CTK' } }],
    })
    try {
      expect(custom.chains).toHaveLength(1)
      expect(custom.chains[0]).toMatchObject({ chainId: 31500, name: 'Custom' })
      expect(custom.chains[0]?.token).toMatchObject({ name: 'Custom Token', symbol: 'CTK' })
    } finally {
      await custom.stop()
    }
    const none = await startDevChains({ chains: [] })
    expect(none.chains).toEqual([])
    await none.stop()
  })

  test('behavior: when one chain cannot start, none is left running', async () => {
    const port = Number(new URL(devnet.chains[0]!.rpcUrl).port)
    await expect(
      startDevChains({ chains: [{ chainId: 31501 }, { chainId: 31502, port }] }),
    ).rejects.toThrow(/Address already in use/)
  })
})
