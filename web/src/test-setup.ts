// jsdom test setup: DOM matchers, an in-memory IndexedDB for the cache persister and character storage, and
// unmounting rendered trees after each test (vitest runs without globals, so Testing Library cannot do it itself).
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
