import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'

/** Its crumb in the breadcrumb of the default layout (React Router's route `handle`, read through useMatches()). */
export const handle = { crumb: 'Account' }

/** Guarded by "auth" in routes.yaml: only a signed-in visitor gets here. */
export default function Account() {
  const navigate = useNavigate()
  const [email, setEmail] = useState<string | null>(null)
  useEffect(() => {
    void import('../firebase').then(({ auth }) => setEmail(auth.currentUser?.email ?? null))
  }, [])
  return (
    <>
      <h1>Your account</h1>
      {email && <p>Signed in as {email}</p>}
      <button
        type="button"
        onClick={() => {
          void Promise.all([import('../firebase'), import('firebase/auth')]).then(async ([{ auth }, { signOut }]) => {
            await signOut(auth)
            void navigate('/')
          })
        }}
      >
        Sign out
      </button>
    </>
  )
}
