/**
 * The addresses of the staff accounts that hold a capability (model/roles.ts): whom the server
 * tells that a record waits for review (the editors and administrators). Read from Firebase Auth,
 * the one list of accounts; a disabled account or one without an address gets nothing.
 */
import type { Auth } from 'firebase-admin/auth';
import { can, roleOfClaims, type Capability } from '../model/roles';

export interface StaffAddress {
  uid: string;
  email: string;
}

export async function staffAddresses(auth: Auth, capability: Capability): Promise<StaffAddress[]> {
  const found: StaffAddress[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      const role = roleOfClaims(user.customClaims);
      if (role && can(role, capability) && !user.disabled && user.email)
        found.push({ uid: user.uid, email: user.email });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return found.sort((a, b) => a.email.localeCompare(b.email));
}
