import type { DocumentStore } from '../ports/document-store';
import { useBackend } from '../../lib/backend-context';

/** The DocumentStore of the adapter set in use. */
export function useStore(): DocumentStore {
  return useBackend().store;
}
