import { goBack } from '@latchkey/core'
import { setSendToken } from '@latchkey/core/modal'
import { useState } from 'react'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { accountStyles } from '../Account/accountStyles.js'
import { TokenRowContent } from '../Account/TokenRowContent.js'
import { sendStyles } from './sendStyles.js'
import { sendViewStrings } from './sendViewStrings.js'
import { TokenSearch } from './TokenSearch.js'
import { useSend } from './useSend.js'

/** The tokens the account can send, native coin first, with a search by name or symbol. */
export function WalletSendSelectToken() {
  const { client } = useModalContext('WalletSendSelectToken')
  const strings = useViewStrings('WalletSendSelectToken', sendViewStrings)
  const state = useSend()
  const [query, setQuery] = useState('')
  const search = query.trim().toLowerCase()
  const shown = state.tokenBalances.filter(
    (token) =>
      !search ||
      token.name.toLowerCase().includes(search) ||
      token.symbol.toLowerCase().includes(search),
  )
  return (
    <div>
      <style>{accountStyles + sendStyles}</style>
      <TokenSearch label={strings.searchTokens} value={query} onChange={setQuery} />
      {shown.length === 0 ? (
        <p className="lk-empty">{state.loading ? strings.tokensLoading : strings.noTokensFound}</p>
      ) : (
        <ul className="lk-token-list" aria-label={strings.selectTokenTitle}>
          {shown.map((token) => (
            <li key={token.address ?? token.symbol}>
              <button
                type="button"
                className="lk-row"
                aria-current={token === state.token ? 'true' : undefined}
                onClick={() => {
                  setSendToken(client, { token })
                  goBack(client)
                }}
              >
                <TokenRowContent token={token} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
