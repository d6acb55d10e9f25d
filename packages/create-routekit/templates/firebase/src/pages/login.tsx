import { useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'

/** Its crumb in the breadcrumb of the default layout (React Router's route `handle`, read through useMatches()). */
export const handle = { crumb: 'Sign in' }

/** Sign in, or create an account, with an email and a password (Firebase Auth). */
export default function Login() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const back = params.get('redirect')

  async function submit(event: FormEvent<HTMLFormElement>, create: boolean) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const [email, password] = [String(form.get('email')), String(form.get('password'))]
    const [{ auth }, { createUserWithEmailAndPassword, signInWithEmailAndPassword }] = await Promise.all([
      import('../firebase'),
      import('firebase/auth'),
    ])
    try {
      await (create ? createUserWithEmailAndPassword : signInWithEmailAndPassword)(auth, email, password)
      // Only a path of this site: never send the visitor to another origin.
      void navigate(back?.startsWith('/') && !back.startsWith('//') ? back : '/account')
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
    }
  }

  return (
    <>
      <h1>Sign in</h1>
      <form
        onSubmit={(event) =>
          void submit(event, (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'create')
        }
      >
        <label>
          Email <input name="email" type="email" autoComplete="email" required />
        </label>
        <label>
          Password <input name="password" type="password" autoComplete="current-password" minLength={6} required />
        </label>
        <button type="submit" value="sign-in">
          Sign in
        </button>
        <button type="submit" value="create">
          Create account
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
    </>
  )
}
