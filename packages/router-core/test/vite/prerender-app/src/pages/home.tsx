import { Icon } from '../icon'

export default function Home() {
  return (
    <h1>
      <Icon /> Home
    </h1>
  )
}
