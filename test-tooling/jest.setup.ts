import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { invalidateQueries } from '../shared-ui/src/api/useApiQuery';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom's crypto has no SubtleCrypto; the shell's persisted state is encrypted with it.
if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });

// Each test starts with an empty query cache, as a fresh page does.
beforeEach(() => invalidateQueries([]));

// A loaded CI machine (two cores, PostgreSQL and the API suites beside these) can take more than the default
// second to settle an answer; findBy and waitFor wait up to five before they fail.
configure({ asyncUtilTimeout: 5000 });
// A test that waits on findBy (up to 5 s above) must not be cut by Jest's own 5 s first: on a loaded machine a
// page's lazy chunks and typing take seconds (CancellationWizard's first test failed so while API suites ran beside it).
jest.setTimeout(20_000);
