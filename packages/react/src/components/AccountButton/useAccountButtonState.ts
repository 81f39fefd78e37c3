import type { CaipNetwork, ChainNamespace, ConnectionStatus } from '@latchkey/core'
import { getAccount, getNetwork, watchAccount, watchNetwork } from '@latchkey/core'
import { loadClientActions } from '@latchkey/core/modal'
import { useMemo } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { useClientValue } from '../../hooks/useClientValue.js'
import { prefetchModal } from '../../modal/loadModal.js'
import { loadAccount, loadConnectingExternal, prefetchView } from '../../modal/loadView.js'
import { openModal } from '../../modal/openModal.js'
import { truncateAddress } from '../../utils/truncateAddress.js'
import { useFormatBalance } from '../../utils/useFormatBalance.js'

/** What the account and connect buttons know, and can do: the headless state of both. */
export type AccountButtonState = {
  status: ConnectionStatus
  isConnected: boolean
  /** True while a connection is being made or restored. */
  loading: boolean
  address: string | undefined
  /** The address shortened to 4 leading and 6 trailing characters. */
  truncatedAddress: string | undefined
  /** The account's name (ENS or the data API's), when it has one. */
  profileName: string | undefined
  /** The account's profile image URL (its avatar), when it has one. */
  profileImage: string | undefined
  /**
   * The native balance with 3 decimals and its symbol ('1.500 ETH'); undefined until fetched (and
   * its formatting's chunk loaded, which starts once the account is connected).
   */
  balance: string | undefined
  /** The namespace's network: the wallet's when connected, else the one selected. */
  network: CaipNetwork | undefined
  /** Whether the wallet is on a network the dapp did not configure. */
  isUnsupportedChain: boolean
  /** The dapp's networks of this namespace, to offer a switch. */
  networks: readonly CaipNetwork[]
  /** Opens the modal: Account (or UnsupportedChain) when connected, else Connect. */
  open(trigger?: HTMLElement | undefined): void
  /** Moves the wallet to one of `networks`; rejects with the wallet's error. */
  switchNetwork(network: CaipNetwork): Promise<void>
  /** Disconnects this namespace's wallet; rejects with 'Failed to disconnect'. */
  disconnect(): Promise<void>
  /** Starts loading what `open` shows, e.g. on hover. */
  prefetch(): void
}

/** The state of the account of `namespace` (default the active one) as the buttons show it. */
export function useAccountButtonState(namespace?: ChainNamespace | undefined): AccountButtonState {
  const { client } = useLatchkeyContext('AccountButton')
  const account = useClientValue(client, getAccount, watchAccount, namespace)
  const network = useClientValue(client, getNetwork, watchNetwork, namespace)
  const formatBalance = useFormatBalance(account.isConnected)
  return useMemo(() => {
    const { address, balance, balanceSymbol, isConnected, status, profileName, profileImage } =
      account
    return {
      status,
      isConnected,
      loading: status === 'connecting',
      address,
      truncatedAddress: address && truncateAddress(address),
      profileName,
      profileImage,
      balance:
        balance === undefined || !formatBalance ? undefined : formatBalance(balance, balanceSymbol),
      network: network.caipNetwork,
      isUnsupportedChain: network.isUnsupportedChain,
      networks: network.requestedCaipNetworks,
      open: (trigger) => openModal(client, { namespace }, trigger),
      // Core's actions come in their chunk: out of the page's first load.
      switchNetwork: (caipNetwork) =>
        loadClientActions().then((actions) => actions.switchNetwork(client, caipNetwork)),
      disconnect: () =>
        loadClientActions().then((actions) => actions.disconnect(client, { namespace })),
      prefetch() {
        prefetchModal()
        prefetchView(isConnected ? loadAccount : loadConnectingExternal)
      },
    }
  }, [client, account, network, namespace, formatBalance])
}
