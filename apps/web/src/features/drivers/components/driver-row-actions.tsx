import { lazy, Suspense, useState } from 'react';
import { DriverRowActionsButton } from './driver-row-actions-button.tsx';
import type { DriverRowActionsProps } from './driver-row-action.ts';

// The menu's code loads right after the table first shows: the button does not need it.
const DriverRowActionsMenu = lazy(() => import('./driver-row-actions-menu.tsx'));

/** The administrators' row menu of the home table (spec section 2). */
export function DriverRowActions(props: DriverRowActionsProps) {
  // A click before the menu is in opens it as soon as it is.
  const [clicked, setClicked] = useState(false);
  return (
    <Suspense fallback={<DriverRowActionsButton driverName={props.driverName} onClick={() => setClicked(true)} />}>
      <DriverRowActionsMenu {...props} defaultOpened={clicked} />
    </Suspense>
  );
}
