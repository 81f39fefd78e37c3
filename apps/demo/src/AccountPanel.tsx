import { useLatchkeyAccount, useLatchkeyNetwork, useLatchkeyState } from '@latchkey/react'

/** What the public hooks report, shown plainly so a developer (and the tests) can follow along. */
export function AccountPanel() {
  const account = useLatchkeyAccount()
  const network = useLatchkeyNetwork()
  const state = useLatchkeyState()
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
      </dl>
    </section>
  )
}
