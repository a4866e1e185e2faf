// `npm start`: the api and the gateway side by side, output prefixed; stopping one stops both.
import { spawn } from 'node:child_process';

// The gateway follows the api's address unless told otherwise.
const apiHost = process.env.API_HOST && process.env.API_HOST !== '0.0.0.0' ? process.env.API_HOST : '127.0.0.1';
process.env.API_URL ??= `http://${apiHost}:${process.env.API_PORT || 8000}/api`;
// Links the api writes (signed media, agreement signing) point at the gateway, which passes those
// public pages through: the browser only ever talks to the gateway's origin.
const gatewayHost = process.env.GATEWAY_HOST && process.env.GATEWAY_HOST !== '0.0.0.0' ? process.env.GATEWAY_HOST : '127.0.0.1';
process.env.API_PUBLIC_URL ??= `http://${gatewayHost}:${process.env.PORT || 4000}`;

const services = [
  ['api', ['tsx', 'api/src/main.ts']],
  ['gateway', ['tsx', 'gateway/src/main.ts']],
];
const children = services.map(([name, [cmd, ...args]]) => {
  const child = spawn('npx', ['--no-install', cmd, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) if (!line.includes('Unknown user config "nodedir"')) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exitCode = code ?? 1;
  });
  return child;
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => children.forEach((c) => c.kill('SIGTERM')));
