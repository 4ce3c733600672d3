import { describe, expect, it } from 'vitest';
import { moduleGroup } from './bundle-report.ts';

describe('moduleGroup', () => {
  it('groups dependencies by package, scoped ones with their scope', () => {
    expect(moduleGroup('/repo/node_modules/rxjs/dist/esm5/internal/Observable.js')).toBe('rxjs');
    expect(moduleGroup('/repo/node_modules/@apollo/client/core/ApolloClient.js')).toBe('@apollo/client');
    expect(moduleGroup('\0/repo/node_modules/react-dom/cjs/react-dom-client.production.js?commonjs-module')).toBe('react-dom');
  });

  it('groups our code by its folder under web/src or core, a top-level file by itself', () => {
    expect(moduleGroup('/repo/web/src/app/layout/Toolbar.tsx')).toBe('web/src/app/layout/');
    expect(moduleGroup('/repo/web/src/main.tsx')).toBe('web/src/main.tsx');
    expect(moduleGroup('/repo/core/catalogue.ts')).toBe('core/catalogue.ts');
  });
});
