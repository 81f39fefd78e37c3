import { useState } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { PowerIcon } from '../../icons/icons.js'
import { NetworkList } from '../../modal/parts/NetworkList.js'

/**
 * Shown by the client when the wallet is on a network the dapp did not configure: why, the
 * configured networks to switch to, and Disconnect. Once the wallet is back on a configured
 * network the client leaves this view.
 */
export function UnsupportedChain() {
  const { client, strings } = useLatchkeyContext('UnsupportedChain')
  const [disconnecting, setDisconnecting] = useState(false)

  async function disconnect() {
    setDisconnecting(true)
    try {
      await client.disconnect()
    } catch {
      client.shake()
    } finally {
      setDisconnecting(false)
    }
  }

  return (
    <div className="lk-stack" style={{ alignItems: 'stretch', padding: 0 }}>
      <p className="lk-note" style={{ textAlign: 'center' }}>
        {strings.unsupportedDetail}
      </p>
      <NetworkList />
      <button
        type="button"
        className="lk-item"
        disabled={disconnecting}
        onClick={() => void disconnect()}
      >
        <span className="lk-image" data-round="">
          <PowerIcon size={20} />
        </span>
        <span className="lk-item-name">{strings.disconnect}</span>
      </button>
    </div>
  )
}
