// What other parts of the app use from the invites feature (the drivers page shows both buttons).
export { InviteDriversButton, type InviteDriversButtonProps } from './components/invite-drivers-button.tsx';
export { DriverInvitesButton, type DriverInvitesButtonProps } from './components/driver-invites-button.tsx';
