import { Outlet } from 'react-router-dom'
import { SiteFrame } from '../components/site-frame'

/** Layout `default` in routes.yaml: the public frame around the matched page. */
export default function DefaultLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  )
}
