/** A chosen image file as a data URL (what PATCH /api/workspace takes as the logo). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unread'));
    reader.onerror = () => reject(reader.error ?? new Error('unread'));
    reader.readAsDataURL(file);
  });
}
