import { useNavigate, useSearchParams } from 'react-router-dom'
import { signIn } from '../guards/session'

/** Its crumb in the breadcrumb of the default layout (React Router's route `handle`, read through useMatches()). */
export const handle = { crumb: 'Sign in' }

export default function Login() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const back = params.get('redirect')
  return (
    <>
      <h1>Sign in</h1>
      <button
        type="button"
        onClick={() => {
          signIn()
          // Only a path of this site: never send the visitor to another origin.
          void navigate(back?.startsWith('/') && !back.startsWith('//') ? back : '/account')
        }}
      >
        Sign in
      </button>
    </>
  )
}
