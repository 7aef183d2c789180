import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { AdminError } from '../../data/ports/admin-port';
import type { AuthPort } from '../../data/ports/auth-port';
import type { Backend } from '../../data/ports/backend';
import { adminErrorMessage } from '../../lib/admin-errors';
import type { BackendHandle } from '../../lib/backend-context';
import { RequestIds } from '../../lib/request-id';
import { applySession } from '../../stores/apply-session';
import { fieldErrors, workplaceOfForm, type SignUpFormInput, type SignUpFormValues } from './sign-up-schema';

const UNAVAILABLE = 'El registro no está disponible en este momento. Escríbenos desde la página de inicio.';
/** The company was created but the sign-in failed: the screen offers the way to /login. */
export const SIGN_IN_FAILED =
  'Tu empresa quedó creada, pero no pudimos iniciar tu sesión. Inicia sesión con tu correo y tu contraseña.';

/**
 * Creating the company (AdminPort.signUp, one request id per input so a retry is not a second company), then
 * signing in and going to /dashboard. A refusal is said above the form and under the fields concerned.
 */
export function useSignUp(
  form: UseFormReturn<SignUpFormInput, unknown, SignUpFormValues>,
  backend: BackendHandle,
) {
  const navigate = useNavigate();
  const requestIds = useRef(new RequestIds());
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);

  const signIn = async (auth: AuthPort, values: SignUpFormValues) => {
    try {
      const session = await auth.signInWithPassword(values.email, values.password);
      applySession(session);
      // The new admin's home; the guard checks the claims just applied.
      await navigate('/dashboard', { replace: true });
    } catch {
      setError(SIGN_IN_FAILED);
    }
  };

  const create = async (values: SignUpFormValues) => {
    setError(null);
    let adapters: Backend;
    try {
      adapters = await backend.load();
    } catch (cause) {
      setError(adminErrorMessage(cause));
      return;
    }
    const { admin } = adapters;
    if (admin === undefined) {
      setError(UNAVAILABLE);
      return;
    }
    const input = {
      name: values.company,
      legalName: values.legalName,
      taxId: values.taxId,
      admin: { displayName: values.displayName, email: values.email, password: values.password },
      workplace: workplaceOfForm(values),
      acceptedTerms: values.acceptedTerms,
    };
    try {
      await admin.signUp({ ...input, requestId: requestIds.current.idFor(input) });
    } catch (refused) {
      const message = adminErrorMessage(refused);
      const fields = refused instanceof AdminError ? fieldErrors(refused, message) : [];
      fields.forEach(({ field, message: text }, index) =>
        form.setError(field, { message: text }, { shouldFocus: index === 0 }),
      );
      setError(message);
      return;
    }
    requestIds.current.reset();
    setCreated(true);
    await signIn(adapters.auth, values);
  };

  return { error, created, create };
}
