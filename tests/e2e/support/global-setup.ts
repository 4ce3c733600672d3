// Playwright global setup: one web build, one server with the seed data (E2E_BASE_URL) and, when the real data set is
// present and not switched off (E2E_REALDATA=0), one with the real data (E2E_REALDATA_URL). Returns the teardown.
import { REALDATA_API, realDataProjectEnabled } from '../../support/realdata.ts';
import { ensureWebBuild, startTestServer, type TestServer } from './servers.ts';

export const realDataEnabled = realDataProjectEnabled;

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Workers (and specs that start their own server) inherit this: they serve the same build.
  process.env.E2E_WEB_DIST = ensureWebBuild();
  const servers: TestServer[] = [];
  const seed = await startTestServer();
  servers.push(seed);
  process.env.E2E_BASE_URL = seed.url;
  if (realDataEnabled()) {
    const real = await startTestServer({ seedDir: REALDATA_API, label: 'realdata' });
    servers.push(real);
    process.env.E2E_REALDATA_URL = real.url;
  }
  return async () => {
    await Promise.all(servers.map((s) => s.close()));
  };
}
