import { emulatorDeps, emulatorRoot } from './scripts/seed/emulator-admin';
async function main() {
  const id = process.argv[2] ?? 'lasacacias';
  const d = emulatorDeps(id);
  const cols = await d.db.listCollections();
  for (const c of cols) console.log(c.id, (await c.count().get()).data().count);
  const [files] = await d.bucket.getFiles();
  console.log('files', files.map((f) => f.name).slice(0, 10), files.length);
  console.log((await emulatorRoot().db.doc(`schools/${id}`).get()).data());
  const hosts = await emulatorRoot().db.collection('hosts').get();
  console.log(hosts.docs.map((h) => [h.id, h.data()]));
}
main().then(() => process.exit(0));
