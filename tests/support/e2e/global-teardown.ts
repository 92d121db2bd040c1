export default async function globalTeardown(): Promise<void> {
  await globalThis.porticoE2eStack?.stop();
  globalThis.porticoE2eStack = undefined;
}
