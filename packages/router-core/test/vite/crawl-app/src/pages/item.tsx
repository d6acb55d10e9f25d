import { useLoaderData } from 'react-router-dom'

export default function Item() {
  const { id } = useLoaderData() as { id: string }
  return <h1>Item {id}</h1>
}
