/**
 * Model images: the plain data (typed arrays, numbers, short strings) a loaded model is made of, apart from
 * the object that answers questions about it. A process that runs analysis threads (the service) builds
 * every image once, copies its arrays into `SharedArrayBuffer`s, and gives them to each thread as it
 * starts; the thread wraps them without reading or decoding a file, so the weights are in memory once per
 * process. Anywhere else an image is built from its file on first use.
 *
 * A thread is given its images once, before its first analysis (`provideImages`); nothing changes an image
 * afterwards, and results never depend on whether an image was given or built.
 */

/** Images given to this thread by the process that started it, or built here, by key (the model file's name). */
const given = new Map<string, unknown>();

/**
 * Hands this thread images built elsewhere (an analysis thread calls it once, as it starts).
 *
 * @example
 * ```ts
 * provideImages(workerData.images); // { 'sentiment.bin.gz': { header, weights }, … }
 * ```
 */
export function provideImages(images: Readonly<Record<string, unknown>>): void {
  for (const [key, image] of Object.entries(images)) given.set(key, image);
}

/**
 * The image of a model: the one given to this thread, or else `build()` (once; later calls share it).
 *
 * @example
 * ```ts
 * const image = modelImage('sentiment.bin.gz', () => decodeLinearImage(readModel('sentiment.bin.gz'), 'sentiment.bin.gz'));
 * ```
 */
export function modelImage<T>(key: string, build: () => T): T {
  let image = given.get(key) as T | undefined;
  if (image === undefined) {
    image = build();
    given.set(key, image);
  }
  return image;
}

type Typed = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array | Float32Array | Float64Array;

/** The plain typed-array classes (a Node `Buffer` is shared as a `Uint8Array`). */
const CLASSES = [Int8Array, Uint8Array, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array] as const;

function shareArray(array: Typed): Typed {
  if (array.buffer instanceof SharedArrayBuffer) return array;
  const Ctor = CLASSES.find((C) => array instanceof C) as unknown as new (buffer: SharedArrayBuffer) => Typed;
  const copy = new Ctor(new SharedArrayBuffer(array.byteLength));
  copy.set(array as never);
  return copy;
}

/**
 * A copy of an image whose typed arrays live in `SharedArrayBuffer`s (other values are kept), so that
 * posting it to a thread shares the arrays instead of copying them.
 *
 * @example
 * ```ts
 * shareImage({ header: { name: 'sentiment' }, weights: new Int8Array(8) }).weights.buffer; // a SharedArrayBuffer
 * ```
 */
export function shareImage<T>(image: T): T {
  if (ArrayBuffer.isView(image) && !(image instanceof DataView)) return shareArray(image as unknown as Typed) as T;
  if (Array.isArray(image)) return image.map((v: unknown) => shareImage(v)) as T;
  if (image !== null && typeof image === 'object' && Object.getPrototypeOf(image) === Object.prototype) {
    return Object.fromEntries(Object.entries(image).map(([k, v]) => [k, shareImage(v)])) as T;
  }
  return image;
}
