import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Currency, PriceSeriesUploadResult } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { pricingKeys, tariffKeys } from './keys.ts';

export type PriceSeriesUpload = { file: File } & ({ seriesId: string } | { name: string; currency: Currency });

/** POST /backend/price-series (a new series) or /backend/price-series/{id}/points (more hours), as CSV. */
export async function uploadPriceSeries(upload: PriceSeriesUpload): Promise<PriceSeriesUploadResult> {
  const form = new FormData();
  let path = '/price-series';
  if ('seriesId' in upload) path = `/price-series/${encodeURIComponent(upload.seriesId)}/points`;
  else {
    form.append('name', upload.name);
    form.append('currency', upload.currency);
  }
  form.append('file', upload.file, upload.file.name);
  return apiFetch<PriceSeriesUploadResult>(path, { method: 'POST', body: form });
}

export function useUploadPriceSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPriceSeries,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: pricingKeys.all }), queryClient.invalidateQueries({ queryKey: tariffKeys.all })]),
  });
}
