import { useNavigate } from 'react-router-dom'
import { signOut } from '../guards/session'

/** Its crumb in the breadcrumb of the default layout (React Router's route `handle`, read through useMatches()). */
export const handle = { crumb: 'Account' }

/** Guarded by "auth" in routes.yaml: a signed-out visitor never downloads this page. */
export default function Account() {
  const navigate = useNavigate()
  return (
    <>
      <h1>Your account</h1>
      <button
        type="button"
        onClick={() => {
          signOut()
          void navigate('/')
        }}
      >
        Sign out
      </button>
    </>
  )
}
