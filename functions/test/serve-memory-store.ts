// Starts the memory store server and prints `ASISTE_SERVER_STORE_URL=<url>` once it listens
// (scripts/test-functions.mjs reads that line, then stops this process when the suite is done).
import { startMemoryStoreServer } from './memory-store-server';

startMemoryStoreServer().then(
  ({ url }) => console.log(`ASISTE_SERVER_STORE_URL=${url}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
