import type { LoaderFunctionArgs } from 'react-router-dom'

// Only /items/known exists: any other id is the loader's 404, which resolve() cannot know.
export function loader({ params }: LoaderFunctionArgs) {
  if (params.id !== 'known') throw new Response('', { status: 404 })
  return { id: params.id }
}
