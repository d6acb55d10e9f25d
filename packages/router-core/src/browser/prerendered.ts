/** The attribute the prerenderer puts on the app's container: the path whose HTML it holds. */
export const PRERENDERED_ATTRIBUTE = 'data-routekit-prerendered'
