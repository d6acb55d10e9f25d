import { Outlet } from 'react-router-dom'

export const handle = { crumb: 'shell' }

export default function Shell() {
  return (
    <div data-layout="shell">
      <Outlet />
    </div>
  )
}
