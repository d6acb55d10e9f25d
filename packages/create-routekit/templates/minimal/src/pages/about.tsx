export default function About() {
  return (
    <>
      <h1>About</h1>
      <p>Built with Vite, React and routekit.</p>
    </>
  )
}
