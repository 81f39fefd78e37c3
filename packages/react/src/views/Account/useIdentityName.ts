import { getIdentity } from '@latchkey/core/internal'
import { useEffect, useState } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'

/**
 * The name the data API's identity route gives `address` (undefined until it answers, when it
 * has none, or when it fails: the caller shows the address then). Requests are shared and kept
 * 5 minutes by core, so a list with the same counterparty many times asks once.
 */
export function useIdentityName(address: string | undefined): string | undefined {
  const { client } = useLatchkeyContext('useIdentityName')
  const [found, setFound] = useState<{ address: string; name: string }>()
  useEffect(() => {
    if (!address) return
    let current = true
    getIdentity(client, { address }).then(
      (identity) => {
        if (current && identity.name) setFound({ address, name: identity.name })
      },
      // The address stays shown: a name is a nicety, not worth an error in the list.
      () => {},
    )
    return () => {
      current = false
    }
  }, [client, address])
  return found && found.address === address ? found.name : undefined
}
