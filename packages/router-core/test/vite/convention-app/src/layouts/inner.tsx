import { Outlet } from 'react-router-dom'

export default function Inner() {
  return (
    <section data-layout="inner">
      <Outlet />
    </section>
  )
}
