// A page's data module (pages/<page>.data.ts): its loader and action, apart from its component.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom'

export async function loader({ params }: LoaderFunctionArgs) {
  if (params.slug === 'old') throw redirect('/blog/new')
  return { title: `Post ${params.slug ?? ''}`, words: 120, tags: ['a', 'b'] }
}

export async function action({ request }: ActionFunctionArgs) {
  const email = String((await request.formData()).get('email') ?? '')
  if (!email.includes('@')) return data({ errors: { email: 'Write a valid email.' } }, { status: 400 })
  return { subscribed: email }
}
