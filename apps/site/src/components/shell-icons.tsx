import type { SVGProps } from 'react'

/**
 * The three icons of the first-load shell (mobile menu, language switch) as
 * plain SVG: the same 24×24 paths and stroke as lucide-react's Menu, X and
 * Languages, without lucide's runtime (about 2 KB gzip of the first load).
 * Pages keep using lucide-react; their chunks load after first paint.
 */

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

function _icon(name: string, paths: readonly string[]) {
  const Icon = ({ className = '', ...rest }: IconProps) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide lucide-${name} ${className}`}
      {...rest}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
  return Icon
}

export const MenuIcon = _icon('menu', ['M4 5h16', 'M4 12h16', 'M4 19h16'])
export const CloseIcon = _icon('x', ['M18 6 6 18', 'm6 6 12 12'])
export const LanguagesIcon = _icon('languages', [
  'm5 8 6 6',
  'm4 14 6-6 2-3',
  'M2 5h12',
  'M7 2h1',
  'm22 22-5-10-5 10',
  'M14 18h6',
])
