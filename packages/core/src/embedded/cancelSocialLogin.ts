import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { socialLoginControllers } from './socialLoginControllers.js'

/** Ends the social login under way (Cancel): its popup closes and the buttons show again. */
export function cancelSocialLogin(client: LatchkeyClient): void {
  socialLoginControllers.get(client)?.abort()
}
