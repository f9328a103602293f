import { workspaceSlugMax } from '../../../../shared/workspaces';

/**
 * The slug a name suggests: lower-case letters and digits, accents dropped, every other run of
 * characters one dash, no dash at either end, at most workspaceSlugMax characters ("Tim Pemasaran
 * Jakarta!" -> "tim-pemasaran-jakarta"). The server judges it as it judges a typed one.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, workspaceSlugMax)
    .replace(/-+$/, '');
}
