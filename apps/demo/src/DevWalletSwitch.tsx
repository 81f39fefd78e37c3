import { useState } from 'react'
import type { DemoConfig } from './demoConfig.js'
import { isDevWalletEnabled, loadDevWallet, setDevWalletEnabled } from './devWallet.js'

/**
 * The Dev wallet switch: installs the stack's dev wallet into the page as an extension would (kept
 * across reloads and shared by the demo's pages); nothing when the stack serves none.
 */
export function DevWalletSwitch({ config }: { config: DemoConfig }) {
  const [enabled, setEnabled] = useState(isDevWalletEnabled)
  if (!config.devWallet) return null

  function toggle() {
    const next = !enabled
    setDevWalletEnabled(next)
    setEnabled(next)
    if (next) void loadDevWallet(config)
    // A wallet cannot be un-injected from a live page; turning it off applies on reload.
    else window.location.reload()
  }

  return (
    <label className="switch">
      <input
        type="checkbox"
        role="switch"
        aria-checked={enabled}
        checked={enabled}
        onChange={toggle}
      />
      <span>
        <strong>Dev wallet</strong>
        <small>A real wallet holding a funded dev key, in place of a browser extension.</small>
      </span>
    </label>
  )
}
