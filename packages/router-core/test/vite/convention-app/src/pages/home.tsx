export default function Home() {
  return <h1>Home page</h1>
}
