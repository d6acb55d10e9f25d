// dist/vendor-fresh.cjs: the package as published, in a file of its own (tsup.config.ts, VENDOR).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, so the file's exports are the package's own
module.exports = require('fresh')
