import type { LoaderFunctionArgs } from 'react-router-dom'

/** The doc page's data module: found beside the page, its loader runs with the page's params. */
export const loader = ({ params }: LoaderFunctionArgs) => ({ title: `Doc ${params.slug ?? ''}` })
