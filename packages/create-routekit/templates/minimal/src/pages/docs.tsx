import { useParams } from 'react-router-dom'

/** Its crumb in the breadcrumb of the default layout (React Router's route `handle`, read through useMatches()). */
export const handle = { crumb: 'Docs' }

/** One page for a whole docs section: the splat `*` is the path below /docs ('' at /docs itself). */
export default function Docs() {
  const page = useParams()['*'] || 'index'
  return (
    <>
      <h1>Docs</h1>
      <p>You are reading {page}. Add one file per page, or load them from a CMS by this path.</p>
    </>
  )
}
