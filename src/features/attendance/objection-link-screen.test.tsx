import { screen, within } from '@testing-library/react';

import type { CorrectionByLinkResult } from '../../data/ports/admin-port';
import { FakeAdminPort, withAdmin } from '../../testing/fake-admin-port';
import { renderScreen } from '../../testing/render-screen';
import { ObjectionLinkScreen } from './objection-link-screen';

const WAIT = { timeout: 10_000 };

const CORRECTION: CorrectionByLinkResult = {
  company: 'Panadería La Espiga',
  change: 'Salida del martes 17/11/26: 17:47:13 → 18:00:00',
  times: { original: '17:47:13 del 17/11/26', proposed: '18:00:00 del 17/11/26' },
  reason: 'Tolerancia por el corte de luz',
  deadline: 'Tienes hasta el viernes 20 de noviembre a las 08:00 para objetarla.',
};

/** Renders /objetar signed out (the page is public) with the link's token `t`. */
async function openLink(admin: FakeAdminPort, url = '/objetar?t=c1.abc.mac') {
  return renderScreen(withAdmin(<ObjectionLinkScreen />, admin), { role: null, url, path: '/objetar' });
}

/** The details as `[label, value]`, in order. */
function details(): [string, string][] {
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('ObjectionLinkScreen (Res. Ex. N° 38 art. 40.2)', { timeout: 30_000 }, () => {
  it('shows the original and the new time, objects in one step with the keyboard, and confirms in Spanish', async () => {
    const admin = new FakeAdminPort();
    admin.linkedCorrection = CORRECTION;
    const { user } = await openLink(admin);
    expect(screen.getByRole('heading', { level: 1, name: 'Objetar corrección' })).toBeVisible();
    const section = await screen.findByRole(
      'region',
      { name: 'Panadería La Espiga propuso corregir tu registro de asistencia' },
      WAIT,
    );
    expect(admin.callsOf('correctionByLink')).toEqual([{ token: 'c1.abc.mac' }]);
    expect(details()).toEqual([
      ['Corrección', 'Salida del martes 17/11/26: 17:47:13 → 18:00:00'],
      ['Hora original', '17:47:13 del 17/11/26'],
      ['Hora nueva', '18:00:00 del 17/11/26'],
      ['Motivo', 'Tolerancia por el corte de luz'],
    ]);
    expect(within(section).getByText(/Tienes hasta el viernes 20 de noviembre a las 08:00/)).toBeVisible();

    // Keyboard only: tab into the reason, type, tab to Objetar and press Enter.
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Motivo de tu objeción (opcional)' })).toHaveFocus();
    await user.keyboard('Salí a las 17:47, no a las 18:00');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Objetar' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const confirmation = await screen.findByRole('alert', {}, WAIT);
    expect(confirmation).toHaveTextContent('Objetaste la corrección');
    expect(confirmation).toHaveTextContent(
      'Salida del martes 17/11/26: 17:47:13 → 18:00:00. Se mantiene tu marca original',
    );
    expect(confirmation).toHaveFocus();
    expect(admin.callsOf('objectCorrectionByLink')).toEqual([
      { token: 'c1.abc.mac', reason: 'Salí a las 17:47, no a las 18:00' },
    ]);
    expect(screen.queryByRole('button', { name: 'Objetar' })).toBeNull();
  });

  it('sends no reason when none is typed, and keeps what was typed when the objection fails', async () => {
    const admin = new FakeAdminPort();
    admin.linkedCorrection = CORRECTION;
    const { user } = await openLink(admin);
    await screen.findByRole('button', { name: 'Objetar' }, WAIT);
    admin.fail('unavailable', null, { call: 'objectCorrectionByLink' });
    await user.type(screen.getByRole('textbox', { name: 'Motivo de tu objeción (opcional)' }), 'No es así');
    await user.click(screen.getByRole('button', { name: 'Objetar' }));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(screen.getByRole('textbox', { name: 'Motivo de tu objeción (opcional)' })).toHaveValue(
      'No es así',
    );

    await user.clear(screen.getByRole('textbox', { name: 'Motivo de tu objeción (opcional)' }));
    await user.click(screen.getByRole('button', { name: 'Objetar' }));
    expect(await screen.findByText('Objetaste la corrección', {}, WAIT)).toBeVisible();
    expect(admin.callsOf('objectCorrectionByLink').at(-1)).toEqual({ token: 'c1.abc.mac', reason: null });
  });

  it('Res. Ex. N° 38 art. 40.2: says in Spanish why a used, expired, forged or missing link cannot object, without a button', async () => {
    let unmount: () => void;
    const used = new FakeAdminPort();
    used.linkedCorrection = CORRECTION;
    used.linkUsed = true;
    ({ unmount } = await openLink(used));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(/^Este enlace ya se usó/);
    expect(screen.queryByRole('button', { name: 'Objetar' })).toBeNull();
    unmount();

    const expired = new FakeAdminPort().fail('failed-precondition', 'link-expired');
    ({ unmount } = await openLink(expired));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Este enlace venció: terminó el plazo de 48 horas para objetar la corrección',
    );
    unmount();

    const forged = new FakeAdminPort();
    ({ unmount } = await openLink(forged));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(/^Este enlace no es válido/);
    unmount();

    const missing = new FakeAdminPort();
    await openLink(missing, '/objetar');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Este enlace no es válido/);
    expect(missing.callsOf('correctionByLink')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Mi historial' })).toHaveAttribute('href', '/mi-historial');
  });
});
