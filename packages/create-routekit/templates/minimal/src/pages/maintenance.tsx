import { useMaintenance } from '@routekit/router-core/react'

/** The maintenance route: every other path comes here while maintenance is on. */
export default function Maintenance() {
  const { message, until } = useMaintenance()
  // `routekit maintenance on --until 2h` sets it: the time the site should be back, in the visitor's own clock.
  const back = until === undefined || Number.isNaN(Date.parse(until)) ? undefined : new Date(until)
  return (
    <main>
      <h1>Back soon</h1>
      <p>{message ?? 'We are updating the site. Please come back in a few minutes.'}</p>
      {back && (
        <p>
          Expected back by <time dateTime={back.toISOString()}>{back.toLocaleString()}</time>.
        </p>
      )}
    </main>
  )
}
