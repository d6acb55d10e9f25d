import { defineConfig } from 'vitest/config'

// `npm run screenshots`: the browser suite's set-up, and the one file that takes the screenshots.
// Kept out of vitest.config.ts, so `npm test` neither runs nor counts it.
export default defineConfig({
  test: {
    name: 'screenshots',
    include: ['e2e/screenshots/*.shots.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    hookTimeout: 300_000,
  },
})
