import { ComingSoon } from '../components/coming-soon.tsx';

/** A dashboard page whose content comes in later work; `page` names its texts under pages.<page>. */
export function ComingSoonPage({ page }: { page: string }) {
  return <ComingSoon page={page} />;
}
