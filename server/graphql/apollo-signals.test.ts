// Apollo Server must leave SIGTERM and SIGINT to the server's own stop: with handlers of its own (its default outside
// NODE_ENV=test) both stops ran at once and the second waited forever on Apollo's unsettled stop, so the process never
// exited after a SIGTERM.
import { afterEach, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createApolloServer } from './apollo.ts';

const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

it('installs no signal handlers, as in production', async () => {
  process.env.NODE_ENV = 'production';
  const before = { term: process.listenerCount('SIGTERM'), int: process.listenerCount('SIGINT') };
  const apollo = createApolloServer(loadConfig({ NODE_ENV: 'development' }));
  await apollo.start();
  try {
    expect({ term: process.listenerCount('SIGTERM'), int: process.listenerCount('SIGINT') }).toEqual(before);
  } finally {
    await apollo.stop();
  }
});
