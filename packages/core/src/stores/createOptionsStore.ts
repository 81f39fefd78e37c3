import type { CreateLatchkeyParameters, ResolvedOptions } from '../options/LatchkeyOptions.js'
import { resolveOptions } from '../options/resolveOptions.js'
import { createStore, type Store } from '../store/createStore.js'

/** The options store: the validated options with every default filled in. */
export type OptionsStore = Store<ResolvedOptions>

/** Validates the options of `createLatchkey` (throwing InvalidOptionError) and stores the result. */
export function createOptionsStore(parameters: CreateLatchkeyParameters): OptionsStore {
  return createStore(resolveOptions(parameters))
}
