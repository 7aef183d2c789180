import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';

import { choiceParam, textParam, useUrlView, type UrlParam, type UrlView } from './use-url-view';

const SCHEMA = {
  estado: choiceParam(['pendientes', 'aprobadas', 'todas'], 'pendientes'),
  persona: textParam(),
  dias: {
    fallback: 7,
    parse: (raw: string) => (/^\d{1,2}$/.test(raw) ? Number(raw) : undefined),
  } satisfies UrlParam<number>,
};

type View = UrlView<typeof SCHEMA>;

/** Renders the hook at `url`; `latest()` is its last answer, `location()` the router's URL and history. */
function renderAt(url: string) {
  const answers: View[] = [];
  const seen: { path: string; key: string }[] = [];
  let back: () => void = () => {};
  function Probe() {
    answers.push(useUrlView(SCHEMA));
    const location = useLocation();
    const navigate = useNavigate();
    back = () => void navigate(-1);
    seen.push({ path: `${location.pathname}${location.search}`, key: location.key });
    return <output aria-label="URL">{location.search}</output>;
  }
  render(
    <MemoryRouter initialEntries={['/antes', url]} initialIndex={1}>
      <Probe />
    </MemoryRouter>,
  );
  const latest = () => {
    const answer = answers.at(-1);
    if (!answer) throw new Error('not rendered');
    return answer;
  };
  return { latest, location: () => seen.at(-1), back: () => act(back) };
}

describe('useUrlView', () => {
  it('reads the fallbacks from a bare URL, with nothing invalid', () => {
    const { latest } = renderAt('/r');
    expect(latest().view).toEqual({ estado: 'pendientes', persona: null, dias: 7 });
    expect(latest().invalid).toEqual([]);
  });

  it('restores the view a shared URL names', () => {
    const { latest } = renderAt('/r?estado=aprobadas&persona=ana&dias=30');
    expect(latest().view).toEqual({ estado: 'aprobadas', persona: 'ana', dias: 30 });
  });

  it('falls back per parameter on bad values, and says which were refused', () => {
    const { latest } = renderAt('/r?estado=borradas&persona=%20&dias=mil&otro=1');
    expect(latest().view).toEqual({ estado: 'pendientes', persona: null, dias: 7 });
    expect(latest().invalid).toEqual(['estado', 'persona', 'dias']);
  });

  it('writes changes, leaves defaults out, keeps other parameters, and replaces the history entry', () => {
    const { latest, location, back } = renderAt('/r?otro=1');
    const first = location();
    act(() => latest().setView({ estado: 'todas', persona: 'ana' }));
    act(() => latest().setView({ dias: 14 }));
    expect(location()?.path).toBe('/r?otro=1&estado=todas&persona=ana&dias=14');
    expect(latest().view).toEqual({ estado: 'todas', persona: 'ana', dias: 14 });
    expect(location()?.key).not.toBe(first?.key);

    act(() => latest().setView({ estado: 'pendientes', persona: null, dias: 7 }));
    expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent(/^\?otro=1$/);

    // Three changes, one entry: Back leaves the screen rather than stepping through them.
    back();
    expect(location()?.path).toBe('/antes');
  });
});
