import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** The social login under way per client: aborting it closes its popup and ends it. */
export const socialLoginControllers = new WeakMap<LatchkeyClient, AbortController>()
