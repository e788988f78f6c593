import '@testing-library/jest-dom';
import { invalidateQueries } from './shared-ui/src/api/useApiQuery';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom's crypto has no SubtleCrypto; the shell's persisted state is encrypted with it.
if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });

// Each test starts with an empty query cache, as a fresh page does.
beforeEach(() => invalidateQueries([]));
