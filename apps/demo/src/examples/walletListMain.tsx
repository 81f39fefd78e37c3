// The demo's page of a wallet list the page draws itself, from useWalletList.
import { mountExample } from './mountExample.js'
import { WalletListExample } from './WalletListExample.js'

mountExample({
  title: 'Your own wallet list',
  intro: (
    <>
      This page draws its wallet list from <code>useWalletList()</code> alone: the same groups and
      order as the Connect view, each wallet with its icon, tags and <code>connect()</code>, All
      Wallets with search and paging, and the WalletConnect link to pair with.
    </>
  ),
  children: <WalletListExample />,
})
