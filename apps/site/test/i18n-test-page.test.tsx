import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { i18n, setLanguage } from '../src/i18n'
import I18nTestPage from '../src/pages/i18n-test'
import { renderInRouter } from './_render'

const examples = () =>
  within(screen.getByTestId('plural-examples'))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

beforeEach(async () => {
  localStorage.clear()
  await act(() => i18n.changeLanguage('es'))
})
afterEach(cleanup)

describe('/i18n-test', () => {
  it('has one h1 and names the active language', () => {
    renderInRouter(<I18nTestPage />)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByText('Idioma activo: Español (es)')).toBeTruthy()
  })

  it('renders Spanish plurals, including the "many" form for a million', () => {
    renderInRouter(<I18nTestPage />)
    expect(examples()).toEqual(['0 rutas', '1 ruta', '2 rutas', '1.000.000 de rutas'])
  })

  it('renders English plurals after switching language', async () => {
    renderInRouter(<I18nTestPage />)
    await act(() => setLanguage('en'))
    expect(examples()).toEqual(['0 routes', '1 route', '2 routes', '1,000,000 routes'])
    expect(screen.getByText('Active language: English (en)')).toBeTruthy()
  })

  it('updates the live plural and its category as the visitor types a count', async () => {
    const user = userEvent.setup()
    renderInRouter(<I18nTestPage />)
    const input = screen.getByLabelText('Número de rutas')
    await user.clear(input)
    await user.type(input, '1')
    expect(screen.getByTestId('plural-live').textContent).toBe('1 ruta · categoría «one»')
    await user.type(input, '000000') // 1000000
    expect(screen.getByTestId('plural-live').textContent).toBe('1.000.000 de rutas · categoría «many»')
  })

  it('interpolates the name the visitor types', async () => {
    const user = userEvent.setup()
    renderInRouter(<I18nTestPage />)
    const input = screen.getByLabelText('Tu nombre')
    await user.clear(input)
    await user.type(input, 'Grace')
    expect(screen.getByTestId('greeting').textContent).toBe('Hola, Grace. Tu sitio tiene 13 páginas y 1 guards.')
  })

  it('formats dates and numbers with Intl in the active language', async () => {
    renderInRouter(<I18nTestPage />)
    expect(screen.getByText('domingo, 15 de marzo de 2026')).toBeTruthy()
    // Testing Library collapses the no-break space Intl puts before the euro sign.
    expect(screen.getByText('1299,50 €')).toBeTruthy()
    await act(() => setLanguage('en'))
    expect(screen.getByText('Sunday, March 15, 2026')).toBeTruthy()
    expect(screen.getByText('1,234,567.891')).toBeTruthy()
    expect(screen.getByText('3 days ago')).toBeTruthy()
  })

  it('shows the fallbacks for missing keys', async () => {
    renderInRouter(<I18nTestPage />)
    expect(screen.getByTestId('nowhere').textContent).toBe('missing.doesNotExist')
    expect(screen.getByTestId('default-value').textContent).toBe('texto por defecto del código')
    await act(() => setLanguage('en'))
    // English has no such key, so fallbackLng (es) answers.
    expect(screen.getByTestId('only-spanish').textContent).toBe('Este texto solo existe en español.')
    expect(screen.getByTestId('nowhere').textContent).toBe('missing.doesNotExist')
    expect(screen.getByTestId('default-value').textContent).toBe('default text from the code')
  })
})
