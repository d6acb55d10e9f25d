export default function Construction() {
  return <h1>Back soon</h1>
}
