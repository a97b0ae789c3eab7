import { afterAll } from 'vitest';
import { closeBrowser } from './browser';

// Each journey file gets its own Chromium (launched on first use), closed when the file is done.
afterAll(closeBrowser);
