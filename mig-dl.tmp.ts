import { SEED_ADMIN } from './scripts/seed/seeder';
import { signIn } from './tests/emulator/site';
import { downloadBackup } from './tests/emulator/backup-zip';
import { emulatorRoot } from './scripts/seed/emulator-admin';
async function main() {
  const token = await signIn(SEED_ADMIN.email, SEED_ADMIN.password);
  const r = await downloadBackup(token, '?personal=1');
  console.log(r.status, r.path);
  await emulatorRoot().db.doc('schools/mig-test').set({ name: 'Colegio de prueba de mudanza', dane: '105001000999', municipio: 'Villa del Río', sedes: [], status: 'activa' });
}
main().then(() => process.exit(0));
