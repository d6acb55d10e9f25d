import { useEffect, useId, useRef, useState } from 'react'

/**
 * The disclosure pattern (a button that shows and hides a panel), shared by
 * the mobile menu and the account menu. Escape closes the panel and gives
 * focus back to the button; with `closeOnOutside`, so does a pointer press
 * outside `rootRef`. No focus trap: the page behind stays reachable.
 *
 * @example
 * const menu = useDisclosure()
 * <button {...menu.buttonProps}>Menu</button> <nav id={menu.panelId} hidden={!menu.open}>…</nav>
 */
export function useDisclosure({ closeOnOutside = false }: { closeOnOutside?: boolean } = {}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    if (closeOnOutside) document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, closeOnOutside])

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((value) => !value),
  }
  return { open, setOpen, panelId, rootRef, buttonProps }
}
