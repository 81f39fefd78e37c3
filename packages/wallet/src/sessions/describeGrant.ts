import type { SessionGrant } from '@latchkey/core/protocol'
import { type Address, erc20Abi, formatEther, formatUnits, type PublicClient } from 'viem'
import type { ApprovalDetails } from '../approvalScreen.js'

type Network = { name: string; nativeCurrency: { symbol: string } }

/** The token amount as the person reads it, with the contract's symbol when it is an ERC-20. */
async function tokenLimit(client: PublicClient, token: Address, amount: bigint): Promise<string> {
  try {
    const [decimals, symbol] = await Promise.all([
      client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
      client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
    ])
    return `${formatUnits(amount, decimals)} ${symbol.slice(0, 12)}`
  } catch {
    return `${amount} token units`
  }
}

/** What the grant screen shows: the contract, the function, the spend limits and the expiry. */
export async function describeGrant(parameters: {
  grant: SessionGrant
  account: Address
  network: Network
  client: PublicClient
}): Promise<ApprovalDetails> {
  const { grant, account, network, client } = parameters
  const expires = new Date(grant.expiry * 1000)
  return {
    title: 'Grant permission',
    // What matters most first: the panel scrolls past its height (on a phone, after Expires).
    rows: [
      { label: 'Allows', value: 'Calls with no prompt' },
      { label: 'Contract', value: grant.target },
      { label: 'Function', value: grant.call },
      {
        label: 'Spend limit',
        value: `${formatEther(grant.valueLimit)} ${network.nativeCurrency.symbol} (value and fees)`,
      },
      {
        label: 'Token limit',
        value:
          grant.amountLimit === 0n
            ? 'None'
            : await tokenLimit(client, grant.target, grant.amountLimit),
      },
      { label: 'Expires', value: `${expires.toISOString().slice(0, 16).replace('T', ' ')} UTC` },
      { label: 'Session key', value: grant.sessionKey },
      { label: 'Account', value: account },
      { label: 'Network', value: network.name },
    ],
  }
}
