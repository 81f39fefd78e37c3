import type { ChainNamespace, ConnectionStatus } from '@latchkey/core'
import { getAccount, watchAccount } from '@latchkey/core'
import { useMemo } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { useClientValue } from '../../hooks/useClientValue.js'
import { prefetchModal } from '../../modal/loadModal.js'
import { loadAccount, loadConnectingExternal, prefetchView } from '../../modal/loadView.js'
import { openModal } from '../../modal/openModal.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { truncateAddress } from '../../utils/truncateAddress.js'

/** What the account and connect buttons know, and can do: the headless state of both. */
export type AccountButtonState = {
  status: ConnectionStatus
  isConnected: boolean
  address: string | undefined
  /** The address shortened to 4 leading and 6 trailing characters. */
  truncatedAddress: string | undefined
  /** The account's name (ENS or the data API's), when it has one. */
  profileName: string | undefined
  /** The account's profile image URL (its avatar), when it has one. */
  profileImage: string | undefined
  /** The native balance with 3 decimals and its symbol ('1.500 ETH'); undefined until fetched. */
  balance: string | undefined
  /** Opens the modal: Account (or UnsupportedChain) when connected, else Connect. */
  open(trigger?: HTMLElement | undefined): void
  /** Starts loading what `open` shows, e.g. on hover. */
  prefetch(): void
}

/** The state of the account of `namespace` (default the active one) as the buttons show it. */
export function useAccountButtonState(namespace?: ChainNamespace | undefined): AccountButtonState {
  const { client } = useLatchkeyContext('AccountButton')
  const account = useClientValue(client, getAccount, watchAccount, namespace)
  return useMemo(() => {
    const { address, balance, balanceSymbol, isConnected, status, profileName, profileImage } =
      account
    return {
      status,
      isConnected,
      address,
      truncatedAddress: address && truncateAddress(address),
      profileName,
      profileImage,
      balance: balance === undefined ? undefined : formatBalance(balance, balanceSymbol),
      open: (trigger) => openModal(client, namespace ? { namespace } : undefined, trigger),
      prefetch() {
        prefetchModal()
        prefetchView(isConnected ? loadAccount : loadConnectingExternal)
      },
    }
  }, [client, account, namespace])
}
