// Imported first by server.ts: libuv sizes its thread pool on first use, so this must run
// before anything reads a file or hashes asynchronously. Password hashing takes at most two of
// its threads (domain/accounts/password.ts); the rest keep reading static files, compressing
// and resolving names while sign-ins arrive. An operator's own UV_THREADPOOL_SIZE wins.
const THREADPOOL_SIZE = 8;
process.env.UV_THREADPOOL_SIZE ??= String(THREADPOOL_SIZE);
