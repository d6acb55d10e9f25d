import { Link } from 'react-router-dom'

// Links the build follows (the docs tree, a known item) and links it must not prerender as pages: a routes.yaml
// redirect, an unknown path, an item whose loader answers 404, another site.
export default function Home() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/docs">Docs</Link> <Link to="/manual/install">Old manual</Link> <Link to="/nope">Nowhere</Link>{' '}
      <Link to="/items/known">Known item</Link> <Link to="/items/missing">Missing item</Link>{' '}
      <a href="https://example.org/docs/elsewhere">Elsewhere</a>
    </>
  )
}
