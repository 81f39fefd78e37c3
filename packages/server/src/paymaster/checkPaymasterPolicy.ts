import { PaymasterRpcError } from '../errors/paymaster.js'
import type { PaymasterPolicy } from './PaymasterConfig.js'
import type { PaymasterUserOperation } from './paymasterParamsSchema.js'
import { readAccountCalls } from './readAccountCalls.js'

/** The policy that applies to a request, and the key its spend is counted under. */
export type AppliedPaymasterPolicy = { key: string; policy: PaymasterPolicy }

/**
 * The policy for `projectId` (its own, else `*`'s), once the operation's calls all go to the
 * policy's contracts; -32001 naming what is not sponsored otherwise. A project without its own
 * policy counts under `*`, so naming another project id does not open a second budget.
 */
export function checkPaymasterPolicy(
  policies: ReadonlyMap<string, PaymasterPolicy>,
  projectId: string | undefined,
  operation: PaymasterUserOperation,
): AppliedPaymasterPolicy {
  const own = projectId === undefined ? undefined : policies.get(projectId)
  const key = own && projectId !== undefined ? projectId : '*'
  const policy = own ?? policies.get('*')
  if (!policy)
    throw new PaymasterRpcError(
      -32001,
      `Not sponsored: no paymaster policy applies to ${projectId === undefined ? 'requests without a projectId' : `the project ${projectId}`}`,
    )
  const calls = readAccountCalls(operation.callData)
  if (!calls || calls.length === 0)
    throw new PaymasterRpcError(
      -32001,
      'Not sponsored: the paymaster sponsors calls it can check against the policy, a SimpleAccount execute or executeBatch; this callData is neither',
    )
  const covered = (to: string) => policy.contracts.some((contract) => contract === to.toLowerCase())
  const outside = calls.find((call) => !covered(call.to))
  if (outside)
    throw new PaymasterRpcError(
      -32001,
      `Not sponsored: the policy does not cover calls to ${outside.to}; it covers ${policy.contracts.join(', ')}`,
    )
  return { key, policy }
}
