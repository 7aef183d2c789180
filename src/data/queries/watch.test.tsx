import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import { DataError } from '../ports/document-store';
import { createQueryClient } from './query-client';
import { useWatch, type Subscribe } from './watch';

/** A store subscription under the test's control: how many are open, and a way to push values or errors. */
function source<T>() {
  const open = new Set<{ next: (value: T) => void; error: (error: DataError) => void }>();
  let opened = 0;
  const subscribe: Subscribe<T> = (next, error) => {
    const handlers = { next, error };
    open.add(handlers);
    opened += 1;
    return () => open.delete(handlers);
  };
  return {
    subscribe,
    push: (value: T) => open.forEach((h) => h.next(value)),
    fail: (error: DataError) => [...open].forEach((h) => h.error(error)),
    get open() {
      return open.size;
    },
    get opened() {
      return opened;
    },
  };
}

function Shown({ id, subscribe }: { id: string; subscribe: Subscribe<string> | null }) {
  const query = useWatch(['test', 'watch', 'k'], subscribe);
  return (
    <p data-testid={id}>
      {query.isError ? `error ${(query.error as DataError).code}` : (query.data ?? 'cargando')}
    </p>
  );
}

function renderWith(children: ReactNode) {
  const client = createQueryClient({ retries: 0 });
  const view = render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
  return { ...view, client };
}

describe('useWatch, the bridge from store watches to the query cache', () => {
  it('shows the first snapshot, then every later one', async () => {
    const s = source<string>();
    renderWith(<Shown id="a" subscribe={s.subscribe} />);
    expect(screen.getByTestId('a')).toHaveTextContent('cargando');
    await waitFor(() => expect(s.open).toBe(1));
    act(() => s.push('uno'));
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('uno'));
    act(() => s.push('dos'));
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('dos'));
  });

  it('opens one subscription for every viewer of a key, and closes it when the last one leaves', async () => {
    const s = source<string>();
    const { rerender } = renderWith(
      <>
        <Shown id="a" subscribe={s.subscribe} />
        <Shown id="b" subscribe={s.subscribe} />
      </>,
    );
    await waitFor(() => expect(s.open).toBe(1));
    act(() => s.push('uno'));
    await waitFor(() => expect(screen.getByTestId('b')).toHaveTextContent('uno'));
    expect(s.opened).toBe(1);
    rerender(
      <QueryClientProvider client={createQueryClient()}>
        <p>nada</p>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(s.open).toBe(0));
  });

  it('after the last viewer left, a new viewer subscribes again instead of trusting old data', async () => {
    const s = source<string>();
    const { client, rerender } = renderWith(<Shown id="a" subscribe={s.subscribe} />);
    await waitFor(() => expect(s.open).toBe(1));
    act(() => s.push('uno'));
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('uno'));
    rerender(
      <QueryClientProvider client={client}>
        <p>nada</p>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(s.open).toBe(0));
    rerender(
      <QueryClientProvider client={client}>
        <Shown id="a" subscribe={s.subscribe} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(s.open).toBe(1));
    expect(s.opened).toBe(2);
  });

  it('turns a failure after the first snapshot into an error, subscribing once more to check it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = source<string>();
    renderWith(<Shown id="a" subscribe={s.subscribe} />);
    await waitFor(() => expect(s.open).toBe(1));
    act(() => s.push('uno'));
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('uno'));
    // Access is lost: the open subscription fails; the refetch subscribes again and fails too.
    act(() => s.fail(new DataError('permission-denied')));
    await waitFor(() => expect(s.opened).toBe(2));
    act(() => s.fail(new DataError('permission-denied')));
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('error permission-denied'));
    expect(s.open).toBe(0);
  });

  it('closes a subscription that failed before it returned', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let closed = 0;
    const failing: Subscribe<string> = (_next, error) => {
      error(new DataError('permission-denied'));
      return () => (closed += 1);
    };
    renderWith(<Shown id="a" subscribe={failing} />);
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('error permission-denied'));
    expect(closed).toBe(1);
  });

  it('does nothing while there is nothing to watch', () => {
    renderWith(<Shown id="a" subscribe={null} />);
    expect(screen.getByTestId('a')).toHaveTextContent('cargando');
  });
});
