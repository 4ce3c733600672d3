// jsdom test setup: DOM matchers and an in-memory IndexedDB for the cache persister and character storage.
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
