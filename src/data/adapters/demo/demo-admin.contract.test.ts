// @vitest-environment jsdom
import { describeAdminPortContract } from '../../../testing/admin-port-contract';
import { createDemoAdminHarness } from '../../../testing/demo-admin-harness';

describeAdminPortContract('demo (accounts table + privileged store)', async () => createDemoAdminHarness());
