import { useMaintenance } from '@routekit/router-core/react'

/** The maintenance route: every other path comes here while maintenance is on. */
export default function Maintenance() {
  const { message } = useMaintenance()
  return (
    <main>
      <h1>Back soon</h1>
      <p>{message ?? 'We are updating the site. Please come back in a few minutes.'}</p>
    </main>
  )
}
