/**
 * A month of three workers for the Previred tests, October 2026 (v98 layout), with the figures of the reference's
 * worked example: imponible $1.149.115, AFP Habitat 11,27 % = $129.505, Fonasa $80.438, AFC 0,6 % = $6.895 and
 * 2,4 % = $27.579; Ley 21.735 employer 3,5 % = 0,1 % individual account $1.149 + 0,9 % rentabilidad protegida
 * $10.342 + 2,5 % seguro social (SIS 1,78 % $20.454 + expectativa de vida 0,72 % $8.274); mutual 0,93 % $10.687.
 */
import type { PreviredInput, PreviredWorker } from './previred-file';

export const FONASA_WORKER: PreviredWorker = {
  rut: '12.345.678-5',
  name: 'María José Pérez González',
  sex: 'F',
  contract: 'indefinido',
  hireDate: '2024-03-01',
  daysWorked: 30,
  pension: {
    afp: 'habitat',
    taxable: 1_149_115,
    worker: 129_505,
    individualAccount: 1_149,
    sis: 20_454,
    lifeExpectancy: 8_274,
    protectedReturn: 10_342,
  },
  health: { kind: 'fonasa', taxable: 1_149_115, amount: 80_438 },
  unemployment: { taxable: 1_149_115, worker: 6_895, employer: 27_579 },
  workAccident: { taxable: 1_149_115, amount: 10_687 },
};

/** Isapre Colmena (04), a 5 UF plan at UF 41.057,20 = $205.286 above the legal 7 % ($126.000). */
export const ISAPRE_WORKER: PreviredWorker = {
  rut: '15678234-3',
  name: 'Juan de la Fuente Soto',
  sex: 'M',
  contract: 'indefinido',
  hireDate: '2019-07-15',
  daysWorked: 30,
  pension: {
    afp: 'modelo',
    taxable: 1_800_000,
    worker: 190_440,
    individualAccount: 1_800,
    sis: 32_040,
    lifeExpectancy: 12_960,
    protectedReturn: 16_200,
  },
  health: {
    kind: 'isapre',
    institution: '04',
    fun: '123456',
    taxable: 1_800_000,
    agreedPlan: 205_286,
    amount: 205_286,
  },
  unemployment: { taxable: 1_800_000, worker: 10_800, employer: 43_200 },
  workAccident: { taxable: 1_800_000, amount: 16_740 },
};

/** Plazo fijo from 6 October: no AFC worker part, 3 % employer; AFP Uno 10,46 %. */
export const FIXED_TERM_WORKER: PreviredWorker = {
  rut: '20456789-1',
  name: 'Camila Rojas',
  sex: 'F',
  contract: 'plazo-fijo',
  hireDate: '2026-10-06',
  endDate: '2027-01-05',
  daysWorked: 25,
  partTime: true,
  pension: {
    afp: 'uno',
    taxable: 650_000,
    worker: 67_990,
    individualAccount: 650,
    sis: 11_570,
    lifeExpectancy: 4_680,
    protectedReturn: 5_850,
  },
  health: { kind: 'fonasa', taxable: 650_000, amount: 45_500 },
  unemployment: { taxable: 650_000, worker: 0, employer: 19_500 },
  workAccident: { taxable: 650_000, amount: 6_045 },
};

export const OCTOBER_2026: PreviredInput = {
  company: { rut: '76.543.210-3', name: 'Panadería La Espiga SpA', ccaf: '00', mutual: '01' },
  period: '2026-10',
  workers: [FONASA_WORKER, ISAPRE_WORKER, FIXED_TERM_WORKER],
};

/** Worker rates of October 2026 by Previred code (10 % + commission) and the 0,1 % individual account. */
export const OCTOBER_2026_RATES = {
  afpPercent: { '05': 11.27, '34': 10.58, '35': 10.46 },
  individualAccountPercent: 0.1,
};
