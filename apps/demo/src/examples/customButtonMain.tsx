// The demo's page of a connect button the page draws from ConnectButton's render prop.
import { CustomButtonExample } from './CustomButtonExample.js'
import { mountExample } from './mountExample.js'

mountExample({
  title: 'Your own connect button',
  intro: (
    <>
      <code>{'<ConnectButton>{(state) => …}</ConnectButton>'}</code> hands the page the state
      (connected, address, balance, network, loading) and the actions (open, switch network,
      disconnect): the page draws the button, Latchkey does the rest.
    </>
  ),
  children: <CustomButtonExample />,
})
