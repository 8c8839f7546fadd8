// What the app composes from the onboarding feature.
export { OnboardingPage } from './pages/onboarding-page.tsx';
