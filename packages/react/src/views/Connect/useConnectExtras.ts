import type { LatchkeyClient } from '@latchkey/core'
import {
  type ConnectViewExtras,
  getBrowserEnvironment,
  getConnectViewExtras,
} from '@latchkey/core/modal'
import { useMemo } from 'react'
import { useExternalValue } from '../../hooks/useExternalValue.js'

/** The Connect view's extras (core's `getConnectViewExtras`), following the registry's state. */
export function useConnectExtras(client: LatchkeyClient): ConnectViewExtras {
  const registry = useExternalValue(client.registry.source)
  const mobile = useMemo(() => getBrowserEnvironment().mobile, [])
  return useMemo(
    () => getConnectViewExtras({ options: client.options, registry, mobile }),
    [client, registry, mobile],
  )
}
