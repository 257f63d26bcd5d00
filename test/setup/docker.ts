// Testcontainers only when a Docker engine actually answers: a socket that accepts but never
// replies would make it hang, so ping first with a 1 s limit.
import { existsSync } from 'node:fs';
import { request } from 'node:http';

export function dockerAnswers(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const host = env.DOCKER_HOST ?? 'unix:///var/run/docker.sock';
  let target: { socketPath: string } | { host: string; port: number };
  if (host.startsWith('tcp://')) {
    const url = new URL(host.replace('tcp://', 'http://'));
    target = { host: url.hostname, port: Number(url.port || 2375) };
  } else {
    const socketPath = host.replace('unix://', '');
    if (!existsSync(socketPath)) return Promise.resolve(false);
    target = { socketPath };
  }
  return new Promise((resolve) => {
    const ping = request({ ...target, path: '/_ping', timeout: 1000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    ping.on('timeout', () => ping.destroy());
    ping.on('error', () => resolve(false));
    ping.end();
  });
}
