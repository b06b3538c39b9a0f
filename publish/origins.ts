/**
 * Where Owlbear Rodeo runs, so where it fetches our manifest and pages from: the one list the dev server, `vite preview`
 * and the hosting instructions (docs/publishing.md) allow, and the tests check.
 */
export const OWLBEAR_ORIGINS = ['https://www.owlbear.rodeo', 'https://www.owlbear.app'] as const;

/** The `Access-Control-Allow-Origin` a server answers a request from `origin` with: that origin if Owlbear's, else none. */
export const allowedOrigin = (origin: string | undefined): string | undefined =>
  OWLBEAR_ORIGINS.find((allowed) => allowed === origin);
