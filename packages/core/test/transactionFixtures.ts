// History entries for core's and the React package's unit tests, in the data API's shape.
import type { Transaction, TransactionTransfer } from '../src/data/dataApi.js'

let counter = 0

/** A fungible transfer of `numeric` `symbol`. */
export function fungibleTransfer(
  numeric: string,
  symbol = 'ETH',
  direction: TransactionTransfer['direction'] = 'in',
): TransactionTransfer {
  return {
    fungible_info: {
      name: symbol === 'ETH' ? 'Ether' : `${symbol} Token`,
      symbol,
      icon: { url: `https://icons.example/${symbol}.png` },
    },
    direction,
    quantity: { numeric },
  }
}

/** An NFT transfer; `spam` flags it. */
export function nftTransfer(name: string, spam = false): TransactionTransfer {
  return {
    nft_info: {
      name,
      content: { preview: { url: `https://nfts.example/${encodeURIComponent(name)}.png` } },
      flags: { is_spam: spam },
    },
    direction: 'in',
    quantity: { numeric: '1' },
  }
}

/** A history entry mined at `minedAt` on `chain`. */
export function transaction(
  parameters: {
    minedAt?: string
    chain?: string
    operationType?: string
    status?: 'confirmed' | 'failed' | 'pending'
    transfers?: TransactionTransfer[]
  } = {},
): Transaction {
  const hash = `0x${(++counter).toString(16).padStart(64, '0')}`
  const chain = parameters.chain ?? 'eip155:31337'
  return {
    id: `${chain}:${hash}`,
    metadata: {
      operationType: parameters.operationType ?? 'receive',
      hash,
      minedAt: parameters.minedAt ?? '2025-03-15T12:00:00.000Z',
      sentFrom: '0x1111111111111111111111111111111111111111',
      sentTo: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      status: parameters.status ?? 'confirmed',
      nonce: counter,
      chain,
    },
    transfers: parameters.transfers ?? [fungibleTransfer('1.5')],
  }
}
