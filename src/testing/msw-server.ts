import { setupServer } from 'msw/node';

/** The test network: every request must be answered by a handler a test adds with `server.use`. */
export const server = setupServer();
