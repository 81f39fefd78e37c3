// The connected button's inside (avatar, balance slot, name) is a chunk of its own: a page
// whose visitor has not connected never needs it, and ConnectButton starts loading it as soon
// as a connection is being made or restored, so it is there when the account lands.

/** Loads the chunk of AccountButton and its content (the avatar and the balance slot). */
export const loadAccountButton = () => import('./AccountButton.js')
