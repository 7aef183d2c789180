import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';

import { buildUserDoc } from '../../testing/data-builders';
import type { Person } from './employees-repository';
import { FiniquitoView, type FiniquitoViewProps } from './person-finiquito';

/** Sueldo 930.000 + colación 40.000 + movilización 30.000: a base of 1.000.000 (art. 172). */
const PERSON: Person = buildUserDoc({
  id: 'ana',
  payKind: 'monthly',
  payAmount: 930_000,
  mealAllowance: 40_000,
  transportAllowance: 30_000,
  contractType: 'indefinido',
});

/** Two vacations of 10 working days taken, and the holidays the conversions walk over. */
const ABSENCES: FiniquitoViewProps['absences'] = [
  { type: 'vacaciones', status: 'aprobada', from: '2025-02-03', to: '2025-02-14' },
  { type: 'vacaciones', status: 'aprobada', from: '2026-01-12', to: '2026-01-23' },
];
const HOLIDAYS = new Set(['2026-10-12', '2026-10-31', '2026-11-01', '2026-12-08']);
const UF = () => ({ value: 41_057.2, text: 'UF del 30 de septiembre de 2026' });

function Harness(props: Partial<FiniquitoViewProps> & { start?: string }) {
  const [termination, setTermination] = useState(props.start ?? '2026-10-20');
  return (
    <FiniquitoView
      person={props.person ?? PERSON}
      termination={termination}
      onTermination={setTermination}
      absences={ABSENCES}
      holidays={HOLIDAYS}
      hireDate={props.hireDate === undefined ? '2024-01-15' : props.hireDate}
      ufFor={UF}
    />
  );
}

const row = (label: string) => {
  const table = screen.getByRole('table', { name: 'Finiquito referencial' });
  const found = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(label) !== null);
  if (!found) throw new Error(`No row ${label}`);
  return found;
};

describe('FiniquitoView', () => {
  it('arts. 73, 162 and 163 CT: shows the feriado proporcional and both indemnizaciones with their arithmetic', () => {
    // Hired 15-01-2024, leaving 20-10-2026: 33 months (41,25 days) − 20 taken = 21,25 + 6 days × 1,25 / 30 = 21,5
    // días hábiles; from 21-10 the 21st working day is 18-11: 29 calendar days + 0,5 = 29,5 × 33.333,33 = 983.333.
    // Aviso previo: one base, 1.000.000 (under 90 UF = 3.695.148). Años de servicio: 2 years 9 months → 3 × 1.000.000.
    render(<Harness />);
    expect(screen.getByLabelText('Última remuneración mensual (CLP)')).toHaveValue('1000000');
    expect(within(row('Vacaciones proporcionales (art. 73)')).getByText('$983.333')).toBeInTheDocument();
    expect(
      within(row('Vacaciones proporcionales (art. 73)')).getByText(
        '21,25 días hábiles pendientes + 0,25 por 6 días del mes de servicio en curso = 21,5 días hábiles; contados desde el 21-10-2026 hasta el 18-11-2026 con sábados, domingos y festivos: 29,5 días corridos × $33.333,33 (remuneración / 30)',
      ),
    ).toBeInTheDocument();
    const notice = row('Indemnización sustitutiva del aviso previo (arts. 161 y 162)');
    expect(within(notice).getByText('$1.000.000')).toBeInTheDocument();
    expect(
      within(notice).getByText('Una remuneración mensual: $1.000.000 (tope 90 UF = $3.695.148)'),
    ).toBeInTheDocument();
    const years = row('Indemnización por años de servicio (art. 163)');
    expect(within(years).getByText('$3.000.000')).toBeInTheDocument();
    expect(
      within(years).getByText(
        '2 años y 9 meses de servicio: 3 años (la fracción superior a seis meses cuenta como año; máximo 11) × 30 días de $1.000.000 (tope 90 UF = $3.695.148)',
      ),
    ).toBeInTheDocument();
    expect(within(row('Total referencial')).getByText('$4.983.333')).toBeInTheDocument();
    expect(screen.getByText(/Cifras referenciales para preparar un finiquito/)).toBeInTheDocument();
    expect(screen.getByLabelText('Valor UF')).toHaveValue('41.057,2');
  });

  it('art. 73 CT: follows the termination date, skipping the holiday of 12 October', () => {
    // Leaving 30-09-2026: 32 months (40 days) − 20 = 20 + 16 days × 1,25 / 30 = 20,67 días hábiles; from 01-10 the
    // 20th working day is 29-10 (Monday 12 a holiday): 29 calendar days + 0,67 = 29,67 × 33.333,33 = 989.000.
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Fecha de término'), { target: { value: '2026-09-30' } });
    const vacation = row('Vacaciones proporcionales (art. 73)');
    expect(within(vacation).getByText('$989.000')).toBeInTheDocument();
    expect(within(vacation).getByText(/hasta el 29-10-2026 .*: 29,67 días corridos/)).toBeInTheDocument();
  });

  it('art. 172 CT: caps the base of the indemnizaciones at 90 UF', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Última remuneración mensual (CLP)'), {
      target: { value: '5.000.000' },
    });
    // 90 × 41.057,2 = 3.695.148; 3 years × 3.695.148 = 11.085.444.
    expect(
      within(row('Indemnización sustitutiva del aviso previo (arts. 161 y 162)')).getByText('$3.695.148'),
    ).toBeInTheDocument();
    expect(
      within(row('Indemnización por años de servicio (art. 163)')).getByText('$11.085.444'),
    ).toBeInTheDocument();
  });

  it('says what is missing, and that a fixed-term contract ending on its date has no indemnizaciones', () => {
    const { unmount } = render(<Harness hireDate={null} />);
    expect(
      screen.getByText('Falta la fecha de ingreso en la ficha: sin ella no se puede calcular el finiquito.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    render(<Harness start="2023-12-31" person={{ ...PERSON, contractType: 'plazo-fijo' }} />);
    expect(
      screen.getByText('La fecha de término no puede ser anterior a la fecha de ingreso (15-01-2024).'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Fecha de término'), { target: { value: '2026-10-20' } });
    expect(screen.getByText(/Contrato a plazo fijo: al vencer el plazo no corresponden/)).toBeInTheDocument();
  });
});
