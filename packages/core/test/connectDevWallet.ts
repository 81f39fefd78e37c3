// A client connected to devchain's dev wallet (an EIP-1193 provider signing with a real key, as a
// browser extension would be) on the dev network: for actions that pass requests to the wallet,
// read back from the wallet's own request log.
import { createTestWalletProvider, type DevAccount } from '@latchkey/devchain'
import { connect } from '../src/actions/connect.js'
import type { CreateLatchkeyParameters } from '../src/options/LatchkeyOptions.js'
import { createTestClient } from './createTestClient.js'
import { devnet } from './fixtures.js'

/** Connects a test client to the dev wallet of `account`; returns both. */
export async function connectDevWallet(
  account: DevAccount,
  options?: Partial<CreateLatchkeyParameters>,
) {
  const wallet = createTestWalletProvider({
    privateKey: account.privateKey,
    chains: [
      {
        chainId: 31337,
        name: devnet.name,
        rpcUrl: devnet.rpcUrls.default.http[0]!,
        nativeCurrency: devnet.nativeCurrency,
      },
    ],
  })
  const { client } = createTestClient({
    adapter: { accounts: [account.address], provider: wallet },
    options,
  })
  await connect(client, { connectorId: 'io.test' })
  return { client, wallet }
}
