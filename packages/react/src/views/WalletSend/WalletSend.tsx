import {
  getAccount,
  getRouter,
  pushView,
  replaceView,
  watchAccount,
  watchRouter,
} from '@latchkey/core'
import {
  acceptsSendNames,
  getSendFormProblem,
  isNativeToken,
  previewSend,
  setSendAmount,
  setSendMax,
  setSendReceiver,
  startSend,
} from '@latchkey/core/modal'
import { useEffect, useId } from 'react'
import { useClientValue } from '../../hooks/useClientValue.js'
import { ChevronIcon } from '../../icons/viewIcons.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { truncateAddress } from '../../utils/truncateAddress.js'
import { accountStyles } from '../Account/accountStyles.js'
import { TokenIcon } from '../Account/TokenIcon.js'
import { AmountField } from './AmountField.js'
import { getReceiverError } from './getReceiverError.js'
import { getShortProblem } from './getShortProblem.js'
import { ReceiverAvatar } from './ReceiverAvatar.js'
import { sendStyles } from './sendStyles.js'
import { sendViewStrings } from './sendViewStrings.js'
import { useSend } from './useSend.js'

/**
 * The Send form: the token (to WalletSendSelectToken), the amount with Max and its value, the
 * receiver (an address or a name, shown with its name and avatar once resolved), the network
 * fee and the balance in dollars. The button says what is missing until the form can go, then
 * opens WalletSendPreview. Opened with `arguments`, it starts prefilled.
 */
export function WalletSend() {
  const { client } = useModalContext('WalletSend')
  const strings = useViewStrings('WalletSend', sendViewStrings)
  const state = useSend()
  const router = useClientValue(client, getRouter, watchRouter)
  const { caipAddress } = useClientValue(client, getAccount, watchAccount)
  const prefill = router.data?.arguments
  const receiverId = useId()
  const receiverErrorId = useId()
  const hintId = useId()

  // Start (or refresh) the form for this account; a prefill applies once, then leaves the route.
  useEffect(() => {
    if (!caipAddress) return
    void startSend(client, { prefill })
    if (prefill) replaceView(client, 'WalletSend')
  }, [client, caipAddress, prefill])

  if (state.unsupported) return <p className="lk-empty">{strings.unsupportedChain}</p>
  const { token } = state
  const problem = getSendFormProblem(client, { state })
  const amount = Number(state.sendTokenAmount)
  const amountValue =
    token?.price && Number.isFinite(amount) && amount > 0 ? amount * token.price : undefined
  const receiverShown = state.receiverStatus === 'resolved' && state.receiverAddress
  const receiverError = getReceiverError(state, acceptsSendNames(client), strings)
  // Solana words every amount or receiver problem as one sentence (spec section 5): it shows as
  // a note by the button, which keeps a short label.
  const combined = problem === 'invalidAmountOrReceiver'
  const buttonLabel = problem
    ? strings.sendProblems[combined ? getShortProblem(state) : problem]
    : strings.sendPreview

  return (
    <form
      className="lk-send"
      onSubmit={(event) => {
        event.preventDefault()
        void previewSend(client)
      }}
    >
      <style>{accountStyles + sendStyles}</style>
      <AmountField
        label={strings.sendAmount}
        value={state.sendTokenAmount}
        onChange={(value) => setSendAmount(client, { amount: value })}
        usdValue={amountValue}
        balance={
          token && {
            text: formatBalance(token.quantity.numeric, token.symbol),
            onMax: () => setSendMax(client),
          }
        }
      >
        <button
          type="button"
          className="lk-token-button"
          aria-label={token ? strings.sendToken(token.symbol) : strings.selectToken}
          onClick={() => pushView(client, 'WalletSendSelectToken')}
        >
          {token ? (
            <>
              <TokenIcon url={token.iconUrl || undefined} symbol={token.symbol} />
              <span>{token.symbol}</span>
            </>
          ) : (
            <span>{strings.selectToken}</span>
          )}
          <ChevronIcon size={16} />
        </button>
      </AmountField>
      <div className="lk-field">
        <label className="lk-field-label" htmlFor={receiverId}>
          {strings.sendReceiver}
        </label>
        <input
          id={receiverId}
          className="lk-input"
          autoComplete="off"
          spellCheck={false}
          // Names resolve where the namespace's record says (eip155, spec section 9).
          placeholder={
            acceptsSendNames(client)
              ? strings.sendReceiverPlaceholder
              : strings.sendAddressPlaceholder
          }
          value={state.receiverInput}
          aria-invalid={receiverError !== undefined}
          aria-describedby={receiverError === undefined ? undefined : receiverErrorId}
          onChange={(event) => setSendReceiver(client, { input: event.target.value })}
        />
        {receiverError !== undefined && (
          <span className="lk-field-error" id={receiverErrorId} data-testid="send-receiver-error">
            {receiverError}
          </span>
        )}
        {receiverShown && (
          <output className="lk-receiver" data-testid="send-receiver">
            <ReceiverAvatar address={receiverShown} image={state.receiverProfileImage} />
            <span title={receiverShown}>
              {state.receiverProfileName
                ? `${state.receiverProfileName} · ${truncateAddress(receiverShown)}`
                : truncateAddress(receiverShown)}
            </span>
          </output>
        )}
      </div>
      <div className="lk-details">
        <div className="lk-detail">
          <span>{strings.sendNetworkFee}</span>
          <span data-testid="send-network-fee" aria-busy={state.estimatingGas || undefined}>
            {state.gasPriceInUSD === undefined ? '–' : strings.usdFee(state.gasPriceInUSD)}
          </span>
        </div>
        {token?.price ? (
          <div className="lk-detail">
            <span>{strings.sendBalanceValue(token.symbol)}</span>
            <span>{strings.usdValue(token.value)}</span>
          </div>
        ) : null}
        {state.networkBalanceInUSD !== undefined && token && !isNativeToken(token) && (
          <div className="lk-detail">
            <span>
              {strings.sendBalanceValue(state.tokenBalances.find(isNativeToken)?.symbol ?? '')}
            </span>
            <span>{strings.usdValue(state.networkBalanceInUSD)}</span>
          </div>
        )}
      </div>
      {combined && (
        <p className="lk-note lk-send-hint" id={hintId}>
          {strings.sendProblems.invalidAmountOrReceiver}
        </p>
      )}
      <button
        type="submit"
        className="lk-button"
        data-wide=""
        disabled={problem !== undefined}
        aria-describedby={combined ? hintId : undefined}
      >
        {buttonLabel}
      </button>
    </form>
  )
}
