/**
 * The demo bakery's Lugares de trabajo: the plant with the offices, and the shop where Ventas works. Ids are
 * stable: people refer to them (people.ts).
 */
import type { Workplace } from '../../../ports/collections';
import type { WithId } from '../../../ports/document-store';

export const DEMO_WORKPLACE_IDS = { plant: 'wp-recoleta', shop: 'wp-providencia' } as const;

/** Where a department works: Ventas at the shop, everyone else at the plant. */
export function demoWorkplaceOf(department: string): string {
  return department === 'Ventas' ? DEMO_WORKPLACE_IDS.shop : DEMO_WORKPLACE_IDS.plant;
}

export function buildWorkplaces(tenantId: string): WithId<Workplace>[] {
  return [
    {
      id: DEMO_WORKPLACE_IDS.plant,
      tenantId,
      name: 'Planta Recoleta',
      street: 'Av. Recoleta',
      number: '1450',
      unit: null,
      comuna: 'Recoleta',
      city: 'Santiago',
      region: 13,
    },
    {
      id: DEMO_WORKPLACE_IDS.shop,
      tenantId,
      name: 'Local Providencia',
      street: 'Av. Providencia',
      number: '2124',
      unit: 'Local 5',
      comuna: 'Providencia',
      city: 'Santiago',
      region: 13,
    },
  ];
}
