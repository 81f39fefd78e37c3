import { getAccount, watchAccount } from '@latchkey/core'
import { getSwapFormProblem, previewSwap, startSwap, switchSwapTokens } from '@latchkey/core/modal'
import { useEffect } from 'react'
import { useClientValue } from '../../hooks/useClientValue.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { accountStyles } from '../Account/accountStyles.js'
import { sendStyles } from '../WalletSend/sendStyles.js'
import { SwapDetails } from './SwapDetails.js'
import { SwapPayField } from './SwapPayField.js'
import { SwapReceiveField } from './SwapReceiveField.js'
import { swapStyles } from './swapStyles.js'
import { swapViewStrings } from './swapViewStrings.js'
import { useSwap } from './useSwap.js'

/**
 * The Swap form: the token and amount paid (with Max and its value), the token received and
 * the quote for it, price impact, network fee and slippage. The button says what is wrong
 * (insufficient balance, no route, too small) until the swap can go, then opens SwapPreview.
 */
export function Swap() {
  const { client } = useModalContext('Swap')
  const strings = useViewStrings('Swap', swapViewStrings)
  const state = useSwap()
  const { caipAddress } = useClientValue(client, getAccount, watchAccount)

  useEffect(() => {
    if (caipAddress) void startSwap(client)
  }, [client, caipAddress])

  if (state.unsupported) return <p className="lk-empty">{state.unsupported}</p>
  const { quote } = state
  const problem = getSwapFormProblem(client, { state })

  return (
    <form
      className="lk-send"
      aria-busy={state.tokensStatus === 'loading' || quote.status === 'loading'}
      onSubmit={(event) => {
        event.preventDefault()
        void previewSwap(client)
      }}
    >
      <style>{accountStyles + sendStyles + swapStyles}</style>
      <div className="lk-swap-fields">
        <SwapPayField client={client} state={state} strings={strings} />
        <button
          type="button"
          className="lk-swap-switch"
          aria-label={strings.swapSwitch}
          onClick={() => switchSwapTokens(client)}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
            <path
              d="M5 2v11m0 0-3-3m3 3 3-3M11 14V3m0 0-3 3m3-3 3 3"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <SwapReceiveField client={client} state={state} strings={strings} />
      </div>
      <SwapDetails client={client} state={state} strings={strings} />
      {quote.status === 'failed' && (
        <p className="lk-send-status lk-error" role="alert">
          {quote.message}
        </p>
      )}
      <button type="submit" className="lk-button" data-wide="" disabled={problem !== undefined}>
        {problem ? strings.swapProblems[problem] : strings.swapReview}
      </button>
    </form>
  )
}
