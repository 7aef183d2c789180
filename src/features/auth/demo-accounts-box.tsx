import { useState } from 'react';

import type { DemoTools } from '../../data/ports/backend';
import { roleLabel } from '../../domain/labels';

interface DemoAccountsBoxProps {
  demo: DemoTools;
  onPick: (email: string, password: string) => void;
}

/** Demo mode only: the seeded accounts with a one-click fill, and a reset of the demo data. */
export function DemoAccountsBox({ demo, onPick }: DemoAccountsBoxProps) {
  const [resetState, setResetState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle');
  const reset = async () => {
    setResetState('busy');
    try {
      await demo.reset();
      setResetState('done');
    } catch (error) {
      console.error('No se pudo reiniciar la demostración', error);
      setResetState('error');
    }
  };
  return (
    <section aria-labelledby="demo-accounts-title" className="login-demo">
      <h2 id="demo-accounts-title" className="login-demo-title">
        Cuentas de demostración
      </h2>
      <p className="plain-body2 plain-secondary">
        Es una demostración: la empresa y su historia se generan de nuevo cada día, y lo que registres se
        guarda solo en este navegador.
      </p>
      <p className="plain-body2 plain-secondary">
        Contraseña para todas: <strong>{demo.accounts[0]?.password}</strong>
      </p>
      <ul className="login-demo-accounts">
        {demo.accounts.map((account) => (
          <li key={account.email} className="login-demo-account">
            <div className="login-demo-account-text plain-body2">
              <span className="login-demo-account-name">{`${account.displayName} · ${roleLabel(account.role)}`}</span>
              <span className="plain-secondary login-demo-account-email">{account.email}</span>
            </div>
            <button
              type="button"
              className="plain-button plain-button--text plain-button--small"
              onClick={() => onPick(account.email, account.password)}
              aria-label={`Usar la cuenta de ${account.displayName}`}
            >
              Usar
            </button>
          </li>
        ))}
      </ul>
      <div className="login-demo-reset">
        <button
          type="button"
          className="plain-button plain-button--outlined plain-button--small"
          onClick={() => void reset()}
          disabled={resetState === 'busy'}
        >
          Reiniciar demostración
        </button>
        <p
          role="status"
          className={`plain-body2 ${resetState === 'error' ? 'login-demo-failed' : 'plain-secondary'}`}
        >
          {resetState === 'done' && 'Demostración reiniciada: los datos de hoy están como al principio.'}
          {resetState === 'error' && 'No se pudo reiniciar la demostración. Inténtalo de nuevo.'}
        </p>
      </div>
    </section>
  );
}
