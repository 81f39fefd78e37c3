import {
  useLatchkeyAccount,
  useLatchkeyNetwork,
  useLatchkeySIWX,
  useLatchkeyState,
} from '@latchkey/react'

/** What the public hooks report, shown plainly so a developer (and the tests) can follow along. */
export function AccountPanel() {
  const account = useLatchkeyAccount()
  const network = useLatchkeyNetwork()
  const state = useLatchkeyState()
  const siwx = useLatchkeySIWX()
  return (
    <section aria-labelledby="account-panel-title" className="card">
      <h2 id="account-panel-title">What the hooks say</h2>
      <dl className="facts">
        <dt>Status</dt>
        <dd data-testid="account-status">{account.status}</dd>
        <dt>Address</dt>
        <dd data-testid="account-address">{account.address ?? '—'}</dd>
        <dt>Network</dt>
        <dd data-testid="network-id">{network.caipNetworkId ?? '—'}</dd>
        <dt>Modal</dt>
        <dd data-testid="modal-state">{state.open ? 'open' : 'closed'}</dd>
        <dt>Sign-in</dt>
        <dd data-testid="siwx-status">{siwx.status}</dd>
        <dt>Signed in as</dt>
        <dd data-testid="siwx-address">{siwx.session?.data.accountAddress ?? '—'}</dd>
        <dt>Session ends</dt>
        <dd data-testid="siwx-expires">{siwx.session?.data.expirationTime ?? '—'}</dd>
      </dl>
    </section>
  )
}
