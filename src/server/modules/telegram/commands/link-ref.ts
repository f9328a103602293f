// Which link a command names: its code (`abc`), or its domain and code (`go.example.com/abc`), or
// its whole short link (`https://go.example.com/abc`, as a person copies it). A code alone may be
// used on several of the workspace's domains; the domain then tells them apart.

export interface LinkRef {
  /** Lower case, without a port (the server's own host is shown with PUBLIC_URL's); null when only the code was given. */
  domain: string | null;
  /** As written: codes are case-sensitive. */
  code: string;
}

/** The link a command's argument names, or null when it names none. */
export function parseLinkRef(argument: string): LinkRef | null {
  const text = argument.trim().replace(/^https?:\/\//i, '');
  if (text === '' || /\s/.test(text)) return null;
  const slash = text.indexOf('/');
  if (slash < 0) {
    const code = text.split(/[?#]/)[0] ?? '';
    return code === '' ? null : { domain: null, code };
  }
  const domain = text.slice(0, slash).toLowerCase().replace(/:\d+$/, '');
  // The path's first part is the code; a query or fragment a link was shared with is not.
  const code = text.slice(slash + 1).split(/[/?#]/)[0] ?? '';
  if (domain === '' || code === '') return null;
  return { domain, code };
}
