import type { TestWalletChain } from './createTestWalletProvider.js'
import { ProviderRpcError } from './ProviderRpcError.js'

const allowedKeys = [
  'chainId',
  'chainName',
  'rpcUrls',
  'nativeCurrency',
  'blockExplorerUrls',
  'iconUrls',
]
// The largest chain id MetaMask accepts (EIP-2294's bound, kept below 2^53).
const maxChainId = 4_503_599_627_370_476

/** Checks a `wallet_addEthereumChain` parameter (EIP-3085) the way MetaMask does, and reads it. */
export function parseAddChainParameters(params: unknown): TestWalletChain {
  const [parameter] = Array.isArray(params) ? params : []
  if (typeof parameter !== 'object' || parameter === null || Array.isArray(parameter))
    throw invalid(`Expected single, object parameter. Received:\n${JSON.stringify(params)}`)
  const extra = Object.keys(parameter).filter((key) => !allowedKeys.includes(key))
  if (extra.length > 0)
    throw invalid(
      `Received unexpected keys on object parameter. Unsupported keys:\n${extra.join(', ')}`,
    )
  const { chainId, chainName, rpcUrls, nativeCurrency, blockExplorerUrls } = parameter as Record<
    string,
    unknown
  >

  const id = parseChainId(chainId)

  const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls.find(isHttpUrl) : undefined
  if (!rpcUrl)
    throw invalid(
      `Expected an array with at least one valid string HTTP(S) url 'rpcUrls', Received:\n${rpcUrls}`,
    )

  let blockExplorerUrl: string | undefined
  if (blockExplorerUrls !== undefined && blockExplorerUrls !== null) {
    blockExplorerUrl = Array.isArray(blockExplorerUrls)
      ? blockExplorerUrls.find(isHttpUrl)
      : undefined
    if (!blockExplorerUrl)
      throw invalid(
        `Expected null or array with at least one valid string HTTP(S) URL 'blockExplorerUrl'. Received: ${blockExplorerUrls}`,
      )
  }

  if (typeof chainName !== 'string' || chainName.trim() === '')
    throw invalid(`Expected non-empty string 'chainName'. Received:\n${chainName}`)

  if (typeof nativeCurrency !== 'object' || nativeCurrency === null)
    throw invalid(
      `Expected an object 'nativeCurrency'. Received:\n${JSON.stringify(nativeCurrency)}`,
    )
  const { name, symbol, decimals } = nativeCurrency as Record<string, unknown>
  if (decimals !== 18)
    throw invalid(
      `Expected the number 18 for 'nativeCurrency.decimals' when 'nativeCurrency' is provided. Received: ${decimals}`,
    )
  if (typeof symbol !== 'string' || symbol.length < 1 || symbol.length > 6)
    throw invalid(`Expected 1-6 character string 'nativeCurrency.symbol'. Received: ${symbol}`)
  if (typeof name !== 'string' || name === '')
    throw invalid(`Expected non-empty string 'nativeCurrency.name'. Received: ${name}`)

  return {
    chainId: id,
    rpcUrl,
    name: chainName,
    nativeCurrency: { name, symbol, decimals },
    ...(blockExplorerUrl ? { blockExplorerUrl } : {}),
  }
}

/** Reads a chain id parameter: 0x-prefixed, unpadded, non-zero hex (EIP-3085, EIP-3326). */
export function parseChainId(chainId: unknown): number {
  if (typeof chainId !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(chainId))
    throw invalid(
      `Expected 0x-prefixed, unpadded, non-zero hexadecimal string 'chainId'. Received:\n${chainId}`,
    )
  const id = Number.parseInt(chainId, 16)
  if (id > maxChainId)
    throw invalid(`Invalid chain ID "${chainId}": numerical value greater than max safe value.`)
  return id
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

function invalid(message: string) {
  return ProviderRpcError.from('invalidParams', message)
}
