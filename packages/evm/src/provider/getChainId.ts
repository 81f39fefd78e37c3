import { InvalidChainIdError } from '../errors/adapter.js'
import { parseChainId } from '../utils/parseChainId.js'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { request } from './request.js'

/** The chain the wallet is on (`eth_chainId`), as a number. */
export async function getChainId(provider: Eip1193Provider): Promise<number> {
  const answer = await request(provider, 'eth_chainId')
  const chainId = parseChainId(answer)
  if (chainId === undefined) throw new InvalidChainIdError({ answer })
  return chainId
}
