/** Its crumb in the breadcrumb of the default layout (React Router's route `handle`, read through useMatches()). */
export const handle = { crumb: 'Home' }

export default function Home() {
  return (
    <>
      <h1>Welcome to {'{{name}}'}</h1>
      <p>Every page of this site is declared in routes.yaml. Add a route there and a page in src/pages.</p>
    </>
  )
}
