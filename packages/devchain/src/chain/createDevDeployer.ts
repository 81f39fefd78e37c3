import {
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  type HttpTransport,
  type PublicClient,
  type WalletClient,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { devTransport } from './devTransport.js'

/** What `createDevDeployer` gives: the node's public client, the deploying account and its wallet. */
export type DevDeployer = {
  publicClient: PublicClient<HttpTransport, undefined>
  account: PrivateKeyAccount
  wallet: WalletClient<HttpTransport, Chain, PrivateKeyAccount>
}

/**
 * The clients a dev chain's setup deploys through: a public client, and a wallet client of
 * `privateKey` on the chain the node reports (so viem signs locally and only sends).
 */
export async function createDevDeployer(rpcUrl: string, privateKey: Hex): Promise<DevDeployer> {
  const publicClient = createPublicClient({ transport: devTransport(rpcUrl) })
  const account = privateKeyToAccount(privateKey)
  const chain = defineChain({
    id: await publicClient.getChainId(),
    name: 'dev chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const wallet = createWalletClient({ account, chain, transport: devTransport(rpcUrl) })
  return { publicClient, account, wallet }
}
