import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // React Router's own check answers a cross-origin action with 400 but lets a request without Origin through.
  // The root middleware (refuseCrossOrigin) is stricter: it requires an Origin equal to this server's and answers
  // 403, for actions and /api alike. `**` hands every action to it instead of stopping some earlier with a 400.
  allowedActionOrigins: ['**'],
  future: {
    // Middleware resolves the shopper's session once per request, before the loaders run in parallel.
    v8_middleware: true,
    // Client loaders and other client exports load in their own chunks, so a route's UI is not held up by them.
    v8_splitRouteModules: true,
    // Opted out explicitly (silences the warnings) until each is tried against this app: the Vite Environment
    // API build, loaders receiving the raw `.data` request, and trailing-slash-aware data URLs.
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
