import { createPublicClient, erc721Abi, http } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { deployNft } from './deployNft.js'
import { type AnvilInstance, startAnvil } from './startAnvil.js'

let anvil: AnvilInstance
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31610 })
})
afterAll(() => anvil?.stop())

describe('deployNft', () => {
  test('default: one token each, ids in order', async () => {
    const [first, second] = [0, 1].map(() => privateKeyToAddress(generatePrivateKey()))
    const nft = await deployNft({
      rpcUrl: anvil.rpcUrl,
      name: 'Latchkey Cats',
      symbol: 'CAT',
      mintTo: [first!, second!],
    })
    expect(nft).toMatchObject({ name: 'Latchkey Cats', symbol: 'CAT', tokenIds: [0n, 1n] })
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const ownerOf = (tokenId: bigint) =>
      client.readContract({
        address: nft.address,
        abi: erc721Abi,
        functionName: 'ownerOf',
        args: [tokenId],
      })
    expect([await ownerOf(0n), await ownerOf(1n)]).toEqual([first, second])
  })
})
