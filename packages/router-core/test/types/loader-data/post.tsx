// A page reading its loader's and action's values with React Router's own generics: the types
// follow the functions, through data() and the promise. Each @ts-expect-error below must be an
// error; if useLoaderData<typeof loader>() gave `any`, tsc would fail on the unused directives.
import { Form, useActionData, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import type { action, loader as dataLoader } from './post.data'

export function loader({ params }: LoaderFunctionArgs) {
  return { slug: params.slug ?? '', published: new Date(0).toISOString() }
}

export default function Post() {
  const own = useLoaderData<typeof loader>()
  const post = useLoaderData<typeof dataLoader>()
  const result = useActionData<typeof action>()
  const slug: string = own.slug
  const words: number = post.words
  const tags: string[] = post.tags
  // @ts-expect-error the loader gives no "author"
  const author = post.author
  // @ts-expect-error "words" is a number, not a string
  const wordsText: string = post.words
  // @ts-expect-error the action's value may be undefined before a submission
  const subscribed: string = result.subscribed
  const error = result && 'errors' in result ? result.errors.email : undefined
  return (
    <Form method="post">
      <h1>
        {post.title} {slug} {words} {tags.join(', ')} {String(author)} {wordsText} {subscribed} {error}
      </h1>
    </Form>
  )
}
