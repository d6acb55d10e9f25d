/**
 * The export routekit's prerender build adds to each chunk that a dynamic
 * import() loads: the id of the module the chunk stands for. renderPage()
 * reads it off the page and layout modules it imports, and the prerenderer
 * finds the browser chunks of those modules by it.
 */
export const MODULE_MARK = '__routekitModule'
