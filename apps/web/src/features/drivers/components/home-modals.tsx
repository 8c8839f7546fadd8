import { lazy, Suspense, useState } from 'react';
import { shouldShowModal, type ModalId, type ModalState } from '@fleetwatt/shared';
import { useModalStates } from '../api/get-modal-states.ts';

// The modals load when one is due; most visits show none.
const HomeWelcomeModal = lazy(() => import('./home-announcements.tsx').then((m) => ({ default: m.HomeWelcomeModal })));
const HomeFeatureModal = lazy(() => import('./home-announcements.tsx').then((m) => ({ default: m.HomeFeatureModal })));

const stateOf = (states: readonly ModalState[], id: ModalId) => states.find((s) => s.modalId === id);

/**
 * The home dashboard's announcements (spec section 2): the welcome modal on a first visit, with
 * "don't show again"; closed without the tick it comes back on the next visit. Once it is done
 * (or was dismissed for good), the feature modal announces the fleet monitor, once.
 * Nothing opens while the seen state is unknown, so a failed load never nags.
 */
export function HomeModals() {
  const states = useModalStates();
  // What this visit has closed already, so a refetch does not open a modal again.
  const [closed, setClosed] = useState<ReadonlySet<ModalId>>(new Set());
  // Mounted from the first due one on, so a closing modal keeps its transition.
  const [loaded, setLoaded] = useState(false);
  if (!states.data) return null;
  const showWelcome = shouldShowModal(stateOf(states.data, 'HomeWelcomeModal')) && !closed.has('HomeWelcomeModal');
  const showFeature =
    !showWelcome && shouldShowModal(stateOf(states.data, 'HomeFeatureModal')) && !closed.has('HomeFeatureModal');
  const close = (id: ModalId) => setClosed((prev) => new Set(prev).add(id));
  if (!loaded && (showWelcome || showFeature)) setLoaded(true);
  if (!loaded && !showWelcome && !showFeature) return null;

  return (
    <Suspense fallback={null}>
      <HomeWelcomeModal opened={showWelcome} onClosed={() => close('HomeWelcomeModal')} />
      <HomeFeatureModal opened={showFeature} onClosed={() => close('HomeFeatureModal')} />
    </Suspense>
  );
}
