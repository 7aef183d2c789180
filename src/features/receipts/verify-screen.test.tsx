import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';

import type { DataErrorCode } from '../../data/ports/document-store';
import type { ReceiptVerification, ReceiptVerifier, VerifiedReceipt } from '../../data/ports/receipt-port';
import { buildVerifiedReceipt, fakeReceipts } from '../../testing/fake-receipts';
import { renderScreen } from '../../testing/render-screen';
import { VerifyScreen } from './verify-screen';

const CODE = 'ABCD-EF12-3456-GH78';
/** The same code with one character changed. */
const ALTERED = 'BBCD-EF12-3456-GH78';

/** Camila's entry at 09:05:07 on Wednesday 2026-11-18 in Santiago, as the verifier returns it. */
const CAMILA_ENTRY: VerifiedReceipt = buildVerifiedReceipt({
  code: CODE,
  time: new Date('2026-11-18T09:05:07-03:00'),
  address: 'Av. Recoleta 1450, Recoleta, Santiago',
});

/** The shared fake, optionally failing, or holding every answer until `gate` resolves. */
function verifierOf(
  receipts: VerifiedReceipt[],
  options: { failWith?: DataErrorCode; gate?: Promise<void> } = {},
): ReceiptVerifier & { calls: string[] } {
  const fake = fakeReceipts({ receipts, ...(options.failWith ? { failWith: options.failWith } : {}) });
  return {
    calls: fake.calls,
    async verify(code: string): Promise<ReceiptVerification> {
      if (options.gate) await options.gate;
      return fake.verify(code);
    },
  };
}

function Location() {
  return <span data-testid="url">{useLocation().pathname}</span>;
}

/** Renders /verificar (signed out: the page is public) at `url` over `receipts`. */
async function renderVerify(url: string, receipts = verifierOf([CAMILA_ENTRY])) {
  const view = await renderScreen(
    <>
      <VerifyScreen />
      <Location />
    </>,
    { role: null, url, path: '/verificar/:code?', receipts },
  );
  // The codes the server was asked, normalised as the screen sends them.
  return { ...view, asked: receipts.calls };
}

const result = () => screen.getByRole('status');
const field = () => screen.getByRole('textbox', { name: 'Código del comprobante' });

/** The result's lines as `[label, value]`, in order. */
function printedLines(): [string, string][] {
  const terms = within(result()).getAllByRole('term');
  return terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('VerifyScreen', () => {
  it('checks the code of the URL at once and shows exactly what the receipt printed', async () => {
    const { asked } = await renderVerify(`/verificar/${CODE.toLowerCase()}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Verificar comprobante' })).toBeInTheDocument();
    expect(field()).toHaveValue(CODE.toLowerCase());
    expect(
      await within(result()).findByRole('heading', { level: 2, name: 'Comprobante válido' }),
    ).toBeInTheDocument();
    expect(asked).toEqual([CODE]);
    expect(printedLines()).toEqual([
      ['Acción', 'Entrada'],
      ['Fecha', '18/11/26'],
      ['Hora', '09:05:07'],
      ['Empleado', 'Camila Rojas'],
      ['RUT', '12.345.678-5'],
      ['Empresa', 'Panadería La Espiga'],
      ['Razón social', 'Panadería La Espiga SpA'],
      ['RUT empresa', '76.543.210-3'],
      ['Dirección', 'Av. Recoleta 1450, Recoleta, Santiago'],
      ['Código de verificación', CODE],
    ]);
  });

  it('prints every line the receipt printed, a dash for what the company never filled in', async () => {
    const plain: VerifiedReceipt = {
      ...CAMILA_ENTRY,
      personRut: null,
      employerLegalName: null,
      employerTaxId: null,
      address: null,
    };
    await renderVerify(`/verificar/${CODE}`, verifierOf([plain]));
    await within(result()).findByRole('heading', { name: 'Comprobante válido' });
    expect(printedLines().filter(([, value]) => value === '—')).toEqual([
      ['RUT', '—'],
      ['Razón social', '—'],
      ['RUT empresa', '—'],
      ['Dirección', '—'],
    ]);
  });

  it('says an altered code is not valid, shows nothing of the punch, and moves the URL to the code', async () => {
    const { asked, user } = await renderVerify(`/verificar/${CODE}`);
    await within(result()).findByRole('heading', { name: 'Comprobante válido' });
    await user.clear(field());
    await user.type(field(), ALTERED);
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(
      await within(result()).findByRole('heading', { level: 2, name: 'Comprobante no válido' }),
    ).toBeInTheDocument();
    expect(
      within(result()).getByText(/Revisa que el código sea exactamente el del comprobante/),
    ).toBeVisible();
    expect(within(result()).queryByText('Camila Rojas')).not.toBeInTheDocument();
    // One live region carries every result, so a screen reader hears each one.
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByTestId('url')).toHaveTextContent(`/verificar/${ALTERED}`);
    expect(asked).toEqual([CODE, ALTERED]);
  });

  it('starts empty on /verificar, and checks a typed code on Enter', async () => {
    const { asked, user } = await renderVerify('/verificar');
    expect(field()).toHaveValue('');
    expect(result()).toBeEmptyDOMElement();
    expect(asked).toEqual([]);
    await user.type(field(), `${CODE.replace(/-/g, ' ').toLowerCase()}{Enter}`);
    expect(await within(result()).findByRole('heading', { name: 'Comprobante válido' })).toBeInTheDocument();
    expect(asked).toEqual([CODE]);
    expect(screen.getByTestId('url')).toHaveTextContent(`/verificar/${CODE}`);
  });

  it('refuses a text that cannot be a code without asking the server', async () => {
    const { asked, user } = await renderVerify('/verificar');
    await user.type(field(), 'hola{Enter}');
    expect(within(result()).getByRole('heading', { name: 'Comprobante no válido' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('says a malformed code in the URL is not valid, without asking the server', async () => {
    const { asked } = await renderVerify('/verificar/no-es-un-codigo');
    expect(within(result()).getByRole('heading', { name: 'Comprobante no válido' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('checks the same code again when asked (the answer is not only the cached one)', async () => {
    const { asked, user } = await renderVerify(`/verificar/${CODE}`);
    await within(result()).findByRole('heading', { name: 'Comprobante válido' });
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(asked).toEqual([CODE, CODE]));
    expect(await within(result()).findByRole('heading', { name: 'Comprobante válido' })).toBeInTheDocument();
  });

  it('shows that it is checking while the answer is on its way', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    await renderVerify(`/verificar/${CODE}`, verifierOf([CAMILA_ENTRY], { gate }));
    expect(await within(result()).findByText('Verificando el comprobante…')).toBeInTheDocument();
    open();
    expect(await within(result()).findByRole('heading', { name: 'Comprobante válido' })).toBeInTheDocument();
    expect(within(result()).queryByText('Verificando el comprobante…')).not.toBeInTheDocument();
  });

  it('asks to wait a minute when the server limits the attempts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { asked } = await renderVerify(
      `/verificar/${CODE}`,
      verifierOf([CAMILA_ENTRY], { failWith: 'resource-exhausted' }),
    );
    expect(
      await within(result()).findByText('Demasiados intentos. Espera un minuto e inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(within(result()).queryByRole('heading')).not.toBeInTheDocument();
    // Never retried on its own: each attempt spends one of the caller's few.
    expect(asked).toEqual([CODE]);
  });

  it('says when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderVerify(`/verificar/${CODE}`, verifierOf([CAMILA_ENTRY], { failWith: 'unavailable' }));
    expect(
      await within(result()).findByText(
        'Sin conexión con el servidor: no se pudo verificar el comprobante. Revisa tu conexión e inténtalo de nuevo.',
      ),
    ).toBeInTheDocument();
  });
});
