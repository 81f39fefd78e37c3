import type { LatchkeyClient } from '@latchkey/core'
import {
  type ConnectViewExtras,
  getBrowserEnvironment,
  getConnectViewExtras,
  getWalletRegistry,
  watchWalletRegistry,
} from '@latchkey/core/modal'
import { useMemo } from 'react'
import { useClientValue } from '../../hooks/useClientValue.js'

/** The Connect view's extras (core's `getConnectViewExtras`), following the registry's state. */
export function useConnectExtras(client: LatchkeyClient): ConnectViewExtras {
  const registry = useClientValue(client, getWalletRegistry, watchWalletRegistry)
  const mobile = useMemo(() => getBrowserEnvironment().mobile, [])
  return useMemo(
    () => getConnectViewExtras({ options: client.options, registry, mobile }),
    [client, registry, mobile],
  )
}
