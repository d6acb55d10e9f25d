// Prettier, matched to the code as it was written before Prettier came: no semicolons, single quotes, long lines.
// printWidth 180 changed the fewest files when it was chosen (125; 147 at 160, 224 at 120).
/** @type {import('prettier').Config} */
export default {
  semi: false,
  singleQuote: true,
  printWidth: 180,
  // routes.yaml files, their fixtures and docs quote with double quotes.
  overrides: [{ files: ['*.yaml', '*.yml'], options: { singleQuote: false } }],
}
