import { ConnectButton } from '@latchkey/react'

/** The connect button drawn by the page from `<ConnectButton>`'s state and actions. */
export function CustomButtonExample() {
  return (
    <section aria-labelledby="custom-title" className="card">
      <h2 id="custom-title">The page's own button</h2>
      <ConnectButton>
        {(state) =>
          state.isConnected ? (
            <div className="own-account">
              <label>
                <span className="muted">Network</span>
                <select
                  aria-label="Network"
                  value={state.network?.caipNetworkId ?? ''}
                  onChange={(event) => {
                    const next = state.networks.find(
                      (network) => network.caipNetworkId === event.target.value,
                    )
                    if (next) void state.switchNetwork(next).catch(() => {})
                  }}
                >
                  {state.networks.map((network) => (
                    <option key={network.caipNetworkId} value={network.caipNetworkId}>
                      {network.name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" onClick={(event) => state.open(event.currentTarget)}>
                {state.truncatedAddress}
                {state.balance ? ` · ${state.balance}` : ''}
              </button>
              <button type="button" onClick={() => void state.disconnect().catch(() => {})}>
                Disconnect
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="own-connect"
              aria-busy={state.loading}
              disabled={state.loading}
              onClick={(event) => state.open(event.currentTarget)}
            >
              {state.loading ? 'Connecting…' : 'Sign in with a wallet'}
            </button>
          )
        }
      </ConnectButton>
    </section>
  )
}
