// A promise a test settles by hand: one step of a choreography between concurrent transactions
// (Promise.withResolvers, which the ES2023 library the web app targets does not declare).
export function signal(): { promise: Promise<void>; resolve(): void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
