// What only a page with a connected account runs, one chunk: connecting and restoring load it
// while the wallet answers, so a visitor who never connects never loads it.
export { applyAccountData } from '../data/applyAccountData.js'
export { applyAdapterEvent } from './applyAdapterEvent.js'
