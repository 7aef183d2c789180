import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';

import { buildAttendance, buildSchedule, buildUserDoc, buildWorkplace } from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { TimesheetsScreen } from './timesheets-screen';

/** Wednesday 18 November 2026, 10:00 in Santiago: yesterday is Tuesday 17. */
const NOW = new Date('2026-11-18T13:00:00.000Z');
const YESTERDAY = '2026-11-17';
const CAMILA = TEST_PEOPLE.employee.uid;
const LUIS = 'u-luis';
const WAIT = { timeout: 10_000 };

const PLANT = buildWorkplace({ id: 'wp-recoleta', name: 'Planta Recoleta', street: 'Av. Recoleta' });
const SHOP = buildWorkplace({ id: 'wp-providencia', name: 'Local Providencia' });
const OLD = buildWorkplace({ id: 'wp-old', name: 'Bodega Quilicura', archived: true });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The URL's query, where the test reads what the screen wrote. */
function Query() {
  return <output aria-label="Consulta">{useLocation().search}</output>;
}

/** Camila works at the plant, Luis at the shop; both worked yesterday. */
function open(url: string) {
  return renderScreen(
    <>
      <TimesheetsScreen />
      <Query />
    </>,
    {
      role: 'admin',
      url,
      path: '/asistencias/:type/:range',
      docs: {
        users: [
          buildUserDoc({
            id: CAMILA,
            displayName: 'Camila Rojas',
            email: TEST_PEOPLE.employee.email,
            workplaceId: PLANT.id,
          }),
          buildUserDoc({ id: LUIS, displayName: 'Luis Díaz', email: 'luis@x.cl', workplaceId: SHOP.id }),
          buildUserDoc({
            id: TEST_PEOPLE.admin.uid,
            displayName: 'Andrés Soto',
            role: 'admin',
            email: TEST_PEOPLE.admin.email,
            workplaceId: SHOP.id,
          }),
        ],
        workplaces: [PLANT, SHOP, OLD],
        schedulesConfig: [CAMILA, LUIS].map((userId) => buildSchedule(YESTERDAY, undefined, { userId })),
        attendance: [CAMILA, LUIS].map((userId) =>
          buildAttendance(YESTERDAY, 0, { checkIn: '09:00', checkOut: '18:00' }, { userId }),
        ),
      },
    },
  );
}

const row = (name: RegExp) => screen.findByRole('row', { name }, WAIT);

describe('/asistencias Local filter', { timeout: 30_000 }, () => {
  it('restores the Local a shared URL names and keeps only the people working there', async () => {
    await open(`/asistencias/todas/ayer?local=${SHOP.id}`);
    expect(await screen.findByRole('combobox', { name: 'Local' }, WAIT)).toHaveTextContent(
      'Local Providencia',
    );
    expect(await row(/Luis Díaz mar 17-11/)).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Camila Rojas/ })).toBeNull();
    expect(screen.getByText(/^Todas · Ayer: 1 registro$/)).toBeInTheDocument();
  });

  it('narrows the rows and the person filter to the chosen Local, archived ones offered and marked, in the URL', async () => {
    const { user } = await open('/asistencias/todas/ayer');
    expect(await row(/Camila Rojas mar 17-11/)).toBeInTheDocument();
    expect(await row(/Luis Díaz mar 17-11/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Local' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Todos los locales',
      'Local Providencia',
      'Planta Recoleta',
      'Bodega Quilicura (archivado)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Planta Recoleta' }));
    expect(await screen.findByLabelText('Consulta')).toHaveTextContent(`?local=${PLANT.id}`);
    expect(await row(/Camila Rojas mar 17-11/)).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Luis Díaz/ })).toBeNull();
    // The person filter offers only the plant's people.
    await user.click(screen.getByRole('combobox', { name: 'Persona' }));
    const people = await screen.findByRole('listbox');
    expect(
      within(people)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Camila Rojas')]);
  });

  it('drops a chosen person who does not work at the new Local, and opens the DT reports on it', async () => {
    const { user } = await open(`/asistencias/todas/ayer?persona=${CAMILA}`);
    expect(await row(/Camila Rojas mar 17-11/)).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Local' }, WAIT));
    await user.click(await screen.findByRole('option', { name: 'Local Providencia' }));
    expect(await screen.findByLabelText('Consulta')).toHaveTextContent(`?local=${SHOP.id}`);
    expect(await row(/Luis Díaz mar 17-11/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Persona' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Reportes DT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reportes para la Dirección del Trabajo' });
    expect(within(dialog).getByRole('combobox', { name: 'Local' })).toHaveTextContent('Local Providencia');
  });

  it('shows everyone when the URL names a workplace the tenant does not have', async () => {
    await open('/asistencias/todas/ayer?local=wp-nada');
    expect(await row(/Camila Rojas mar 17-11/)).toBeInTheDocument();
    expect(await row(/Luis Díaz mar 17-11/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Local' })).toHaveTextContent('Todos los locales');
  });
});
