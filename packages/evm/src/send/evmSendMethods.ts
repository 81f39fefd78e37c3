// Send's eip155 methods: a chunk of its own, loaded when Send opens (viem's ABI encoder and
// checksum check stay out of the page's first load).
import type { AdapterSendMethods } from '@latchkey/core'
import { pollReceipt } from '@latchkey/core/adapter'
import { encodeFunctionData, erc20Abi, isAddress } from 'viem'
import { getRpcTransport } from '../utils/getRpcTransport.js'
import { hexToBigInt } from '../utils/hexToBigInt.js'
import { toHexQuantity } from '../utils/toHexQuantity.js'

/** The eip155 send methods: ERC-20 transfers encoded with viem, gas and receipts over the network's RPC. */
export const evmSendMethods = {
  // viem checks the EIP-55 checksum of a mixed-case address; all-lower or all-upper carry none.
  isAddress: (address) => isAddress(address),

  encodeTokenTransfer: ({ to, amount }) =>
    encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to as `0x${string}`, amount],
    }),

  async getGasPrice({ caipNetwork }) {
    return hexToBigInt(await getRpcTransport(caipNetwork).request({ method: 'eth_gasPrice' }))
  },

  async estimateGas({ address, to, value, data, caipNetwork }) {
    const call = {
      from: address,
      to,
      ...(value === undefined ? {} : { value: toHexQuantity(value) }),
      ...(data === undefined ? {} : { data }),
    }
    return hexToBigInt(
      await getRpcTransport(caipNetwork).request({ method: 'eth_estimateGas', params: [call] }),
    )
  },

  async waitForTransaction({ hash, caipNetwork, signal }) {
    const transport = getRpcTransport(caipNetwork)
    const receipt = await pollReceipt(async () => {
      const found = (await transport.request({
        method: 'eth_getTransactionReceipt',
        params: [hash],
      })) as { status?: string } | null
      return found ?? undefined
    }, signal)
    return receipt.status === '0x1' ? 'confirmed' : 'failed'
  },
} satisfies AdapterSendMethods
