import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';

import type { Session } from '../../data/ports/auth-port';
import { fakeAuth } from '../../testing/data-builders';
import { FakeAdminPort, withAdmin } from '../../testing/fake-admin-port';
import { renderScreen } from '../../testing/render-screen';
import { SignUpScreen } from './sign-up-screen';
import { TERMS_MESSAGE } from './sign-up-schema';

function Where() {
  return <p>Estás en {useLocation().pathname}</p>;
}

const SESSION: Session = {
  user: {
    uid: 'fake-user-2',
    email: 'duena@espiga.cl',
    displayName: 'Dueña Espiga',
    photoURL: null,
    providers: ['password'],
  },
  claims: { role: 'admin', tenantId: 'fake-tenant-1' },
};

async function renderSignUp(admin = new FakeAdminPort(true)) {
  const signInWithPassword = vi.fn(async () => SESSION);
  const view = await renderScreen(
    withAdmin(
      <Routes>
        <Route path="/crear" element={<SignUpScreen />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      admin,
    ),
    { role: null, url: '/crear', auth: fakeAuth({ signInWithPassword }) },
  );
  await screen.findByRole('heading', { level: 1, name: 'Crea tu cuenta' });
  return { ...view, admin, signInWithPassword };
}

async function fill(view: Awaited<ReturnType<typeof renderSignUp>>, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'Nombre de la empresa': 'Panadería La Espiga',
    'Razón social': 'Panadería La Espiga Limitada',
    'RUT empresa': '77123456-9',
    Calle: 'Av. Recoleta',
    Número: '1450',
    Comuna: 'Recoleta',
    Ciudad: 'Santiago',
    'Tu nombre': 'Dueña Espiga',
    'Correo electrónico': 'duena@espiga.cl',
    Contraseña: 'clave-segura-1',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await view.user.clear(field);
    if (value !== '') await view.user.type(field, value);
  }
}

describe('/crear', { timeout: 60_000 }, () => {
  it('asks for every field in Spanish, the terms included, and sends nothing', async () => {
    const view = await renderSignUp();
    await fill(view, { 'RUT empresa': '77123456-0', 'Correo electrónico': 'duena@', Contraseña: 'corta' });
    await view.user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByLabelText(/^RUT empresa/)).toHaveAccessibleDescription('RUT inválido');
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAccessibleDescription(
      'Por favor, introduce un correo electrónico válido',
    );
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(
      'Debes introducir un mínimo de 8 caracteres',
    );
    expect(
      screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }),
    ).toHaveAccessibleDescription(TERMS_MESSAGE);
    expect(view.admin.calls).toEqual([]);
  });

  it('creates the company, signs the new admin in and opens /dashboard', async () => {
    const view = await renderSignUp();
    await fill(view);
    await view.user.click(screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }));
    await view.user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Estás en /dashboard')).toBeInTheDocument();
    expect(view.admin.callsOf('signUp')).toEqual([
      {
        requestId: expect.any(String),
        name: 'Panadería La Espiga',
        legalName: 'Panadería La Espiga Limitada',
        taxId: '77.123.456-9',
        admin: { displayName: 'Dueña Espiga', email: 'duena@espiga.cl', password: 'clave-segura-1' },
        workplace: {
          name: 'Casa matriz',
          street: 'Av. Recoleta',
          number: '1450',
          unit: null,
          comuna: 'Recoleta',
          city: 'Santiago',
          region: 13,
        },
        acceptedTerms: true,
      },
    ]);
    expect(view.signInWithPassword).toHaveBeenCalledWith('duena@espiga.cl', 'clave-segura-1');
    // The company starts with that workplace (the fake writes what the server writes).
    expect(view.store.privileged().all('workplaces')).toEqual([
      expect.objectContaining({ name: 'Casa matriz', street: 'Av. Recoleta', region: 13 }),
    ]);
  });

  it('asks the first workplace’s full address, Casa matriz and the Metropolitana at first, the floor optional (Res. Ex. N° 38 art. 13.3)', async () => {
    const view = await renderSignUp();
    const place = screen.getByRole('group', { name: 'Dirección del lugar de trabajo' });
    expect(within(place).getByLabelText(/^Nombre del lugar/)).toHaveValue('Casa matriz');
    expect(within(place).getByRole('combobox', { name: /^Región/ })).toHaveDisplayValue(
      'Región Metropolitana de Santiago',
    );
    for (const label of ['Nombre del lugar', 'Calle', 'Número', 'Comuna', 'Ciudad'])
      expect(within(place).getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    expect(within(place).getByLabelText(/^Piso u oficina/)).not.toBeRequired();

    await fill(view, { 'Nombre del lugar': '', Calle: '', Comuna: '   ' });
    await view.user.click(screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }));
    await view.user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    for (const label of ['Nombre del lugar', 'Calle', 'Comuna']) {
      expect(await within(place).findByLabelText(new RegExp(`^${label}`))).toHaveAccessibleDescription(
        'Este campo es obligatorio',
      );
    }
    expect(view.admin.calls).toEqual([]);

    // Another region, a floor, and a name of its own reach the call.
    await fill(view, { 'Nombre del lugar': 'Local Centro', 'Piso u oficina': 'Piso 3' });
    await view.user.selectOptions(
      within(place).getByRole('combobox', { name: /^Región/ }),
      'Región de Valparaíso',
    );
    await view.user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Estás en /dashboard')).toBeInTheDocument();
    expect(view.admin.callsOf('signUp')[0]?.workplace).toEqual({
      name: 'Local Centro',
      street: 'Av. Recoleta',
      number: '1450',
      unit: 'Piso 3',
      comuna: 'Recoleta',
      city: 'Santiago',
      region: 5,
    });
  });

  it('says a refusal of the workplace under its field', async () => {
    const admin = new FakeAdminPort(true).fail('invalid-argument', 'invalid-input', {
      call: 'signUp',
      fields: ['workplace.region'],
    });
    const view = await renderSignUp(admin);
    await fill(view);
    await view.user.click(screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }));
    await view.user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Región/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Calle/)).toHaveValue('Av. Recoleta');
  });

  it('keeps everything typed on a refusal, says it under the e-mail, and retries with the same request', async () => {
    const admin = new FakeAdminPort(true).fail('already-exists', 'email-exists', { call: 'signUp' });
    const view = await renderSignUp(admin);
    await fill(view);
    await view.user.click(screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }));
    await view.user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ya existe una cuenta con este correo electrónico.',
    );
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAccessibleDescription(
      'Ya existe una cuenta con este correo electrónico.',
    );
    expect(screen.getByLabelText(/^Nombre de la empresa/)).toHaveValue('Panadería La Espiga');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveValue('clave-segura-1');
    expect(view.signInWithPassword).not.toHaveBeenCalled();

    await view.user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(view.admin.callsOf('signUp')).toHaveLength(2));
    const [first, second] = view.admin.callsOf('signUp');
    expect(second?.requestId).toBe(first?.requestId);
    expect(await screen.findByText('Estás en /dashboard')).toBeInTheDocument();
  });

  it('says when the company was made but the sign-in failed, with the way to sign in', async () => {
    const view = await renderSignUp();
    view.signInWithPassword.mockRejectedValueOnce(new Error('network'));
    await fill(view);
    await view.user.click(screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }));
    await view.user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu empresa quedó creada');
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/login');
  });
});
