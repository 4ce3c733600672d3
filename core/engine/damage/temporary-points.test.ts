import { describe, expect, it } from 'vitest';
import { temporaryFirst } from './temporary-points.ts';

describe('temporary points absorb damage first', () => {
  it('takes from the temporary points, then passes the rest on', () => {
    expect(temporaryFirst(7, 5)).toEqual({ absorbed: 5, temporaryLeft: 0, remaining: 2 });
    expect(temporaryFirst(3, 5)).toEqual({ absorbed: 3, temporaryLeft: 2, remaining: 0 });
    expect(temporaryFirst(4, 0)).toEqual({ absorbed: 0, temporaryLeft: 0, remaining: 4 });
    expect(temporaryFirst(0, 6)).toEqual({ absorbed: 0, temporaryLeft: 6, remaining: 0 });
  });
});
