import os from 'node:os';
import readline from 'node:readline';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { Passwords } from '../../platform/passwords';
import { OwnerRecovery } from './owner-recovery';

/**
 * The staff CLI, run on the server with the api's own environment (DATABASE_URL, JWT_SECRET):
 *
 *   npm run staff -w api -- create-owner <email> [name]   the first owner (production)
 *   npm run staff -w api -- recover <email>               a locked-out owner: new password,
 *                                                         two-factor off, sessions ended
 *
 * The password is read from standard input (typed, hidden, or piped), never from the command
 * line, so it stays out of the shell's history. Both are audited as `cli:<os user>`.
 */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  const rl = readline.createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: true,
  });
  process.stdout.write('Password (at least 12 characters): ');
  // Hide what is typed.
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function main(): Promise<void> {
  const [command, email, ...rest] = process.argv.slice(2);
  if ((command !== 'create-owner' && command !== 'recover') || !email) {
    console.error('usage: staff create-owner <email> [name] | staff recover <email>');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    await migrateToLatest(handle.db);
    const recovery = new OwnerRecovery(
      handle.db,
      new Passwords(config.passwordHashing),
      os.userInfo().username,
    );
    const password = await readPassword();
    const member =
      command === 'create-owner'
        ? await recovery.create(email, rest.join(' '), password)
        : await recovery.recover(email, password);
    console.log(
      `${command === 'create-owner' ? 'created' : 'recovered'}: #${member.id} ${member.email} (${member.role})`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
