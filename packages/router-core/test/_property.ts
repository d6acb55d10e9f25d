// How many cases each fast-check property runs. CI (CI=true, set by the CI
// runner) runs 10,000 per property; a laptop runs `local`, so that a local
// `npm test` stays quick. FC_RUNS and FC_SEED override both, to reproduce a
// failure: fast-check prints the seed and the shrunk counterexample.

/** Cases per property in CI. */
export const CI_RUNS = 10_000

export function propertyRuns(local = CI_RUNS): { numRuns: number; seed: number } {
  const numRuns = Number(process.env.FC_RUNS ?? (process.env.CI ? CI_RUNS : local))
  const seed = Number(process.env.FC_SEED ?? 42)
  return { numRuns, seed }
}
