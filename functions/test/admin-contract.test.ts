// The one AdminPort contract (src/testing/admin-port-contract.ts) on the callables: Functions + Auth emulators,
// with the memory store in `npm test` and Firestore in `npm run test:emulators` (emulator-harness.ts).
import { describeAdminPortContract } from '../../src/testing/admin-port-contract';
import { emulatorHarness } from './emulator-harness';

describeAdminPortContract('Functions + Auth emulators', async () => emulatorHarness());
