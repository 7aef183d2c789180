// @vitest-environment jsdom
import { deleteDB } from 'idb';

import {
  CONTRACT_TENANT,
  CONTRACT_UID,
  contractTenant,
  describeDocumentStoreContract,
} from '../../../testing/document-store-contract';
import { openDemoStore } from './open-demo-store';

let databases = 0;

describeDocumentStoreContract('demo (IndexedDB)', async () => {
  const dbName = `demo-contract-${++databases}`;
  const store = await openDemoStore({
    dbName,
    channel: null,
    getCaller: () => ({ uid: CONTRACT_UID, claims: { role: 'admin', tenantId: CONTRACT_TENANT } }),
  });
  await store.seedAll({ tenants: [{ ...contractTenant(), id: CONTRACT_TENANT }] });
  return {
    store,
    teardown: async () => {
      store.close();
      await deleteDB(dbName);
    },
  };
});
