/** A chain's native coin, as the balance route names it. */
export type DataNativeCurrency = {
  name: string
  symbol: string
  decimals: number
  /** Shown by the widget; default the server's own token image for the symbol. */
  iconUrl?: string | undefined
}

/** An ERC-20 of a chain's token list: the balance route reads every one of them. */
export type DataToken = {
  /** Lower-case 0x address. */
  address: `0x${string}`
  name: string
  symbol: string
  decimals: number
  iconUrl?: string | undefined
}

/** An NFT collection the operator describes (its name, a preview image, whether it is spam). */
export type DataNftCollection = {
  /** Lower-case 0x address. */
  address: `0x${string}`
  name?: string | undefined
  previewUrl?: string | undefined
  spam: boolean
}

/** What the data API knows about one chain besides its node. */
export type DataChainConfig = {
  nativeCurrency: DataNativeCurrency
  tokens: DataToken[]
  nfts: DataNftCollection[]
  /** Where the indexer starts on an empty database: a block number, or the head at first start. */
  startBlock: number | 'latest'
  /** A Uniswap V2 market: the chain is a swap network (convert routes) when present. */
  market?: DataMarket | undefined
  /** ENS on this chain: the identity and names routes resolve through its UniversalResolver. */
  ens?: { universalResolver: `0x${string}` } | undefined
}

/** A chain's Uniswap V2 market: the router, and the ERC-20s with pools (besides the native coin). */
type DataMarket = {
  /** Lower-case 0x address of the UniswapV2Router02. */
  router: `0x${string}`
  tokens: DataToken[]
}

/** An account name the operator declares (the names route and the identity route answer it). */
export type DataName = {
  /** Lower case, dotted: 'bob.latchkey.eth'. */
  name: string
  /** Lower-case 0x address. */
  address: `0x${string}`
  avatar?: string | undefined
}

/** The data API's token lists and reference prices, checked and with defaults filled in. */
export type DataConfig = {
  /** By CAIP-2 id; a configured chain missing here has its namespace's coin and no tokens. */
  chains: Record<string, DataChainConfig>
  /** Reference prices in USD by CAIP-10 asset id (eip155:1:0x…) or by symbol (ETH). */
  prices: Record<string, number>
  /** Names written into the names table at start (a dev chain has no name service of its own). */
  names: DataName[]
  /**
   * Hosts whose plain http URLs ENS avatars and NFT metadata may use (development's 127.0.0.1);
   * otherwise only https to public addresses.
   */
  avatarHosts?: string[] | undefined
}
