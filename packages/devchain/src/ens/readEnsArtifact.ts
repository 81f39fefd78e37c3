import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

/** A truffle artifact of the ENS npm packages: ABI, creation and runtime bytecode. */
export type EnsArtifact = { abi: Abi; bytecode: Hex; deployedBytecode: Hex }

const artifacts = new Map<string, Promise<EnsArtifact>>()

/** Reads (once) an artifact shipped in `@ensdomains/ens` or `@ensdomains/resolver`. */
export function readEnsArtifact(path: string): Promise<EnsArtifact> {
  let artifact = artifacts.get(path)
  if (!artifact) {
    artifact = readFile(createRequire(import.meta.url).resolve(path), 'utf8').then(
      (text) => JSON.parse(text) as EnsArtifact,
    )
    artifacts.set(path, artifact)
  }
  return artifact
}
