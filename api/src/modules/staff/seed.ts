import type { Passwords } from '../../platform/passwords';
import type { StaffQueries } from './queries';

/** The development owner (api/README.md › Admin calls), like the dev admin token `oyna-dev-admin`. */
export const DEV_OWNER = {
  email: 'owner@oyna.local',
  name: 'owner',
  password: 'oyna-dev-owner',
} as const;

/**
 * At start: outside production, a database without staff gets the development owner (not a
 * migration: a password never sits in one); in production the api refuses to start while any
 * staff member who can log in still has the default password.
 */
export async function prepareStaff(deps: {
  queries: StaffQueries;
  passwords: Passwords;
  production: boolean;
}): Promise<'seeded' | 'kept'> {
  const { queries, passwords, production } = deps;
  if (production) {
    for (const staff of await queries.active()) {
      if (await passwords.verify(staff.password_hash, DEV_OWNER.password)) {
        throw new Error(
          `Staff member ${staff.email} still has the default development password: set another (npm run staff -w api -- reset-password ${staff.email}) before starting in production`,
        );
      }
    }
    return 'kept';
  }
  if ((await queries.count()) > 0) return 'kept';
  const seeded = await queries.insertFirst({
    email: DEV_OWNER.email,
    name: DEV_OWNER.name,
    role: 'owner',
    password_hash: await passwords.hash(DEV_OWNER.password),
  });
  return seeded ? 'seeded' : 'kept';
}
