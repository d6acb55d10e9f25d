import { Icon } from '../icon'

export default function About() {
  return (
    <h1>
      <Icon /> About
    </h1>
  )
}
