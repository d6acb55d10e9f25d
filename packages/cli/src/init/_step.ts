/** One thing init did, left as it was, or could not do: each step file returns these, and index.ts reports them. */
export interface InitStep {
  file: string
  status: 'written' | 'edited' | 'unchanged' | 'manual'
  detail: string
}
