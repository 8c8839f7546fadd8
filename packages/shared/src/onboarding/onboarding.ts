/** Where a company's charging cables come from, said in the onboarding wizard. */
export const CABLE_SOURCES = ['SHOP', 'OWN'] as const;
export type CableSource = (typeof CABLE_SOURCES)[number];
