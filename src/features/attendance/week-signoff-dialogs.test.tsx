import { screen, waitFor, within } from '@testing-library/react';

import { buildWeekTotals } from '../../testing/data-builders';
import { renderScreen, TEST_PASSWORD } from '../../testing/render-screen';
import { WeekSignoffDialogs } from './week-signoff-dialogs';

const NOW = new Date('2026-11-18T10:00:00-03:00');
const REAUTH = 'Confirma tu contraseña para firmar';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

/** The sign dialog of the week of 9 November, opened; `answers` records what reached the write. */
async function renderSign(kind: 'sign' | 'object', signedInAt: Date) {
  const answers: (string | null)[] = [];
  const view = await renderScreen(
    <WeekSignoffDialogs
      dialog={{ kind, week: '2026-11-09', totals: buildWeekTotals() }}
      onAnswer={async (objection) => {
        answers.push(objection);
      }}
      onClose={() => undefined}
    />,
    { signedInAt },
  );
  return { view, answers };
}

describe(
  'the week sign-off asks for the password when the sign-in is old (security review M5)',
  { timeout: 45_000 },
  () => {
    it('signs at once after a recent sign-in', async () => {
      const { view, answers } = await renderSign('sign', new Date(NOW.getTime() - 60_000));
      const dialog = await screen.findByRole('dialog', { name: 'Firmar semana' });
      await view.user.click(within(dialog).getByRole('button', { name: 'Firmar' }));
      await waitFor(() => expect(answers).toEqual([null]));
      expect(screen.queryByRole('dialog', { name: REAUTH })).not.toBeInTheDocument();
    });

    it('after an old sign-in, signs only once the right password is confirmed', async () => {
      const { view, answers } = await renderSign('sign', new Date(NOW.getTime() - 30 * 60_000));
      const dialog = await screen.findByRole('dialog', { name: 'Firmar semana' });
      await view.user.click(within(dialog).getByRole('button', { name: 'Firmar' }));

      const reauth = await screen.findByRole('dialog', { name: REAUTH });
      const password = within(reauth).getByLabelText(/^Contraseña/);
      await waitFor(() => expect(password).toHaveFocus());
      await view.user.type(password, 'otra-clave{Enter}');
      expect(await within(reauth).findByRole('alert')).toHaveTextContent('La contraseña no es correcta.');
      expect(answers).toEqual([]);

      await view.user.clear(password);
      await view.user.type(password, TEST_PASSWORD);
      await view.user.click(within(reauth).getByRole('button', { name: 'Confirmar' }));
      await waitFor(() => expect(answers).toEqual([null]));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: REAUTH })).not.toBeInTheDocument());
    });

    it('after an old sign-in, objects with the comment typed before the password was asked', async () => {
      const { view, answers } = await renderSign('object', new Date(NOW.getTime() - 30 * 60_000));
      const dialog = await screen.findByRole('dialog', { name: 'Objetar semana' });
      await view.user.type(within(dialog).getByRole('textbox', { name: /^Comentario/ }), 'Falta el sábado');
      await view.user.click(within(dialog).getByRole('button', { name: 'Objetar' }));
      const reauth = await screen.findByRole('dialog', { name: REAUTH });
      await view.user.type(within(reauth).getByLabelText(/^Contraseña/), `${TEST_PASSWORD}{Enter}`);
      await waitFor(() => expect(answers).toEqual(['Falta el sábado']));
    });
  },
);
