import path from 'node:path'

/**
 * The package's README, which ships with it: `--help` points here, so the
 * docs are wherever routekit is installed. __dirname is dist/ in the bundle.
 */
export const README = path.join(__dirname, '..', 'README.md')
