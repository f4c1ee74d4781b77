import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The whole manifest up front. Lazy discovery (routes fetched through /__manifest for the links a page renders)
  // saved 0.8 kB per page, but a discovery call cut off by leaving the page logs a console error in every browser.
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
