/** The generated demo tenant, for tests that want a whole realistic tenant in the store. */
export { generateDemoTenant, type DemoDataset } from '../data/adapters/demo/seed';
