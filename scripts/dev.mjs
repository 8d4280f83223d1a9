// `npm run dev`: Vite with hot module reload on PORT (default 5000), proxying /api to the
// API server, which tsx restarts on every server change (on API_PORT, default 5001).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { paths } from './paths.mjs';

const port = process.env.PORT ?? '5000';
const apiPort = process.env.API_PORT ?? '5001';
const bin = (name) => path.join(paths.root, 'node_modules/.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--tsconfig', paths.serverTsconfig, paths.serverEntry], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, NODE_ENV: 'development', HOST: '127.0.0.1' },
  }),
  spawn(bin('vite'), ['--config', paths.viteConfig], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
