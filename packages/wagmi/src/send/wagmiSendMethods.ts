import type { AdapterSendMethods } from '@latchkey/core/internal'
import { type Config, estimateGas, getGasPrice, waitForTransactionReceipt } from '@wagmi/core'
import { type Address, encodeFunctionData, erc20Abi, type Hex, isAddress } from 'viem'

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
    async waitForTransaction({ hash, caipNetwork }) {
      const receipt = await waitForTransactionReceipt(config, {
        hash: hash as Hex,
        chainId: Number(caipNetwork.id),
      })
      return receipt.status === 'success' ? 'confirmed' : 'failed'
    },
  }
}
