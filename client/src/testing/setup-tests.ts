import { onlineManager } from '@tanstack/react-query';
import { afterEach } from 'vitest';
import { configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default. Many client tests render against the real
// API server; on a busy 2-core machine an answer can take longer without anything being wrong
// (header.test.tsx failed at 1.5 s in a fresh-clone CI run). They still fail when the awaited
// thing never happens, only later.
configure({ asyncUtilTimeout: 10_000 });

// A sign-out pauses every query until the page reloads (lib/auth.ts); a test page does not
// reload, so the next test starts online again.
afterEach(() => onlineManager.setOnline(true));
