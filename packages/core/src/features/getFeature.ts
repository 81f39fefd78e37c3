import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { Feature, FeatureInstance } from './defineFeature.js'

/**
 * The client's instance of `feature`, made on first call and kept until `client.destroy()`
 * (which calls its `destroy`). This is how a lazily loaded feature module registers itself.
 */
export function getFeature<instance extends FeatureInstance>(
  client: LatchkeyClient,
  feature: Feature<instance>,
): instance {
  const { features } = client
  const existing = features.get(feature.name)
  if (existing) return existing as instance
  const created = feature.create(client)
  features.set(feature.name, created)
  return created
}
