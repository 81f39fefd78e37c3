import { BaseError } from '@latchkey/core/internal'
import { parseChainId } from '../utils/parseChainId.js'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { request } from './request.js'

/** The chain the wallet is on (`eth_chainId`), as a number. */
export async function getChainId(provider: Eip1193Provider): Promise<number> {
  const answer = await request(provider, 'eth_chainId')
  const chainId = parseChainId(answer)
  if (chainId === undefined)
    throw new BaseError('Invalid chain id from the wallet', {
      name: 'InvalidChainIdError',
      details: `eth_chainId answered ${JSON.stringify(answer)}`,
    })
  return chainId
}
