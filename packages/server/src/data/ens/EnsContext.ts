import type { PublicClient } from 'viem'
import type { OwnCcipGateway } from './createCcipRequest.js'

/** A chain whose ENS the data API reads: its client (short time-outs) and UniversalResolver. */
type EnsChain = {
  caipNetworkId: string
  client: PublicClient
  universalResolver: `0x${string}`
}

/** What ENS lookups share: the chains to ask, in order, and where fetched URLs may point. */
export type EnsContext = {
  chains: readonly EnsChain[]
  /** Hosts whose plain http URLs an avatar or NFT metadata may use (development's 127.0.0.1). */
  httpHosts: readonly string[]
  /** The server's own CCIP-read gateway, which the chains' clients answer in the process. */
  ownGateway: OwnCcipGateway
}
