import { type Address, erc721Abi, getAddress, isAddress, numberToHex, parseAbi } from 'viem'
import type { EnsContext } from './EnsContext.js'
import { fetchNftMetadata } from './fetchNftMetadata.js'

/** The longest avatar URL answered (a data: image included): the identity answer stays small. */
const avatarMaxLength = 32 * 1024

const erc1155Abi = parseAbi([
  'function balanceOf(address account, uint256 id) view returns (uint256)',
  'function uri(uint256 id) view returns (string)',
])
// ENSIP-12: eip155:<chain id>/erc721:<contract>/<token id> (or erc1155).
const nftPattern = /^eip155:(\d+)\/(erc721|erc1155):(0x[0-9a-fA-F]{40})\/(\d{1,78})$/

/**
 * The image URL an ENS `avatar` record stands for (ENSIP-12): an https or data:image URL as it
 * is, an http one only on a listed host, an NFT's image when `owner` holds that NFT on one of
 * our chains. Undefined for anything else (ipfs and other schemes are not resolved).
 */
export async function resolveAvatar(
  record: string,
  owner: Address,
  context: EnsContext,
): Promise<string | undefined> {
  const nft = nftPattern.exec(record)
  if (nft) return resolveNftAvatar(nft, owner, context)
  return toImageUrl(record, context.httpHosts)
}

/** An image URL the widget may show, or undefined. */
function toImageUrl(value: unknown, httpHosts: readonly string[]): string | undefined {
  if (typeof value !== 'string' || value.length > avatarMaxLength || !URL.canParse(value))
    return undefined
  const url = new URL(value)
  if (url.protocol === 'https:') return value
  if (url.protocol === 'data:') return /^data:image\//i.test(value) ? value : undefined
  if (url.protocol === 'http:' && httpHosts.includes(url.hostname)) return value
  return undefined
}

async function resolveNftAvatar(
  match: RegExpExecArray,
  owner: Address,
  context: EnsContext,
): Promise<string | undefined> {
  const [, chainId, standard, contract, id] = match
  // Only a chain the server is configured with: an avatar does not pick the RPC we call.
  const chain = context.chains.find((entry) => entry.caipNetworkId === `eip155:${chainId}`)
  if (!chain || !contract || !id || !isAddress(contract)) return undefined
  const address = getAddress(contract)
  const tokenId = BigInt(id)
  try {
    let uri: string
    if (standard === 'erc721') {
      const holder = await chain.client.readContract({
        address,
        abi: erc721Abi,
        functionName: 'ownerOf',
        args: [tokenId],
      })
      // ENSIP-12: the avatar is the name's only when its owner holds the NFT.
      if (getAddress(holder) !== getAddress(owner)) return undefined
      uri = await chain.client.readContract({
        address,
        abi: erc721Abi,
        functionName: 'tokenURI',
        args: [tokenId],
      })
    } else {
      const balance = await chain.client.readContract({
        address,
        abi: erc1155Abi,
        functionName: 'balanceOf',
        args: [owner, tokenId],
      })
      if (balance === 0n) return undefined
      const template = await chain.client.readContract({
        address,
        abi: erc1155Abi,
        functionName: 'uri',
        args: [tokenId],
      })
      // ERC-1155's {id}: the id as 64 lower-case hex digits.
      uri = template.replaceAll('{id}', numberToHex(tokenId, { size: 32 }).slice(2))
    }
    const metadata = await fetchNftMetadata(uri, context.httpHosts)
    return toImageUrl(metadata?.image ?? metadata?.image_url, context.httpHosts)
  } catch {
    // No such token, not an NFT contract, or the node failed: no avatar from it.
    return undefined
  }
}
