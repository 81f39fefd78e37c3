import type { OpenParameters } from '@latchkey/core'
import { closeModal, getModal, watchModal } from '@latchkey/core'
import { useMemo } from 'react'
import { useLatchkeyContext } from '../context/LatchkeyContext.js'
import { openModal } from '../modal/openModal.js'
import { useClientValue } from './useClientValue.js'

/** What `useLatchkey` returns. */
export type UseLatchkeyReturnType = {
  /** Opens the modal on `view`, or on the view the connection calls for. */
  open(parameters?: OpenParameters): void
  close(): void
  isOpen: boolean
}

/** Opens and closes the modal, and tells whether it is open. */
export function useLatchkey(): UseLatchkeyReturnType {
  const { client } = useLatchkeyContext('useLatchkey')
  const { open: isOpen } = useClientValue(client, getModal, watchModal)
  return useMemo(
    () => ({
      open: (parameters) => openModal(client, parameters),
      close: () => closeModal(client),
      isOpen,
    }),
    [client, isOpen],
  )
}
