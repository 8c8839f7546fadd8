// Zod-free, so the web app's first load (the home page) can decide without the schemas (see modals.ts).

/** Whether a modal should open, given its stored state: not seen, or seen without "don't show again". */
export function shouldShowModal(state: { seen: boolean; dontShowAgain: boolean } | undefined): boolean {
  return !state || !state.seen || !state.dontShowAgain;
}
