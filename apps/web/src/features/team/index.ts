// What the app composes from the team feature besides its page.
export { CompanyTeamSection } from './components/company-team-section.tsx';
