import { useParams } from 'react-router-dom'

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
