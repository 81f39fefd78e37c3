// What the client runs only after a visitor acts (connecting, switching, disconnecting, the
// history): one chunk out of the first load, fetched once stored connections are restored.
export { connect } from '../actions/connect.js'
export { disconnect } from '../actions/disconnect.js'
export { fetchTransactions } from '../actions/fetchTransactions.js'
export { switchNetwork } from '../actions/switchNetwork.js'
export { startConnection } from '../connection/startConnection.js'
