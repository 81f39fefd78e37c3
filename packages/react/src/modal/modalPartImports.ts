// The import() calls of the parts the modal shows only on some pages or after some action (the
// email field, the legal checkbox, the All Wallets entry, the wallet explainer, the stalled
// request's notice, the toast's message): a chunk of its own, loaded first by the lazy part that needs one, so Vite's
// lists of the files each part needs stay out of the modal's files on a page that shows none.

/** Imports the email field's chunk (with the embedded wallet). */
export const importEmailLoginField = () => import('../views/EmailLogin/EmailLoginField.js')

/** Imports the legal checkbox's chunk (with terms or a privacy policy). */
export const importLegalCheckbox = () => import('../views/Connect/LegalCheckbox.js')

/** Imports the All Wallets entry's chunk (with a registry or custom wallets). */
export const importAllWalletsEntry = () => import('../views/Connect/AllWalletsEntry.js')

/** Imports the wallet explainer's chunk ("What is a wallet?"). */
export const importWalletExplainer = () => import('../views/Connect/WalletExplainer.js')

/** Imports the stalled wallet request's notice. */
export const importWalletRequestNotice = () => import('./WalletRequestNotice.js')

/** Imports the toast's message (with the first toast). */
export const importToastMessage = () => import('./ToastMessage.js')
