import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LinkList } from '../../../../shared/links';
import {
  qrImageQuery,
  type qrLogoSchema,
  type savedQrDesignSchema,
  type QrDesign,
  type QrLogoUpload,
} from '../../../../shared/qr-code';
import { apiCall, apiFile } from '../../../lib/api-client';
import { linkQueryOptions } from '../../../lib/queries/link';
import { linkListsKey } from '../../../lib/queries/links';
import { saveApiFile } from '../../../lib/save-file';

// A link's QR code (ADR 0032): drawn by the server as the design says, saved per link.

const qrPath = (linkId: string) => `/api/links/${encodeURIComponent(linkId)}/qr`;

/**
 * GET /api/links/:id/qr?<design> - the code as an SVG data URL, for the editor's preview (fetched
 * in the tab's workspace, which an <img> alone could not name); the last one drawn stays while
 * the next is on its way.
 */
export function useQrPreview(linkId: string, design: QrDesign) {
  return useQuery({
    queryKey: ['link-qr', linkId, design],
    queryFn: async ({ signal }) => {
      const { blob } = await apiFile(`${qrPath(linkId)}?${qrImageQuery(design, 'svg')}`, { signal });
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await blob.text())}`;
    },
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** The code as a file to save, drawn as the design says (saved or not). */
export function downloadQr(linkId: string, design: QrDesign, format: 'svg' | 'png'): Promise<void> {
  return saveApiFile(`${qrPath(linkId)}?${qrImageQuery(design, format, true)}`);
}

// PUT /api/links/:id/qr - save the design; the link's rows then carry it
export function useSaveQrDesign(linkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (design: QrDesign) =>
      apiCall<typeof savedQrDesignSchema>(`/api/links/${encodeURIComponent(linkId)}/qr`, {
        method: 'PUT',
        body: design,
      }),
    onSuccess: async (qr) => {
      queryClient.setQueriesData<LinkList>({ queryKey: linkListsKey }, (list) =>
        list
          ? { ...list, items: list.items.map((item) => (item.id === linkId ? { ...item, qr } : item)) }
          : list,
      );
      await queryClient.invalidateQueries({ queryKey: linkQueryOptions(linkId).queryKey });
    },
  });
}

// POST /api/links/qr-logos - { content_type, data_base64 } -> { logo: 'upload:<id>' }
export function useUploadQrLogo() {
  return useMutation({
    mutationFn: (upload: QrLogoUpload) =>
      apiCall<typeof qrLogoSchema>('/api/links/qr-logos', { method: 'POST', body: upload }),
  });
}
