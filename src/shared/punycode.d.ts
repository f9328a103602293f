// punycode.js (the npm package, not Node's deprecated built-in of the same name) ships no types.
declare module 'punycode/punycode.es6.js' {
  export function toUnicode(domain: string): string;
  export function toASCII(domain: string): string;
}
