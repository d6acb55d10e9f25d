/**
 * The `common` namespace: only what the first-load code itself shows, the bare
 * error page's two ways out (error-page-lazy.tsx, which must work even when no
 * chunk can be downloaded). The Spanish half ships in the first-load bundle, so
 * keep it short; text that only a lazy chunk shows (the shell's header, footer
 * and language switch: `shell`, a page, the full error page, the dashboard
 * layout) belongs in that chunk's own namespace. English lives in common-en.ts
 * and loads only when it is shown.
 */
export const es = {
  error: {
    goHome: 'Ir al inicio',
    reload: 'Recargar la página',
  },
}
