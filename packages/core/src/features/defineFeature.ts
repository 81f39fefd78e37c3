import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** A feature's state and actions, made once per client on first use. */
export type FeatureInstance = {
  destroy?(): void
  /** The active namespace changed to another (switching network): forms of the old one reset. */
  onNamespaceChange?(namespace: ChainNamespace): void
}

/**
 * A feature module (send, swap, on-ramp, names, the embedded wallet): its name and how to make
 * its per-client part. Defined in the feature's own module, so a page that never uses the
 * feature never loads it; the client knows nothing of it until `getFeature` asks.
 */
export type Feature<instance extends FeatureInstance> = {
  readonly name: string
  create(context: LatchkeyClient): instance
}

/** Defines a feature (see `getFeature`). */
export function defineFeature<instance extends FeatureInstance>(
  feature: Feature<instance>,
): Feature<instance> {
  return feature
}
