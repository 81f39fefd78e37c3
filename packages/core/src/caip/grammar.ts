/** CAIP-2 namespace: 3 to 8 of lowercase letters, digits and hyphens. */
export const namespacePattern = /^[-a-z0-9]{3,8}$/

/** CAIP-2 reference: 1 to 32 of letters, digits, hyphens and underscores. */
export const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/

/** CAIP-10 account address: 1 to 128 of letters, digits, hyphens, dots and percent signs. */
export const accountAddressPattern = /^[-.%a-zA-Z0-9]{1,128}$/
