/** Where the ENS registry lives on Ethereum and its testnets, and so on every dev chain. */
export const ensRegistryAddress = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'
