import { useLoaderData } from 'react-router-dom'

export default function Doc() {
  const { title } = useLoaderData<{ title: string }>()
  return <h1>{title}</h1>
}
