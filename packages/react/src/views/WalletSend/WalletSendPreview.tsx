import { getAccount, getNetwork, watchAccount, watchNetwork } from '@latchkey/core'
import { sendForm } from '@latchkey/core/modal'
import { Avatar } from '../../components/Avatar/Avatar.js'
import { useClientValue } from '../../hooks/useClientValue.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { truncateAddress } from '../../utils/truncateAddress.js'
import { accountStyles } from '../Account/accountStyles.js'
import { TokenIcon } from '../Account/TokenIcon.js'
import { PreviewFooter } from './PreviewFooter.js'
import { ReceiverAvatar } from './ReceiverAvatar.js'
import { sendStyles } from './sendStyles.js'
import { sendViewStrings } from './sendViewStrings.js'
import { useSend } from './useSend.js'

/**
 * The send to confirm: the amount and its value, from (the account) and to (with its name and
 * avatar), the network fee; Send asks the wallet, Cancel returns to the form. While the wallet
 * is asked it says so; a decline or a failure (the node's error, mapped) shows here.
 */
export function WalletSendPreview() {
  const { client } = useModalContext('WalletSendPreview')
  const strings = useViewStrings('WalletSendPreview', sendViewStrings)
  const state = useSend()
  const account = useClientValue(client, getAccount, watchAccount)
  const { caipNetwork } = useClientValue(client, getNetwork, watchNetwork)
  const { token, receiverAddress, outcome } = state
  if (!token || !receiverAddress || !account.address) return null
  const amount = Number(state.sendTokenAmount)
  const sending = outcome.status === 'sending'
  return (
    <div className="lk-send">
      <style>{accountStyles + sendStyles}</style>
      <div className="lk-send-amount">
        <TokenIcon url={token.iconUrl || undefined} symbol={token.symbol} />
        <strong data-testid="send-preview-amount">
          {formatBalance(state.sendTokenAmount, token.symbol)}
        </strong>
        {token.price > 0 && (
          <span className="lk-note">{strings.usdValue(amount * token.price)}</span>
        )}
      </div>
      <div className="lk-field">
        <div className="lk-detail">
          <span>{strings.sendFrom}</span>
          <span className="lk-receiver" title={account.address}>
            {account.profileImage ? (
              <img src={account.profileImage} alt="" />
            ) : (
              <Avatar address={account.address} size={24} />
            )}
            <span>{account.profileName ?? truncateAddress(account.address)}</span>
          </span>
        </div>
        <div className="lk-detail">
          <span>{strings.sendReceiver}</span>
          <span className="lk-receiver" title={receiverAddress} data-testid="send-preview-to">
            <ReceiverAvatar address={receiverAddress} image={state.receiverProfileImage} />
            <span>
              {state.receiverProfileName
                ? `${state.receiverProfileName} · ${truncateAddress(receiverAddress)}`
                : truncateAddress(receiverAddress)}
            </span>
          </span>
        </div>
        <div className="lk-detail">
          <span>{strings.sendNetwork}</span>
          <span>{caipNetwork?.name}</span>
        </div>
        <div className="lk-detail">
          <span>{strings.sendNetworkFee}</span>
          <span data-testid="send-preview-fee">
            {state.gasPriceInUSD === undefined ? '–' : strings.usdFee(state.gasPriceInUSD)}
          </span>
        </div>
      </div>
      <PreviewFooter
        waiting={sending ? strings.sendWaiting : undefined}
        error={
          outcome.status === 'declined'
            ? strings.sendDeclined
            : outcome.status === 'failed'
              ? outcome.message
              : undefined
        }
        confirmLabel={strings.sendConfirm}
        onConfirm={() => void sendForm(client)}
      />
    </div>
  )
}
