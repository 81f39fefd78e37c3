import { getAccount, getNetwork, pushView, watchAccount, watchNetwork } from '@latchkey/core'
import { fetchAccountNames, getNameAccount } from '@latchkey/core/modal'
import { useEffect } from 'react'
import { useClientValue } from '../../hooks/useClientValue.js'
import { accountStrings } from '../../i18n/accountStrings.js'
import { Icon } from '../../icons/Icon.js'
import { ChevronIcon } from '../../icons/viewIcons.js'
import { loadRegisterAccountName } from '../../modal/loadAccountViews.js'
import { prefetchView } from '../../modal/loadView.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { useNames } from '../RegisterAccountName/useNames.js'

// A tag. Drawn here, not with the features' icons: this row is a chunk of its own, and sharing
// their module would split it into a file the first load's preload map lists.
const nameIcon = (
  <Icon size={20}>
    <path d="M3 12V4h8l9 9-8 8-9-9Z" />
    <circle cx="7.5" cy="8.5" r="1.5" />
  </Icon>
)

/**
 * Account's "Choose a name" row, to RegisterAccountName: shown where names can be registered
 * (the namespace's record says so: eip155) while the account has no name of ours (the reverse
 * route says none, or could not say: then with 'Error fetching names for address').
 */
export function ChooseNameRow() {
  const { client } = useModalContext('ChooseNameRow')
  const strings = useViewStrings('ChooseNameRow', accountStrings)
  // The account and the network decide whether names apply (read by `getNameAccount`).
  const { caipAddress } = useClientValue(client, getAccount, watchAccount)
  useClientValue(client, getNetwork, watchNetwork)
  const { accountNames } = useNames()
  const account = getNameAccount(client)
  const asked = account?.caipAddress

  // Asked once per account (core keeps the answer; a failure is asked again next time).
  useEffect(() => {
    if (asked) void fetchAccountNames(client)
  }, [client, asked])

  if (!account || accountNames.caipAddress !== caipAddress) return null
  const failed = accountNames.status === 'failed'
  if (!failed && !(accountNames.status === 'ready' && accountNames.names.length === 0)) return null
  return (
    <button
      type="button"
      className="lk-item"
      onClick={() => pushView(client, 'RegisterAccountName')}
      onPointerEnter={() => prefetchView(loadRegisterAccountName)}
      onFocus={() => prefetchView(loadRegisterAccountName)}
    >
      <span className="lk-image" data-round="">
        {nameIcon}
      </span>
      <span className="lk-item-name">
        {strings.chooseName}
        {failed && <small className="lk-item-note">{strings.accountNamesError}</small>}
      </span>
      <span className="lk-item-end">
        <ChevronIcon />
      </span>
    </button>
  )
}
