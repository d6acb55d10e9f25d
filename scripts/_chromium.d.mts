// Types for _chromium.mjs, which e2e/harness/browser.ts imports under `tsc -p e2e`.
export declare function chromePath(): string
export declare const CHROMIUM_FLAGS: readonly string[]
export declare const LOOPBACK_ONLY_FLAG: string
