import { z } from 'zod';
import { ZCableRef, type CableRef } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/*
 * The cable a hardware identifier names, for assigning it by the identifier printed on it.
 * It reads the cables list (GET /backend/cables/search, filtered by hardwareId), which belongs to
 * the cables area; until that list exists the lookup answers with its failure.
 */

const ZCableMatches = z.object({ results: z.array(ZCableRef.loose()) });

export const CABLE_SEARCH_PATH = '/cables/search';

/** The cable whose hardware identifier is exactly this one (any case), or null. */
export async function findCableByHardwareId(hardwareId: string, signal?: AbortSignal): Promise<CableRef | null> {
  const wanted = hardwareId.trim();
  const page = ZCableMatches.parse(
    await apiFetch<unknown>(CABLE_SEARCH_PATH, { query: { hardwareId: wanted, pageNumber: 0, pageSize: 20 }, signal }),
  );
  const match = page.results.find((c) => c.hardwareId.toLowerCase() === wanted.toLowerCase());
  return match ? { id: match.id, hardwareId: match.hardwareId } : null;
}
