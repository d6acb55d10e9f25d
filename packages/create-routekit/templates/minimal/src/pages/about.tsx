import { useLoaderData } from 'react-router-dom'

/** Its crumb in the breadcrumb of the default layout (React Router's route `handle`, read through useMatches()). */
export const handle = { crumb: 'About' }

/**
 * Runs before the page renders, once the route's guards allowed; a prerendered
 * page runs it at build time, so its HTML holds what it returns. It may be
 * async, and gets React Router's { request, params }.
 */
export function loader() {
  return { stack: ['Vite', 'React', 'routekit'] }
}

export default function About() {
  // Typed from the loader: { stack: string[] }.
  const { stack } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>About</h1>
      <p>
        Built with {stack.slice(0, -1).join(', ')} and {stack[stack.length - 1]}.
      </p>
    </>
  )
}
