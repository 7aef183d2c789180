import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';

import { EMPLOYEE_FILE_REGISTRY, type FileRegistry } from '../../data/ports/employee-file-registry';
import { fileRules } from '../../data/policy/employee-file';
import { usersBlock } from '../../data/policy/rules/users';
import { buildUserDoc, buildWorkplace, TEST_ZONE } from '../../testing/data-builders';
import { renderScreen } from '../../testing/render-screen';
import { employeesCsv } from './employee-csv-export';
import { ContractFields, PayrollFields } from './employee-file-fields';
import type { FileControl } from './employee-file-inputs';
import { emptyFileInput, fileFieldSchemas } from './employee-file-values';
import { fileFieldLabels } from './employee-labels';

/** The employee file with one more text field, as a row added to the registry would give it. */
const EXTENDED = {
  ...EMPLOYEE_FILE_REGISTRY,
  badgeNumber: {
    rule: { kind: 'text', maxLength: 20 },
    label: 'N° de credencial',
    form: { section: 'contract', input: 'text' },
    csv: { header: 'Credencial', aliases: [], example: 'A-12' },
    lre: null,
  },
} satisfies FileRegistry;

function Form({ registry }: { registry: FileRegistry }) {
  const form = useForm<Record<string, string>>({ defaultValues: emptyFileInput(registry) });
  const control = form.control as unknown as FileControl;
  return (
    <form aria-label="Ficha">
      <ContractFields control={control} registry={registry} inFile />
      <PayrollFields control={control} registry={registry} defaultExpanded />
    </form>
  );
}

const parseCsv = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));

describe('adding a text field to the employee file registry reaches the form, the CSV export and the rules', () => {
  it('shows the new field in the form as a text input with its label', async () => {
    const { unmount } = await renderScreen(<Form registry={EMPLOYEE_FILE_REGISTRY} />, { role: 'admin' });
    expect(screen.queryByRole('textbox', { name: 'N° de credencial' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Cargo' })).toBeInTheDocument();
    unmount();

    await renderScreen(<Form registry={EXTENDED} />, { role: 'admin' });
    expect(screen.getByRole('textbox', { name: 'N° de credencial' })).toBeInTheDocument();
    // The fields of the table stay where they were.
    expect(screen.getByRole('textbox', { name: 'Cargo' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Colación (CLP)' })).toBeInTheDocument();
  });

  it('offers the tenant’s active workplaces by name, empty meaning the first (Res. Ex. N° 38 art. 13.2)', async () => {
    const { user } = await renderScreen(<Form registry={EMPLOYEE_FILE_REGISTRY} />, {
      role: 'admin',
      docs: {
        workplaces: [
          buildWorkplace({ id: 'wp-b', name: 'Local Providencia' }),
          buildWorkplace({ id: 'wp-a', name: 'Bodega Quilicura' }),
          buildWorkplace({ id: 'wp-c', name: 'Antigua sucursal', archived: true }),
        ],
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Lugar de trabajo' });
    expect(await screen.findByText('Predeterminado: Bodega Quilicura')).toBeInTheDocument();
    await user.click(select);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Predeterminado: Bodega Quilicura', 'Bodega Quilicura', 'Local Providencia']);
  });

  it('labels it, checks its size, and writes its header and value in the CSV export', () => {
    expect(fileFieldLabels(EXTENDED).badgeNumber).toBe('N° de credencial');
    const check = fileFieldSchemas(EXTENDED).badgeNumber;
    expect(check?.safeParse(' A-12 ')).toMatchObject({ success: true, data: 'A-12' });
    expect(check?.safeParse('x'.repeat(21)).success).toBe(false);

    const person = { ...buildUserDoc({ displayName: 'Ana Rojas', position: 'Cajera' }), badgeNumber: 'A-12' };
    const [header = [], row = []] = parseCsv(employeesCsv([person], TEST_ZONE, EXTENDED));
    const at = (title: string) => row[header.indexOf(title)];
    expect(header).toContain('Credencial');
    expect(at('Credencial')).toBe('A-12');
    expect(at('Nombre completo')).toBe('Ana Rojas');
    expect(at('Cargo')).toBe('Cajera');
    expect(parseCsv(employeesCsv([person], TEST_ZONE))[0]).not.toContain('Credencial');
  });

  it('whitelists it in the generated rules block with its size', () => {
    expect(fileRules(EXTENDED).badgeNumber).toEqual({ kind: 'text', maxLength: 20 });
    const block = usersBlock(EXTENDED);
    const whitelist = /ch\.hasOnly\(\[([^\]]*)\]\)/.exec(block)?.[1] ?? '';
    expect(whitelist).toContain("'badgeNumber'");
    expect(block).toContain("&& (d.get('badgeNumber', null) == null || text(d.badgeNumber, 20));");
    expect(usersBlock()).not.toContain('badgeNumber');
    expect(usersBlock()).toBe(usersBlock(EMPLOYEE_FILE_REGISTRY));
  });
});
