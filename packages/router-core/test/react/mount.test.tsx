// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { mountApp, startApp } from '../../src/react/index.js'
import { makeConfig, siteOptions } from './_app.js'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('mounting the app', () => {
  test('a missing container is logged with what to fix, then rethrown', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => mountApp('#root', <p>app</p>)).toThrowErrorMatchingInlineSnapshot(
      `[RoutekitError: [RK710] Cannot mount the app: no element matches "#root". Add it to index.html, for example <div id="root"></div>.]`,
    )
    expect(logged).toHaveBeenCalledWith('[routekit] The app failed to mount:', expect.any(Error))
  })

  test('a bad registration is logged and rethrown before anything mounts', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    document.body.innerHTML = '<div id="root"></div>'
    const options = siteOptions()
    options.guards = {}
    await expect(startApp('#root', makeConfig(), options)).rejects.toThrow('Unknown guard "auth" on route /dashboard')
    expect(logged).toHaveBeenCalledWith('[routekit] The app failed to mount:', expect.any(Error))
    expect(document.getElementById('root')!.innerHTML).toBe('')
  })

  test('startApp renders the page at the browser location through a browser router', async () => {
    document.body.innerHTML = '<div id="root"></div>'
    window.history.replaceState(null, '', '/about')
    let router: Awaited<ReturnType<typeof startApp>> | undefined
    await act(async () => {
      router = await startApp('#root', makeConfig(), siteOptions())
    })
    expect(await screen.findByText('about page')).toBeTruthy()
    await act(async () => {
      await router!.navigate('/old-about')
    })
    expect(window.location.pathname).toBe('/about')
    router!.dispose()
    window.history.replaceState(null, '', '/')
  })
})
