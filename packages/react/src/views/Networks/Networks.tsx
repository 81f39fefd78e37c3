import { closeModal, getRouter, goBack } from '@latchkey/core'
import { useModalContext } from '../../modal/ModalContext.js'
import { NetworkList } from '../../modal/parts/NetworkList.js'

/**
 * Every configured network, the current one marked. After a switch the modal goes back to
 * the view that opened Networks, or closes when Networks was the first view.
 */
export function Networks() {
  const { client } = useModalContext('Networks')
  function onSwitched() {
    const router = getRouter(client)
    if (router.view !== 'Networks') return
    if (router.canGoBack) goBack(client)
    else closeModal(client)
  }
  return <NetworkList onSwitched={onSwitched} />
}
