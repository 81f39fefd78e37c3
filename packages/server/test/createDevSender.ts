// Sends real transactions on the dev chains for the data API's tests: native and ERC-20
// transfers signed with local keys, one at a time (anvil mines each at once).
import type { DevChain } from '@latchkey/devchain'
import { waitForReceipt } from '@latchkey/devchain'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  erc721Abi,
  type Hex,
  http,
  type TransactionReceipt,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** Sends transfers on one dev chain. */
export type DevSender = {
  chainId: number
  /** Sends `value` wei; `gas` skips estimation (to mine a transaction that reverts). */
  sendNative(from: Hex, to: Address, value: bigint, gas?: bigint): Promise<TransactionReceipt>
  sendToken(from: Hex, token: Address, to: Address, amount: bigint): Promise<TransactionReceipt>
  sendNft(from: Hex, nft: Address, to: Address, tokenId: bigint): Promise<TransactionReceipt>
  /** Mines `count` empty blocks at once. */
  mine(count: number): Promise<void>
  /** Sets the timestamp (seconds) of the next block. */
  setNextBlockTimestamp(seconds: number): Promise<void>
  /** The latest block's number and timestamp (seconds). */
  latestBlock(): Promise<{ number: bigint; timestamp: number }>
}

/** A sender for `chain`. */
export function createDevSender(chain: Pick<DevChain, 'chainId' | 'rpcUrl'>): DevSender {
  const definition = defineChain({
    id: chain.chainId,
    name: `dev ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const client = createPublicClient({
    chain: definition,
    transport: http(chain.rpcUrl),
    pollingInterval: 10,
  })
  const wallet = (key: Hex) =>
    createWalletClient({
      account: privateKeyToAccount(key),
      chain: definition,
      transport: http(chain.rpcUrl),
    })
  const mined = (hash: Hex) => waitForReceipt(client, { hash })
  return {
    chainId: chain.chainId,
    async sendNative(from, to, value, gas) {
      return mined(await wallet(from).sendTransaction({ to, value, ...(gas ? { gas } : {}) }))
    },
    async sendToken(from, token, to, amount) {
      return mined(
        await wallet(from).writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
        }),
      )
    },
    async sendNft(from, nft, to, tokenId) {
      const sender = wallet(from)
      return mined(
        await sender.writeContract({
          address: nft,
          abi: erc721Abi,
          functionName: 'transferFrom',
          args: [sender.account.address, to, tokenId],
        }),
      )
    },
    async mine(count) {
      await client.request({ method: 'anvil_mine', params: [`0x${count.toString(16)}`] } as never)
    },
    async setNextBlockTimestamp(seconds) {
      await client.request({
        method: 'evm_setNextBlockTimestamp',
        params: [`0x${seconds.toString(16)}`],
      } as never)
    },
    async latestBlock() {
      const block = await client.getBlock({ blockTag: 'latest' })
      return { number: block.number, timestamp: Number(block.timestamp) }
    },
  }
}
