import type { AdapterSendMethods } from '@latchkey/core'
import { pollReceipt } from '@latchkey/core/adapter'
import { type Config, estimateGas, getGasPrice, getTransactionReceipt } from '@wagmi/core'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  isAddress,
  TransactionReceiptNotFoundError,
} from 'viem'

/** What Send needs of eip155, through the wagmi config's clients (loaded when Send opens). */
export function createWagmiSendMethods(config: Config): AdapterSendMethods {
  return {
    isAddress: (address) => isAddress(address),
    encodeTokenTransfer: ({ to, amount }) =>
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to as Address, amount],
      }),
    getGasPrice: ({ caipNetwork }) => getGasPrice(config, { chainId: Number(caipNetwork.id) }),
    estimateGas: ({ address, to, value, data, caipNetwork }) =>
      estimateGas(config, {
        account: address as Address,
        to: to as Address,
        value,
        data: data as Hex | undefined,
        chainId: Number(caipNetwork.id),
      }),
    async waitForTransaction({ hash, caipNetwork, signal }) {
      const receipt = await pollReceipt(
        () =>
          getTransactionReceipt(config, {
            hash: hash as Hex,
            chainId: Number(caipNetwork.id),
          }).catch((error: unknown) => {
            if (error instanceof TransactionReceiptNotFoundError) return undefined
            throw error
          }),
        signal,
      )
      return receipt.status === 'success' ? 'confirmed' : 'failed'
    },
  }
}
