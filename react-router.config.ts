import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Lazy discovery: a page's manifest names only its own routes; the others (the back office's thirty among them)
  // are fetched through /__manifest for the links a page renders, instead of being sent to every shopper.
  routeDiscovery: { mode: 'lazy' },
  future: {
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
