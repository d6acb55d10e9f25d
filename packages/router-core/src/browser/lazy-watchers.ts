/**
 * The two watchers a page starts after its first paint, maintenance.json's and
 * builds/latest.json's, behind one import(). They share the poller (_poll.ts):
 * imported from two lazy chunks, it would be a chunk of its own, and each
 * import() in the first-load chunk would carry a preload list naming it. As one
 * chunk they add nothing to the first load, and cost one request instead of three.
 */
export { createMaintenanceFile } from './maintenance-source.js'
export { watchBuild } from './build-manifest.js'
