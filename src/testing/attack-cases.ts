/** The attack table, one file per area: src/testing/attack-cases/ (index.ts). */
export * from './attack-cases/index';
