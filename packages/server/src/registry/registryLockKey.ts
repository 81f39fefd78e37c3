/**
 * Advisory lock key taken by every write to the catalog (seeding, imports), so two server nodes
 * starting together, or an import during a start, never interleave. Differs from the migrations'.
 */
export const registryLockKey = '7809651199139603834'
