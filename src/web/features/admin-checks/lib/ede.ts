// Extended DNS Error info codes as RFC 8914 defines them (section 4): the catalogue names each one
// under adminChecks.ede.codes.<code>. A filtering resolver that says why it refused a name sends
// 15 (Blocked), 16 (Censored) or 17 (Filtered).

export const rfc8914Codes = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
] as const;
export type Rfc8914Code = (typeof rfc8914Codes)[number];

export function isRfc8914Code(code: number): code is Rfc8914Code {
  return (rfc8914Codes as readonly number[]).includes(code);
}
