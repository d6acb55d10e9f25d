import { Link, useParams } from 'react-router-dom'

/** The docs tree: each page links its children, so only the home page's link to /docs leads into it. */
const TREE: Record<string, string[]> = {
  '': ['getting-started', 'guides'],
  'getting-started': ['getting-started/install'],
  guides: ['guides/routing', 'guides/data'],
}

export default function Docs() {
  const page = useParams()['*'] ?? ''
  return (
    <>
      <h1>Docs: {page || 'index'}</h1>
      <ul>
        {(TREE[page] ?? []).map((child) => (
          <li key={child}>
            <Link to={`/docs/${child}`}>{child}</Link>
          </li>
        ))}
      </ul>
      <Link to="/docs">Docs home</Link>
    </>
  )
}
