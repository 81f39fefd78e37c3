// What acts on a wallet: the adapter's methods and the injected source's access requests, one
// chunk loaded through loadEvmMethods.
export { createEvmImplementation } from './evmImplementation.js'
export { getAccess, requestAccess, revokeAccess } from './source/evmAccess.js'
