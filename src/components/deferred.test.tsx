import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';

import { Deferred } from './deferred';

/** Records each commit of its name, in order. */
function Committed({ name, log }: { name: string; log: string[] }) {
  useLayoutEffect(() => {
    log.push(name);
  }, [name, log]);
  return <p>{name}</p>;
}

describe('Deferred', () => {
  it('commits the fallback first, then mounts the children in a later render', async () => {
    const log: string[] = [];
    render(
      <Deferred fallback={<Committed name="fallback" log={log} />}>
        <Committed name="children" log={log} />
      </Deferred>,
    );
    expect(await screen.findByText('children')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
    expect(log).toEqual(['fallback', 'children']);
  });

  it('keeps its children mounted through later updates: the fallback shows only once', async () => {
    const log: string[] = [];
    const tree = (count: number) => (
      <Deferred fallback={<Committed name="fallback" log={log} />}>
        <Committed name={`children ${count}`} log={log} />
      </Deferred>
    );
    const { rerender } = render(tree(0));
    await screen.findByText('children 0');
    rerender(tree(1));
    expect(screen.getByText('children 1')).toBeInTheDocument();
    expect(log).toEqual(['fallback', 'children 0', 'children 1']);
  });
});
