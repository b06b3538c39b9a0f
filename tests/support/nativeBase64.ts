/**
 * The browser's own base64 of bytes, `Uint8Array.prototype.toBase64`, which every browser the extension supports
 * has and src/sync/crypto.ts uses where present. Node 20 lacks it, so the unit tests took the fallback through a
 * binary string and `btoa`: about a seventh of the CPU of a test that runs the host, which seals every view. Node's
 * Buffer writes the same text (the standard alphabet, padded); tests/runtime/crypto.test.ts checks both ways.
 */
type NativeBase64 = { toBase64?: (this: Uint8Array) => string };

const proto = Uint8Array.prototype as NativeBase64;
if (!proto.toBase64)
  Object.defineProperty(Uint8Array.prototype, 'toBase64', {
    value(this: Uint8Array) {
      return Buffer.from(this.buffer, this.byteOffset, this.byteLength).toString('base64');
    },
    writable: true,
    configurable: true,
  });
