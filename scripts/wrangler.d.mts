// Types for wrangler.mjs, which e2e/harness/wrangler.ts imports under `tsc -p e2e`.
export declare const COMPATIBILITY_DATE: string
export declare function wranglerPagesDev(
  dir: string,
  port: number,
  home: string,
): { command: string; args: string[]; env: NodeJS.ProcessEnv }
