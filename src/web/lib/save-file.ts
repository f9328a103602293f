import { apiFile } from './api-client';

/**
 * Downloads an API file in the tab's workspace and hands it to the browser to save, under the
 * name the server gave it (else the path's last part).
 */
export async function saveApiFile(path: string): Promise<void> {
  const { blob, fileName } = await apiFile(path);
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName ?? decodeURIComponent(path.split('?')[0]?.split('/').pop() ?? 'download');
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // After the click has started the download: revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
