/**
 * Constants the browser needs without loading zod: importing schema.ts or
 * maintenance-file.ts pulls zod into a bundle, so runtime code imports these
 * from here instead.
 */

/** The layout name that means "render the page on its own". */
export const NO_LAYOUT = 'none'

/** `maintenance.json` larger than this is refused, by the CLI and by the browser. */
export const MAINTENANCE_FILE_MAX_BYTES = 64 * 1024
