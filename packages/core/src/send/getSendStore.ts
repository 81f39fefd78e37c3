import type { AdapterSendMethods } from '../adapter/ChainAdapter.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { defineFeature, type FeatureInstance } from '../features/defineFeature.js'
import { getFeature } from '../features/getFeature.js'
import { createStore, type Store } from '../store/createStore.js'
import { initialSendState, type SendState } from './SendState.js'

/**
 * The gas of a transfer until the namespace's send methods say otherwise: 21,000 for a plain
 * value transfer on eip155, 65,000 for a token transfer until it is estimated (an ERC-20
 * transfer to a new holder uses about 52,000).
 */
export const defaultTransferGas = { native: 21_000n, token: 65_000n }

/** What Send's actions keep between calls (never shown, so outside the observed state). */
type SendRun = {
  /** Bumped by each receiver typed: a lookup of an older one is dropped. */
  receiverRequest: number
  /** The pause before a typed name is looked up. */
  timer: ReturnType<typeof setTimeout> | undefined
  /** The active namespace's send methods, loading or loaded by `startSend`. */
  methods: Promise<AdapterSendMethods> | undefined
  /** The gas of a native and a token transfer until one is estimated. */
  transferGas: { native: bigint; token: bigint }
  /** The transfer (network, sender, token, receiver) whose gas `gasLimit` holds. */
  gasEstimatedFor: string | undefined
}

/** Send's store: the form's state and what its actions keep between calls. */
export type SendStore = FeatureInstance & {
  state: Store<SendState>
  run: SendRun
}

// Made once per client, dropped (its timer stopped) by `client.destroy()`.
const sendStoreFeature = defineFeature<SendStore>({
  name: 'send',
  create() {
    const run: SendRun = {
      receiverRequest: 0,
      timer: undefined,
      methods: undefined,
      transferGas: defaultTransferGas,
      gasEstimatedFor: undefined,
    }
    return {
      state: createStore<SendState>(initialSendState),
      run,
      destroy() {
        clearTimeout(run.timer)
        run.receiverRequest++
      },
    }
  },
})

/** The client's Send store, made on first use and removed by `client.destroy()`. */
export function getSendStore(client: LatchkeyClient): SendStore {
  return getFeature(client, sendStoreFeature)
}
