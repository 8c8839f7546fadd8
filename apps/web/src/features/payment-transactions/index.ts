export { BankConnectionCard } from './components/bank-connection-card.tsx';
