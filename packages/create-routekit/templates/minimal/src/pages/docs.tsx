import { Link, useParams } from 'react-router-dom'
import { href } from '../links'

/** Its crumb in the breadcrumb of the default layout (React Router's route `handle`, read through useMatches()). */
export const handle = { crumb: 'Docs' }

/** The docs pages and the pages each links to; a CMS or one file per page works the same way. */
const PAGES: Record<string, { title: string; links: string[] }> = {
  '': { title: 'Docs', links: ['getting-started', 'routes'] },
  'getting-started': { title: 'Getting started', links: ['routes'] },
  routes: { title: 'Routes', links: ['getting-started'] },
}

/**
 * One page for a whole docs section: the splat `*` is the path below /docs ('' at /docs itself). `npm run build`
 * prerenders every docs page a prerendered page links to, so each of these gets its own HTML without a list.
 */
export default function Docs() {
  const page = PAGES[useParams()['*'] ?? '']
  if (!page) return <h1>No such docs page</h1>
  return (
    <>
      <h1>{page.title}</h1>
      <p>Add a page to PAGES, or load the pages from a CMS by this path.</p>
      <ul>
        {page.links.map((link) => (
          <li key={link}>
            <Link to={href('docs', { params: { '*': link } })}>{PAGES[link]?.title}</Link>
          </li>
        ))}
      </ul>
    </>
  )
}
