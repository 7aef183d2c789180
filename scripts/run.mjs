// Runs a command with inherited output and resolves to its exit code (shared by the test scripts).
import { spawn } from 'node:child_process';

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: false, ...options });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}

export const npx = (args, options) => run('npx', args, options);
