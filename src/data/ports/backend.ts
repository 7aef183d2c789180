import type { AdminPort } from './admin-port';
import type { AbsenceAttachments } from './attachment-port';
import type { AuthPort } from './auth-port';
import type { DocumentStore } from './document-store';
import type { PhotoPort } from './photo-port';
import type { ReceiptVerifier } from './receipt-port';

export interface DemoAccount {
  email: string;
  password: string;
  role: string;
  displayName: string;
}

/** What only the demo backend offers: its accounts for the login page, and a reset of its data. */
export interface DemoTools {
  accounts: readonly DemoAccount[];
  reset(): Promise<void>;
}

/** The adapter set chosen at build time (`VITE_BACKEND`). */
export interface Backend {
  kind: 'demo' | 'firebase';
  auth: AuthPort;
  store: DocumentStore;
  /** Profile photos (Firebase Storage, or the demo store). */
  photos: PhotoPort;
  /** Absence documents, a licencia's PDF or photo (Firebase Storage, or the demo's file store). */
  attachments: AbsenceAttachments;
  admin?: AdminPort;
  /** The public check of a receipt's code (/verificar); loads its code on first use. */
  receipts: ReceiptVerifier;
  demo?: DemoTools;
  /** Bot check, analytics and the like: started after first paint, never before. */
  startIntegrations?: () => Promise<void>;
}
