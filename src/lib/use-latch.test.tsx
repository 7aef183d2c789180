import { renderHook } from '@testing-library/react';

import { useLatch } from './use-latch';

describe('useLatch', () => {
  it('is false until the condition holds, then stays true when it no longer does', () => {
    const { result, rerender } = renderHook(({ condition }) => useLatch(condition), {
      initialProps: { condition: false },
    });
    expect(result.current).toBe(false);
    rerender({ condition: false });
    expect(result.current).toBe(false);
    rerender({ condition: true });
    expect(result.current).toBe(true);
    rerender({ condition: false });
    expect(result.current).toBe(true);
  });
});
