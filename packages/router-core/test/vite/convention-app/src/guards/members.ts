import { redirect, type Guard } from '@routekit/router-core/react'

/** The "members" guard: nobody is a member here, so every visitor goes home. */
const members: Guard = () => redirect('/')
export default members
