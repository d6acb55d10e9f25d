export default function Members() {
  return <h1>Members only</h1>
}
