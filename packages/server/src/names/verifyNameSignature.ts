import { type Hex, type PublicClient, verifyMessage } from 'viem'
import { ChainUnavailableError } from '../errors/data.js'
import { NameSignatureError } from '../errors/names.js'
import { InvalidParameterError } from '../errors/parameter.js'

/** ENSIP-11's coin type of Ethereum. */
const ethereumCoinType = 60

/** ENSIP-11: an EVM chain's coin type is this bit with its chain id. */
const evmCoinTypeBit = 0x80000000

/** Parameters of `verifyNameSignature`. */
export type VerifyNameSignatureParameters = {
  coinType: number
  address: `0x${string}`
  message: string
  signature: Hex
  /** The server's EVM chains by CAIP-2 id, each with a client of its node. */
  chains: ReadonlyMap<string, { client: PublicClient }>
}

/**
 * The chain a coin type names (ENSIP-11): 60 is Ethereum (eip155:1, undefined when the server has
 * no node of it: then only an EOA's signature can be checked), `0x80000000 | id` is eip155:id,
 * which the server must serve. Anything else is a 400 naming `coin_type`.
 */
export function getCoinTypeChain(
  coinType: number,
  chains: VerifyNameSignatureParameters['chains'],
): { client: PublicClient } | undefined {
  if (coinType === ethereumCoinType) return chains.get('eip155:1')
  const chainId = coinType - evmCoinTypeBit
  if (chainId < 1)
    throw new InvalidParameterError(
      'coin_type',
      `must be 60 or an EVM chain's coin type (0x80000000 | chain id), got ${coinType}`,
    )
  const chain = chains.get(`eip155:${chainId}`)
  if (!chain)
    throw new InvalidParameterError(
      'coin_type',
      `names eip155:${chainId}, a chain this server does not serve`,
    )
  return chain
}

/**
 * Checks that `signature` is `address`'s personal_sign signature of `message`, on the node of the
 * chain the coin type names: viem's `verifyMessage` there accepts an EOA's signature, a deployed
 * smart account's (ERC-1271) and a counterfactual one's (ERC-6492). Without a node (coin type 60
 * on a server without Ethereum) only an EOA's signature is checked. Throws a 401 when it is not
 * the address's, a 502 when the node cannot be asked.
 */
export async function verifyNameSignature(
  parameters: VerifyNameSignatureParameters,
): Promise<void> {
  const { coinType, address, message, signature } = parameters
  const chain = getCoinTypeChain(coinType, parameters.chains)
  if (!chain) {
    // Without a node the check is arithmetic: a signature that does not parse is simply not his.
    const valid = await verifyMessage({ address, message, signature }).catch(() => false)
    if (!valid) throw new NameSignatureError(address)
    return
  }
  const caipNetworkId =
    coinType === ethereumCoinType ? 'eip155:1' : `eip155:${coinType - evmCoinTypeBit}`
  const unavailable = (error: unknown) => {
    throw new ChainUnavailableError(caipNetworkId, error)
  }
  const valid = await chain.client.verifyMessage({ address, message, signature }).catch(unavailable)
  if (valid) return
  // viem reads a failed call as a refused signature: a node that does not answer is not a refusal.
  await chain.client.getChainId().catch(unavailable)
  throw new NameSignatureError(address)
}
